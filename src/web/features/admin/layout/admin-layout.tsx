/** The /admin frame (docs/product/users-and-roles.md): sidebar with the seven admin sections, header with the user and 'Sair'. */
import {
  CalendarDays,
  FolderKanban,
  LayoutDashboard,
  Newspaper,
  Settings,
  UserRound,
  Users,
} from 'lucide-react';
import { Outlet } from 'react-router';
import { paths } from '../../../app/paths';
import { type BackofficeNavItem, BackofficeShell } from '../../../components/backoffice-shell';

const adminNav: readonly BackofficeNavItem[] = [
  { to: paths.admin.root, label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: paths.admin.leads, label: 'Leads', icon: Users },
  { to: paths.admin.projects, label: 'Projetos', icon: FolderKanban },
  { to: paths.admin.appointments, label: 'Agendamentos', icon: CalendarDays },
  { to: paths.admin.blog, label: 'Blog', icon: Newspaper },
  { to: paths.admin.users, label: 'Usuários', icon: UserRound },
  { to: paths.admin.settings, label: 'Configurações', icon: Settings },
];

export function Component() {
  return (
    <BackofficeShell title="Painel Admin" nav={adminNav}>
      <Outlet />
    </BackofficeShell>
  );
}
