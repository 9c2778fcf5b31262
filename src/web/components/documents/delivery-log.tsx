/**
 * A document's delivery log (issue 27): every e-mail about this proposal or invoice — the document
 * itself, its receipt — with its status ('Na fila', 'Enviado', 'Falhou'…), when, to whom, the PDF it
 * carried and the SMTP server's answer. It refreshes itself while a message is on its way.
 */
import { useQuery } from '@tanstack/react-query';
import { labelOf } from '@shared/catalog/entries';
import type { BadgeColor } from '@shared/catalog/statuses';
import { formatDateTime } from '@shared/format';
import { mailDeliveryStatuses, mailKinds } from '@shared/mail/catalog';
import type { DocumentDelivery } from '@shared/mail/document-mail';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { deliveryLogQuery } from './document-mail-api';

function Row({ delivery }: { delivery: DocumentDelivery }) {
  const status = mailDeliveryStatuses.find((entry) => entry.value === delivery.status);
  return (
    <li className="grid gap-1 border-b py-3 text-sm last:border-b-0" data-delivery={delivery.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 font-medium break-words">{delivery.subject}</span>
        <Badge color={(status?.color ?? 'grey') as BadgeColor}>{status?.label ?? delivery.status}</Badge>
      </div>
      <p className="text-muted-foreground break-words">
        {labelOf(mailKinds, delivery.kind)} para {delivery.to} · na fila em{' '}
        {formatDateTime(delivery.createdAt)}
        {delivery.sentAt ? ` · enviado em ${formatDateTime(delivery.sentAt)}` : ''}
        {delivery.attempts > 1 ? ` · ${delivery.attempts} tentativas` : ''}
      </p>
      {delivery.attachmentName ? (
        <p className="text-muted-foreground break-words">Anexo: {delivery.attachmentName}</p>
      ) : null}
      {delivery.answer ? (
        <p
          className={
            delivery.status === 'sent' ? 'text-muted-foreground break-words' : 'text-red-700 break-words'
          }
        >
          Resposta do servidor: {delivery.answer}
        </p>
      ) : null}
    </li>
  );
}

export function DeliveryLog({ base }: { base: string }) {
  const log = useQuery(deliveryLogQuery(base));
  return (
    <Card>
      <CardHeader>
        <CardTitle>E-mails enviados</CardTitle>
      </CardHeader>
      <CardContent>
        {log.isPending ? (
          <p className="text-sm text-muted-foreground" role="status">
            Carregando...
          </p>
        ) : log.isError ? (
          <p className="text-sm text-red-700" role="alert">
            Não foi possível carregar os e-mails.
          </p>
        ) : log.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum e-mail enviado por aqui ainda.</p>
        ) : (
          <ul aria-label="E-mails enviados" aria-live="polite">
            {log.data.items.map((delivery) => (
              <Row key={delivery.id} delivery={delivery} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
