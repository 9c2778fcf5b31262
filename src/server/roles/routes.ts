/**
 * The roles endpoints of src/shared/roles/api.ts (adm's, src/shared/roles/module.ts): the role list
 * with labels, custom roles' create/edit/delete, and who holds which.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { implement } from '@server/http/endpoint';
import { rolesApi } from '@shared/roles/api';
import {
  assignCustomRoles,
  createCustomRole,
  deleteCustomRole,
  listAssignments,
  listRoles,
  updateCustomRole,
} from './custom-roles';

export function rolesRoutes({ db }: AppDeps) {
  const router = new Hono<AppEnv>();
  implement(router, rolesApi.list, () => listRoles(db));
  implement(router, rolesApi.assignments, async () => ({ items: await listAssignments(db) }));
  implement(router, rolesApi.create, ({ body, actor }) => createCustomRole(db, actor, body));
  implement(router, rolesApi.update, ({ params, body, actor }) =>
    updateCustomRole(db, actor, params.id, body),
  );
  implement(router, rolesApi.remove, async ({ params, actor }) => {
    await deleteCustomRole(db, actor, params.id);
    return null;
  });
  implement(router, rolesApi.assign, ({ params, body, actor }) =>
    assignCustomRoles(db, actor, params.id, body.roleIds),
  );
  return router;
}
