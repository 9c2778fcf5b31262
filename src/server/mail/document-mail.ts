/**
 * A document sent to its client through the outbox (issue 27): the message with its link, the PDF
 * attached, and the delivery log the document's page shows. The proposal and invoice modules call this
 * inside their own transaction, after locking the document row, so a repeated request (same
 * `requestId`) finds its message and queues nothing, and never makes a second link.
 */
import { desc, eq } from 'drizzle-orm';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { conflict } from '@server/lib/http';
import { getSettings } from '@server/settings/settings';
import type { DocumentDelivery, DocumentMailKind } from '@shared/mail/document-mail';
import { enqueueMail } from './outbox';
import { mailDeliveries } from './schema';

export const SMTP_OFF_MESSAGE =
  'O envio de e-mail não está configurado neste servidor (SMTP). Copie o link e envie por outro meio.';

export function requireSmtp(config: Pick<Config, 'SMTP_URL'>): void {
  if (!config.SMTP_URL) throw conflict(SMTP_OFF_MESSAGE);
}

/** The template of a message kind as saved in Configurações → Modelos de e-mail (defaults otherwise). */
export async function templateFor(
  db: Db,
  kind: DocumentMailKind,
): Promise<{ subject: string; message: string }> {
  const settings = await getSettings(db);
  if (kind === 'proposal')
    return { subject: settings.mailProposalSubject, message: settings.mailProposalMessage };
  if (kind === 'invoice')
    return { subject: settings.mailInvoiceSubject, message: settings.mailInvoiceMessage };
  return { subject: settings.mailReceiptSubject, message: settings.mailReceiptMessage };
}

/** Whether a message with this key is already in the outbox (a repeated request). */
export async function alreadyQueued(tx: Db, key: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: mailDeliveries.id })
    .from(mailDeliveries)
    .where(eq(mailDeliveries.idempotencyKey, key))
    .limit(1);
  return Boolean(row);
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The message as text and as HTML: paragraphs kept, the link clickable; the link added when missing. */
export function documentBody(message: string, url: string | null): { text: string; html: string } {
  const text = url && !message.includes(url) ? `${message.trimEnd()}\n\n${url}` : message;
  const html = text
    .split(/\n{2,}/)
    .map((paragraph) => {
      const escaped = escapeHtml(paragraph).replace(/\n/g, '<br>');
      const linked = url
        ? escaped.split(escapeHtml(url)).join(`<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`)
        : escaped;
      return `<p>${linked}</p>`;
    })
    .join('');
  return { text, html };
}

export async function queueDocumentMail(
  tx: Db,
  config: Pick<Config, 'SMTP_URL' | 'SMTP_FROM'>,
  mail: {
    kind: DocumentMailKind;
    key: string;
    to: string;
    subject: string;
    message: string;
    url: string | null;
    leadId: string;
    proposalId?: string;
    invoiceId?: string;
    pdf: { filename: string; data: Buffer };
  },
): Promise<boolean> {
  const body = documentBody(mail.message, mail.url);
  return enqueueMail(tx, config, {
    kind: mail.kind,
    key: mail.key,
    to: mail.to,
    subject: mail.subject,
    text: body.text,
    html: body.html,
    leadId: mail.leadId,
    proposalId: mail.proposalId ?? null,
    invoiceId: mail.invoiceId ?? null,
    attachments: [{ filename: mail.pdf.filename, content: mail.pdf.data, contentType: 'application/pdf' }],
  });
}

/** The delivery log of one document, newest first. */
export async function documentDeliveries(
  db: Db,
  document: { proposalId: string } | { invoiceId: string },
): Promise<DocumentDelivery[]> {
  const where =
    'proposalId' in document
      ? eq(mailDeliveries.proposalId, document.proposalId)
      : eq(mailDeliveries.invoiceId, document.invoiceId);
  const rows = await db
    .select({
      id: mailDeliveries.id,
      kind: mailDeliveries.kind,
      to: mailDeliveries.toAddress,
      subject: mailDeliveries.subject,
      status: mailDeliveries.status,
      attempts: mailDeliveries.attempts,
      attachmentName: mailDeliveries.attachmentName,
      lastError: mailDeliveries.lastError,
      smtpResponse: mailDeliveries.smtpResponse,
      createdAt: mailDeliveries.createdAt,
      sentAt: mailDeliveries.sentAt,
    })
    .from(mailDeliveries)
    .where(where)
    .orderBy(desc(mailDeliveries.createdAt), desc(mailDeliveries.id))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as DocumentMailKind,
    to: row.to,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    attachmentName: row.attachmentName,
    answer: row.status === 'sent' ? row.smtpResponse : row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  }));
}
