import { Hono } from 'hono';
import { accountNameSchema } from '../../shared/schemas/account';
import { updateOwnName } from '../account/update-name';
import type { AppDeps, AppEnv } from '../context';
import { HttpError, parseJson } from '../lib/http';

/**
 * GET /api/me: the signed-in user, profile and roles (docs/product/users-and-roles.md); nulls and [] when signed out.
 * PATCH /api/me: 'Minha conta' changes the signed-in person's own name.
 */
export function meRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', (c) => {
      const viewer = c.get('viewer');
      return c.json({ user: viewer.user, profile: viewer.profile, roles: viewer.roles });
    })
    .patch('/', async (c) => {
      const viewer = c.get('viewer');
      if (!viewer.user) throw new HttpError(401, 'unauthenticated', 'Faça login para continuar.');
      const input = await parseJson(c, accountNameSchema);
      await updateOwnName(deps.db, viewer.user.id, input);
      return c.json({ firstName: input.firstName, lastName: input.lastName || null });
    });
}
