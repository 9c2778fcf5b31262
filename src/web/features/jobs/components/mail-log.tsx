/**
 * 'Registro de e-mails' on 'Rotinas': the latest messages of the outbox with their status, tries and
 * the SMTP server's answer when one failed; 'Reenviar' puts a failed one back in the queue.
 */
import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { labelOf } from '@shared/catalog/entries';
import type { BadgeColor } from '@shared/catalog/statuses';
import { formatDateTime } from '@shared/format';
import { type MailDeliveryStatus, mailDeliveryStatuses, mailKinds } from '@shared/mail/catalog';
import type { MailDelivery } from '@shared/mail/schemas';
import { ListStates } from '@web/components/data-table/table-states';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/feedback';
import { NativeSelect } from '@web/components/ui/input';
import { toast } from '@web/lib/toast';
import { mailDeliveriesQuery, useResendMail } from '../api/jobs';

function StatusBadge({ status }: { status: MailDeliveryStatus }) {
  const entry = mailDeliveryStatuses.find((item) => item.value === status);
  return <Badge color={(entry?.color ?? 'grey') as BadgeColor}>{entry?.label ?? status}</Badge>;
}

function DeliveryRow({ delivery }: { delivery: MailDelivery }) {
  const resend = useResendMail();
  return (
    <li className="grid gap-1 border-b py-3 text-sm last:border-b-0" data-delivery={delivery.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 font-medium break-words">{delivery.subject}</span>
        <StatusBadge status={delivery.status} />
      </div>
      <p className="text-muted-foreground break-words">
        Para {delivery.to} · {labelOf(mailKinds, delivery.kind)} · {formatDateTime(delivery.createdAt)}
        {delivery.attempts
          ? ` · ${delivery.attempts === 1 ? '1 tentativa' : `${delivery.attempts} tentativas`}`
          : ''}
        {delivery.sentAt ? ` · enviado em ${formatDateTime(delivery.sentAt)}` : ''}
      </p>
      {delivery.lastError && delivery.status !== 'sent' ? (
        <p className="break-words text-red-700">Resposta do servidor: {delivery.lastError}</p>
      ) : null}
      {delivery.status === 'failed' ? (
        <div>
          <Button
            size="sm"
            variant="outline"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(delivery.id, {
                onSuccess: (answer) => toast.success(answer.message),
                onError: (error) => toast.error('Não foi possível reenviar', error.message),
              })
            }
            aria-label={`Reenviar o e-mail “${delivery.subject}” para ${delivery.to}`}
          >
            <RotateCcw aria-hidden="true" />
            {resend.isPending ? 'Reenviando...' : 'Reenviar'}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

export function MailLog() {
  const [status, setStatus] = useState<MailDeliveryStatus | undefined>(undefined);
  const query = useQuery(mailDeliveriesQuery(status));
  const items = query.data?.items ?? [];
  const counts = query.data?.counts;

  return (
    <section aria-labelledby="registro-emails" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="registro-emails" className="text-lg font-semibold">
            Registro de e-mails
          </h2>
          <p className="text-sm text-muted-foreground">
            Cada e-mail que o sistema manda passa pela fila: se o servidor de e-mail estiver fora do ar, ele
            tenta de novo mais tarde, sem perder nem repetir a mensagem.
          </p>
        </div>
        <div className="grid gap-1 text-sm">
          <label htmlFor="registro-emails-situacao">Situação</label>
          <NativeSelect
            id="registro-emails-situacao"
            value={status ?? ''}
            onChange={(event) =>
              setStatus((event.target.value || undefined) as MailDeliveryStatus | undefined)
            }
          >
            <option value="">
              Todas{counts ? ` (${Object.values(counts).reduce((a, b) => a + b, 0)})` : ''}
            </option>
            {mailDeliveryStatuses.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {entry.label}
                {counts ? ` (${counts[entry.value]})` : ''}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {query.data && !query.data.smtpConfigured ? (
        <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          SMTP não configurado (SMTP_URL): nenhum e-mail entra na fila; convites e links de senha aparecem
          para copiar.
        </p>
      ) : null}
      <Card className="px-4">
        <ListStates
          query={query}
          isEmpty={items.length === 0}
          errorText="Não foi possível carregar o registro de e-mails."
          empty={
            <EmptyState
              title="Nenhum e-mail aqui"
              hint="Os e-mails enviados pelo sistema aparecem nesta lista."
            />
          }
        >
          <ul aria-label="E-mails">
            {items.map((delivery) => (
              <DeliveryRow key={delivery.id} delivery={delivery} />
            ))}
          </ul>
        </ListStates>
      </Card>
    </section>
  );
}
