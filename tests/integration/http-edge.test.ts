/**
 * The HTTP edge (issue 11, findings 4–7): who the client is behind proxies, the per-account sign-in
 * limit, cross-site writes, body media type and size, and the headers on API answers.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { leads, rateLimits, sessions, users } from '@server/db/schema';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';

let t: TestApp;
/** The same kind of app behind one trusted proxy (TRUST_PROXY=1). */
let proxied: TestApp;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  [t, proxied] = await Promise.all([createTestApp(), createTestApp({ TRUST_PROXY: '1' })]);
  app = createApp(t.deps);
});
afterAll(async () => {
  await Promise.all([t?.close(), proxied?.close()]);
});
beforeEach(async () => {
  await Promise.all([t.db.delete(rateLimits), proxied.db.delete(rateLimits)]);
});

const PASSWORD = 'demo12345';

/** A request exactly as given (TestApp.request always adds our own Origin). */
function raw(path: string, init: RequestInit = {}, socketAddress?: string) {
  const env = socketAddress ? { incoming: { socket: { remoteAddress: socketAddress } } } : undefined;
  return app.request(path, init, env);
}

async function lastSessionIp(target: TestApp, email: string): Promise<string | null> {
  const [user] = await target.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [session] = await target.db
    .select({ ip: sessions.ipAddress })
    .from(sessions)
    .where(eq(sessions.userId, user!.id))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return session?.ip ?? null;
}

function signIn(target: TestApp, email: string, password: string, forwardedFor?: string) {
  return target.request('/api/auth/sign-in/email', {
    json: { email, password },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
}

describe('client address (finding 4)', () => {
  it('behind one trusted proxy, takes the right-most x-forwarded-for entry, never the forged left-most', async () => {
    const response = await signIn(proxied, DEMO.mkt, PASSWORD, '6.6.6.6, 203.0.113.7');
    expect(response.status).toBe(200);
    // Better Auth records the address it keys its own rate limit on.
    expect(await lastSessionIp(proxied, DEMO.mkt)).toBe('203.0.113.7');
  });

  it('without a trusted proxy, ignores x-forwarded-for and uses the socket address', async () => {
    const response = await raw(
      '/api/auth/sign-in/email',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '6.6.6.6' },
        body: JSON.stringify({ email: DEMO.financeiro, password: PASSWORD }),
      },
      '::ffff:198.51.100.4',
    );
    expect(response.status).toBe(200);
    expect(await lastSessionIp(t, DEMO.financeiro)).toBe('198.51.100.4');
  });

  it('a public form cannot dodge its per-address limit by rotating forged addresses', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i += 1) {
      const response = await proxied.request('/api/public/questionnaire', {
        json: {},
        headers: { 'x-forwarded-for': `10.0.0.${i}, 203.0.113.9` },
      });
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('per-account sign-in limit (finding 4)', () => {
  it('after 10 failures for one e-mail, even the right password gets a PT-BR 429, whatever the address', async () => {
    for (let i = 1; i <= 10; i += 1) {
      const response = await signIn(proxied, DEMO.comercial, 'senha-errada', `198.51.100.${i}`);
      expect(response.status, `attempt ${i}`).toBe(401);
    }
    const locked = await signIn(proxied, DEMO.comercial, PASSWORD, '192.0.2.200');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await locked.json()) as { error: { code: string; message: string } };
    expect(body.error.message).toMatch(
      /^Muitas tentativas de login para esta conta\. Tente novamente em \d+ minutos?\.$/,
    );
    // Other accounts are not affected.
    expect((await signIn(proxied, DEMO.mkt, PASSWORD, '192.0.2.200')).status).toBe(200);
  });

  it('counts unknown e-mails the same way (no hint whether the account exists)', async () => {
    for (let i = 1; i <= 10; i += 1) {
      expect((await signIn(t, 'ninguem@nao-existe.example', 'qualquer-coisa')).status).toBe(401);
    }
    expect((await signIn(t, 'ninguem@nao-existe.example', 'qualquer-coisa')).status).toBe(429);
  });

  it('a successful sign-in clears the run of failures', async () => {
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 9; i += 1) {
        expect((await signIn(t, DEMO.usuario, 'senha-errada')).status).toBe(401);
      }
      expect((await signIn(t, DEMO.usuario, PASSWORD)).status).toBe(200);
    }
    // 20 password checks (scrypt): slow on a loaded 2-core machine.
  }, 90_000);
});

const admCookie = () => t.cookieFor('adm');
const leadCount = async (email: string) =>
  (await t.db.select({ id: leads.id }).from(leads).where(eq(leads.email, email))).length;

describe('cross-site writes (finding 6)', () => {
  const evil = 'https://evil.example.com';

  it('refuses POST /api/leads from a foreign Origin with the adm cookie: 403 in PT-BR, nothing created', async () => {
    const email = 'csrf-origin@example.com';
    const response = await raw('/api/leads', {
      method: 'POST',
      headers: { cookie: await admCookie(), origin: evil, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'CSRF', email, status: 'new' }),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'Requisição recusada: ela não partiu deste site.',
    );
    expect(await leadCount(email)).toBe(0);
  });

  it('without Origin, judges by the Referer; an opaque origin is foreign too', async () => {
    const email = 'csrf-referer@example.com';
    const refererOrOpaque: Record<string, string>[] = [{ referer: `${evil}/pagina` }, { origin: 'null' }];
    for (const headers of refererOrOpaque) {
      const response = await raw('/api/leads', {
        method: 'POST',
        headers: { cookie: await admCookie(), 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ name: 'CSRF', email, status: 'new' }),
      });
      expect(response.status).toBe(403);
    }
    const deleted = await raw('/api/notifications/read-all', {
      method: 'POST',
      headers: { cookie: await admCookie(), origin: 'https://coders.example.evil.com' },
    });
    expect(deleted.status).toBe(403);
    expect(await leadCount(email)).toBe(0);
  });

  it('accepts PUBLIC_URL, the request’s own host, and requests that name no origin at all', async () => {
    const body = (email: string) => JSON.stringify({ name: 'Mesmo site', email, status: 'new' });
    const cases: Record<string, string>[] = [
      { origin: new URL(t.config.baseUrl).origin },
      { origin: 'http://intranet.example:8080', host: 'intranet.example:8080' },
      { referer: `${t.config.baseUrl}/admin/leads` },
      {},
    ];
    for (const [index, headers] of cases.entries()) {
      const email = `same-site-${index}@example.com`;
      const response = await raw('/api/leads', {
        method: 'POST',
        headers: { cookie: await admCookie(), 'content-type': 'application/json', ...headers },
        body: body(email),
      });
      expect(response.status, JSON.stringify(headers)).toBe(201);
    }
    // Reads are not writes.
    const read = await raw('/api/leads', { headers: { cookie: await admCookie(), origin: evil } });
    expect(read.status).toBe(200);
  });

  it('also guards Better Auth’s own routes', async () => {
    const response = await raw('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: evil, 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.adm, password: PASSWORD }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('JSON bodies only (finding 6)', () => {
  it('answers 415 in PT-BR to a form or text body, and creates nothing', async () => {
    const email = 'texto-puro@example.com';
    const json = JSON.stringify({ name: 'Texto', email, status: 'new' });
    for (const [type, payload] of [
      ['text/plain', json],
      ['application/x-www-form-urlencoded', `name=Texto&email=${email}`],
      [
        'multipart/form-data; boundary=x',
        `--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nX\r\n--x--`,
      ],
    ] as const) {
      const response = await t.request('/api/leads', {
        as: 'adm',
        method: 'POST',
        headers: { 'content-type': type },
        body: payload,
      });
      expect(response.status, type).toBe(415);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        'Formato não suportado: envie os dados como JSON (application/json).',
      );
    }
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ email: DEMO.adm, password: PASSWORD }),
    });
    expect(signIn.status).toBe(415);
    expect(await leadCount(email)).toBe(0);
  });

  it('keeps multipart for uploads and bodiless writes', async () => {
    const form = new FormData();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    form.set('file', new File([png], 'x.png', { type: 'image/png' }));
    const upload = await t.request('/api/uploads', { as: 'adm', method: 'POST', body: form });
    expect(upload.status).toBe(201);
    const readAll = await t.request('/api/notifications/read-all', { as: 'adm', method: 'POST' });
    expect(readAll.status).toBeLessThan(300);
  });
});

describe('body size (finding 7)', () => {
  const TWENTY_MB = 20 * 1024 * 1024;

  it('refuses a declared 20 MB JSON body with a PT-BR 413 before reading it', async () => {
    const email = 'grande@example.com';
    const body = JSON.stringify({ name: 'x'.repeat(TWENTY_MB), email, status: 'new' });
    const response = await t.request('/api/leads', {
      as: 'adm',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      body,
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'O corpo da requisição é grande demais (máximo de 1 MB).',
    );
    expect(await leadCount(email)).toBe(0);
  });

  it('stops reading an undeclared (streamed) body soon after 1 MB', async () => {
    for (const path of ['/api/leads', '/api/auth/sign-in/email', '/api/public/questionnaire']) {
      const body = countingStream(TWENTY_MB);
      const response = await t.request(path, {
        as: 'adm',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body.stream,
        duplex: 'half',
      } as RequestInit);
      expect(response.status, path).toBe(413);
      expect(body.sent(), path).toBeLessThan(2 * 1024 * 1024);
    }
  });
});

/** A body of `total` bytes produced only as it is read; `sent()` tells how much was pulled. */
function countingStream(total: number) {
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, sent: () => sent };
}

describe('API response headers (finding 5)', () => {
  it('never lets a cache keep authenticated JSON', async () => {
    for (const path of ['/api/leads', '/api/me', '/api/notifications', '/api/public/posts']) {
      const response = await t.request(path, { as: 'adm' });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
    // A non-public route answers no-store even to a refused caller.
    expect((await t.request('/api/leads')).headers.get('cache-control')).toBe('no-store');
  });

  it('sends a Permissions-Policy, refuses framing and names each request', async () => {
    const response = await t.request('/api/health');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('permissions-policy')).toContain('microphone=()');
    expect(response.headers.get('permissions-policy')).toContain('geolocation=()');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts a script-tight CSP on HTML the server builds itself (maintenance page)', async () => {
    await t.request('/api/settings', { as: 'adm', method: 'PUT', json: { maintenanceMode: true } });
    try {
      const response = await raw('/');
      expect(response.status).toBe(503);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
    } finally {
      await t.request('/api/settings', { as: 'adm', method: 'PUT', json: { maintenanceMode: false } });
    }
  });
});
