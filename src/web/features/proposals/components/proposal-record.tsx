/**
 * A proposal as a record (docs/product/proposals.md): the read-only view of an accepted, declined or
 * cancelled proposal with its outcome (who accepted, when, the value and the acceptance's SHA-256),
 * and the version history.
 */
import { Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { statusBadge } from '@shared/catalog/statuses';
import { formatDocument } from '@shared/documents';
import { formatDate, formatDateTime, formatMoney } from '@shared/format';
import { lineTotal } from '@shared/line-items';
import { proposalStatuses } from '@shared/proposals/catalog';
import type { ProposalDetails } from '@shared/proposals/schemas';
import { DeliveryLog } from '@web/components/documents/delivery-log';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonVariants } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { proposalPrintPath } from '../paths';
import { ProposalDocument } from './proposal-document';

export function Header({ proposal }: { proposal: ProposalDetails | null }) {
  if (!proposal) {
    return (
      <div>
        <h1 className="text-2xl font-bold">Nova proposta</h1>
        <p className="text-sm text-muted-foreground">O número é dado ao criar (PROP-ano-sequência).</p>
      </div>
    );
  }
  const badge = statusBadge(proposalStatuses, proposal.status);
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">
          {proposal.number} · versão {proposal.version} · {proposal.clientName}
        </p>
        <h1 className="text-2xl font-bold break-words">{proposal.title}</h1>
        <p className="text-sm text-muted-foreground">
          {proposal.sentAt ? `Enviada em ${formatDateTime(proposal.sentAt)}` : 'Ainda não enviada'}
          {proposal.viewCount
            ? ` · ${proposal.viewCount} ${proposal.viewCount === 1 ? 'visualização' : 'visualizações'} (primeira em ${formatDateTime(proposal.firstViewedAt)})`
            : ''}
        </p>
      </div>
      <div className="flex flex-col items-end gap-1">
        <Badge color={badge.color} data-testid="proposal-status">
          {badge.label}
        </Badge>
        <span className="text-lg font-semibold tabular-nums">{formatMoney(proposal.total)}</span>
      </div>
    </div>
  );
}

export function ReadOnlyProposal({ proposal }: { proposal: ProposalDetails }) {
  return (
    <div className="grid gap-6">
      <Header proposal={proposal} />
      <Outcome proposal={proposal} />
      <div className="flex flex-wrap gap-2">
        <Link to={proposalPrintPath(proposal.id)} className={buttonVariants({ variant: 'outline' })}>
          <Printer aria-hidden="true" />
          Imprimir
        </Link>
        <a
          href={`/api/proposals/${proposal.id}/pdf`}
          download
          className={buttonVariants({ variant: 'outline' })}
        >
          <Download aria-hidden="true" />
          Baixar PDF
        </a>
      </div>
      <div className="rounded-xl border bg-background p-4 md:p-8">
        <ProposalDocument
          proposal={{ ...proposal, items: proposal.items.map((item) => ({ ...item, key: item.id })) }}
        />
      </div>
      <DeliveryLog base={`/api/proposals/${proposal.id}`} />
      <Versions proposal={proposal} />
    </div>
  );
}

function Outcome({ proposal }: { proposal: ProposalDetails }) {
  if (proposal.status === 'aceita') {
    return (
      <section className="grid gap-2 rounded-xl border border-green-200 bg-green-50 p-4 text-sm text-green-950">
        <h2 className="font-semibold">Aceite do cliente</h2>
        <dl className="grid gap-1 sm:grid-cols-2">
          <div>
            <dt className="inline text-green-800">Aceita por: </dt>
            <dd className="inline">
              {proposal.acceptedName}
              {proposal.acceptedDocument ? ` (CPF ${formatDocument(proposal.acceptedDocument)})` : ''}
            </dd>
          </div>
          <div>
            <dt className="inline text-green-800">Em: </dt>
            <dd className="inline">{formatDateTime(proposal.acceptedAt)}</dd>
          </div>
          <div>
            <dt className="inline text-green-800">Valor aceito: </dt>
            <dd className="inline font-semibold">{formatMoney(proposal.acceptedTotal)}</dd>
          </div>
          <div>
            <dt className="inline text-green-800">IP: </dt>
            <dd className="inline">{proposal.acceptedIp ?? '—'}</dd>
          </div>
        </dl>
        <p className="break-all">
          <span className="text-green-800">SHA-256 do aceite: </span>
          <code className="font-mono text-xs">{proposal.acceptedHash}</code>
        </p>
        {proposal.projectId ? (
          <Link to="/coders/colaboradores/projetos" className="justify-self-start font-medium underline">
            Ver o projeto criado
          </Link>
        ) : null}
      </section>
    );
  }
  if (proposal.status === 'recusada') {
    return (
      <section className="grid gap-1 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-950">
        <h2 className="font-semibold">Recusada pelo cliente em {formatDateTime(proposal.declinedAt)}</h2>
        <p>Motivo: {proposal.declineReason}</p>
      </section>
    );
  }
  return (
    <section className="grid gap-1 rounded-xl border bg-muted/40 p-4 text-sm">
      <h2 className="font-semibold">Cancelada em {formatDateTime(proposal.cancelledAt)}</h2>
      <p>Motivo: {proposal.cancelReason}</p>
    </section>
  );
}

export function Versions({ proposal }: { proposal: ProposalDetails }) {
  const [open, setOpen] = useState<number | null>(null);
  if (!proposal.versions.length) return null;
  const shown = proposal.versions.find((version) => version.version === open);
  return (
    <section className="grid gap-2 rounded-xl border bg-background p-4 md:p-6">
      <h2 className="font-semibold">Histórico de versões</h2>
      <ul className="divide-y text-sm">
        <li className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span>
            Versão {proposal.version} (atual) · {formatMoney(proposal.total)}
          </span>
        </li>
        {proposal.versions.map((version) => (
          <li key={version.version} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              Versão {version.version} · {version.title} · {formatMoney(version.total)} · substituída em{' '}
              {formatDate(version.createdAt)}
            </span>
            <Button variant="outline" size="sm" onClick={() => setOpen(version.version)}>
              Ver versão {version.version}
            </Button>
          </li>
        ))}
      </ul>
      <Dialog open={shown !== undefined} onOpenChange={(value) => (value ? undefined : setOpen(null))}>
        <DialogContent width={860}>
          <DialogHeader>
            <DialogTitle>Versão {shown?.version}</DialogTitle>
            <DialogDescription>Como a proposta estava antes de ser editada.</DialogDescription>
          </DialogHeader>
          {shown ? (
            <ProposalDocument
              proposal={{
                ...shown.snapshot,
                clientName: proposal.clientName,
                items: shown.snapshot.items.map((item) => ({
                  ...item,
                  key: item.position,
                  lineTotal: lineTotal(item),
                })),
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}
