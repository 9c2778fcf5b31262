/** The PIX charge's states (docs/product/invoices-and-payments.md 'Cobrança PIX'), with PT-BR labels. */
import type { StatusEntry } from '@shared/catalog/statuses';

export const pixChargeStatuses = [
  { value: 'pendente', label: 'Criando no banco', color: 'slate' },
  { value: 'ativa', label: 'Aguardando pagamento', color: 'blue' },
  { value: 'paga', label: 'Paga (confirmada pelo banco)', color: 'green' },
  { value: 'falhou', label: 'Não foi possível criar', color: 'red' },
  { value: 'removida', label: 'Removida no banco', color: 'amber' },
] as const satisfies readonly StatusEntry<string>[];
export type PixChargeStatus = (typeof pixChargeStatuses)[number]['value'];
