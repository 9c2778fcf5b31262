/**
 * Request bodies and query strings are validated one way (src/server/http/validate.ts, decision 027):
 * through the real app, the PT-BR answers every route gives for a body or query it cannot use, and the
 * order in which the routes check things (rate limits before the body is read).
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '@server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const BAD_JSON = { error: { code: 'bad_json', message: 'Corpo da requisição inválido' } };

async function send(path: string, method: string, body: string, as?: string) {
  return t.request(path, { method, as, headers: { 'content-type': 'application/json' }, body });
}

describe('JSON bodies', () => {
  it('a body that is JSON but not an object is a PT-BR 400 on every route, and nothing is written', async () => {
    const [before] = await t.db.select({ n: count() }).from(leads);
    for (const body of ['[]', '"Ana"', '42', 'null']) {
      const response = await send('/api/leads', 'POST', body, 'comercial');
      expect(response.status, body).toBe(400);
      expect(await response.json()).toEqual(BAD_JSON);
    }
    const settings = await send('/api/settings', 'PUT', '[{"siteName":"x"}]', 'adm');
    expect(settings.status).toBe(400);
    expect(await settings.json()).toEqual(BAD_JSON);
    const [after] = await t.db.select({ n: count() }).from(leads);
    expect(after!.n).toBe(before!.n);
  });

  it('malformed JSON is the same PT-BR 400, never a 500', async () => {
    for (const [path, method, as] of [
      ['/api/leads', 'POST', 'comercial'],
      ['/api/settings', 'PUT', 'adm'],
      ['/api/functions/crm-kpis', 'POST', 'comercial'],
      ['/api/public/questionnaire', 'POST', undefined],
    ] as const) {
      const response = await send(path, method, '{"name": ', as);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual(BAD_JSON);
    }
  });

  it('an invalid object keeps the 422 shape: the first field message and every field, in PT-BR', async () => {
    const response = await t.request('/api/leads', { as: 'comercial', json: { name: '', email: 'x' } });
    expect(response.status).toBe(422);
    const { error } = await response.json();
    expect(error.code).toBe('validation');
    expect(error.fields).toMatchObject({ name: expect.any(String), email: expect.any(String) });
    expect(error.message).toBe(Object.values(error.fields)[0]);
  });

  it('the KPI endpoints read JSON null like no body: the default period', async () => {
    const response = await send('/api/functions/crm-kpis', 'POST', 'null', 'comercial');
    expect(response.status).toBe(200);
    expect((await response.json()).period).toBe(30);
  });
});

describe('query strings', () => {
  it('a repeated key counts by its first value, as before', async () => {
    const response = await t.request('/api/leads?limit=1&limit=abc', { as: 'comercial' });
    expect(response.status).toBe(200);
    expect((await response.json()).items).toHaveLength(1);
  });

  it('an invalid value is the PT-BR 422', async () => {
    const response = await t.request('/api/leads?status=perdido-no-espaco', { as: 'comercial' });
    expect(response.status).toBe(422);
    expect((await response.json()).error).toEqual({
      code: 'validation',
      message: 'Status inválido',
      fields: { status: 'Status inválido' },
    });
  });
});

describe('rate limits come before the body', () => {
  it('every access-link attempt counts, even one whose body is refused', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      const response = await send('/api/access-links/reset/token-que-nao-existe', 'POST', '{"password":1}');
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
