/**
 * The staff sidebar, built from the access table: every page of the back office, grouped by area,
 * filtered to what the signed-in person may open (the same `decide` the route guard and the server
 * use). A page the person cannot open is never listed, so the sidebar cannot lead to 'Acesso negado'.
 */
import {
  Briefcase,
  CalendarDays,
  FolderKanban,
  Handshake,
  LayoutDashboard,
  LayoutGrid,
  type LucideIcon,
  Megaphone,
  Newspaper,
  Settings,
  ShieldCheck,
  UserCog,
  UserRound,
  Users,
  Wallet,
} from 'lucide-react';
import { decide, pageAccessFor, type Viewer } from '@shared/catalog/access';
import { codersSections } from '@shared/catalog/coders';
import { paths } from './paths';

export type StaffNavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on this exact path (an index entry such as 'Painel Admin'). */
  end?: boolean;
};

export type StaffNavGroup = {
  id: string;
  title: string;
  icon: LucideIcon;
  items: StaffNavItem[];
};

const sectionIcons: Record<string, LucideIcon> = {
  adm: ShieldCheck,
  comercial: Briefcase,
  finance: Wallet,
  mkt: Megaphone,
  parceiros: Handshake,
  colaboradores: Users,
};

/** Every page of the back office, in sidebar order, before the access filter. */
export const staffNav: readonly StaffNavGroup[] = [
  {
    id: 'paineis',
    title: 'Painéis',
    icon: LayoutDashboard,
    items: [
      { to: paths.admin.root, label: 'Painel Admin', icon: LayoutDashboard, end: true },
      { to: paths.dashboardComercial, label: 'Dashboard Comercial', icon: Briefcase },
      { to: paths.dashboardFinanceiro, label: 'Dashboard Financeiro', icon: Wallet },
      { to: paths.dashboardMkt, label: 'Dashboard Marketing', icon: Megaphone },
      { to: paths.coders, label: 'Área CODERS', icon: LayoutGrid, end: true },
    ],
  },
  {
    id: 'gestao',
    title: 'Gestão',
    icon: FolderKanban,
    items: [
      { to: paths.admin.leads, label: 'Leads', icon: Users },
      { to: paths.admin.projects, label: 'Projetos', icon: FolderKanban },
      { to: paths.admin.appointments, label: 'Agendamentos', icon: CalendarDays },
      { to: paths.admin.blog, label: 'Blog', icon: Newspaper },
      { to: paths.admin.users, label: 'Usuários', icon: UserRound },
      { to: paths.admin.settings, label: 'Configurações', icon: Settings },
    ],
  },
  ...codersSections.map((section) => ({
    id: `coders-${section.id}`,
    title: section.title,
    icon: sectionIcons[section.id] ?? LayoutGrid,
    items: section.pages.map((page) => ({
      to: paths.codersSection(section.id, page.slug),
      label: page.title,
      icon: sectionIcons[section.id] ?? LayoutGrid,
    })),
  })),
  {
    id: 'conta',
    title: 'Conta',
    icon: UserCog,
    items: [{ to: paths.account, label: 'Minha conta', icon: UserCog }],
  },
];

/** The groups and pages this person may open; groups left empty are dropped. */
export function navFor(viewer: Viewer, nav: readonly StaffNavGroup[] = staffNav): StaffNavGroup[] {
  return nav
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => decide(pageAccessFor(item.to), viewer) === 'allow'),
    }))
    .filter((group) => group.items.length > 0);
}

/** The group and page a path belongs to: the longest matching entry, respecting `end`. */
export function currentNav(
  nav: readonly StaffNavGroup[],
  pathname: string,
): { group: StaffNavGroup; item: StaffNavItem } | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  let best: { group: StaffNavGroup; item: StaffNavItem } | undefined;
  for (const group of nav) {
    for (const item of group.items) {
      const matches = item.end ? clean === item.to : clean === item.to || clean.startsWith(`${item.to}/`);
      if (matches && (!best || item.to.length > best.item.to.length)) best = { group, item };
    }
  }
  return best;
}
