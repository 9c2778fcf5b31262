/**
 * Layout of the role dashboards on the shared back-office frame: the dashboards this person may open
 * and the CODERS area in the sidebar; the bell, who is signed in and 'Sair' in the header.
 */
import { Briefcase, LayoutGrid, Megaphone, Wallet } from 'lucide-react';
import { Outlet } from 'react-router';
import { decide, pageAccessFor } from '../../../shared/catalog/access';
import { paths } from '../../app/paths';
import { type BackofficeNavItem, BackofficeShell } from '../../components/backoffice-shell';
import { useMe } from '../../lib/session';

const dashboards: readonly BackofficeNavItem[] = [
  { to: paths.dashboardComercial, label: 'Comercial', icon: Briefcase },
  { to: paths.dashboardFinanceiro, label: 'Financeiro', icon: Wallet },
  { to: paths.dashboardMkt, label: 'Marketing', icon: Megaphone },
];

export function Component() {
  const { user, roles } = useMe();
  const viewer = { signedIn: Boolean(user), roles };
  const nav: BackofficeNavItem[] = [
    ...dashboards.filter((item) => decide(pageAccessFor(item.to), viewer) === 'allow'),
    { to: paths.coders, label: 'Área CODERS', icon: LayoutGrid },
  ];
  return (
    <BackofficeShell title="Dashboards" nav={nav}>
      <div className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-8">
        <Outlet />
      </div>
    </BackofficeShell>
  );
}
