/**
 * Maintenance mode (beyond the original product: the setting is enforced). Visitors get a PT-BR 503 page for
 * every HTML page and the public forms refuse; staff still get in, and the sign-in pages and
 * /api/auth stay reachable so staff can sign in.
 */
import { extname } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { resolveViewer } from '@server/auth/viewer';
import type { AppDeps, AppEnv } from '@server/context';
import { isStaff } from '@shared/catalog/access';
import { getSettings } from './settings';

/** Pages a visitor can still open: where staff sign in, and one-time links for future staff. */
const OPEN_PAGES = ['/auth', '/coders/login', '/convite/', '/redefinir-senha/'];
/** Public form endpoints that stop taking submissions during maintenance. */
export const MAINTENANCE_FORMS = ['/api/public/questionnaire', '/api/public/bookings'];

export const MAINTENANCE_MESSAGE = 'Estamos em manutenção. Tente novamente em breve.';

const isOpenPage = (path: string) =>
  OPEN_PAGES.some((open) =>
    open.endsWith('/') ? path.startsWith(open) : path === open || path.startsWith(`${open}/`),
  );

const isForm = (path: string) =>
  MAINTENANCE_FORMS.some((form) => path === form || path.startsWith(`${form}/`));

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function maintenancePage(siteName: string, contactEmail: string): string {
  const name = escapeHtml(siteName);
  const email = escapeHtml(contactEmail);
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Em manutenção | ${name}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:linear-gradient(135deg,#eff6ff,#fff 50%,#dbeafe);color:#0f172a;padding:1.5rem;box-sizing:border-box}
  main{max-width:32rem;text-align:center;background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:2.5rem 2rem;box-shadow:0 10px 30px rgba(15,23,42,.08)}
  h1{font-size:1.75rem;margin:.5rem 0 1rem}
  p{line-height:1.6;color:#334155;margin:.75rem 0}
  a{color:#1d4ed8}
  .brand{font-weight:700;color:#1d4ed8;font-size:1.25rem}
  .staff{margin-top:1.75rem;font-size:.875rem}
</style>
</head>
<body>
<main>
  <div class="brand">${name}</div>
  <h1>Estamos em manutenção</h1>
  <p>Estamos fazendo melhorias para atender você ainda melhor. Voltamos em breve — obrigado pela paciência!</p>
  <p>Precisa falar com a gente? Escreva para <a href="mailto:${email}">${email}</a>.</p>
  <p class="staff"><a href="/coders/login">Acesso da equipe</a></p>
</main>
</body>
</html>`;
}

export function maintenanceGate(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path;
    const method = c.req.method;
    const isApi = path === '/api' || path.startsWith('/api/');
    const applies = isApi
      ? method !== 'GET' && isForm(path)
      : (method === 'GET' || method === 'HEAD') && !extname(path) && !isOpenPage(path);
    if (!applies) return next();

    const settings = await getSettings(deps.db);
    if (!settings.maintenanceMode) return next();
    const viewer = await resolveViewer(deps.auth, deps.db, c.req.raw.headers);
    if (isStaff(viewer)) return next();

    c.header('retry-after', '3600');
    c.header('cache-control', 'no-store');
    if (isApi) return c.json({ error: { code: 'maintenance', message: MAINTENANCE_MESSAGE } }, 503);
    return c.html(maintenancePage(settings.siteName, settings.contactEmail), 503);
  };
}
