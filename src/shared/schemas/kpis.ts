/**
 * The KPI functions' contract (docs/product/dashboards-and-kpis.md: crm-kpis, finance-kpis, marketing-kpis). The card fields keep
 * the documented names; `charts` and the `*Period` fields are beyond the original product.
 */
import { z } from 'zod';
import type { AppointmentStatus, LeadSource, LeadStatus, ProjectStatus } from '@shared/catalog/statuses';

export const kpiPeriods = [7, 30, 90] as const;
export type KpiPeriod = (typeof kpiPeriods)[number];

export const kpiRequestSchema = z.object({
  period: z
    .union([z.literal(7), z.literal(30), z.literal(90)], { error: 'O período deve ser 7, 30 ou 90 dias' })
    .default(30),
});
export type KpiRequest = z.input<typeof kpiRequestSchema>;

/** One day (yyyy-MM-dd, São Paulo) with a count per lead source. */
export type LeadsPerDay = { day: string; total: number } & Record<LeadSource, number>;

export type CrmKpis = {
  period: KpiPeriod;
  /** Leads created in the last 30 days: the card says '(30d)' and the title wins over the field name. */
  newLeads7d: number;
  newLeads30d: number;
  newLeadsPeriod: number;
  openOpportunities: number;
  /** won ÷ all leads × 100, one decimal. */
  conversionRate: number;
  charts: {
    leadsPerDay: LeadsPerDay[];
    pipeline: { status: LeadStatus; count: number }[];
  };
};

export type FinanceKpis = {
  period: KpiPeriod;
  /** 'Receitas (30d)': payments received in the last 30 days (docs/product/finance-insights.md). */
  revenueMonth: number;
  /** Shown as 'Oportunidades Pendentes': the total of open (sent or viewed, not expired) proposals. */
  expensesMonth: number;
  /** 'Ticket Médio': the average accepted total of accepted proposals. */
  averageTicket: number;
  revenuePeriod: number;
  charts: {
    revenueByMonth: { month: string; revenue: number; payments: number }[];
    projectsByStatus: { status: ProjectStatus; count: number; budget: number }[];
  };
};

export type LeadsBySource = { source: LeadSource; campaign: string | null; count: number };

export type MarketingKpis = {
  period: KpiPeriod;
  /** Shown as 'Conteúdo Gerado': blog posts created in the last 30 days. */
  leadsByCampaign: number;
  leadsBySource: LeadsBySource[];
  appointments: number;
  publishedPosts: number;
  charts: {
    leadsPerDay: LeadsPerDay[];
    appointmentsByStatus: { status: AppointmentStatus; count: number }[];
  };
};
