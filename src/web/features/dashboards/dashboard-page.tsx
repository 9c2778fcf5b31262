/** A dashboard page: breadcrumb (docs/product/dashboards-and-kpis.md), the title as the page heading and document title. */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { usePageTitle } from '@web/components/page-title';
import { Breadcrumb, breadcrumbItems } from '@web/components/ui/breadcrumb';

const segmentLabels: Record<string, string> = {
  dashboard: 'Dashboard',
  comercial: 'Comercial',
  financeiro: 'Financeiro',
  mkt: 'Marketing',
};

export function DashboardPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  const { pathname } = useLocation();
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Breadcrumb items={breadcrumbItems(pathname, segmentLabels)} />
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </div>
      {children}
    </div>
  );
}
