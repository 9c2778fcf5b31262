/** A person holding only a custom role made through the API (decision 065), for tests that sign them in. */
import { createUser } from '@server/db/seed';
import type { CustomRole } from '@shared/roles/schemas';
import type { TestApp } from './test-app';

export const CUSTOM_ROLE_LOGIN = 'personalizado@coders.example';

export async function customRoleLogin(
  t: TestApp,
  permissions: readonly string[],
  { email = CUSTOM_ROLE_LOGIN, name = 'Tarefas e horas' } = {},
): Promise<{ email: string; userId: string; role: CustomRole }> {
  const created = await t.request('/api/roles', { as: 'adm', json: { name, permissions } });
  if (created.status !== 201) throw new Error(`custom role: ${created.status} ${await created.text()}`);
  const role = (await created.json()) as CustomRole;
  const userId = await createUser(t.deps.auth, t.db, {
    email,
    password: t.config.DEMO_PASSWORD,
    name: 'Pessoa do papel personalizado',
    roles: [],
  });
  const assigned = await t.request(`/api/roles/users/${userId}`, {
    as: 'adm',
    method: 'PUT',
    json: { roleIds: [role.id] },
  });
  if (assigned.status !== 200) throw new Error(`assign: ${assigned.status} ${await assigned.text()}`);
  return { email, userId, role };
}
