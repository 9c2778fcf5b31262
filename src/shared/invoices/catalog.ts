/** The invoices' catalog (docs/product/invoices-and-payments.md), with PT-BR labels. */
import type { StatusEntry } from '@shared/catalog/statuses';

/** Invoice status is computed from dates, payments and cancellation, never stored. */
export const invoiceStatuses = [
  { value: 'rascunho', label: 'Rascunho', color: 'grey' },
  { value: 'aberta', label: 'Aberta', color: 'blue' },
  { value: 'parcialmente_paga', label: 'Parcialmente paga', color: 'amber' },
  { value: 'paga', label: 'Paga', color: 'green' },
  { value: 'vencida', label: 'Vencida', color: 'red' },
  { value: 'cancelada', label: 'Cancelada', color: 'slate' },
] as const satisfies readonly StatusEntry<string>[];
export type InvoiceStatus = (typeof invoiceStatuses)[number]['value'];
