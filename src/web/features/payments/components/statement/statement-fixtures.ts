/** A pending bank line and an open invoice of the statement dialogs' component tests. */
import type { StatementLine, StatementSuggestion } from '@shared/payments/statement-schemas';

export const pendingLine: StatementLine = {
  id: '44444444-4444-4444-8444-444444444444',
  accountId: '55555555-5555-4555-8555-555555555555',
  accountName: 'Conta principal',
  postedOn: '2026-11-20',
  amount: '1500.00',
  description: 'PIX RECEBIDO LOJA BELLA',
  state: 'pendente',
  match: null,
  ignoreReason: null,
  suggestions: [],
};

export const openInvoice = (
  invoiceId: string,
  number: string,
  open: string,
): Extract<StatementSuggestion, { kind: 'invoice' }> => ({
  kind: 'invoice',
  invoiceId,
  number,
  clientName: 'Loja Bella Moda',
  open,
  dueDate: '2026-11-25',
  amount: open,
  lateFees: '0.00',
  reasons: [],
});
