/** Builds the Hono app. main.ts serves it; tests call app.request() on it directly. */
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { inApiErrorShape } from '@server/auth/auth-errors';
import { accessGuard, clientIpMiddleware, viewerCacheInvalidation } from '@server/auth/guard';
import { inPortuguese } from '@server/auth/messages';
import { twoFactorEndpoints } from '@server/auth/two-factor';
import { jsonBodies, jsonBodyLimit, sameOriginWrites } from '@server/http/request-guards';
import { requestLog } from '@server/http/request-log';
import { securityHeaders } from '@server/http/security-headers';
import { SIGN_IN_PATH, signInLimit } from '@server/http/sign-in-limit';
import { isUnstorableText } from '@server/lib/db-errors';
import { errorResponse, HttpError, invalidText } from '@server/lib/http';
import { rootLogger } from '@server/lib/logger';
import { keepSmtpFresh } from '@server/mail/smtp-settings';
import { appointmentRoutes } from '@server/routes/appointments';
import { auditRoutes } from '@server/routes/audit';
import { calendarRoutes } from '@server/routes/calendar';
import { clientsRoutes } from '@server/routes/clients';
import { functionsChatRoutes } from '@server/routes/functions-chat';
import { kpiRoutes } from '@server/routes/functions-kpis';
import { healthRoutes } from '@server/routes/health';
import { integrationsRoutes } from '@server/routes/integrations';
import { accessLinkRoutes } from '@server/routes/invites';
import { leadIdentityRoutes } from '@server/routes/lead-identity';
import { leadRoutes } from '@server/routes/leads';
import { leadsCoderRoutes } from '@server/routes/leads-coder';
import { meRoutes } from '@server/routes/me';
import { notificationsRoutes } from '@server/routes/notifications';
import { postRoutes } from '@server/routes/posts';
import { publicRoutes } from '@server/routes/public';
import { publicPostRoutes } from '@server/routes/public-posts';
import { realtimeRoutes } from '@server/routes/realtime';
import { publicSettingsRoutes, settingsRoutes } from '@server/routes/settings';
import { sitemapHandler } from '@server/routes/sitemap';
import { staffRoutes } from '@server/routes/staff';
import { statsRoutes } from '@server/routes/stats';
import { systemRoutes } from '@server/routes/system';
import { uploadRoutes } from '@server/routes/uploads';
import { usersRoutes } from '@server/routes/users';
import { maintenanceGate } from '@server/settings/maintenance';
import { registrationGate } from '@server/settings/registrations';
import type { AppDeps, AppEnv } from './context';
import { serverModules } from './modules.generated';

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const logger = deps.logger ?? rootLogger();

  // The HTTP edge (decision 011), outermost first: log line and request id, response headers, then
  // for /api the client address and the checks that need no database (origin, size); the media type is
  // checked after the access guard, so a stranger gets 401/403 before learning what a route accepts.
  app.use('*', requestLog(logger));
  app.use(
    '*',
    secureHeaders({
      crossOriginEmbedderPolicy: false,
      contentSecurityPolicy: undefined,
      xFrameOptions: 'DENY',
    }),
  );
  app.use('*', securityHeaders());
  app.use('/api/*', clientIpMiddleware(deps));
  app.use('/api/*', sameOriginWrites(deps.config));
  app.use('/api/*', jsonBodyLimit());
  // In maintenance mode visitors get the PT-BR page (staff pass).
  app.use('*', maintenanceGate(deps));
  // The SMTP server saved in Configurações by another process, re-read at most once a minute (decision 066).
  app.use('/api/*', async (_c, next) => {
    await keepSmtpFresh(deps.db, deps.config).catch((error) =>
      logger.warn({ err: error }, 'SMTP das configurações não pôde ser relido'),
    );
    await next();
  });
  app.use('/api/*', viewerCacheInvalidation());
  app.use('/api/*', accessGuard(deps));
  app.use('/api/*', jsonBodies());

  app.use(SIGN_IN_PATH, signInLimit(deps));
  app.use('/api/auth/sign-up/*', registrationGate(deps));
  app.use('/api/auth/two-factor/*', twoFactorEndpoints(deps));
  app.on(['GET', 'POST'], '/api/auth/*', async (c) =>
    inApiErrorShape(await inPortuguese(await deps.auth.handler(c.req.raw), c.req.path)),
  );

  const api = app
    .route('/api/me', meRoutes(deps))
    .route('/api/appointments', appointmentRoutes(deps))
    .route('/api/posts', postRoutes(deps))
    .route('/api/uploads', uploadRoutes(deps))
    .route('/api/public/posts', publicPostRoutes(deps))
    .route('/api/health', healthRoutes(deps))
    .route('/api/users', usersRoutes(deps))
    .route('/api/access-links', accessLinkRoutes(deps))
    // The security panel asks this very app for its headers (settings/system-checks.ts).
    .route(
      '/api/settings',
      settingsRoutes(deps, (path) => Promise.resolve(app.request(path))),
    )
    .route('/api/public/settings', publicSettingsRoutes(deps))
    .route('/api/notifications', notificationsRoutes(deps))
    .route('/api/realtime', realtimeRoutes(deps))
    .route('/api/audit', auditRoutes(deps))
    .route('/api/functions/secure-chat', functionsChatRoutes(deps))
    .route('/api/functions', kpiRoutes(deps))
    .route('/api/system/integrations', integrationsRoutes(deps))
    .route('/api/clients', clientsRoutes(deps))
    .route('/api/calendar', calendarRoutes(deps))
    .route('/api/leads', leadIdentityRoutes(deps))
    .route('/api/leads', leadRoutes(deps))
    .route('/api/leads-coder', leadsCoderRoutes(deps))
    .route('/api/staff', staffRoutes(deps))
    .route('/api/stats', statsRoutes(deps))
    .route('/api/system', systemRoutes(deps))
    .route('/api/public', publicRoutes(deps));

  // Each module's endpoints, at their full paths (src/server/<module>/module.ts).
  for (const module of serverModules) {
    if (module.routes) app.route('/', module.routes(deps));
  }

  app.get('/sitemap.xml', sitemapHandler(deps));

  app.all('/api/*', (c) => c.json({ error: { code: 'not_found', message: 'Rota não encontrada' } }, 404));

  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error);
    // The net behind validate.ts's own check, for text read another way.
    if (isUnstorableText(error)) return errorResponse(c, invalidText());
    (c.get('log') ?? logger).error({ err: error }, 'unhandled error');
    return c.json({ error: { code: 'internal', message: 'Erro interno do servidor' } }, 500);
  });

  return api;
}

export type AppType = ReturnType<typeof createApp>;
