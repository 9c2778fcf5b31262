/**
 * The e-mail outbox (decision 057). Every message the product sends is queued here: a row of
 * mail_deliveries and the pg-boss job that delivers it are written in one transaction (the caller's,
 * when it passes one), so a message is never lost between the two. The delivery job claims the row,
 * hands it to SMTP and logs the answer; SMTP down → the job fails and pg-boss retries it later with a
 * growing delay; after the last try the row is 'failed' with the SMTP answer, and 'Reenviar' queues
 * it again. Never sent twice: one row per idempotency key, one job per row at a time, the claim only
 * takes a row not yet sent, and the Message-ID is the same on every try (a receiver drops a copy if
 * an instance died between SMTP's 'OK' and writing it down).
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Config } from '@server/config';
import type { AppDeps } from '@server/context';
import { type Db, queryRows } from '@server/db/client';
import { defineJob } from '@server/jobs/define';
import { enqueueJob, wakeWorkers } from '@server/jobs/engine';
import { type Actor, recordAudit } from '@server/lib/audit';
import { conflict, notFound } from '@server/lib/http';
import { type MailDeliveryStatus, type MailKind, mailDeliveryStatuses } from '@shared/mail/catalog';
import {
  MAIL_DELIVERY_NOT_FOUND,
  MAIL_NOT_RESENDABLE,
  type MailDelivery,
  type MailDeliveryPage,
  type MailResent,
} from '@shared/mail/schemas';
import { type Mail, smtpFailure, transmit } from './mailer';
import { mailDeliveries } from './schema';
import { keepSmtpFresh } from './smtp-settings';

export const MAIL_JOB = 'envio-de-email';

export type OutgoingMail = Mail & {
  kind: MailKind;
  /** One message per key ('lembrete:<fatura>:antes'): queuing it again does nothing. Default: a new one. */
  key?: string;
  /** The lead the message is about, when the address is not the lead's own (LGPD erasure). */
  leadId?: string | null;
  /** The document whose page lists this message in its delivery log. */
  proposalId?: string | null;
  invoiceId?: string | null;
};

/** The Message-ID domain: the sender's own (SMTP_FROM). */
function messageIdFor(id: string, config: Pick<Config, 'SMTP_FROM'>): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(config.SMTP_FROM)?.[1] ?? 'coders.example';
  return `<${id}@${domain}>`;
}

/**
 * Queues `mail` for delivery, in `db` (the database, or the caller's transaction). Resolves true when
 * the message is in the outbox (now or from an earlier call with the same key), false when SMTP is
 * not configured (nothing is queued: the caller shows the link to copy instead).
 */
export async function enqueueMail(
  db: Db,
  config: Pick<Config, 'SMTP_URL' | 'SMTP_FROM'>,
  mail: OutgoingMail,
): Promise<boolean> {
  if (!config.SMTP_URL) return false;
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mailDeliveries)
      .values({
        id,
        idempotencyKey: mail.key ?? `${mail.kind}:${id}`,
        kind: mail.kind,
        toAddress: mail.to,
        subject: mail.subject,
        bodyText: mail.text,
        bodyHtml: mail.html ?? null,
        leadId: mail.leadId ?? null,
        proposalId: mail.proposalId ?? null,
        invoiceId: mail.invoiceId ?? null,
        attachmentName: mail.attachments?.[0]?.filename ?? null,
        attachmentData: mail.attachments?.[0]?.content ?? null,
        messageId: messageIdFor(id, config),
        queueJobId: id,
      })
      .onConflictDoNothing({ target: mailDeliveries.idempotencyKey })
      .returning({ id: mailDeliveries.id });
    if (row) await enqueueJob(tx, MAIL_JOB, { trigger: 'queue', deliveryId: id }, { id });
  });
  wakeWorkers(MAIL_JOB);
  return true;
}

/** One try of one message (the delivery job's handler). */
export async function deliverMail(
  deps: Pick<AppDeps, 'db' | 'config'>,
  deliveryId: string,
  lastAttempt: boolean,
): Promise<string> {
  const [row] = await queryRows<{
    to_address: string;
    subject: string;
    body_text: string | null;
    body_html: string | null;
    message_id: string;
    attempts: number;
    attachment_name: string | null;
    attachment_data: Buffer | Uint8Array | null;
  }>(
    deps.db,
    sql`update mail_deliveries set status = 'sending', attempts = attempts + 1, updated_at = now()
        where id = ${deliveryId} and status in ('queued', 'retrying', 'sending')
        returning to_address, subject, body_text, body_html, message_id, attempts, attachment_name, attachment_data`,
  );
  if (!row) {
    const [current] = await deps.db
      .select({ status: mailDeliveries.status })
      .from(mailDeliveries)
      .where(eq(mailDeliveries.id, deliveryId));
    if (!current) return 'O e-mail não está mais no registro (apagado ou anonimizado): nada a enviar.';
    return current.status === 'sent' ? 'Já tinha sido enviado: nada a fazer.' : 'Nada a enviar.';
  }
  try {
    await keepSmtpFresh(deps.db, deps.config);
    const response = await transmit(deps.config, {
      to: row.to_address,
      subject: row.subject,
      text: row.body_text ?? '',
      html: row.body_html ?? undefined,
      attachments:
        row.attachment_name && row.attachment_data
          ? [
              {
                filename: row.attachment_name,
                content: Buffer.from(row.attachment_data),
                contentType: 'application/pdf',
              },
            ]
          : undefined,
      messageId: row.message_id,
    });
    // Sent: the body and the attachment are not kept (the log keeps who, what subject, when, the
    // attachment's name and the server's answer).
    await deps.db
      .update(mailDeliveries)
      .set({
        status: 'sent',
        sentAt: sql`now()`,
        smtpResponse: response.slice(0, 500),
        bodyText: null,
        bodyHtml: null,
        attachmentData: null,
        updatedAt: sql`now()`,
      })
      .where(eq(mailDeliveries.id, deliveryId));
    const attempts = Number(row.attempts);
    return attempts > 1
      ? `E-mail entregue ao servidor na ${attempts}ª tentativa.`
      : 'E-mail entregue ao servidor.';
  } catch (error) {
    const failure = smtpFailure(error);
    await deps.db
      .update(mailDeliveries)
      .set({
        status: lastAttempt ? 'failed' : 'retrying',
        lastError: failure.message.slice(0, 1000),
        updatedAt: sql`now()`,
      })
      .where(eq(mailDeliveries.id, deliveryId));
    // The run history says why without the address (the delivery log has the full answer).
    throw new Error(
      lastAttempt
        ? `Envio falhou (${failure.code}); sem novas tentativas — veja o registro de e-mails.`
        : `Envio falhou (${failure.code}); nova tentativa agendada.`,
    );
  }
}

/** 'Reenviar': a failed message goes back to the queue (a new job, all its tries again). */
export async function resendMail(db: Db, actor: Actor, id: string): Promise<MailResent> {
  const jobId = randomUUID();
  const resent = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(mailDeliveries)
      .set({ status: 'queued', queueJobId: jobId, updatedAt: sql`now()` })
      .where(
        and(
          eq(mailDeliveries.id, id),
          eq(mailDeliveries.status, 'failed'),
          isNotNull(mailDeliveries.bodyText),
        ),
      )
      .returning({ id: mailDeliveries.id, kind: mailDeliveries.kind });
    if (!row) return null;
    await enqueueJob(tx, MAIL_JOB, { trigger: 'manual', deliveryId: id }, { id: jobId });
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'mail_delivery',
      entityId: id,
      after: { status: 'queued' },
    });
    return row;
  });
  if (!resent) {
    const [exists] = await db
      .select({ id: mailDeliveries.id })
      .from(mailDeliveries)
      .where(eq(mailDeliveries.id, id));
    if (!exists) throw notFound(MAIL_DELIVERY_NOT_FOUND);
    throw conflict(MAIL_NOT_RESENDABLE);
  }
  wakeWorkers(MAIL_JOB);
  return { queued: true, message: 'E-mail de volta na fila: sai em instantes.' };
}

export async function listDeliveries(
  deps: Pick<AppDeps, 'db' | 'config'>,
  query: { status?: MailDeliveryStatus; limit?: number },
): Promise<MailDeliveryPage> {
  const rows = await deps.db
    .select()
    .from(mailDeliveries)
    .where(query.status ? eq(mailDeliveries.status, query.status) : undefined)
    .orderBy(desc(mailDeliveries.createdAt), desc(mailDeliveries.id))
    .limit(query.limit ?? 50);
  const totals = await deps.db
    .select({ status: mailDeliveries.status, n: count() })
    .from(mailDeliveries)
    .groupBy(mailDeliveries.status);
  const counts = Object.fromEntries(mailDeliveryStatuses.map((entry) => [entry.value, 0])) as Record<
    MailDeliveryStatus,
    number
  >;
  for (const total of totals) counts[total.status] = Number(total.n);
  return {
    items: rows.map(
      (row): MailDelivery => ({
        id: row.id,
        kind: row.kind,
        to: row.toAddress,
        subject: row.subject,
        status: row.status,
        attempts: row.attempts,
        lastError: row.lastError,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt ? row.sentAt.toISOString() : null,
      }),
    ),
    counts,
    smtpConfigured: Boolean(deps.config.SMTP_URL),
  };
}

/** Days the delivery log keeps a sent message, and a failed one. */
export const SENT_KEPT_DAYS = 90;
export const FAILED_KEPT_DAYS = 180;

export const mailDeliveryJob = defineJob<{ deliveryId: string }>({
  name: MAIL_JOB,
  title: 'Envio de e-mails',
  description:
    'Entrega ao servidor SMTP cada e-mail da fila (convites, senhas, lembretes, notificações, LGPD). Servidor fora do ar: nova tentativa mais tarde, com intervalos crescentes (até umas 8 horas).',
  schedule: null,
  retry: { limit: 10, delaySeconds: 30, backoff: true },
  timeoutSeconds: 120,
  singleton: false,
  concurrency: 2,
  pollSeconds: 5,
  handler: ({ deps, data, lastAttempt }) => deliverMail(deps, data.deliveryId, lastAttempt),
});

export const mailLogCleanupJob = defineJob({
  name: 'limpeza-registro-emails',
  title: 'Limpeza do registro de e-mails',
  description: `Apaga do registro os e-mails enviados há mais de ${SENT_KEPT_DAYS} dias e os que falharam há mais de ${FAILED_KEPT_DAYS}.`,
  schedule: '30 3 * * *',
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  timeoutSeconds: 600,
  singleton: true,
  handler: async ({ deps }) => {
    const gone = await deps.db
      .delete(mailDeliveries)
      .where(
        or(
          and(
            eq(mailDeliveries.status, 'sent'),
            lt(mailDeliveries.createdAt, sql`now() - ${SENT_KEPT_DAYS} * interval '1 day'`),
          ),
          and(
            inArray(mailDeliveries.status, ['failed']),
            lt(mailDeliveries.createdAt, sql`now() - ${FAILED_KEPT_DAYS} * interval '1 day'`),
          ),
        ),
      )
      .returning({ id: mailDeliveries.id });
    return gone.length === 1
      ? '1 e-mail antigo apagado do registro.'
      : gone.length
        ? `${gone.length} e-mails antigos apagados do registro.`
        : 'Nada antigo a apagar.';
  },
});
