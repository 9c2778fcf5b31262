/**
 * Public header (docs/product/public-site.md): fixed; section anchors; 'Avaliar Projeto' → /questionario; under 768 px a
 * menu button toggles the mobile menu, which closes when a link is chosen. The menu is a native
 * popover (`popovertarget`): it opens on the first tap of a prerendered page before any script has
 * run, exactly once while the app hydrates, and closes on Escape or a tap outside; the button's icon
 * and name follow it through CSS, and the browser exposes its expanded state. Before the app runs,
 * the page's inline loader closes it when a link is chosen (scripts/prerender.mjs); afterwards this
 * component does. The bell shows on desktop
 * only, for signed-in staff; 'Painel' only with a role; CODERS → /coders once roles have loaded and
 * there is at least one, otherwise /coders/login.
 */

import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { site } from '@shared/content/site';
import { paths } from '@web/app/paths';
import { trackCta } from '@web/lib/analytics';
import { useMe, useSignOut } from '@web/lib/session';
import { useMediaQuery } from '@web/lib/use-media-query';
import { BrandMark } from './brand-logo';
import { LayoutDashboard, LogIn, LogOut, Menu, MessageCircle, X } from './icons';

// Staff-only and desktop-only: visitors never download the bell's code.
const NotificationBell = lazy(() =>
  import('./notification-bell').then((module) => ({ default: module.NotificationBell })),
);

/** Whether this browser has native popovers (the loader holds the menu tap for the app if not). */
export const supportsPopover = () => typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;

export const headerAnchors = [
  { href: '/#servicos', label: 'Serviços' },
  { href: '/#plataformas', label: 'Plataformas' },
  { href: '/#sobre', label: 'Sobre' },
  { href: '/#depoimentos', label: 'Depoimentos' },
  { href: '/#faq', label: 'FAQ' },
  { href: '/#contato', label: 'Contato' },
] as const;

const MOBILE_MENU_ID = 'menu-mobile';

/** Header links that depend on who is signed in (docs/product/public-site.md). */
export function useStaffLinks() {
  const { user, staff, isLoading } = useMe();
  const hasRole = !isLoading && staff;
  return {
    signedIn: Boolean(user),
    hasRole,
    codersHref: hasRole ? paths.coders : paths.codersLogin,
  };
}

export function SiteHeader() {
  const menuRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const { signedIn, hasRole, codersHref } = useStaffLinks();
  const signOut = useSignOut();
  const isDesktop = useMediaQuery('(min-width: 768px)');
  const close = useCallback(() => {
    const menu = menuRef.current;
    if (!menu) return;
    if (!supportsPopover()) menu.removeAttribute('data-open');
    else if (menu.matches(':popover-open')) menu.hidePopover();
  }, []);

  // A navigation (back button, a link elsewhere) also closes the menu; hydrating does not (the menu
  // may have been opened natively before the app ran).
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    close();
  }, [location.key, close]);

  useEffect(() => {
    if (isDesktop) close();
  }, [isDesktop, close]);

  return (
    <header className="fixed inset-x-0 top-0 z-50">
      <div className="hidden bg-slate-950 text-slate-300 md:block">
        <div className="mx-auto flex h-9 max-w-7xl items-center justify-between px-6 text-xs">
          <p className="flex items-center gap-1.5">
            <MessageCircle className="size-3.5 text-emerald-400" aria-hidden="true" />
            {site.whatsappResponse} · {site.supportHours}
          </p>
          <nav aria-label="Acesso da equipe" className="flex items-center gap-1">
            {hasRole && (
              <a
                href={paths.dashboard}
                className="inline-flex items-center gap-1 rounded px-2 py-1 hover:bg-white/10 hover:text-white"
              >
                <LayoutDashboard className="size-3.5" aria-hidden="true" />
                Painel
              </a>
            )}
            <a
              href={codersHref}
              className="rounded px-2 py-1 font-semibold tracking-wider hover:bg-white/10 hover:text-white"
            >
              CODERS
            </a>
            {signedIn ? (
              <button
                type="button"
                onClick={() => void signOut()}
                className="inline-flex cursor-pointer items-center gap-1 rounded px-2 py-1 hover:bg-white/10 hover:text-white"
              >
                <LogOut className="size-3.5" aria-hidden="true" />
                Sair
              </button>
            ) : (
              <a
                href={paths.auth()}
                className="inline-flex items-center gap-1 rounded px-2 py-1 hover:bg-white/10 hover:text-white"
              >
                <LogIn className="size-3.5" aria-hidden="true" />
                Entrar
              </a>
            )}
          </nav>
        </div>
      </div>

      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 md:px-6">
          <a href={paths.home} className="flex shrink-0 items-center gap-2" onClick={close}>
            <BrandMark />
            <span className="text-lg font-bold tracking-tight text-slate-900">
              Coders<span className="sr-only"> — página inicial</span>
            </span>
          </a>

          <nav aria-label="Seções da página" className="hidden md:block">
            <ul className="flex items-center gap-0.5 lg:gap-2">
              {headerAnchors.map((anchor) => (
                <li key={anchor.href}>
                  <a
                    href={anchor.href}
                    className="rounded-md px-2 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 lg:px-3"
                  >
                    {anchor.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>

          <div className="flex items-center gap-2">
            {isDesktop && hasRole && (
              <Suspense fallback={<span className="inline-block size-10" />}>
                <NotificationBell />
              </Suspense>
            )}
            <a
              href={paths.questionnaire}
              onClick={trackCta('header_avaliar_projeto', { href: paths.questionnaire })}
              className="hidden h-10 items-center rounded-lg bg-blue-700 px-3 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-blue-800 min-[360px]:inline-flex md:px-4"
            >
              Avaliar Projeto
            </a>
            <button
              type="button"
              popoverTarget={MOBILE_MENU_ID}
              aria-controls={MOBILE_MENU_ID}
              // Without popovers (older browsers) the app toggles the menu (styles.css hides it).
              onClick={() => {
                if (!supportsPopover()) menuRef.current?.toggleAttribute('data-open');
              }}
              className="inline-flex size-11 cursor-pointer items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
            >
              {/* Icon and name follow the menu (the button comes before it, hence :has). */}
              <Menu className="size-6 [header:has(#menu-mobile:popover-open)_&]:hidden" aria-hidden="true" />
              <X
                className="hidden size-6 [header:has(#menu-mobile:popover-open)_&]:block"
                aria-hidden="true"
              />
              <span className="sr-only [header:has(#menu-mobile:popover-open)_&]:hidden">Abrir menu</span>
              <span className="sr-only hidden [header:has(#menu-mobile:popover-open)_&]:inline">
                Fechar menu
              </span>
            </button>
          </div>
        </div>

        <div
          ref={menuRef}
          id={MOBILE_MENU_ID}
          popover="auto"
          className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-t border-slate-200 bg-white p-0 text-inherit shadow-xl md:hidden"
        >
          <nav aria-label="Menu" className="px-4 pt-2 pb-5">
            <ul className="grid gap-1">
              {headerAnchors.map((anchor) => (
                <li key={anchor.href}>
                  <a
                    href={anchor.href}
                    onClick={close}
                    className="block rounded-lg px-3 py-3 text-base font-medium text-slate-700 hover:bg-slate-100"
                  >
                    {anchor.label}
                  </a>
                </li>
              ))}
            </ul>
            <div className="mt-3 grid gap-1 border-t border-slate-200 pt-3">
              {hasRole && (
                <a
                  href={paths.dashboard}
                  onClick={close}
                  className="rounded-lg px-3 py-3 text-base font-medium text-slate-700 hover:bg-slate-100"
                >
                  Painel
                </a>
              )}
              <a
                href={codersHref}
                onClick={close}
                className="rounded-lg px-3 py-3 text-base font-semibold tracking-wider text-slate-700 hover:bg-slate-100"
              >
                CODERS
              </a>
              {signedIn ? (
                <button
                  type="button"
                  onClick={() => {
                    close();
                    void signOut();
                  }}
                  className="cursor-pointer rounded-lg px-3 py-3 text-left text-base font-medium text-slate-700 hover:bg-slate-100"
                >
                  Sair
                </button>
              ) : (
                <a
                  href={paths.auth()}
                  onClick={close}
                  className="rounded-lg px-3 py-3 text-base font-medium text-slate-700 hover:bg-slate-100"
                >
                  Entrar
                </a>
              )}
              <a
                href={paths.questionnaire}
                onClick={() => {
                  trackCta('menu_avaliar_projeto', { href: paths.questionnaire })();
                  close();
                }}
                className="mt-2 inline-flex h-12 items-center justify-center rounded-lg bg-blue-700 px-4 text-base font-semibold text-white hover:bg-blue-800"
              >
                Avaliar Projeto
              </a>
            </div>
          </nav>
        </div>
      </div>
    </header>
  );
}
