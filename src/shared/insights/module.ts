/**
 * Insights (docs/product/finance-insights.md): sales goals are comercial's (with adm), the cash flow
 * and the finance reports financeiro's (with adm).
 */
import { COMMERCIAL, FINANCE } from '@shared/catalog/access-rules';
import { defineModule } from '@shared/module';

export const manifest = defineModule({
  name: 'insights',
  api: [
    { pattern: '/api/goals/**', access: COMMERCIAL },
    { pattern: '/api/finance/cash-flow/**', access: FINANCE },
    { pattern: '/api/finance/reports/**', access: FINANCE },
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
    },
    {
      section: 'finance',
      slug: 'fluxo-caixa',
      title: 'Fluxo de Caixa',
      description: 'Entradas e saídas realizadas e previstas, mês a mês, com o saldo projetado.',
      order: 30,
      access: FINANCE,
    },
    {
      section: 'finance',
      slug: 'relatorios',
      title: 'Relatórios',
      description:
        'DRE gerencial, recebíveis por idade, receita por cliente, serviço e origem, e inadimplência.',
      order: 40,
      access: FINANCE,
    },
  ],
});
