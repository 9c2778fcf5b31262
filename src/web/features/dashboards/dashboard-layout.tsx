/**
 * Layout of the role dashboards: brand, the dashboards this person may open, CODERS, the bell,
 * who is signed in, and sign out. Works at 375 px (the dashboard links scroll sideways).
 */
import { LayoutGrid, LogOut } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { decide, pageAccessFor } from '../../../shared/catalog/access';
import { paths } from '../../app/paths';
import { BrandMark } from '../../components/brand-logo';
import { NotificationBell } from '../../components/notification-bell';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useMe, useSignOut } from '../../lib/session';

const dashboards = [
  { to: paths.dashboardComercial, label: 'Comercial' },
  { to: paths.dashboardFinanceiro, label: 'Financeiro' },
  { to: paths.dashboardMkt, label: 'Marketing' },
];

export function Component() {
  const { me, user, roles } = useMe();
  const signOut = useSignOut();
  const viewer = { signedIn: Boolean(user), roles };
  const mine = dashboards.filter((item) => decide(pageAccessFor(item.to), viewer) === 'allow');
  const name = [me?.profile?.firstName, me?.profile?.lastName].filter(Boolean).join(' ') || user?.name;

  return (
    <div className="min-h-screen bg-muted/40">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
      >
        Pular para o conteúdo
      </a>
      <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 md:px-6">
          <NavLink to={paths.home} className="flex shrink-0 items-center gap-2 rounded-md">
            <BrandMark />
            <span className="text-lg font-bold tracking-tight">
              Coders<span className="sr-only"> — página inicial</span>
            </span>
          </NavLink>
          <nav aria-label="Dashboards" className="hidden md:block">
            <DashboardLinks items={mine} />
          </nav>
          <div className="flex items-center gap-1 sm:gap-2">
            <NavLink
              to={paths.coders}
              className="inline-flex h-10 items-center gap-1.5 rounded-md px-3 text-sm font-semibold tracking-wider hover:bg-accent"
            >
              <LayoutGrid className="size-4" aria-hidden="true" />
              CODERS
            </NavLink>
            <NotificationBell />
            {name ? (
              <span
                className="hidden max-w-40 truncate text-sm text-muted-foreground lg:inline"
                title={user?.email}
              >
                {name}
              </span>
            ) : null}
            <Button variant="ghost" size="sm" onClick={() => void signOut()}>
              <LogOut aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Sair</span>
            </Button>
          </div>
        </div>
        {mine.length > 1 ? (
          <nav aria-label="Dashboards" className="overflow-x-auto border-t px-4 py-2 md:hidden">
            <DashboardLinks items={mine} />
          </nav>
        ) : null}
      </header>
      <main id="conteudo" className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-8">
        <Outlet />
      </main>
    </div>
  );
}

function DashboardLinks({ items }: { items: typeof dashboards }) {
  if (items.length <= 1) return null;
  return (
    <ul className="flex items-center gap-1">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            className={({ isActive }) =>
              cn(
                'inline-flex h-9 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
                isActive ? 'bg-primary/10 text-primary' : 'text-muted-foreground hover:bg-accent',
              )
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
