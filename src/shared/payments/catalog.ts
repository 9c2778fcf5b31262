/** The payments' catalog (docs/product/invoices-and-payments.md), with PT-BR labels. */
import type { StatusEntry } from '@shared/catalog/statuses';

export const paymentMethods = [
  { value: 'pix', label: 'PIX', color: 'green' },
  { value: 'boleto', label: 'Boleto', color: 'slate' },
  { value: 'cartao', label: 'Cartão', color: 'indigo' },
  { value: 'transferencia', label: 'Transferência', color: 'blue' },
  { value: 'dinheiro', label: 'Dinheiro', color: 'amber' },
] as const satisfies readonly StatusEntry<string>[];
export type PaymentMethod = (typeof paymentMethods)[number]['value'];
