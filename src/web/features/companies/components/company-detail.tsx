/**
 * The company page: its data, people, deals, proposals, invoices (paid and open, with totals),
 * projects and timeline. `children` is the place another module mounts its panel (activities).
 */
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { auditActions, auditEntities } from '@shared/catalog/audit';
import { labelOf } from '@shared/catalog/entries';
import { dealStages } from '@shared/deals/catalog';
import { formatDocument } from '@shared/documents';
import { formatDateTime, formatMoney } from '@shared/format';
import { Button } from '@web/components/ui/button';
import { companyQuery } from '../api/companies';
import { CompanyDialog } from './company-dialog';

const invoiceLabels = { draft: 'Rascunho', open: 'Em aberto', paid: 'Paga', cancelled: 'Cancelada' } as const;
const label = (catalog: Record<string, { label: string }>, key: string) => catalog[key]?.label ?? key;

function Block({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <section className="space-y-2 rounded-md border p-3" aria-label={title}>
      <h3 className="font-semibold">{title}</h3>
      {empty ? <p className="text-sm text-muted-foreground">Nada por aqui ainda.</p> : children}
    </section>
  );
}

export function CompanyDetail({
  id,
  canEdit,
  timelineExtras,
}: {
  id: string;
  canEdit: boolean;
  /** Slot for the activities panel (another module mounts it here). */
  timelineExtras?: ReactNode;
}) {
  const company = useQuery(companyQuery(id));
  const [editing, setEditing] = useState(false);
  if (company.isPending) return <p className="text-sm text-muted-foreground">Carregando empresa…</p>;
  if (company.isError) return <p role="alert">Não foi possível abrir a empresa.</p>;
  const data = company.data;
  return (
    <article className="space-y-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <Link to="?" className="text-sm underline">
            ← Empresas
          </Link>
          <h2 className="text-xl font-semibold">{data.name}</h2>
          <p className="text-sm text-muted-foreground">
            {[
              data.legalName,
              data.cnpj ? `CNPJ ${formatDocument(data.cnpj)}` : null,
              data.city && `${data.city}/${data.state ?? ''}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        {canEdit ? <Button onClick={() => setEditing(true)}>Editar empresa</Button> : null}
      </header>
      <div className="grid gap-4 lg:grid-cols-2">
        <Block title={`Pessoas (${data.people.length})`} empty={!data.people.length}>
          <ul className="text-sm">
            {data.people.map((person) => (
              <li key={person.id}>
                <Link className="underline" to={`/coders/comercial/leads?lead=${person.id}`}>
                  {person.name}
                </Link>{' '}
                · {person.email}
              </li>
            ))}
          </ul>
        </Block>
        <Block title="Negócios" empty={!data.deals.length}>
          <ul className="text-sm">
            {data.deals.map((deal) => (
              <li key={deal.id}>
                <Link className="underline" to={`/coders/comercial/negocios?negocio=${deal.id}`}>
                  {deal.title}
                </Link>{' '}
                · {labelOf(dealStages, deal.stage)} · {formatMoney(deal.value)}
              </li>
            ))}
          </ul>
        </Block>
        <Block title="Faturas" empty={!data.invoices.length}>
          <p className="text-sm">
            Pago: <strong>{formatMoney(data.invoiceTotals.paid)}</strong> · Em aberto:{' '}
            <strong>{formatMoney(data.invoiceTotals.open)}</strong>
          </p>
          <ul className="text-sm">
            {data.invoices.map((invoice) => (
              <li key={invoice.id}>
                {invoice.number ?? 'Rascunho'} · {invoice.description} · {formatMoney(invoice.total)} ·{' '}
                {invoiceLabels[invoice.status as keyof typeof invoiceLabels]}
              </li>
            ))}
          </ul>
        </Block>
        <Block title="Propostas" empty={!data.proposals.length}>
          <ul className="text-sm">
            {data.proposals.map((proposal) => (
              <li key={proposal.id}>
                <Link className="underline" to={`/coders/comercial/propostas/${proposal.id}`}>
                  {proposal.number}
                </Link>{' '}
                · {proposal.title} · {formatMoney(proposal.total)}
              </li>
            ))}
          </ul>
        </Block>
        <Block title="Projetos" empty={!data.projects.length}>
          <ul className="text-sm">
            {data.projects.map((project) => (
              <li key={project.id}>
                {project.title}
                {project.budget ? ` · ${formatMoney(project.budget)}` : ''}
              </li>
            ))}
          </ul>
        </Block>
        <Block title="Linha do tempo" empty={!data.timeline.length && !timelineExtras}>
          {/* Activities panel slot (the activities module mounts here). */}
          {timelineExtras}
          <ul className="text-sm">
            {data.timeline.map((event) => (
              <li key={event.id}>
                {formatDateTime(event.at)} · {label(auditActions, event.what)} ·{' '}
                {label(auditEntities, event.about)}
                {event.summary ? ` · ${event.summary}` : ''}
              </li>
            ))}
          </ul>
        </Block>
      </div>
      {editing ? <CompanyDialog company={data} open onOpenChange={setEditing} /> : null}
    </article>
  );
}
