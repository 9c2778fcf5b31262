/**
 * Payments (docs/product/invoices-and-payments.md): money received and split over invoices, refunds,
 * bills to pay ('Contas a pagar') and the bank statement's import and reconciliation — financeiro and
 * adm.
 */
import { FINANCE } from '@shared/catalog/access-rules';
import { defineModule } from '@shared/module';

export const manifest = defineModule({
  name: 'payments',
  permissions: [
    { key: 'payments', label: 'Pagamentos', description: 'Pagamentos recebidos e conciliação.' },
    { key: 'expenses', label: 'Contas a pagar', description: 'Despesas e contas a pagar.' },
  ],
  api: [
    { pattern: '/api/payments/**', access: FINANCE, permission: 'payments' },
    { pattern: '/api/expenses/**', access: FINANCE, permission: 'expenses' },
  ],
  pages: [
    {
      section: 'finance',
      slug: 'pagamentos',
      title: 'Pagamentos',
      description:
        'Pagamentos recebidos e divididos entre faturas, contas a pagar e a conciliação do extrato.',
      order: 20,
      access: FINANCE,
      permission: 'payments',
    },
  ],
});
