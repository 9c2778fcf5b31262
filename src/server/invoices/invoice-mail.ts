/**
 * 'Enviar por e-mail' of an invoice and the receipt on payment (docs/product/invoices-and-payments.md,
 * issue 27). Sending makes a new public link (the old one stops working, as 'Gerar novo link') and
 * queues the message with the link and the invoice's PDF, in one transaction holding the invoice's
 * row lock; the same `requestId` again queues nothing. A payment that leaves an invoice 'Paga' queues
 * the receipt with its PDF in the payment's own transaction (one per invoice and payment).
 */
import { eq, sql } from 'drizzle-orm';
import type { Config } from '@server/config';
import { type Db, queryRows } from '@server/db/client';
import { leads } from '@server/db/schema';
import { billingProfiles } from '@server/db/schema-finance';
import { type Actor, recordAudit } from '@server/lib/audit';
import { notFound } from '@server/lib/http';
import { alreadyQueued, queueDocumentMail, requireSmtp, templateFor } from '@server/mail/document-mail';
import { formatDate, formatMoney } from '@shared/format';
import { INVOICE_NOT_FOUND, type InvoiceDetail } from '@shared/invoices/schemas';
import {
  type DocumentMailData,
  type DocumentMailDraft,
  type DocumentMailQueued,
  fillTemplate,
} from '@shared/mail/document-mail';
import { fromCents, toCents } from '@shared/money';
import { billingSettings } from './billing-settings';
import { invoicePdfName, receiptPdfName, renderInvoicePdf, renderReceiptPdf } from './invoice-pdf';
import { createPublicLink, readInvoice } from './invoices';
import { invoices } from './schema';

const valuesOf = (invoice: InvoiceDetail) => ({
  cliente: invoice.clientName,
  numero: invoice.number ?? '',
  valor: formatMoney(invoice.status === 'paga' ? invoice.paid : invoice.lateFees.total),
  vencimento: formatDate(invoice.dueDate),
});

/** The client's address for money matters: the billing profile's e-mail, else the lead's. */
async function contactOf(db: Db, leadId: string): Promise<{ email: string | null; phone: string | null }> {
  const [row] = await db
    .select({ email: leads.email, phone: leads.phone, billingEmail: billingProfiles.billingEmail })
    .from(leads)
    .leftJoin(billingProfiles, eq(billingProfiles.leadId, leads.id))
    .where(eq(leads.id, leadId));
  return { email: row?.billingEmail || row?.email || null, phone: row?.phone ?? null };
}

export async function invoiceMailDraft(
  db: Db,
  config: Pick<Config, 'SMTP_URL'>,
  id: string,
): Promise<DocumentMailDraft> {
  const invoice = await readInvoice(db, id);
  if (!invoice) throw notFound(INVOICE_NOT_FOUND);
  const contact = await contactOf(db, invoice.clientId);
  const values = valuesOf(invoice);
  const template = await templateFor(db, 'invoice');
  return {
    to: contact.email ?? '',
    subject: fillTemplate(template.subject, values),
    message: fillTemplate(template.message, values),
    phone: contact.phone,
    values,
    smtpConfigured: Boolean(config.SMTP_URL),
  };
}

export async function emailInvoice(
  db: Db,
  config: Pick<Config, 'SMTP_URL' | 'SMTP_FROM' | 'baseUrl'>,
  actor: Actor,
  id: string,
  input: DocumentMailData,
): Promise<DocumentMailQueued> {
  requireSmtp(config);
  const key = `fatura:${id}:${input.requestId}`;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ leadId: invoices.leadId })
      .from(invoices)
      .where(eq(invoices.id, id))
      .for('update')
      .limit(1);
    if (!row) throw notFound(INVOICE_NOT_FOUND);
    if (await alreadyQueued(tx, key)) return;
    // Refuses a draft or a cancelled invoice with its own PT-BR message.
    const { url } = await createPublicLink(tx, actor, id, config.baseUrl);
    const invoice = (await readInvoice(tx, id))!;
    const settings = await billingSettings(tx);
    const values = { ...valuesOf(invoice), link: url };
    const filename = invoicePdfName(invoice.number!);
    await queueDocumentMail(tx, config, {
      kind: 'invoice',
      key,
      to: input.to,
      subject: fillTemplate(input.subject, values),
      message: fillTemplate(input.message, values),
      url,
      leadId: row.leadId,
      invoiceId: id,
      pdf: { filename, data: await renderInvoicePdf(invoice, settings.agencyName) },
    });
    await recordAudit(tx, actor, {
      action: 'email',
      entity: 'invoice',
      entityId: id,
      after: { to: input.to, subject: input.subject, attachment: filename },
    });
  });
  return { queued: true, message: `Fatura na fila de envio para ${input.to}.` };
}

/**
 * After payment `paymentId` is written (in its transaction): each invoice it left fully paid gets its
 * receipt by e-mail, when SMTP is configured and the client has an address. Returns how many.
 */
export async function queueReceipts(
  tx: Db,
  config: Pick<Config, 'SMTP_URL' | 'SMTP_FROM'>,
  actor: Actor,
  paymentId: string,
): Promise<number> {
  if (!config.SMTP_URL) return 0;
  const allocated = await queryRows<{ invoice_id: string }>(
    tx,
    sql`select distinct invoice_id from payment_allocations where payment_id = ${paymentId} and amount > 0`,
  );
  let queued = 0;
  for (const { invoice_id: invoiceId } of allocated) {
    const invoice = await readInvoice(tx, invoiceId);
    if (!invoice?.number || invoice.status !== 'paga') continue;
    const contact = await contactOf(tx, invoice.clientId);
    if (!contact.email) continue;
    const settings = await billingSettings(tx);
    const received = invoice.payments.reduce(
      (sum, payment) => sum + toCents(payment.amount) + toCents(payment.lateFees),
      0n,
    );
    const values = { ...valuesOf(invoice), valor: formatMoney(fromCents(received)) };
    const template = await templateFor(tx, 'receipt');
    const filename = receiptPdfName(invoice.number);
    await queueDocumentMail(tx, config, {
      kind: 'receipt',
      key: `recibo:${invoiceId}:${paymentId}`,
      to: contact.email,
      subject: fillTemplate(template.subject, values),
      message: fillTemplate(template.message, values),
      url: null,
      leadId: invoice.clientId,
      invoiceId,
      pdf: { filename, data: await renderReceiptPdf(invoice, settings.agencyName) },
    });
    await recordAudit(tx, actor, {
      action: 'receipt',
      entity: 'invoice',
      entityId: invoiceId,
      after: { to: contact.email, attachment: filename },
    });
    queued++;
  }
  return queued;
}
