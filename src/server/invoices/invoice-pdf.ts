/**
 * The invoice and its payment receipt as PDFs (docs/product/invoices-and-payments.md 'PDF', decision
 * 059). The invoice carries the PIX QR drawn from the very BR Code the screen shows (readInvoice's
 * `pix`, built by billing-settings.ts `pixFor`); the receipt lists what was received for it.
 */
import type { Db } from '@server/db/client';
import { renderPdf } from '@server/lib/pdf';
import { formatDate, formatMoney } from '@shared/format';
import type { InvoiceDetail } from '@shared/invoices/schemas';
import { fromCents, toCents } from '@shared/money';
import { paymentMethods } from '@shared/payments/catalog';
import { billingSettings } from './billing-settings';
import { readInvoice } from './invoices';

const quantity = (value: string) => value.replace(/\.00$/, '').replace('.', ',');
const methodLabel = (value: string) => paymentMethods.find((entry) => entry.value === value)?.label ?? value;
const statusLabel: Record<string, string> = {
  rascunho: 'Rascunho',
  aberta: 'Em aberto',
  parcialmente_paga: 'Parcialmente paga',
  paga: 'Paga',
  vencida: 'Vencida',
  cancelada: 'Cancelada',
};

export const invoicePdfName = (number: string) => `fatura-${number}.pdf`;
export const receiptPdfName = (number: string) => `recibo-${number}.pdf`;

export async function renderInvoicePdf(invoice: InvoiceDetail, agencyName: string): Promise<Buffer> {
  const number = invoice.number ?? 'rascunho';
  const cancelled = invoice.status === 'cancelada';
  const blocks: Parameters<typeof renderPdf>[0]['blocks'] = [
    {
      kind: 'facts',
      items: [
        ['Cliente', invoice.clientName],
        ['Fatura', number],
        ['Competência', formatDate(invoice.competence).slice(3)],
        ['Vencimento', formatDate(invoice.dueDate)],
        ['Situação', statusLabel[invoice.status] ?? invoice.status],
      ],
    },
  ];
  if (invoice.description.trim()) blocks.push({ kind: 'paragraph', text: invoice.description.trim() });
  blocks.push(
    {
      kind: 'table',
      table: {
        columns: [
          { label: 'Descrição', width: 52 },
          { label: 'Qtd.', width: 10, align: 'right' },
          { label: 'Valor unitário', width: 19, align: 'right' },
          { label: 'Total', width: 19, align: 'right' },
        ],
        rows: invoice.items.map((item) => [
          item.description,
          quantity(item.quantity),
          formatMoney(item.unitPrice),
          formatMoney(item.total),
        ]),
      },
    },
    {
      kind: 'totals',
      items: [
        ['Total da fatura', formatMoney(invoice.total)],
        ['Pago', formatMoney(invoice.paid)],
        ...(invoice.lateFees.daysLate > 0 && !cancelled
          ? ([
              [
                `Multa (${invoice.lateFees.finePercent.replace('.', ',')}%)`,
                formatMoney(invoice.lateFees.fine),
              ],
              ['Juros', formatMoney(invoice.lateFees.interest)],
            ] as [string, string][])
          : []),
        [
          cancelled ? 'Fatura cancelada' : 'Valor a pagar',
          cancelled ? '—' : formatMoney(invoice.lateFees.total),
          true,
        ],
      ],
    },
  );
  if (invoice.pix && !cancelled) {
    blocks.push(
      { kind: 'heading', text: 'Pague com PIX' },
      { kind: 'qr', payload: invoice.pix.code, caption: `Valor: ${formatMoney(invoice.lateFees.total)}` },
    );
  }
  if (invoice.boleto.line && !cancelled) {
    blocks.push(
      { kind: 'heading', text: 'Boleto' },
      { kind: 'paragraph', text: `Linha digitável: ${invoice.boleto.line}` },
    );
  }
  if (invoice.nfse.number) {
    blocks.push({ kind: 'paragraph', text: `NFS-e nº ${invoice.nfse.number}`, muted: true });
  }
  return renderPdf({
    title: `Fatura ${number}`,
    issuer: agencyName,
    subtitle: invoice.issuedAt ? `Emitida em ${formatDate(invoice.issuedAt)}` : 'Rascunho (não emitida)',
    blocks,
    footer: `${agencyName} — Fatura ${number}`,
  });
}

/** The receipt: each amount received (refunds shown as such) and the balance. */
export async function renderReceiptPdf(invoice: InvoiceDetail, agencyName: string): Promise<Buffer> {
  const number = invoice.number ?? 'rascunho';
  const received = invoice.payments.reduce(
    (sum, payment) => sum + toCents(payment.amount) + toCents(payment.lateFees),
    0n,
  );
  return renderPdf({
    title: `Recibo da fatura ${number}`,
    issuer: agencyName,
    subtitle: `Emitido em ${formatDate(new Date())}`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Recebemos de ${invoice.clientName} a quantia de ${formatMoney(fromCents(received))}, referente à fatura ${number}${invoice.description.trim() ? ` (${invoice.description.trim()})` : ''}.`,
      },
      {
        kind: 'table',
        table: {
          columns: [
            { label: 'Data', width: 18 },
            { label: 'Forma', width: 30 },
            { label: 'Valor', width: 18, align: 'right' },
            { label: 'Multa e juros', width: 16, align: 'right' },
            { label: 'Referência', width: 18 },
          ],
          rows: invoice.payments.map((payment) => [
            formatDate(payment.receivedOn),
            payment.refund ? `Estorno (${methodLabel(payment.method)})` : methodLabel(payment.method),
            formatMoney(payment.amount),
            formatMoney(payment.lateFees),
            payment.reference ?? '—',
          ]),
        },
      },
      {
        kind: 'totals',
        items: [
          ['Total da fatura', formatMoney(invoice.total)],
          ['Total recebido', formatMoney(fromCents(received)), true],
          ['Em aberto', formatMoney(invoice.open)],
        ],
      },
      { kind: 'paragraph', text: agencyName, muted: true },
    ],
    footer: `${agencyName} — Recibo da fatura ${number}`,
  });
}

export async function invoicePdf(
  db: Db,
  id: string,
  which: 'invoice' | 'receipt',
): Promise<{ filename: string; data: Buffer } | null> {
  const invoice = await readInvoice(db, id);
  if (!invoice?.number) return null;
  if (which === 'receipt' && toCents(invoice.paid) <= 0n) return null;
  const settings = await billingSettings(db);
  return which === 'invoice'
    ? { filename: invoicePdfName(invoice.number), data: await renderInvoicePdf(invoice, settings.agencyName) }
    : {
        filename: receiptPdfName(invoice.number),
        data: await renderReceiptPdf(invoice, settings.agencyName),
      };
}
