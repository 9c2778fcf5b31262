/** Issue 11, finding 13: the 'Segurança' panel reports the running system, not constants. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '@server/config';
import { securityReport } from '@server/settings/system-checks';
import { startSmtp } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';

type Check = { id: string; status: string; message: string };

async function report(t: TestApp, headers: Record<string, string> = {}): Promise<Record<string, Check>> {
  const response = await t.request('/api/settings/security', { as: 'adm', headers });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { checks: Check[] };
  return Object.fromEntries(body.checks.map((check) => [check.id, check]));
}

describe("the 'Segurança' panel", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  /** The same report for this app with other settings (no second database needed). */
  const reportWith = async (config: Partial<Config>) => {
    const body = await securityReport(
      { ...t.deps, config: { ...t.config, ...config } },
      { requestProtocol: 'http', forwardedFor: false, fetchSelf: async (path) => t.request(path) },
    );
    return Object.fromEntries(body.checks.map((check) => [check.id, check]));
  };

  it('tells a generated secret from one set in the environment', async () => {
    expect((await report(t)).auth!.status).toBe('warning'); // the test process's own secret
    const generated = (await reportWith({ authSecretSource: 'generated', DATA_DIR: '/srv/coders' })).auth!;
    expect(generated.status).toBe('warning');
    expect(generated.message).toContain('/srv/coders/auth-secret');
    expect((await reportWith({ authSecretSource: 'env' })).auth!.status).toBe('ok');
    expect((await reportWith({ authSecretSource: 'generated', NODE_ENV: 'production' })).auth!.status).toBe(
      'error',
    );
  });

  it('reads the security headers off the app’s own responses', async () => {
    const headers = (await report(t)).headers!;
    const page = await t.request('/');
    const expectedMissing = ['Content-Security-Policy', 'Permissions-Policy'].filter(
      (name) => !page.headers.get(name),
    );
    if (expectedMissing.length) {
      expect(headers.status).toBe('warning');
      for (const name of expectedMissing) expect(headers.message).toContain(name);
    } else {
      expect(headers.status).toBe('ok');
    }
    expect(headers.message).not.toContain('X-Content-Type-Options');
    // Behind HTTPS the app must also send Strict-Transport-Security; it is checked on the responses.
    const https = (await reportWith({ baseUrl: 'https://coders.example' })).headers!;
    if (!page.headers.get('strict-transport-security'))
      expect(https.message).toContain('Strict-Transport-Security');
  });

  it('warns when a proxy forwards requests but TRUST_PROXY is 0', async () => {
    expect((await report(t)).proxy!.status).toBe('ok');
    const behindProxy = (await report(t, { 'x-forwarded-for': '203.0.113.9' })).proxy!;
    expect(behindProxy.status).toBe('warning');
    expect(behindProxy.message).toContain('TRUST_PROXY');
  });

  it('checks the SMTP server for real', async () => {
    expect((await report(t)).smtp!.status).toBe('warning');
    const smtp = await startSmtp();
    try {
      expect((await reportWith({ SMTP_URL: smtp.url })).smtp!.status).toBe('ok');
    } finally {
      await smtp.close();
    }
    // Nobody listens on port 9 of localhost.
    expect((await reportWith({ SMTP_URL: 'smtp://127.0.0.1:9' })).smtp!.status).toBe('error');
  });
});
