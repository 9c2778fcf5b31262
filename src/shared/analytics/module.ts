/**
 * Analytics (docs/product/analytics-and-campaigns.md): the public pages send their page views and
 * events without signing in; marketing and adm read the report.
 */
import { MARKETING, PUBLIC } from '@shared/catalog/access-rules';
import { defineModule } from '@shared/module';

export const manifest = defineModule({
  name: 'analytics',
  permissions: [{ key: 'analytics', label: 'Analytics', description: 'O relatório de visitas e o funil.' }],
  api: [
    { pattern: '/api/public/events', access: PUBLIC },
    { pattern: '/api/analytics/**', access: MARKETING, permission: 'analytics' },
  ],
  pages: [
    {
      section: 'mkt',
      slug: 'analytics',
      title: 'Analytics',
      description:
        'Visitas do site sem cookies, origens, campanhas, páginas, dispositivos e o funil até o dinheiro recebido.',
      order: 40,
      access: MARKETING,
      permission: 'analytics',
    },
  ],
});
