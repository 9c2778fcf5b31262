/**
 * The finance-insights feature's public surface (docs/product/finance-insights.md): the CODERS pages
 * comercial/metas, finance/fluxo-caixa and finance/relatorios, each loaded lazily.
 */
export const insightsPages = {
  goals: () => import('./goals-page'),
  cashFlow: () => import('./cash-flow-page'),
  reports: () => import('./reports-page'),
};
