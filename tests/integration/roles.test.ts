/**
 * Custom roles (decision 065): adm makes a role from permissions in Papéis, assigns it, and the
 * server answers its holder exactly those permissions — at once, without signing in again. Hostile
 * names and permission lists are refused with PT-BR field messages; a role in use cannot be deleted.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema';
import { customRoles } from '@server/roles/schema';
import { permissionGroups } from '@shared/catalog/access';
import type { CustomRole, RoleList } from '@shared/roles/schemas';
import { customRoleLogin } from '../support/custom-role';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const create = (json: unknown, as = 'adm') => t.request('/api/roles', { as, json });
const fields = async (response: Response) =>
  ((await response.json()) as { error: { fields?: Record<string, string> } }).error.fields ?? {};

describe('the role list', () => {
  it('lists every staff role with its PT-BR label, fixed first, then the custom ones', async () => {
    const made = await create({ name: 'Atendimento', permissions: ['tasks'] });
    expect(made.status).toBe(201);
    const role = (await made.json()) as CustomRole;
    const list = (await (await t.request('/api/roles', { as: 'adm' })).json()) as RoleList;
    expect(list.roles.slice(0, 5).map((r) => r.label)).toEqual([
      'Administrador',
      'Comercial',
      'Financeiro',
      'Marketing',
      'Colaborador',
    ]);
    expect(list.roles).toContainEqual({ key: `custom:${role.id}`, label: 'Atendimento', custom: true });
    expect(list.custom.find((r) => r.id === role.id)).toMatchObject({ permissions: ['tasks'], userCount: 0 });
  });

  it('is adm’s: every other role is refused', async () => {
    for (const as of ['comercial', 'financeiro', 'mkt', 'colaborador', 'usuario']) {
      expect((await t.request('/api/roles', { as })).status, as).toBe(403);
      expect((await create({ name: `Papel ${as}`, permissions: ['tasks'] }, as)).status, as).toBe(403);
    }
  });
});

describe('hostile inputs', () => {
  it.each([
    ['no name', { permissions: ['tasks'] }, 'name'],
    ['an empty name', { name: '   ', permissions: ['tasks'] }, 'name'],
    ['one letter', { name: 'A', permissions: ['tasks'] }, 'name'],
    ['61 characters', { name: 'x'.repeat(61), permissions: ['tasks'] }, 'name'],
    ['markup', { name: '<img src=x onerror=alert(1)>', permissions: ['tasks'] }, 'name'],
    ['a control character', { name: 'Papel\u0007', permissions: ['tasks'] }, 'name'],
    ['a number as name', { name: 42, permissions: ['tasks'] }, 'name'],
    ['no permission', { name: 'Vazio', permissions: [] }, 'permissions'],
    ['an unknown permission', { name: 'Inventado', permissions: ['superuser'] }, 'permissions.0'],
    ['a route pattern as permission', { name: 'Rota', permissions: ['/api/users/**'] }, 'permissions.0'],
    ['a repeated permission', { name: 'Repetido', permissions: ['tasks', 'tasks'] }, 'permissions'],
    ['permissions as text', { name: 'Texto', permissions: 'tasks' }, 'permissions'],
  ])('refuses %s with a PT-BR message under the field', async (_, body, field) => {
    const response = await create(body);
    expect(response.status).toBe(422);
    const messages = await fields(response);
    expect(Object.keys(messages)).toContain(field);
    expect(messages[field]).toMatch(/[a-zà-ú]/i);
    expect(
      await t.db
        .select()
        .from(customRoles)
        .where(eq(customRoles.name, String((body as { name?: unknown }).name))),
    ).toEqual([]);
  });

  it('refuses a name already taken (ignoring case) or a fixed role’s name', async () => {
    expect((await create({ name: 'Redação', permissions: ['blog'] })).status).toBe(201);
    for (const name of ['redação', 'REDAÇÃO', 'Financeiro', 'colaborador']) {
      const response = await create({ name, permissions: ['tasks'] });
      expect(response.status, name).toBe(409);
      expect((await fields(response)).name).toBe('Já existe um papel com esse nome.');
    }
  });

  it('refuses assigning a role that does not exist, or to someone who does not exist', async () => {
    const { userId } = await customRoleLogin(t, ['tasks'], {
      email: 'hostil@coders.example',
      name: 'Hostil',
    });
    const unknown = await t.request(`/api/roles/users/${userId}`, {
      as: 'adm',
      method: 'PUT',
      json: { roleIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknown.status).toBe(422);
    const nobody = await t.request('/api/roles/users/00000000-0000-4000-8000-000000000000', {
      as: 'adm',
      method: 'PUT',
      json: { roleIds: [] },
    });
    expect(nobody.status).toBe(404);
    const bad = await t.request(`/api/roles/users/${userId}`, {
      as: 'adm',
      method: 'PUT',
      json: { roleIds: ['x'] },
    });
    expect(bad.status).toBe(422);
  });
});

describe('a custom role in use', () => {
  it('gives its holder exactly its permissions, changes take effect at once, and cannot be deleted while held', async () => {
    const { email, userId, role } = await customRoleLogin(t, ['tasks', 'timesheet'], {
      email: 'designer.custom@coders.example',
      name: 'Design freelancer',
    });
    const as = email;
    const me = (await (await t.request('/api/me', { as })).json()) as {
      roles: string[];
      permissions: string[];
    };
    expect(me).toMatchObject({ roles: [], permissions: ['tasks', 'timesheet'] });
    expect((await t.request('/api/time/week', { as })).status).toBe(200);
    expect((await t.request('/api/leads', { as })).status).toBe(403);

    // Adm takes Timesheet away and gives Leads: the very next request obeys.
    const edited = await t.request(`/api/roles/${role.id}`, {
      as: 'adm',
      method: 'PATCH',
      json: { name: 'Design freelancer', permissions: ['tasks', 'leads'] },
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as CustomRole).userCount).toBe(1);
    expect((await t.request('/api/time/week', { as })).status).toBe(403);
    expect((await t.request('/api/leads', { as })).status).toBe(200);

    // In use: refused with the reason, and the row stays.
    const refused = await t.request(`/api/roles/${role.id}`, { as: 'adm', method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Este papel está atribuído a 1 pessoa. Atribua outro papel a ela antes de excluir.',
    );
    expect(await t.db.select().from(customRoles).where(eq(customRoles.id, role.id))).toHaveLength(1);

    // Reassigned (no custom role left), it can go; its former holder is no longer staff.
    const cleared = await t.request(`/api/roles/users/${userId}`, {
      as: 'adm',
      method: 'PUT',
      json: { roleIds: [] },
    });
    expect(cleared.status).toBe(200);
    expect((await t.request(`/api/roles/${role.id}`, { as: 'adm', method: 'DELETE' })).status).toBe(204);
    expect((await t.request('/api/tasks', { as })).status).toBe(403);
    expect(
      await t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'custom_role'), eq(auditLog.entityId, role.id))),
    ).toEqual(expect.arrayContaining([{ action: 'create' }, { action: 'update' }, { action: 'delete' }]));
  });

  it('offers every permission the modules declare, each with a PT-BR label', () => {
    const keys = permissionGroups.map((group) => group.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining(['leads', 'proposals', 'invoices', 'tasks', 'timesheet', 'okrs']),
    );
    for (const group of permissionGroups) expect(group.label).not.toMatch(/[/*:]/);
  });
});
