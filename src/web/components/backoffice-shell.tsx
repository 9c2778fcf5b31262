/**
 * The one staff frame for /admin, /dashboard/* and /coders/*: a sidebar built from the access table
 * (src/web/app/staff-nav.ts — only the pages this person may open, grouped by area, each group
 * collapsible; the whole sidebar collapses to an icon rail, state in the app store), and one header
 * (where you are, search, 'Ver site', the notification bell, the person's menu with 'Minha conta'
 * and 'Sair'). Under 768 px the sidebar becomes a sheet opened by the menu button.
 *
 *   <BackofficeShell><Outlet /></BackofficeShell>
 */
import {
  ChevronDown,
  ExternalLink,
  LogOut,
  Menu,
  PanelLeftClose,
  PanelLeftOpen,
  UserCog,
} from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { initials } from '@shared/format';
import { paths } from '@web/app/paths';
import { currentNav, navFor, type StaffNavGroup } from '@web/app/staff-nav';
import { cn } from '@web/lib/cn';
import { useMe, useSignOut } from '@web/lib/session';
import { useAppStore } from '@web/lib/store';
import { BrandMark } from './brand-logo';
import { CommandPalette } from './command-palette';
import { NotificationBell } from './notification-bell';
import { Button } from './ui/button';
import { Dialog, DialogDescription, DialogTitle, SheetContent } from './ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';
import { Tooltip } from './ui/tooltip';

/** Groups shown open until the person closes them; the others open when they hold the current page. */
const OPEN_BY_DEFAULT = new Set(['paineis', 'gestao', 'conta']);

export function BackofficeShell({ children }: { children: ReactNode }) {
  const collapsed = useAppStore((state) => state.sidebarCollapsed);
  const toggleSidebar = useAppStore((state) => state.toggleSidebar);
  const [sheetOpen, setSheetOpen] = useState(false);
  const location = useLocation();
  const { viewer } = useMe();
  const nav = useMemo(() => navFor(viewer), [viewer]);
  const current = currentNav(nav, location.pathname);

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
        <SidebarBrand collapsed={collapsed} />
        {collapsed ? <SidebarRail nav={nav} /> : <SidebarNav nav={nav} currentGroup={current?.group.id} />}
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
          <DialogDescription className="sr-only">As páginas que você pode abrir</DialogDescription>
          <SidebarBrand collapsed={false} />
          <SidebarNav nav={nav} currentGroup={current?.group.id} onNavigate={() => setSheetOpen(false)} />
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
          <p className="min-w-0 truncate text-sm font-medium" data-testid="shell-location">
            {current ? (
              <>
                <span className="hidden text-muted-foreground sm:inline">{current.group.title} / </span>
                {current.item.label}
              </>
            ) : (
              'Coders'
            )}
          </p>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <CommandPalette nav={nav} />
            <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
              <Link to="/">
                <ExternalLink aria-hidden="true" />
                Ver site
              </Link>
            </Button>
            <NotificationBell />
            <UserMenu />
          </div>
        </header>
        <main id="conteudo" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}

function SidebarBrand({ collapsed }: { collapsed: boolean }) {
  return (
    <div className={cn('flex h-14 items-center gap-3 border-b px-4', collapsed && 'justify-center px-0')}>
      <BrandMark className="size-8 shrink-0" />
      {collapsed ? (
        <span className="sr-only">Coders — Área da equipe</span>
      ) : (
        <div className="grid min-w-0 leading-tight">
          <span className="truncate font-semibold">Coders</span>
          <span className="truncate text-xs text-muted-foreground">Área da equipe</span>
        </div>
      )}
    </div>
  );
}

const linkClass = (isActive: boolean, compact = false) =>
  cn(
    'flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive && 'bg-primary/10 text-primary hover:bg-primary/15 hover:text-primary',
    compact && 'justify-center px-0',
  );

function SidebarNav({
  nav,
  currentGroup,
  onNavigate,
}: {
  nav: readonly StaffNavGroup[];
  currentGroup?: string;
  onNavigate?: () => void;
}) {
  // What the person opened or closed by hand; otherwise the default (and the current page's group).
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  return (
    <nav aria-label="Navegação principal" className="flex-1 overflow-y-auto p-2">
      <ul className="grid gap-2">
        {nav.map((group) => {
          const open = toggled[group.id] ?? (OPEN_BY_DEFAULT.has(group.id) || group.id === currentGroup);
          const listId = `nav-group-${group.id}`;
          return (
            <li key={group.id}>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => setToggled((state) => ({ ...state, [group.id]: !open }))}
                className="flex h-8 w-full items-center gap-2 rounded-md px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase hover:bg-accent hover:text-accent-foreground"
              >
                <span className="flex-1 truncate text-left">{group.title}</span>
                <ChevronDown
                  className={cn('size-3.5 shrink-0 transition-transform', !open && '-rotate-90')}
                  aria-hidden="true"
                />
              </button>
              {open ? (
                <ul id={listId} className="grid gap-0.5 pt-0.5">
                  {group.items.map((item) => {
                    const Icon = item.icon;
                    return (
                      <li key={item.to}>
                        <NavLink
                          to={item.to}
                          end={item.end}
                          onClick={onNavigate}
                          className={({ isActive }) => linkClass(isActive)}
                        >
                          <Icon className="size-4 shrink-0" aria-hidden="true" />
                          <span className="truncate">{item.label}</span>
                        </NavLink>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The collapsed sidebar: one icon per page of the short groups, one per CODERS area. */
function SidebarRail({ nav }: { nav: readonly StaffNavGroup[] }) {
  const location = useLocation();
  const entries = nav.flatMap((group) =>
    group.id.startsWith('coders-')
      ? [
          {
            to: group.items[0]!.to,
            label: group.title,
            icon: group.icon,
            // Active anywhere in the area: /coders/<section>/...
            active: location.pathname.startsWith(`${group.items[0]!.to.split('/').slice(0, 3).join('/')}/`),
          },
        ]
      : group.items.map((item) => ({
          to: item.to,
          label: item.label,
          icon: item.icon,
          active: item.end
            ? location.pathname === item.to
            : location.pathname === item.to || location.pathname.startsWith(`${item.to}/`),
        })),
  );
  return (
    <nav aria-label="Navegação principal" className="flex-1 overflow-y-auto p-2">
      <ul className="grid gap-1">
        {entries.map((item) => {
          const Icon = item.icon;
          return (
            <li key={`${item.label}-${item.to}`}>
              <Tooltip content={item.label}>
                <Link
                  to={item.to}
                  aria-current={item.active ? 'page' : undefined}
                  className={linkClass(item.active, true)}
                >
                  <Icon className="size-4 shrink-0" aria-hidden="true" />
                  <span className="sr-only">{item.label}</span>
                </Link>
              </Tooltip>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function UserMenu() {
  const { me, user } = useMe();
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  const profile = me?.profile;
  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || user.name || user.email;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* The name comes from what is shown (initials; name and e-mail on wide screens), so voice users can
            say what they see (axe label-content-name-mismatch); the hidden parts tell screen readers whose
            account it is and what the button opens. */}
        <Button variant="ghost" className="h-10 gap-2 px-1.5">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary">
            {initials(profile?.firstName ?? user.name.split(' ')[0], profile?.lastName, user.email)}
          </span>
          <span className="sr-only lg:hidden">{name}</span>
          <span className="hidden min-w-0 text-left leading-tight lg:grid">
            <span className="max-w-44 truncate text-sm font-medium">{name}</span>
            <span className="max-w-44 truncate text-xs text-muted-foreground">{user.email}</span>
          </span>
          <span className="sr-only">, menu da conta</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <div className="grid px-2 py-1.5 leading-tight">
          <span className="truncate text-sm font-medium">{name}</span>
          <span className="truncate text-xs text-muted-foreground">{user.email}</span>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.account}>
            <UserCog className="size-4" aria-hidden="true" />
            Minha conta
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem
          disabled={busy}
          onSelect={async () => {
            setBusy(true);
            await signOut();
          }}
        >
          <LogOut className="size-4" aria-hidden="true" />
          Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
