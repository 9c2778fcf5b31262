/**
 * Deals (docs/product/companies-and-deals.md): comercial and adm run the pipeline; mkt reads it.
 */
import { COMMERCIAL, roles } from '@shared/catalog/access-rules';
import { defineModule } from '@shared/module';

const READERS = roles('comercial', 'adm', 'mkt');

export const manifest = defineModule({
  name: 'deals',
  permissions: [
    {
      key: 'deals',
      label: 'Negócios',
      description: 'Criar negócios, mover no funil, ganhar e perder com motivo.',
    },
    {
      key: 'deals_read',
      label: 'Negócios (leitura)',
      description: 'Ver o funil de negócios com as somas por etapa.',
    },
  ],
  api: [
    { pattern: '/api/deals/**', access: READERS, methods: ['GET'], permission: 'deals_read' },
    { pattern: '/api/deals/**', access: COMMERCIAL, permission: 'deals' },
  ],
  pages: [
    {
      section: 'comercial',
      slug: 'negocios',
      title: 'Negócios',
      description: 'O funil com valor, probabilidade e soma ponderada por etapa.',
      order: 18,
      access: READERS,
      permission: 'deals_read',
    },
  ],
});
