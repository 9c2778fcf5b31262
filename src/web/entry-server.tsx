/**
 * Build-time prerender of the public routes (scripts/prerender.mjs). The static handler resolves the
 * lazy route modules of the URL, so the HTML holds the real page; the browser hydrates it (main.tsx).
 * Nobody is signed in at build time: the header renders its signed-out state and the client then
 * fetches /api/me.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, type Params, StaticRouterProvider } from 'react-router';
import { platforms } from '@shared/content/platforms';
import { paths } from '@web/app/paths';
import { routes } from '@web/app/routes';
import type { Head } from '@web/lib/head';

/**
 * Prerendered pages and the route modules each one needs, so the HTML can modulepreload them instead
 * of waiting for the entry script to discover them (prerender.mjs checks they exist in the build).
 */
const publicLayout = 'src/web/features/landing/public-layout.tsx';
export const prerenderPages: { path: string; modules: string[] }[] = [
  { path: paths.home, modules: [publicLayout, 'src/web/features/landing/landing-route.tsx'] },
  {
    path: paths.questionnaire,
    modules: [publicLayout, 'src/web/features/questionnaire/questionnaire-route.tsx'],
  },
  { path: paths.privacy, modules: [publicLayout, 'src/web/features/privacy/privacy-route.tsx'] },
  { path: paths.rights, modules: [publicLayout, 'src/web/features/privacy/rights-route.tsx'] },
  ...platforms.map((platform) => ({
    path: paths.platform(platform.id),
    modules: [publicLayout, 'src/web/features/platforms/platform-route.tsx'],
  })),
];

type RouteHandle = { head?: (params: Params) => Head };

export type RenderResult =
  | { kind: 'page'; status: number; html: string; head: Head; hydrationData: unknown }
  | { kind: 'redirect'; status: number; location: string };

export async function render(url: string): Promise<RenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: the data goes into <!--app-data-->, outside #root, so hydration sees the same tree.
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  let head: Head = {};
  for (const match of context.matches) {
    const handle = match.route.handle as RouteHandle | undefined;
    if (handle?.head) head = handle.head(match.params);
  }
  return {
    kind: 'page',
    status: context.statusCode,
    html,
    head,
    hydrationData: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
  };
}

export { DEFAULT_TITLE, renderHeadTags, titleHtml } from '@web/lib/head';
export { EAGER_HYDRATION_KEYS } from '@web/lib/hydration-hints';
