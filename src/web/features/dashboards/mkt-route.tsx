import { MarketingDashboard } from '@web/components/kpi/kpi-dashboards';
import { DashboardPage } from './dashboard-page';

/** /dashboard/mkt (docs/product/dashboards-and-kpis.md). */
export function Component() {
  return (
    <DashboardPage title="Dashboard Marketing" description="Conteúdo, agendamentos e a origem dos leads.">
      <MarketingDashboard />
    </DashboardPage>
  );
}
