/**
 * Browser entry. Prerendered pages are hydrated: the lazy modules of the current URL are loaded
 * before the router starts, so the first client render matches the server HTML.
 */
// First: schemas are built while the modules below load, and must not probe eval (CSP).
import '@web/lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from '@web/app/routes';
import { trackPageViews } from '@web/lib/analytics';
import { replayHeldClick } from '@web/lib/first-click-replay';
import './styles.css';

async function loadLazyMatches(routeList: RouteObject[]) {
  const matches = matchRoutes(routeList, window.location) ?? [];
  await Promise.all(
    matches.map(async (match) => {
      const lazy = match.route.lazy;
      if (typeof lazy !== 'function') return;
      const module = await lazy();
      Object.assign(match.route, { ...module, lazy: undefined });
    }),
  );
}

async function start() {
  const container = document.getElementById('root')!;
  const prerendered = container.hasChildNodes() && container.firstElementChild !== null;
  if (prerendered) await loadLazyMatches(routes);
  const hydrationData = (window as { __staticRouterHydrationData?: unknown }).__staticRouterHydrationData;
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
  trackPageViews(router);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
  replayHeldClick();
}

void start();
