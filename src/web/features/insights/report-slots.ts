/**
 * Reports built by other features, shown as extra tabs of finance → Relatórios with the same period
 * picker (docs/product/finance-insights.md). THE SLOT FOR 'Rentabilidade por projeto': its feature
 * exports a lazy component taking { from, to } from its index.ts, and one line here mounts it:
 *
 *   { key: PROJECT_PROFITABILITY_SLOT, title: 'Rentabilidade por projeto', component: lazy(...) },
 *
 * The tab's Exportar CSV / Imprimir are the component's own (the print stylesheet prints any
 * [data-print-area]).
 */
import { type ComponentType, lazy } from 'react';

export const PROJECT_PROFITABILITY_SLOT = 'rentabilidade-projeto';

export type ReportSlot = {
  key: string;
  title: string;
  component: ComponentType<{ from: string; to: string }>;
};

export const reportSlots: ReportSlot[] = [
  {
    key: PROJECT_PROFITABILITY_SLOT,
    title: 'Rentabilidade por projeto',
    // Whole life of each project (hours, expenses and money received to date), so the period is not used.
    component: lazy(() =>
      import('@web/features/timesheet').then((module) => ({
        default: module.ProjectProfitabilityReport,
      })),
    ),
  },
];
