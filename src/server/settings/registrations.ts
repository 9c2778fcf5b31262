/** 'Permitir Registros' off closes self sign-up; invitations still create accounts server-side. */
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { getSettings } from './settings';

export const REGISTRATIONS_CLOSED_MESSAGE = 'Novos cadastros estão temporariamente fechados.';

export function registrationGate(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const settings = await getSettings(deps.db);
    if (settings.allowRegistrations) return next();
    return c.json({ error: { code: 'registrations_closed', message: REGISTRATIONS_CLOSED_MESSAGE } }, 403);
  };
}
