/**
 * Campaigns (docs/product/analytics-and-campaigns.md): marketing and adm run campaigns, their spend
 * and their UTM links, and read what each one brought.
 */
import { MARKETING } from '@shared/catalog/access-rules';
import { defineModule } from '@shared/module';

export const manifest = defineModule({
  name: 'campaigns',
  permissions: [{ key: 'campaigns', label: 'Campanhas', description: 'Campanhas, gastos e links com UTM.' }],
  api: [{ pattern: '/api/campaigns/**', access: MARKETING, permission: 'campaigns' }],
  pages: [
    {
      section: 'mkt',
      slug: 'campanhas',
      title: 'Campanhas',
      description:
        'Campanhas com gastos, links com UTM e o que cada uma trouxe: visitas, leads, vendas e retorno.',
      order: 10,
      access: MARKETING,
      permission: 'campaigns',
    },
  ],
});
