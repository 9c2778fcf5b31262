import { Hono } from 'hono';
import { updateOwnName } from '@server/account/update-name';
import { twoFactorRequiredFor } from '@server/auth/two-factor';
import type { AppDeps, AppEnv } from '@server/context';
import { json } from '@server/http/validate';
import { HttpError } from '@server/lib/http';
import { accountNameSchema } from '@shared/schemas/account';

/**
 * GET /api/me: the signed-in user, profile and roles (docs/product/users-and-roles.md); nulls and [] when signed out.
 * PATCH /api/me: 'Minha conta' changes the signed-in person's own name.
 */
export function meRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const viewer = c.get('viewer');
      // twoFactor: on for this account, and required by one of its roles (the web sends such a person
      // to enrol; the server's gate refuses the back office meanwhile, auth/guard.ts).
      if (!viewer.user) return c.json({ user: null, profile: null, roles: [] });
      const twoFactor = {
        enabled: viewer.twoFactorEnabled,
        required: await twoFactorRequiredFor(deps, viewer),
      };
      return c.json({
        user: viewer.user,
        profile: viewer.profile,
        roles: viewer.roles,
        permissions: viewer.permissions,
        twoFactor,
      });
    })
    .patch('/', json(accountNameSchema), async (c) => {
      const viewer = c.get('viewer');
      if (!viewer.user) throw new HttpError(401, 'unauthenticated', 'Faça login para continuar.');
      const input = c.req.valid('json');
      await updateOwnName(deps.db, viewer.user.id, input);
      return c.json({ firstName: input.firstName, lastName: input.lastName || null });
    });
}
