/**
 * Insights (docs/product/finance-insights.md): sales goals are comercial's (with adm), the cash flow
 * and the finance reports financeiro's (with adm).
 */
import { COMMERCIAL, FINANCE } from '@shared/catalog/access-rules';
import { defineModule } from '@shared/module';

export const manifest = defineModule({
  name: 'insights',
  permissions: [
    { key: 'goals', label: 'Metas de vendas', description: 'As metas do time comercial.' },
    {
      key: 'cash-flow',
      label: 'Fluxo de caixa e relatórios',
      description: 'Fluxo de caixa e relatórios financeiros.',
    },
  ],
  api: [
    { pattern: '/api/goals/**', access: COMMERCIAL, permission: 'goals' },
    { pattern: '/api/finance/cash-flow/**', access: FINANCE, permission: 'cash-flow' },
    { pattern: '/api/finance/reports/**', access: FINANCE, permission: 'cash-flow' },
  ],
  pages: [
    {
      section: 'comercial',
      slug: 'metas',
      title: 'Metas',
      description:
        'Metas da equipe e de cada pessoa por mês ou trimestre, com o ritmo esperado, a previsão e o ranking.',
      order: 50,
      access: COMMERCIAL,
      permission: 'goals',
    },
    {
      section: 'finance',
      slug: 'fluxo-caixa',
      title: 'Fluxo de Caixa',
      description: 'Entradas e saídas realizadas e previstas, mês a mês, com o saldo projetado.',
      order: 30,
      access: FINANCE,
      permission: 'cash-flow',
    },
    {
      section: 'finance',
      slug: 'relatorios',
      title: 'Relatórios',
      description:
        'DRE gerencial, recebíveis por idade, receita por cliente, serviço e origem, e inadimplência.',
      order: 40,
      access: FINANCE,
      permission: 'cash-flow',
    },
  ],
});
