/**
 * Companies (docs/product/companies-and-deals.md): comercial and adm create, edit, merge and link
 * people; financeiro reads them (the billing data) and mkt reads them.
 */
import { COMMERCIAL, roles } from '@shared/catalog/access-rules';
import { defineModule } from '@shared/module';

const READERS = roles('comercial', 'adm', 'financeiro', 'mkt');

export const manifest = defineModule({
  name: 'companies',
  permissions: [
    {
      key: 'companies',
      label: 'Empresas',
      description: 'Cadastrar, editar e mesclar empresas e vincular pessoas a elas.',
    },
    {
      key: 'companies_read',
      label: 'Empresas (leitura)',
      description: 'Ver as empresas, suas pessoas, negócios, propostas e faturas.',
    },
  ],
  api: [
    { pattern: '/api/companies/**', access: READERS, methods: ['GET'], permission: 'companies_read' },
    { pattern: '/api/companies/**', access: COMMERCIAL, permission: 'companies' },
  ],
  pages: [
    {
      section: 'comercial',
      slug: 'empresas',
      title: 'Empresas',
      description: 'Os clientes como empresas: CNPJ, razão social, pessoas, negócios e faturas.',
      order: 15,
      access: READERS,
      permission: 'companies_read',
    },
  ],
});
