/** Issue 11, finding 1: the remembered viewer answers only for the very cookie Better Auth verified. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearViewerCache } from '@server/auth/viewer-cache';
import { createTestApp, type TestApp } from '../support/test-app';

describe.each([
  ['http', {}, 'better-auth.session_token', '__Secure-better-auth.session_token'],
  [
    'https',
    { PUBLIC_URL: 'https://coders.example' },
    '__Secure-better-auth.session_token',
    'better-auth.session_token',
  ],
] as const)('a planted session cookie (%s)', (_label, overrides, realName, otherName) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(overrides);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function admToken(): Promise<string> {
    const response = await t.request('/api/auth/sign-in/email', {
      json: { email: 'adm@coders.example', password: t.config.DEMO_PASSWORD },
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${realName}=`));
    expect(cookie).toBeDefined();
    return cookie!.split(';')[0]!.slice(realName.length + 1);
  }

  const me = async (cookie: string) => (await t.request('/api/me', { headers: { cookie } })).json();

  it('does not make the planted cookie the signed-in person', async () => {
    clearViewerCache();
    const token = await admToken();
    // The probe from the issue: the planted cookie first, the real one beside it.
    const both = await me(`${otherName}=probe123; ${realName}=${token}`);
    expect(both.user.email).toBe('adm@coders.example');
    // Only the planted cookie now: nobody is signed in, cache or not.
    expect(await me(`${otherName}=probe123`)).toEqual({ user: null, profile: null, roles: [] });
    expect((await t.request('/api/leads', { headers: { cookie: `${otherName}=probe123` } })).status).toBe(
      401,
    );
  });

  it('does not remember a viewer under a cookie value Better Auth did not verify', async () => {
    clearViewerCache();
    const token = await admToken();
    // A duplicate of the real name: Better Auth reads the first; the second must not be remembered.
    const planted = `${realName}=probe456.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;
    expect((await me(`${realName}=${token}; ${planted}`)).user.email).toBe('adm@coders.example');
    expect(await me(planted)).toEqual({ user: null, profile: null, roles: [] });
  });
});
