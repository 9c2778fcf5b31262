/**
 * The CODERS area on the shared back-office frame: the sections this person may open in the sidebar
 * (the access table decides), the bell, who is signed in and 'Sair' in the header.
 */
import { LayoutDashboard, LayoutGrid } from 'lucide-react';
import { Outlet } from 'react-router';
import { paths } from '../../app/paths';
import { type BackofficeNavItem, BackofficeShell } from '../../components/backoffice-shell';
import { useMe } from '../../lib/session';
import { allowedSections, sectionIcons } from './coders-access';

export function Component() {
  const { user, roles } = useMe();
  const nav: BackofficeNavItem[] = [
    { to: paths.coders, label: 'Início', icon: LayoutGrid, end: true },
    ...allowedSections({ signedIn: Boolean(user), roles }).map((section) => ({
      to: `${paths.coders}/${section.id}`,
      label: section.title,
      icon: sectionIcons[section.id] ?? LayoutGrid,
    })),
    { to: paths.dashboard, label: 'Meu painel', icon: LayoutDashboard },
  ];
  return (
    <BackofficeShell title="Área CODERS" nav={nav}>
      <div className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-8">
        <Outlet />
      </div>
    </BackofficeShell>
  );
}
