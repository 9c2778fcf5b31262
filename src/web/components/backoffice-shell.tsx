/**
 * The back-office frame (admin, dashboards, CODERS): a collapsible sidebar (state in the app store),
 * a header with the section name, 'Ver site', the notification bell, the signed-in person and 'Sair'.
 * Under 768 px the sidebar becomes a sheet opened by the menu button.
 *
 *   <BackofficeShell title="Painel Admin" nav={[{ to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true }]}>
 *     <Outlet />
 *   </BackofficeShell>
 */
import type { LucideIcon } from 'lucide-react';
import { ExternalLink, LogOut, Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { initials } from '../../shared/format';
import { cn } from '../lib/cn';
import { useMe, useSignOut } from '../lib/session';
import { useAppStore } from '../lib/store';
import { BrandMark } from './brand-logo';
import { NotificationBell } from './notification-bell';
import { Button } from './ui/button';
import { Dialog, DialogDescription, DialogTitle, SheetContent } from './ui/dialog';
import { Tooltip } from './ui/tooltip';

export type BackofficeNavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on this exact path (for an index entry such as 'Dashboard'). */
  end?: boolean;
};

export function BackofficeShell({
  title,
  nav,
  children,
}: {
  title: string;
  nav: readonly BackofficeNavItem[];
  children: ReactNode;
}) {
  const collapsed = useAppStore((state) => state.sidebarCollapsed);
  const toggleSidebar = useAppStore((state) => state.toggleSidebar);
  const [sheetOpen, setSheetOpen] = useState(false);
  const location = useLocation();
  const current = currentItem(nav, location.pathname);

  return (
    <div className="flex min-h-screen bg-muted/40">
      <a
        href="#conteudo"
        className="sr-only z-[60] rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Pular para o conteúdo
      </a>

      <aside
        className={cn(
          'sticky top-0 hidden h-screen shrink-0 flex-col border-r bg-background transition-[width] duration-200 md:flex',
          collapsed ? 'w-16' : 'w-64',
        )}
        aria-label="Menu lateral"
      >
        <SidebarBrand title={title} collapsed={collapsed} />
        <SidebarNav nav={nav} collapsed={collapsed} />
        <div className="border-t p-2">
          <Tooltip content={collapsed ? 'Expandir menu' : 'Recolher menu'}>
            <button
              type="button"
              onClick={toggleSidebar}
              aria-expanded={!collapsed}
              aria-label={collapsed ? 'Expandir menu' : 'Recolher menu'}
              className={cn(
                'flex h-9 w-full items-center gap-3 rounded-md px-3 text-sm text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                collapsed && 'justify-center px-0',
              )}
            >
              {collapsed ? (
                <PanelLeftOpen className="size-4 shrink-0" aria-hidden="true" />
              ) : (
                <PanelLeftClose className="size-4 shrink-0" aria-hidden="true" />
              )}
              {collapsed ? null : <span>Recolher menu</span>}
            </button>
          </Tooltip>
        </div>
      </aside>

      <Dialog open={sheetOpen} onOpenChange={setSheetOpen}>
        <SheetContent side="left" className="w-72 max-w-[85vw] gap-0 p-0">
          <DialogTitle className="sr-only">Menu de navegação</DialogTitle>
          <DialogDescription className="sr-only">Seções do {title}</DialogDescription>
          <SidebarBrand title={title} collapsed={false} />
          <SidebarNav nav={nav} collapsed={false} onNavigate={() => setSheetOpen(false)} />
          <div className="border-t p-2">
            <Link
              to="/"
              onClick={() => setSheetOpen(false)}
              className="flex h-9 items-center gap-3 rounded-md px-3 text-sm text-muted-foreground hover:bg-accent hover:text-accent-foreground"
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              Ver site
            </Link>
          </div>
        </SheetContent>
      </Dialog>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:px-4">
          <Button
            variant="ghost"
            size="icon"
            className="size-9 md:hidden"
            aria-label="Abrir menu"
            aria-expanded={sheetOpen}
            onClick={() => setSheetOpen(true)}
          >
            <Menu aria-hidden="true" />
          </Button>
          <p className="min-w-0 truncate text-sm font-medium">
            <span className="hidden text-muted-foreground sm:inline">{title} / </span>
            {current?.label ?? title}
          </p>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
              <Link to="/">
                <ExternalLink aria-hidden="true" />
                Ver site
              </Link>
            </Button>
            <NotificationBell />
            <UserBadge />
            <SignOutButton />
          </div>
        </header>
        <main id="conteudo" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}

/** The nav entry for a path: the longest matching prefix, respecting `end`. */
export function currentItem(nav: readonly BackofficeNavItem[], pathname: string) {
  const clean = pathname.replace(/\/+$/, '') || '/';
  let best: BackofficeNavItem | undefined;
  for (const item of nav) {
    const matches = item.end ? clean === item.to : clean === item.to || clean.startsWith(`${item.to}/`);
    if (matches && (!best || item.to.length > best.to.length)) best = item;
  }
  return best;
}

function SidebarBrand({ title, collapsed }: { title: string; collapsed: boolean }) {
  return (
    <div className={cn('flex h-14 items-center gap-3 border-b px-4', collapsed && 'justify-center px-0')}>
      <BrandMark className="size-8 shrink-0" />
      {collapsed ? (
        <span className="sr-only">Coders — {title}</span>
      ) : (
        <div className="grid min-w-0 leading-tight">
          <span className="truncate font-semibold">Coders</span>
          <span className="truncate text-xs text-muted-foreground">{title}</span>
        </div>
      )}
    </div>
  );
}

function SidebarNav({
  nav,
  collapsed,
  onNavigate,
}: {
  nav: readonly BackofficeNavItem[];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label="Navegação principal" className="flex-1 overflow-y-auto p-2">
      <ul className="grid gap-1">
        {nav.map((item) => {
          const Icon = item.icon;
          const link = (
            <NavLink
              to={item.to}
              end={item.end}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
                  isActive && 'bg-primary/10 text-primary hover:bg-primary/15 hover:text-primary',
                  collapsed && 'justify-center px-0',
                )
              }
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              <span className={collapsed ? 'sr-only' : 'truncate'}>{item.label}</span>
            </NavLink>
          );
          return <li key={item.to}>{collapsed ? <Tooltip content={item.label}>{link}</Tooltip> : link}</li>;
        })}
      </ul>
    </nav>
  );
}

function UserBadge() {
  const { me, user } = useMe();
  if (!user) return null;
  const profile = me?.profile;
  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || user.name || user.email;
  return (
    <div className="flex items-center gap-2 pl-1">
      <span
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary"
        aria-hidden="true"
      >
        {initials(profile?.firstName ?? user.name.split(' ')[0], profile?.lastName, user.email)}
      </span>
      <div className="hidden min-w-0 leading-tight lg:grid">
        <span className="max-w-44 truncate text-sm font-medium">{name}</span>
        <span className="max-w-44 truncate text-xs text-muted-foreground">{user.email}</span>
      </div>
      <span className="sr-only lg:hidden">
        {name} ({user.email})
      </span>
    </div>
  );
}

function SignOutButton() {
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await signOut();
      }}
    >
      <LogOut aria-hidden="true" />
      <span className="hidden sm:inline">Sair</span>
      <span className="sr-only sm:hidden">Sair</span>
    </Button>
  );
}
