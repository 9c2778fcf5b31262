import { Hono } from 'hono';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { clientProtocol } from '@server/http/client-address';
import { json } from '@server/http/validate';
import { recordAudit } from '@server/lib/audit';
import { getSettings, saveSettings } from '@server/settings/settings';
import { databaseStatus, securityReport } from '@server/settings/system-checks';
import { twoFactorRequiredRoles } from '@shared/catalog/two-factor';
import type { PublicSettings, Settings } from '@shared/schemas/settings';
import { settingsSchema } from '@shared/schemas/settings';

const patchSchema = settingsSchema.partial();

/** /api/settings (adm): the four tabs' values, saved and enforced; plus live security and database checks. */
export function settingsRoutes(deps: AppDeps, fetchSelf: (path: string) => Promise<Response>) {
  // The roles that must use 2FA as they apply now: the saved list, or the environment's default.
  const effective = (settings: Settings): Settings => ({
    ...settings,
    twoFactorRequiredRoles: [
      ...twoFactorRequiredRoles(settings.twoFactorRequiredRoles, deps.config.NODE_ENV),
    ],
  });
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(effective(await getSettings(deps.db))))
    .put('/', json(patchSchema), async (c) => {
      const patch = c.req.valid('json');
      const before = effective(await getSettings(deps.db));
      const changed = (Object.keys(patch) as (keyof Settings)[]).filter(
        (key) => JSON.stringify(patch[key]) !== JSON.stringify(before[key]),
      );
      const saved = effective(await saveSettings(deps.db, patch, c.get('viewer').user?.id ?? null));
      if (changed.includes('twoFactorRequiredRoles')) {
        await recordAudit(deps.db, actorOf(c.get('viewer')), {
          action: 'update',
          entity: 'two_factor_requirement',
          entityId: null,
          before: { roles: before.twoFactorRequiredRoles },
          after: { roles: saved.twoFactorRequiredRoles },
        });
      }
      if (changed.length) {
        await recordAudit(deps.db, actorOf(c.get('viewer')), {
          action: 'update',
          entity: 'settings',
          entityId: null,
          before: Object.fromEntries(changed.map((key) => [key, before[key]])),
          after: Object.fromEntries(changed.map((key) => [key, saved[key]])),
        });
      }
      return c.json(saved);
    })
    .get('/security', async (c) =>
      c.json(
        await securityReport(deps, {
          requestProtocol: clientProtocol(c, deps.config.TRUST_PROXY),
          forwardedFor: Boolean(c.req.header('x-forwarded-for')),
          fetchSelf,
        }),
      ),
    )
    .get('/database', async (c) => c.json(await databaseStatus(deps)));
}

/** GET /api/public/settings: what a visitor's browser may know (sign-up closed, maintenance). */
export function publicSettingsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const settings = await getSettings(deps.db);
    const body: PublicSettings = {
      siteName: settings.siteName,
      maintenanceMode: settings.maintenanceMode,
      allowRegistrations: settings.allowRegistrations,
      contactEmail: settings.contactEmail,
      supportEmail: settings.supportEmail,
      dpoName: settings.dpoName,
      dpoEmail: settings.dpoEmail,
      retentionLeadMonths: settings.retentionLeadMonths,
      retentionChatMonths: settings.retentionChatMonths,
    };
    c.header('cache-control', 'no-store');
    return c.json(body);
  });
}
