/**
 * Two-factor sign-in around Better Auth's plugin (decision 064): whether a person's roles require it,
 * the back-office gate for those who still have to enrol, and the app's own rules on the plugin's
 * endpoints (no 'trust this device', no disabling while a role requires it, audit entries).
 */
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { recordAudit } from '@server/lib/audit';
import { getSettings } from '@server/settings/settings';
import {
  roleRequiresTwoFactor,
  TRUST_DEVICE_REFUSED_MESSAGE,
  TWO_FACTOR_LOCKED_CODE,
  TWO_FACTOR_LOCKED_MESSAGE,
  twoFactorRequiredRoles,
} from '@shared/catalog/two-factor';
import { announceIdentityChange } from './identity-events';
import { resolveViewer, type Viewer } from './viewer';

/**
 * True when one of the person's roles — fixed or custom (`custom:<id>`) — must sign in with a second
 * factor (Configurações → Segurança).
 */
export async function twoFactorRequiredFor(
  deps: AppDeps,
  viewer: Pick<Viewer, 'roles' | 'customRoles'>,
): Promise<boolean> {
  const roles = [...viewer.roles, ...viewer.customRoles];
  if (!roles.length) return false;
  const settings = await getSettings(deps.db);
  return roleRequiresTwoFactor(
    roles,
    twoFactorRequiredRoles(settings.twoFactorRequiredRoles, deps.config.NODE_ENV),
  );
}

const VERIFY_PATHS = ['/api/auth/two-factor/verify-totp', '/api/auth/two-factor/verify-backup-code'];

async function bodyOf(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body = (await request.clone().json()) as unknown;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** In front of /api/auth/two-factor/*: the app's rules, then the audit of what changed. */
export function twoFactorEndpoints(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const path = c.req.path;
    const viewer = await resolveViewer(deps.auth, deps.db, c.req.raw.headers);
    if (VERIFY_PATHS.includes(path) && (await bodyOf(c.req.raw))?.trustDevice === true) {
      return c.json({ error: { code: 'trust_device_refused', message: TRUST_DEVICE_REFUSED_MESSAGE } }, 400);
    }
    if (
      path === '/api/auth/two-factor/disable' &&
      viewer.user &&
      (await twoFactorRequiredFor(deps, viewer))
    ) {
      return c.json({ error: { code: TWO_FACTOR_LOCKED_CODE, message: TWO_FACTOR_LOCKED_MESSAGE } }, 403);
    }
    await next();
    if (!c.res.ok) return;
    const actor = viewer.user ? { id: viewer.user.id, email: viewer.user.email } : null;
    if (path === '/api/auth/two-factor/verify-totp' && actor && !viewer.twoFactorEnabled) {
      // The first code confirmed from 'Minha conta': the plugin turned it on.
      await recordAudit(deps.db, actor, {
        action: 'enable',
        entity: 'two_factor',
        entityId: actor.id,
        after: { method: 'totp' },
      });
      await announceIdentityChange(deps.db, actor.id);
    } else if (path === '/api/auth/two-factor/disable' && actor) {
      await recordAudit(deps.db, actor, { action: 'disable', entity: 'two_factor', entityId: actor.id });
      await announceIdentityChange(deps.db, actor.id);
    } else if (path === '/api/auth/two-factor/generate-backup-codes' && actor) {
      await recordAudit(deps.db, actor, {
        action: 'update',
        entity: 'two_factor',
        entityId: actor.id,
        after: { recoveryCodes: 'regenerated' },
      });
    } else if (path === '/api/auth/two-factor/verify-backup-code' && !actor) {
      // A sign-in with a recovery code: worth a line in the log (one code fewer left).
      const body = (await c.res
        .clone()
        .json()
        .catch(() => null)) as { user?: { id?: string; email?: string } } | null;
      if (body?.user?.id && body.user.email) {
        await recordAudit(
          deps.db,
          { id: body.user.id, email: body.user.email },
          {
            action: 'login',
            entity: 'two_factor',
            entityId: body.user.id,
            after: { via: 'recovery_code' },
          },
        );
      }
    }
  };
}
