/** A deal's page: its figures, proposals (and 'Nova proposta' from the deal), and the activities slot. */
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { dealLossReasons, dealStages } from '@shared/deals/catalog';
import { formatMoney } from '@shared/format';
import { Button } from '@web/components/ui/button';
import { dealQuery } from '../api/deals';
import { DealDialog } from './deal-dialog';

export function DealDetail({
  id,
  canEdit,
  timelineExtras,
}: {
  id: string;
  canEdit: boolean;
  /** Slot for the activities panel (another module mounts it here). */
  timelineExtras?: ReactNode;
}) {
  const deal = useQuery(dealQuery(id));
  const [editing, setEditing] = useState(false);
  if (deal.isPending) return <p className="text-sm text-muted-foreground">Carregando negócio…</p>;
  if (deal.isError) return <p role="alert">Não foi possível abrir o negócio.</p>;
  const data = deal.data;
  return (
    <article className="space-y-3">
      <Link to="?" className="text-sm underline">
        ← Negócios
      </Link>
      <h2 className="text-xl font-semibold">{data.title}</h2>
      <p>
        {dealStages.find((stage) => stage.value === data.stage)?.label} · {formatMoney(data.value)} ·
        probabilidade {data.probability}%
        {data.expectedCloseDate ? ` · previsão ${data.expectedCloseDate.split('-').reverse().join('/')}` : ''}
      </p>
      <p className="text-sm text-muted-foreground">
        {data.companyId ? (
          <Link className="underline" to={`/coders/comercial/empresas?empresa=${data.companyId}`}>
            {data.companyName}
          </Link>
        ) : (
          'Sem empresa'
        )}
        {data.leadName ? ` · ${data.leadName}` : ''} · Responsável: {data.ownerName ?? '—'}
      </p>
      {data.lossReason ? (
        <p>
          Perdido: {dealLossReasons.find((entry) => entry.value === data.lossReason)?.label}
          {data.lossNote ? ` — ${data.lossNote}` : ''}
        </p>
      ) : null}
      <div className="flex gap-2">
        {canEdit ? <Button onClick={() => setEditing(true)}>Editar negócio</Button> : null}
        {canEdit && data.leadId ? (
          <Link
            className="underline"
            to={`/coders/comercial/propostas/nova?cliente=${data.leadId}&negocio=${data.id}`}
          >
            Nova proposta deste negócio
          </Link>
        ) : null}
      </div>
      <section aria-label="Propostas" className="rounded-md border p-3">
        <h3 className="font-semibold">Propostas</h3>
        {data.proposals.length ? (
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
        ) : (
          <p className="text-sm text-muted-foreground">Nenhuma proposta deste negócio.</p>
        )}
      </section>
      {timelineExtras ? (
        <section aria-label="Atividades do negócio" className="rounded-md border p-3">
          <h3 className="mb-2 font-semibold">Atividades</h3>
          {timelineExtras}
        </section>
      ) : null}
      {editing ? <DealDialog deal={data} open onOpenChange={setEditing} /> : null}
    </article>
  );
}
