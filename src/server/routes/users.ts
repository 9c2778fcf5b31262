import { Hono } from 'hono';
import { z } from 'zod';
import { announceIdentityChange } from '@server/auth/identity-events';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { json, query } from '@server/http/validate';
import { HttpError } from '@server/lib/http';
import { setUserActive } from '@server/users/deactivate-user';
import { createInvitation, createResetLink } from '@server/users/invitations';
import { listUsers } from '@server/users/list-users';
import { resetTwoFactor } from '@server/users/reset-two-factor';
import { updateUserRoles } from '@server/users/update-user-roles';
import {
  inviteUserSchema,
  updateUserRolesSchema,
  userStatusSchema,
  usersQuerySchema,
} from '@shared/schemas/user';

const idParam = z.string().uuid();

function actorOrThrow(viewer: AppEnv['Variables']['viewer']) {
  const actor = actorOf(viewer);
  if (!actor) throw new HttpError(401, 'unauthenticated', 'Faça login para continuar.');
  return actor;
}

function userId(value: string): string {
  const parsed = idParam.safeParse(value);
  if (!parsed.success) throw new HttpError(404, 'not_found', 'Usuário não encontrado');
  return parsed.data;
}

/** /api/users (adm only, by the access table): list, role changes, deactivation, invitations, reset links. */
export function usersRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', query(usersQuerySchema), async (c) => c.json(await listUsers(deps.db, c.req.valid('query'))))
    .patch('/:id/roles', json(updateUserRolesSchema), async (c) => {
      const input = c.req.valid('json');
      const actor = actorOrThrow(c.get('viewer'));
      const updated = await updateUserRoles(deps.db, actor, userId(c.req.param('id')), input);
      // Next request and open streams, in every process: a person without staff roles loses the stream.
      await announceIdentityChange(deps.db, updated.id);
      return c.json(updated);
    })
    .patch('/:id/status', json(userStatusSchema), async (c) => {
      const input = c.req.valid('json');
      const actor = actorOrThrow(c.get('viewer'));
      return c.json(await setUserActive(deps.db, actor, userId(c.req.param('id')), input.active));
    })
    .post('/invitations', json(inviteUserSchema), async (c) => {
      const input = c.req.valid('json');
      const actor = actorOrThrow(c.get('viewer'));
      return c.json(await createInvitation(deps.db, deps.config, actor, input), 201);
    })
    .delete('/:id/two-factor', async (c) => {
      const actor = actorOrThrow(c.get('viewer'));
      return c.json(await resetTwoFactor(deps.db, deps.config, actor, userId(c.req.param('id'))));
    })
    .post('/:id/reset-link', async (c) => {
      const actor = actorOrThrow(c.get('viewer'));
      return c.json(await createResetLink(deps.db, deps.config, actor, userId(c.req.param('id'))), 201);
    });
}
