/**
 * Finance catalogs (issue 15): invoice statuses, payment methods, person types (proposals' statuses:
 * src/shared/proposals/catalog.ts; goals': src/shared/insights/catalog.ts).
 * One truth for the schema's check constraints, the server's validators and the UI's badges.
 */
import type { StatusEntry } from './statuses';

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

export const paymentMethods = [
  { value: 'pix', label: 'PIX', color: 'green' },
  { value: 'boleto', label: 'Boleto', color: 'slate' },
  { value: 'cartao', label: 'Cartão', color: 'indigo' },
  { value: 'transferencia', label: 'Transferência', color: 'blue' },
  { value: 'dinheiro', label: 'Dinheiro', color: 'amber' },
] as const satisfies readonly StatusEntry<string>[];
export type PaymentMethod = (typeof paymentMethods)[number]['value'];

export const personTypes = [
  { value: 'pf', label: 'Pessoa física' },
  { value: 'pj', label: 'Pessoa jurídica' },
] as const;
