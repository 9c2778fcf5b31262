import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema';
import { recordAudit } from '@server/lib/audit';
import { saoPauloDay } from '@shared/format';
import type { AuditRow } from '@shared/schemas/audit';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const adm = { id: '', email: 'adm@coders.example' };
const mkt = { id: '', email: 'mkt@coders.example' };

beforeAll(async () => {
  t = await createTestApp();
  const me = async (login: 'adm' | 'mkt') =>
    (await (await t.request('/api/me', { as: login })).json()).user.id;
  adm.id = await me('adm');
  mkt.id = await me('mkt');
  // Fixed times (São Paulo is UTC-3) so the date filters have something to cut.
  const at = (iso: string) => new Date(iso);
  await t.db.insert(auditLog).values([
    {
      actorId: adm.id,
      actorEmail: adm.email,
      action: 'create',
      entity: 'lead',
      entityId: 'L1',
      after: { name: 'A' },
      createdAt: at('2025-03-01T12:00:00Z'),
    },
    {
      actorId: adm.id,
      actorEmail: adm.email,
      action: 'update',
      entity: 'lead',
      entityId: 'L1',
      before: { name: 'A' },
      after: { name: 'B' },
      createdAt: at('2025-03-02T02:30:00Z'),
    },
    {
      actorId: mkt.id,
      actorEmail: mkt.email,
      action: 'create',
      entity: 'blog_post',
      entityId: 'P1',
      createdAt: at('2025-03-02T12:00:00Z'),
    },
    {
      actorId: mkt.id,
      actorEmail: mkt.email,
      action: 'delete',
      entity: 'blog_post',
      entityId: 'P1',
      createdAt: at('2025-03-03T12:00:00Z'),
    },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const get = async (query: string) => {
  const response = await t.request(`/api/audit?${query}`, { as: 'adm' });
  expect(response.status).toBe(200);
  return (await response.json()) as { items: AuditRow[]; nextCursor: string | null; total: number };
};

describe('GET /api/audit', () => {
  it('is adm only', async () => {
    expect((await t.request('/api/audit', { as: 'comercial' })).status).toBe(403);
    expect((await t.request('/api/audit')).status).toBe(401);
  });

  it('filters by entity, user (id or part of the e-mail) and action', async () => {
    expect((await get('entity=lead&from=2025-01-01&to=2025-12-31')).items.map((row) => row.action)).toEqual([
      'update',
      'create',
    ]);
    const byId = await get(`user=${mkt.id}&from=2025-01-01&to=2025-12-31`);
    expect(byId.items.map((row) => row.entity)).toEqual(['blog_post', 'blog_post']);
    const byEmail = await get('user=mkt@&from=2025-01-01&to=2025-12-31');
    expect(byEmail.total).toBe(2);
    expect((await get('action=delete&from=2025-01-01&to=2025-12-31')).items[0]).toMatchObject({
      entity: 'blog_post',
      entityId: 'P1',
      actorEmail: 'mkt@coders.example',
    });
  });

  it('takes São Paulo calendar days for the date range', async () => {
    // 2025-03-02T02:30Z is still 1 March in São Paulo.
    const first = await get('from=2025-03-01&to=2025-03-01');
    expect(first.items.map((row) => row.action)).toEqual(['update', 'create']);
    const second = await get('from=2025-03-02&to=2025-03-02');
    expect(second.items.map((row) => row.entity)).toEqual(['blog_post']);
  });

  it('pages newest first with a cursor and reports the total', async () => {
    const page1 = await get('from=2025-03-01&to=2025-03-03&limit=3');
    expect(page1.total).toBe(4);
    expect(page1.items).toHaveLength(3);
    expect(page1.items[0]!.action).toBe('delete');
    const page2 = await get(`from=2025-03-01&to=2025-03-03&limit=3&cursor=${page1.nextCursor}`);
    expect(page2.items.map((row) => row.action)).toEqual(['create']);
    expect(page2.nextCursor).toBeNull();
  });

  it('sees rows written by recordAudit and by real actions', async () => {
    await recordAudit(t.db, adm, {
      action: 'status',
      entity: 'project',
      entityId: 'X9',
      before: { s: 1 },
      after: { s: 2 },
    });
    await t.request('/api/settings', {
      as: 'adm',
      method: 'PUT',
      json: { supportEmail: 'ajuda@coders.example' },
    });
    const today = saoPauloDay();
    const rows = await get(`user=${adm.id}&from=${today}`);
    const entities = rows.items.map((row) => row.entity);
    expect(entities).toContain('project');
    expect(entities).toContain('settings');
    const facets = await (await t.request('/api/audit/facets', { as: 'adm' })).json();
    expect(facets.entities).toEqual(expect.arrayContaining(['blog_post', 'lead', 'project', 'settings']));
  });

  it('rejects a malformed date with 422', async () => {
    const response = await t.request('/api/audit?from=ontem', { as: 'adm' });
    expect(response.status).toBe(422);
    expect((await response.json()).error.fields.from).toBe('Data inválida');
  });
});
