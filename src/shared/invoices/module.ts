/**
 * Invoices (docs/product/invoices-and-payments.md): financeiro and adm issue, cancel and send them;
 * the client's page (/api/public/invoices/:token) is public under /api/public/**.
 */
import { FINANCE } from '@shared/catalog/access-rules';
import { defineModule } from '@shared/module';

export const manifest = defineModule({
  name: 'invoices',
  permissions: [{ key: 'invoices', label: 'Faturas', description: 'Faturas, cobranças e notas.' }],
  api: [{ pattern: '/api/invoices/**', access: FINANCE, permission: 'invoices' }],
  pages: [
    {
      section: 'finance',
      slug: 'faturas',
      title: 'Faturas',
      description: 'Faturas por cliente e projeto, com vencimento, situação, PIX, link público e NFS-e.',
      order: 10,
      access: FINANCE,
      permission: 'invoices',
    },
  ],
});
