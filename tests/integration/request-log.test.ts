/** Finding 14: one structured line per request, errors tied to it, and no secrets in the output. */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { createLogger } from '@server/lib/logger';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';

let t: TestApp;
let output = '';
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestApp();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      output += String(chunk);
      done();
    },
  });
  app = createApp({ ...t.deps, logger: createLogger('info', stream) });
  // A route that fails, to see the error logged with its request id.
  app.get('/falha-de-teste', () => {
    throw new Error('banco recusou ana.souza@empresa.com.br');
  });
});
afterAll(async () => {
  await t?.close();
});

const lines = () =>
  output
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const origin = () => new URL(t.config.baseUrl).origin;

describe('request log', () => {
  it('writes one JSON line per request with its id (also sent as X-Request-Id), method, route, status and duration', async () => {
    const cookie = await t.cookieFor('adm');
    const id = '0b0c5f8e-6a43-4e4e-8d0f-5a4d8a1b2c3d';
    const response = await app.request(`/api/leads/${id}?q=segredo`, { headers: { cookie } });
    expect(response.status).toBe(404);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const line = lines().find((entry) => entry.reqId === requestId);
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      route: '/api/leads/:id',
      status: 404,
    });
    expect(typeof line?.durationMs).toBe('number');
    // The route pattern, not the path: ids, tokens and query strings stay out.
    expect(output).not.toContain(id);
    expect(output).not.toContain('segredo');
  });

  it('logs an unhandled error with the request id, e-mails masked, and answers a PT-BR 500', async () => {
    const response = await app.request('/falha-de-teste');
    expect(response.status).toBe(500);
    const requestId = response.headers.get('x-request-id');
    const entries = lines().filter((entry) => entry.reqId === requestId);
    expect(entries.map((entry) => [entry.level, entry.msg])).toEqual([
      ['error', 'unhandled error'],
      ['error', 'request'],
    ]);
    expect(JSON.stringify(entries[0])).toContain('a***@e***.com.br');
    expect(output).not.toContain('ana.souza@empresa.com.br');
  });

  it('never writes a sign-in password, a session cookie or a full e-mail', async () => {
    const password = 'Senha-Secreta-Do-Teste-123';
    const failed = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: origin() },
      body: JSON.stringify({ email: DEMO.comercial, password }),
    });
    expect(failed.status).toBe(401);
    const signedIn = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: origin() },
      body: JSON.stringify({ email: DEMO.comercial, password: t.config.DEMO_PASSWORD }),
    });
    expect(signedIn.status).toBe(200);
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    const token = cookie.split('=')[1]!;
    expect(token.length).toBeGreaterThan(10);
    await app.request('/api/me', { headers: { cookie } });
    await app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie, origin: origin(), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(lines().filter((entry) => entry.route === '/api/auth/*').length).toBeGreaterThanOrEqual(3);
    for (const secret of [
      password,
      t.config.DEMO_PASSWORD,
      token,
      decodeURIComponent(token),
      DEMO.comercial,
    ]) {
      expect(output).not.toContain(secret);
    }
  });
});
