/**
 * The three role dashboards' bodies (docs/product/dashboards-and-kpis.md), shared by /dashboard/* and the CODERS visão-geral
 * pages. Card titles are the documented ones; each card shows what its title says.
 */
import {
  CalendarCheck,
  FileText,
  Hourglass,
  Newspaper,
  Receipt,
  Target,
  TrendingUp,
  UserPlus,
  Wallet,
} from 'lucide-react';
import { lazy } from 'react';
import { formatMoney } from '@shared/format';
import type { CrmKpis, FinanceKpis, MarketingKpis } from '@shared/schemas/kpis';
import { KpiBoard, type KpiCardSpec } from './kpi-board';
import { formatCount, formatPercent } from './kpi-format';

const CrmCharts = lazy(() => import('./kpi-charts').then((module) => ({ default: module.CrmCharts })));
const FinanceCharts = lazy(() =>
  import('./kpi-charts').then((module) => ({ default: module.FinanceCharts })),
);
const MarketingCharts = lazy(() =>
  import('./kpi-charts').then((module) => ({ default: module.MarketingCharts })),
);

export const crmCards: KpiCardSpec<CrmKpis>[] = [
  {
    title: 'Novos Leads (30d)',
    hint: 'Leads criados nos últimos 30 dias',
    icon: UserPlus,
    value: (data) => formatCount(data?.newLeads7d ?? 0),
  },
  {
    title: 'Oportunidades Abertas',
    hint: 'Leads qualificados ou com proposta',
    icon: Target,
    value: (data) => formatCount(data?.openOpportunities ?? 0),
  },
  {
    title: 'Leads Convertidos',
    hint: 'Leads convertidos sobre o total de leads',
    icon: TrendingUp,
    value: (data) => formatPercent(data?.conversionRate ?? 0),
  },
];

export const financeCards: KpiCardSpec<FinanceKpis>[] = [
  {
    title: 'Receitas (30d)',
    hint: 'Pagamentos recebidos nos últimos 30 dias',
    icon: Wallet,
    value: (data) => formatMoney(data?.revenueMonth ?? 0),
  },
  {
    title: 'Oportunidades Pendentes',
    hint: 'Propostas enviadas ou visualizadas, dentro da validade',
    icon: Hourglass,
    value: (data) => formatMoney(data?.expensesMonth ?? 0),
  },
  {
    title: 'Ticket Médio',
    hint: 'Valor médio das propostas aceitas',
    icon: Receipt,
    value: (data) => formatMoney(data?.averageTicket ?? 0),
  },
];

export const marketingCards: KpiCardSpec<MarketingKpis>[] = [
  {
    title: 'Conteúdo Gerado',
    hint: 'Posts criados nos últimos 30 dias',
    icon: FileText,
    value: (data) => formatCount(data?.leadsByCampaign ?? 0),
  },
  {
    title: 'Agendamentos',
    hint: 'Consultas com data nos últimos 30 dias',
    icon: CalendarCheck,
    value: (data) => formatCount(data?.appointments ?? 0),
  },
  {
    title: 'Posts Publicados',
    hint: 'Posts publicados no blog',
    icon: Newspaper,
    value: (data) => formatCount(data?.publishedPosts ?? 0),
  },
];

const leadsWord = (count: number) => (count === 1 ? 'lead' : 'leads');

export function CrmDashboard() {
  return (
    <KpiBoard
      fn="crm-kpis"
      cards={crmCards}
      charts={CrmCharts}
      periodSummary={(data, period) =>
        `${formatCount(data.newLeadsPeriod)} ${data.newLeadsPeriod === 1 ? 'novo lead' : 'novos leads'} nos últimos ${period} dias.`
      }
    />
  );
}

export function FinanceDashboard() {
  return (
    <KpiBoard
      fn="finance-kpis"
      cards={financeCards}
      charts={FinanceCharts}
      periodSummary={(data, period) =>
        `Receita nos últimos ${period} dias: ${formatMoney(data.revenuePeriod)}.`
      }
    />
  );
}

export function MarketingDashboard() {
  return (
    <KpiBoard
      fn="marketing-kpis"
      cards={marketingCards}
      charts={MarketingCharts}
      periodSummary={(data, period) => {
        const total = data.leadsBySource.reduce((sum, row) => sum + row.count, 0);
        return `${formatCount(total)} ${leadsWord(total)} nos últimos ${period} dias.`;
      }}
    />
  );
}
