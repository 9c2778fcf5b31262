/** Builds the Hono app. main.ts serves it; tests call app.request() on it directly. */
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { accessGuard, clientIpMiddleware } from './auth/guard';
import type { AppDeps, AppEnv } from './context';
import { errorResponse, HttpError } from './lib/http';
import { healthRoutes } from './routes/health';
import { meRoutes } from './routes/me';

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use('*', secureHeaders({ crossOriginEmbedderPolicy: false, contentSecurityPolicy: undefined }));
  app.use('/api/*', clientIpMiddleware(deps));
  app.use('/api/*', accessGuard(deps));

  app.on(['GET', 'POST'], '/api/auth/*', (c) => deps.auth.handler(c.req.raw));

  const api = app.route('/api/me', meRoutes()).route('/api/health', healthRoutes(deps));

  app.all('/api/*', (c) => c.json({ error: { code: 'not_found', message: 'Rota não encontrada' } }, 404));

  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error);
    if (deps.config.LOG_LEVEL !== 'silent') console.error(error);
    return c.json({ error: { code: 'internal', message: 'Erro interno do servidor' } }, 500);
  });

  return api;
}

export type AppType = ReturnType<typeof createApp>;
