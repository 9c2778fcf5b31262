/** The roles endpoints (docs/product/users-and-roles.md, decision 065), implemented in src/server/roles/routes.ts. */
import { endpoint } from '@shared/contract';
import {
  type CustomRole,
  customRoleFormSchema,
  ROLE_NOT_FOUND,
  type RoleList,
  USER_NOT_FOUND,
  type UserCustomRoles,
  userCustomRolesSchema,
} from './schemas';

export const rolesApi = {
  list: endpoint<RoleList>()({ method: 'GET', path: '/api/roles' }),
  create: endpoint<CustomRole>()({
    method: 'POST',
    path: '/api/roles',
    body: customRoleFormSchema,
    status: 201,
  }),
  update: endpoint<CustomRole>()({
    method: 'PATCH',
    path: '/api/roles/:id',
    ids: { id: ROLE_NOT_FOUND },
    body: customRoleFormSchema,
  }),
  remove: endpoint<null>()({
    method: 'DELETE',
    path: '/api/roles/:id',
    ids: { id: ROLE_NOT_FOUND },
    status: 204,
  }),
  /** Who holds which custom role (the Papéis page's people table). */
  assignments: endpoint<{ items: UserCustomRoles[] }>()({ method: 'GET', path: '/api/roles/assignments' }),
  assign: endpoint<UserCustomRoles>()({
    method: 'PUT',
    path: '/api/roles/users/:id',
    ids: { id: USER_NOT_FOUND },
    body: userCustomRolesSchema,
  }),
};
