/**
 * One LGPD request in the adm queue (docs/product/privacy-lgpd.md): type, status, the art. 19 clock (red
 * when overdue), the person and the leads found by the request's e-mail, and the actions.
 */
import { AlertTriangle, Download } from 'lucide-react';
import { useState } from 'react';
import type { BadgeColor } from '@shared/catalog/statuses';
import { pathFor } from '@shared/catalog/workspaces';
import { formatDate, formatDateTime } from '@shared/format';
import {
  PRIVACY_REQUEST_STATUS_LABELS,
  PRIVACY_REQUEST_TYPE_LABELS,
  type PrivacyRequestStatus,
} from '@shared/privacy/catalog';
import { deadlineLabel } from '@shared/privacy/rules';
import type { PrivacyRequestItem } from '@shared/privacy/schemas';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { AnonymizeDialog } from './anonymize-dialog';
import { CloseDialog } from './close-dialog';
import { CorrectDialog } from './correct-dialog';
import { VerifyDialog } from './verify-dialog';

const STATUS_COLORS: Record<PrivacyRequestStatus, BadgeColor> = {
  nao_verificada: 'amber',
  aberta: 'blue',
  em_andamento: 'purple',
  concluida: 'green',
  recusada: 'grey',
};
const ADMIN = { signedIn: true, roles: ['adm'] as const };

type Dialogs = 'verify' | 'correct' | 'close' | 'anonymize' | null;

export function RequestCard({ request }: { request: PrivacyRequestItem }) {
  const [open, setOpen] = useState<Dialogs>(null);
  const closed = request.status === 'concluida' || request.status === 'recusada';
  const verified = !closed && request.status !== 'nao_verificada';
  const overdue = !closed && request.deadline.overdue;
  const label = request.name || request.email;

  return (
    <li>
      <article aria-label={`Pedido de ${label}`}>
        <Card className={`grid gap-3 p-4 ${overdue ? 'border-red-300' : ''}`}>
          <div className="flex flex-wrap items-center gap-2">
            <Badge color="indigo">{PRIVACY_REQUEST_TYPE_LABELS[request.type]}</Badge>
            <Badge color={STATUS_COLORS[request.status]}>
              {PRIVACY_REQUEST_STATUS_LABELS[request.status]}
            </Badge>
            {closed ? null : (
              <span
                className={`inline-flex items-center gap-1 text-sm font-semibold ${overdue ? 'text-red-600' : request.deadline.daysLeft <= 3 ? 'text-amber-700' : 'text-muted-foreground'}`}
              >
                {overdue ? <AlertTriangle className="size-4" aria-hidden="true" /> : null}
                {deadlineLabel(request.deadline)} · prazo {formatDate(request.deadline.day)}
              </span>
            )}
          </div>
          <dl className="grid gap-1 text-sm sm:grid-cols-2">
            <div>
              <dt className="sr-only">Titular</dt>
              <dd className="font-medium break-all">{label}</dd>
              {request.name ? <dd className="break-all text-muted-foreground">{request.email}</dd> : null}
              {request.phone ? <dd className="text-muted-foreground">Telefone: {request.phone}</dd> : null}
            </div>
            <div className="text-muted-foreground">
              <dd>Recebido em {formatDateTime(request.createdAt)}</dd>
              {request.verifiedAt ? (
                <dd>
                  Verificado em {formatDateTime(request.verifiedAt)}
                  {request.verificationNote ? ` · ${request.verificationNote}` : ''}
                </dd>
              ) : null}
              {request.anonymizedAt ? <dd>Anonimizado em {formatDateTime(request.anonymizedAt)}</dd> : null}
              {request.closedAt ? <dd>Encerrado em {formatDateTime(request.closedAt)}</dd> : null}
            </div>
          </dl>
          {request.details ? (
            <p className="rounded-md bg-muted/60 p-2 text-sm whitespace-pre-wrap">{request.details}</p>
          ) : null}
          <p className="text-sm">
            {request.leads.length ? (
              <>
                Dados encontrados:{' '}
                {request.leads.map((lead, index) => (
                  <span key={lead.id}>
                    {index ? ', ' : ''}
                    <a
                      className="text-primary underline"
                      href={pathFor({ job: 'leads', params: { lead: lead.id } }, ADMIN) ?? '#'}
                    >
                      {lead.name}
                    </a>
                  </span>
                ))}
              </>
            ) : (
              <span className="text-muted-foreground">Nenhum lead com este e-mail.</span>
            )}
          </p>
          {request.reply ? <p className="text-sm text-muted-foreground">Resposta: {request.reply}</p> : null}

          {closed ? null : (
            <div className="flex flex-wrap gap-2">
              {request.status === 'nao_verificada' ? (
                <Button size="sm" onClick={() => setOpen('verify')}>
                  Verificar identidade
                </Button>
              ) : null}
              {verified ? (
                <>
                  <a
                    className={buttonVariants({ size: 'sm', variant: 'outline' })}
                    href={`/api/privacy/requests/${request.id}/export?format=json`}
                    download
                  >
                    <Download aria-hidden="true" />
                    Exportar JSON
                  </a>
                  <a
                    className={buttonVariants({ size: 'sm', variant: 'outline' })}
                    href={`/api/privacy/requests/${request.id}/export?format=csv`}
                    download
                  >
                    <Download aria-hidden="true" />
                    Exportar CSV
                  </a>
                  {request.leads.length ? (
                    <Button size="sm" variant="outline" onClick={() => setOpen('correct')}>
                      Corrigir dados
                    </Button>
                  ) : null}
                  {request.anonymizedAt ? null : (
                    <Button size="sm" variant="destructive" onClick={() => setOpen('anonymize')}>
                      Anonimizar
                    </Button>
                  )}
                </>
              ) : null}
              <Button size="sm" variant="secondary" onClick={() => setOpen('close')}>
                Encerrar com resposta
              </Button>
            </div>
          )}
        </Card>
      </article>

      {open === 'verify' ? (
        <VerifyDialog request={request} open onOpenChange={(value) => setOpen(value ? 'verify' : null)} />
      ) : null}
      {open === 'correct' ? (
        <CorrectDialog request={request} open onOpenChange={(value) => setOpen(value ? 'correct' : null)} />
      ) : null}
      {open === 'close' ? (
        <CloseDialog request={request} open onOpenChange={(value) => setOpen(value ? 'close' : null)} />
      ) : null}
      {open === 'anonymize' ? (
        <AnonymizeDialog
          request={request}
          open
          onOpenChange={(value) => setOpen(value ? 'anonymize' : null)}
        />
      ) : null}
    </li>
  );
}
