import { FinanceDashboard } from '@web/components/kpi/kpi-dashboards';
import { DashboardPage } from './dashboard-page';

/** /dashboard/financeiro (docs/product/dashboards-and-kpis.md). */
export function Component() {
  return (
    <DashboardPage
      title="Dashboard Financeiro"
      description="Recebimentos, propostas pendentes e ticket médio."
    >
      <FinanceDashboard />
    </DashboardPage>
  );
}
