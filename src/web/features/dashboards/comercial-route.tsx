import { CrmDashboard } from '@web/components/kpi/kpi-dashboards';
import { ActivitiesSummary } from '@web/features/activities';
import { DashboardPage } from './dashboard-page';

/** /dashboard/comercial (docs/product/dashboards-and-kpis.md). */
export function Component() {
  return (
    <DashboardPage
      title="Dashboard Comercial"
      description="Leads, oportunidades e conversão da equipe comercial."
    >
      <div className="space-y-4">
        <ActivitiesSummary />
        <CrmDashboard />
      </div>
    </DashboardPage>
  );
}
