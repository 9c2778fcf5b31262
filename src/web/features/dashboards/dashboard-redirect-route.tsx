import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { dashboardPathFor } from '@shared/catalog/access';
import { usePageTitle } from '@web/components/page-title';
import { Spinner } from '@web/components/ui/feedback';
import { useMe } from '@web/lib/session';

/** /dashboard (docs/product/dashboards-and-kpis.md): sends each person to their dashboard, replacing history. */
export function Component() {
  usePageTitle('Dashboard');
  const navigate = useNavigate();
  const { roles, permissions, isLoading } = useMe();
  useEffect(() => {
    if (!isLoading) navigate(dashboardPathFor(roles, permissions), { replace: true });
  }, [isLoading, roles, permissions, navigate]);
  return <Spinner className="min-h-[60vh]" label="Carregando dashboard..." />;
}
