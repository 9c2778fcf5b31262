/** Builds the Hono app. main.ts serves it; tests call app.request() on it directly. */
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { accessGuard, clientIpMiddleware, viewerCacheInvalidation } from './auth/guard';
import type { AppDeps, AppEnv } from './context';
import { errorResponse, HttpError } from './lib/http';
import { appointmentRoutes } from './routes/appointments';
import { auditRoutes } from './routes/audit';
import { calendarRoutes } from './routes/calendar';
import { clientsRoutes } from './routes/clients';
import { functionsChatRoutes } from './routes/functions-chat';
import { kpiRoutes } from './routes/functions-kpis';
import { healthRoutes } from './routes/health';
import { integrationsRoutes } from './routes/integrations';
import { accessLinkRoutes } from './routes/invites';
import { leadRoutes } from './routes/leads';
import { leadsCoderRoutes } from './routes/leads-coder';
import { meRoutes } from './routes/me';
import { notificationsRoutes } from './routes/notifications';
import { postRoutes } from './routes/posts';
import { projectRoutes } from './routes/projects';
import { publicRoutes } from './routes/public';
import { publicPostRoutes } from './routes/public-posts';
import { realtimeRoutes } from './routes/realtime';
import { publicSettingsRoutes, settingsRoutes } from './routes/settings';
import { sitemapHandler } from './routes/sitemap';
import { staffRoutes } from './routes/staff';
import { statsRoutes } from './routes/stats';
import { systemRoutes } from './routes/system';
import { uploadRoutes } from './routes/uploads';
import { usersRoutes } from './routes/users';
import { maintenanceGate } from './settings/maintenance';
import { registrationGate } from './settings/registrations';

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use('*', secureHeaders({ crossOriginEmbedderPolicy: false, contentSecurityPolicy: undefined }));
  // Before everything else: in maintenance mode visitors get the PT-BR page (staff pass).
  app.use('*', maintenanceGate(deps));
  app.use('/api/*', clientIpMiddleware(deps));
  app.use('/api/*', viewerCacheInvalidation());
  app.use('/api/*', accessGuard(deps));

  app.use('/api/auth/sign-up/*', registrationGate(deps));
  app.on(['GET', 'POST'], '/api/auth/*', (c) => deps.auth.handler(c.req.raw));

  const api = app
    .route('/api/me', meRoutes(deps))
    .route('/api/appointments', appointmentRoutes(deps))
    .route('/api/posts', postRoutes(deps))
    .route('/api/uploads', uploadRoutes(deps))
    .route('/api/public/posts', publicPostRoutes(deps))
    .route('/api/health', healthRoutes(deps))
    .route('/api/users', usersRoutes(deps))
    .route('/api/access-links', accessLinkRoutes(deps))
    .route('/api/settings', settingsRoutes(deps))
    .route('/api/public/settings', publicSettingsRoutes(deps))
    .route('/api/notifications', notificationsRoutes(deps))
    .route('/api/realtime', realtimeRoutes(deps))
    .route('/api/audit', auditRoutes(deps))
    .route('/api/functions/secure-chat', functionsChatRoutes(deps))
    .route('/api/functions', kpiRoutes(deps))
    .route('/api/system/integrations', integrationsRoutes(deps))
    .route('/api/clients', clientsRoutes(deps))
    .route('/api/calendar', calendarRoutes(deps))
    .route('/api/leads', leadRoutes(deps))
    .route('/api/leads-coder', leadsCoderRoutes(deps))
    .route('/api/projects', projectRoutes(deps))
    .route('/api/staff', staffRoutes(deps))
    .route('/api/stats', statsRoutes(deps))
    .route('/api/system', systemRoutes(deps))
    .route('/api/public', publicRoutes(deps));

  app.get('/sitemap.xml', sitemapHandler(deps));

  app.all('/api/*', (c) => c.json({ error: { code: 'not_found', message: 'Rota não encontrada' } }, 404));

  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error);
    if (deps.config.LOG_LEVEL !== 'silent') console.error(error);
    return c.json({ error: { code: 'internal', message: 'Erro interno do servidor' } }, 500);
  });

  return api;
}

export type AppType = ReturnType<typeof createApp>;
