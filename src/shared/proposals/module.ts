/**
 * Proposals (docs/product/proposals.md): comercial and adm write them; the client answers through the
 * public link (/api/public/**, the core table). The client's billing profile: financeiro reads it to
 * invoice, comercial and adm save it.
 */
import { COMMERCIAL, roles } from '@shared/catalog/access-rules';
import { defineModule } from '@shared/module';

export const manifest = defineModule({
  name: 'proposals',
  permissions: [
    { key: 'proposals', label: 'Propostas', description: 'Propostas, versões e envio ao cliente.' },
  ],
  api: [
    {
      pattern: '/api/leads/:id/billing-profile',
      access: roles('comercial', 'financeiro', 'adm'),
      methods: ['GET'],
      permission: 'leads',
    },
    { pattern: '/api/leads/:id/billing-profile', access: COMMERCIAL, permission: 'leads' },
    { pattern: '/api/proposals/**', access: COMMERCIAL, permission: 'proposals' },
  ],
  pages: [
    {
      section: 'comercial',
      slug: 'propostas',
      title: 'Propostas',
      description: 'Propostas com itens, plano de pagamento e validade; o cliente aceita online pelo link.',
      order: 30,
      access: COMMERCIAL,
      permission: 'proposals',
    },
  ],
});
