/**
 * The CODERS area frame: brand, the sections this person may open, the dashboard link, the bell,
 * who is signed in and sign out. Under 768 px the section links scroll sideways under the header.
 */
import { LayoutDashboard, LogOut } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { paths } from '../../app/paths';
import { BrandMark } from '../../components/brand-logo';
import { NotificationBell } from '../../components/notification-bell';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useMe, useSignOut } from '../../lib/session';
import { allowedSections } from './coders-access';

export function Component() {
  const { me, user, roles } = useMe();
  const signOut = useSignOut();
  const sections = allowedSections({ signedIn: Boolean(user), roles });
  const name = [me?.profile?.firstName, me?.profile?.lastName].filter(Boolean).join(' ') || user?.name;
  const sectionLinks = (
    <ul className="flex items-center gap-1">
      {sections.map((section) => (
        <li key={section.id}>
          <NavLink
            to={paths.codersSection(section.id)}
            className={({ isActive }) =>
              cn(
                'inline-flex h-9 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
                isActive ? 'bg-primary/10 text-primary' : 'text-muted-foreground hover:bg-accent',
              )
            }
          >
            {section.title}
          </NavLink>
        </li>
      ))}
    </ul>
  );

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
          <div className="flex min-w-0 items-center gap-3">
            <NavLink to={paths.home} className="flex shrink-0 items-center gap-2 rounded-md">
              <BrandMark />
              <span className="sr-only">Coders — página inicial</span>
            </NavLink>
            <NavLink to={paths.coders} end className="rounded-md text-lg font-bold tracking-[0.2em]">
              CODERS
            </NavLink>
          </div>
          <nav aria-label="Seções" className="hidden min-w-0 overflow-x-auto lg:block">
            {sectionLinks}
          </nav>
          <div className="flex shrink-0 items-center gap-1 sm:gap-2">
            <NavLink
              to={paths.dashboard}
              className="inline-flex h-10 items-center gap-1.5 rounded-md px-3 text-sm font-medium hover:bg-accent"
            >
              <LayoutDashboard className="size-4" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Painel</span>
            </NavLink>
            <NotificationBell />
            {name ? (
              <span
                className="hidden max-w-40 truncate text-sm text-muted-foreground xl:inline"
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
        <nav aria-label="Seções" className="overflow-x-auto border-t px-4 py-2 lg:hidden">
          {sectionLinks}
        </nav>
      </header>
      <main id="conteudo" className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-8">
        <Outlet />
      </main>
    </div>
  );
}
