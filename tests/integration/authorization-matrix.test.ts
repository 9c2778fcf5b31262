/**
 * The authorization matrix (issue 11): every endpoint the app registers × every kind of caller gets
 * exactly the outcome the access table (src/shared/catalog/access.ts) gives: 401 signed out, 403 without
 * the role, anything else when allowed. Generated from `app.routes`, so a new route is covered the day it
 * is added, and a route with no rule of its own (only the adm-only default) fails by name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { icsPath } from '@server/public-forms/ics-token';
import {
  apiAccess,
  apiAccessFor,
  type Decision,
  decide,
  findRule,
  pageAccessFor,
} from '@shared/catalog/access';
import { codersSections } from '@shared/catalog/coders';
import { platforms } from '@shared/content/platforms';
import { routes as pageRoutes } from '@web/app/routes';
import { customRoleLogin } from '../support/custom-role';
import {
  CALLERS,
  type Caller,
  type Endpoint,
  fillParams,
  mapLimit,
  PARAM_FIXTURES,
  registeredEndpoints,
} from '../support/routes';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let endpoints: Endpoint[];
let unexpanded: Endpoint[];
const cookies = new Map<Caller, string>();

beforeAll(async () => {
  t = await createTestApp();
  ({ endpoints, unexpanded } = registeredEndpoints(createApp(t.deps)));
  const custom = await customRoleLogin(t, ['tasks', 'timesheet']);
  for (const { caller } of CALLERS) {
    if (caller === 'personalizado') cookies.set(caller, await t.cookieFor(custom.email));
    else if (caller !== 'anonymous') cookies.set(caller, await t.cookieFor(caller));
  }
});
afterAll(async () => {
  await t?.close();
});

/** The concrete URL for an endpoint: fixture ids, and a valid signature where the link itself is checked. */
function urlFor(endpoint: Endpoint): string {
  if (endpoint.path === '/api/public/bookings/:id/ics')
    return icsPath(t.config.authSecret, PARAM_FIXTURES.id!);
  return fillParams(endpoint.path);
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

async function call(endpoint: Endpoint, caller: Caller): Promise<number> {
  const headers: Record<string, string> = {};
  const cookie = cookies.get(caller);
  if (cookie) headers.cookie = cookie;
  const init: RequestInit = { method: endpoint.method, headers };
  if (WITH_BODY.has(endpoint.method)) {
    headers['content-type'] = 'application/json';
    init.body = '{}';
  }
  const response = await t.request(urlFor(endpoint), init);
  await response.body?.cancel(); // the realtime stream never ends on its own
  return response.status;
}

const expectedStatus: Record<Decision, string> = {
  allow: 'neither 401 nor 403',
  unauthenticated: '401',
  forbidden: '403',
};

function outcome(decision: Decision, status: number): boolean {
  if (decision === 'unauthenticated') return status === 401;
  if (decision === 'forbidden') return status === 403;
  return status !== 401 && status !== 403;
}

describe('the registered API routes', () => {
  it('are all found, Better Auth included, with no wildcard handler left unexpanded', () => {
    expect(endpoints.length).toBeGreaterThan(60);
    expect(endpoints).toContainEqual({ method: 'POST', path: '/api/auth/sign-in/email' });
    expect(endpoints).toContainEqual({ method: 'GET', path: '/api/leads/:id' });
    expect(unexpanded, 'wildcard route handlers the suites cannot call: list concrete paths').toEqual([]);
  });

  it('each have an explicit rule in apiAccess (never only the adm-only default)', () => {
    const missing = endpoints
      .filter((endpoint) => !findRule(apiAccess, fillParams(endpoint.path), endpoint.method))
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(missing, `new route without an access entry: ${missing.join(', ')}`).toEqual([]);
  });
});

describe('authorization matrix: endpoint × caller → the access table’s outcome', () => {
  it('answers 401 / 403 / allowed exactly as decide(apiAccessFor(...)) says', {
    timeout: 120_000,
  }, async () => {
    const cases = endpoints.flatMap((endpoint) => CALLERS.map((who) => ({ endpoint, who })));
    const results = await mapLimit(cases, 4, async ({ endpoint, who }) => {
      const decision = decide(apiAccessFor(fillParams(endpoint.path), endpoint.method), who);
      const status = await call(endpoint, who.caller);
      return { endpoint, caller: who.caller, decision, status };
    });
    const wrong = results
      .filter((result) => !outcome(result.decision, result.status))
      .map(
        (result) =>
          `${result.endpoint.method} ${result.endpoint.path} as ${result.caller}: ` +
          `expected ${expectedStatus[result.decision]}, got ${result.status}`,
      );
    expect(wrong).toEqual([]);
    // The matrix really exercised every outcome.
    const decisions = new Set(results.map((result) => result.decision));
    expect([...decisions].sort()).toEqual(['allow', 'forbidden', 'unauthenticated']);
  });

  it('cannot be dodged by spelling a path another way (trailing slash, double slash, percent-encoding)', {
    timeout: 120_000,
  }, async () => {
    const guarded = endpoints.filter(
      (endpoint) => decide(apiAccessFor(fillParams(endpoint.path), endpoint.method), CALLERS[0]!) !== 'allow',
    );
    const spellings = (url: string) => {
      const [path, query = ''] = url.split('?');
      const suffix = query ? `?${query}` : '';
      const encoded = path!.replace(
        /^\/api\/(\w)/,
        (_, first: string) => `/api/%${first.charCodeAt(0).toString(16)}`,
      );
      return [`${path}/${suffix}`, `${path!.replace('/api/', '/api//')}${suffix}`, `${encoded}${suffix}`];
    };
    const cases = guarded.flatMap((endpoint) =>
      spellings(urlFor(endpoint)).map((url) => ({ endpoint, url })),
    );
    const results = await mapLimit(cases, 4, async ({ endpoint, url }) => {
      const init: RequestInit = { method: endpoint.method };
      if (WITH_BODY.has(endpoint.method)) init.headers = { 'content-type': 'application/json' };
      if (WITH_BODY.has(endpoint.method)) init.body = '{}';
      const response = await t.request(url, init);
      await response.body?.cancel();
      return { endpoint, url, status: response.status };
    });
    // Signed out, a guarded endpoint under any spelling is refused (401) or not found; never served.
    const served = results
      .filter((result) => result.status < 400 || result.status >= 500 || result.status === 403)
      .map((result) => `${result.endpoint.method} ${result.url}: ${result.status}`);
    expect(served).toEqual([]);
  });

  it('includes the rules that are easy to get wrong', () => {
    const as = (caller: Caller) => CALLERS.find((who) => who.caller === caller)!;
    const check = (method: string, path: string, caller: Caller) =>
      decide(apiAccessFor(path, method), as(caller));
    expect(check('GET', '/api/projects', 'mkt')).toBe('allow');
    expect(check('POST', '/api/projects', 'mkt')).toBe('forbidden');
    expect(check('GET', '/api/uploads/x', 'anonymous')).toBe('allow');
    expect(check('POST', '/api/uploads', 'comercial')).toBe('forbidden');
    expect(check('POST', '/api/functions/secure-chat', 'usuario')).toBe('allow');
    expect(check('GET', '/api/realtime', 'usuario')).toBe('forbidden');
  });

  it('gives mkt the partner programme but not the commissions’ money (decision 060)', async () => {
    const as = (caller: Caller) => CALLERS.find((who) => who.caller === caller)!;
    const check = (method: string, path: string, caller: Caller) =>
      decide(apiAccessFor(path, method), as(caller));
    for (const [method, path] of [
      ['GET', '/api/partners'],
      ['POST', '/api/partners'],
      ['POST', '/api/partners/agreements'],
      ['POST', '/api/partners/referral-links'],
      ['GET', '/api/partners/commissions'],
      ['POST', '/api/partners/commissions/accrue'],
      ['GET', '/api/partners/commissions/export'],
      ['POST', '/api/partners/documents'],
    ] as const) {
      expect(check(method, path, 'mkt'), `${method} ${path} as mkt`).toBe('allow');
      expect(check(method, path, 'adm'), `${method} ${path} as adm`).toBe('allow');
      for (const caller of ['comercial', 'financeiro', 'usuario'] as const)
        expect(check(method, path, caller), `${method} ${path} as ${caller}`).toBe('forbidden');
    }
    for (const path of ['/api/partners/commissions/approve', '/api/partners/commissions/pay']) {
      expect(check('POST', path, 'mkt'), `${path} as mkt`).toBe('forbidden');
      expect(check('POST', path, 'adm'), `${path} as adm`).toBe('allow');
    }
    // And the server says the same to mkt's session: the list opens, approving is refused.
    expect((await t.request('/api/partners', { as: 'mkt' })).status).toBe(200);
    const approve = await t.request('/api/partners/commissions/approve', {
      as: 'mkt',
      json: { ids: [PARAM_FIXTURES.id] },
    });
    expect(approve.status).toBe(403);
  });
});

describe('colaborador (decision 065): tasks, hours, OKRs, onboarding, own account and own projects', () => {
  const as = CALLERS.find((who) => who.caller === 'colaborador')!;
  const check = (method: string, path: string) => decide(apiAccessFor(path, method), as);

  it('opens their world and nothing of leads, money, users or settings', () => {
    for (const [method, path] of [
      ['GET', '/api/tasks'],
      ['POST', '/api/tasks'],
      ['GET', '/api/time/week'],
      ['POST', '/api/time/entries'],
      ['POST', '/api/time/weeks/submit'],
      ['GET', '/api/okrs'],
      ['GET', '/api/onboarding'],
      ['GET', '/api/projects'],
      ['GET', '/api/notifications'],
      ['PATCH', '/api/me'],
    ] as const) {
      expect(check(method, path), `${method} ${path}`).toBe('allow');
    }
    for (const [method, path] of [
      ['GET', '/api/leads'],
      ['GET', '/api/clients'],
      ['GET', '/api/proposals'],
      ['GET', '/api/invoices'],
      ['GET', '/api/payments'],
      ['GET', '/api/expenses'],
      ['GET', '/api/users'],
      ['GET', '/api/settings'],
      ['GET', '/api/roles'],
      ['POST', '/api/projects'],
      ['GET', `/api/projects/${PARAM_FIXTURES.id}/profitability`],
      ['GET', '/api/time/approvals'],
      ['GET', '/api/time/rates'],
      ['POST', '/api/okrs/objectives'],
      ['GET', '/api/partners'],
      ['POST', '/api/functions/crm-kpis'],
    ] as const) {
      expect(check(method, path), `${method} ${path}`).toBe('forbidden');
    }
  });

  it('is refused by the server outside their world, and served inside it', async () => {
    for (const path of ['/api/leads', '/api/invoices', '/api/users', '/api/settings', '/api/proposals']) {
      expect((await t.request(path, { as: 'colaborador' })).status, path).toBe(403);
    }
    for (const path of ['/api/tasks', '/api/time/week', '/api/okrs', '/api/projects', '/api/me']) {
      expect((await t.request(path, { as: 'colaborador' })).status, path).toBe(200);
    }
  });
});

describe('a custom role with only Tarefas and Timesheet (decision 065)', () => {
  const as = CALLERS.find((who) => who.caller === 'personalizado')!;

  it('is answered by the server for tasks and its own hours, and refused everything else', async () => {
    // The generated matrix above already proves every endpoint; here, what a person would try.
    for (const path of ['/api/tasks', '/api/time/week', '/api/projects', '/api/notifications', '/api/me']) {
      const response = await t.request(path, { headers: { cookie: cookies.get('personalizado')! } });
      expect(response.status, path).toBe(200);
    }
    for (const path of [
      '/api/okrs',
      '/api/onboarding/templates',
      '/api/leads',
      '/api/proposals',
      '/api/invoices',
      '/api/payments',
      '/api/users',
      '/api/settings',
      '/api/roles',
      '/api/time/approvals',
      '/api/partners',
      '/api/campaigns',
    ]) {
      const response = await t.request(path, { headers: { cookie: cookies.get('personalizado')! } });
      expect(response.status, path).toBe(403);
    }
  });

  it('opens only the pages of its permissions (and the CODERS index and account)', () => {
    const open = [
      ...new Set(
        pages
          .filter((page) => page.guarded && decide(pageAccessFor(page.path), as) === 'allow')
          .map((page) => page.path),
      ),
    ].sort();
    expect(open).toEqual(
      [
        '/coders',
        '/coders/colaboradores',
        '/coders/colaboradores/projetos',
        '/coders/colaboradores/tarefas',
        '/coders/colaboradores/timesheet',
        '/coders/colaboradores/visao-geral',
        '/conta',
        '/dashboard',
        '/coders/secao-que-nao-existe',
      ].sort(),
    );
  });
});

// ---------------------------------------------------------------------------------------------------
// Pages: every path of the React routes list has the outcome of the page table.

type RouteNode = { id?: string; path?: string; index?: boolean; children?: RouteNode[] };

/** Every route path of the app with whether it sits under the RouteGuard (the route with id 'guarded'). */
function pagePaths(
  nodes: readonly RouteNode[],
  parent = '',
  guarded = false,
): { path: string; guarded: boolean }[] {
  return nodes.flatMap((node) => {
    const underGuard = guarded || node.id === 'guarded';
    const full = node.path ? `${parent.replace(/\/$/, '')}/${node.path}` : parent || '/';
    const own = node.path || node.index ? [{ path: full, guarded: underGuard }] : [];
    return [...own, ...pagePaths(node.children ?? [], full, underGuard)];
  });
}

/** Concrete URLs for a route pattern: every CODERS section and page, every platform, one slug or token. */
function expand(pattern: string): string[] {
  if (pattern === '*') return [];
  if (pattern.includes(':section/:page')) {
    return codersSections.flatMap((section) =>
      section.pages.map((page) => pattern.replace(':section', section.id).replace(':page', page.slug)),
    );
  }
  if (pattern.includes(':section')) {
    return [...codersSections.map((section) => section.id), 'secao-que-nao-existe'].map((id) =>
      pattern.replace(':section', id),
    );
  }
  if (pattern.includes(':id') && pattern.startsWith('/plataforma/')) {
    return platforms.map((platform) => pattern.replace(':id', platform.id));
  }
  return [fillParams(pattern, { slug: 'um-post', token: 'um-token' })];
}

const pages = pagePaths(pageRoutes as RouteNode[])
  .filter((page) => !page.path.endsWith('*'))
  .flatMap((page) => expand(page.path).map((path) => ({ path, guarded: page.guarded })));

describe('page table', () => {
  it('reads the whole React routes list', () => {
    const all = pages.map((page) => page.path);
    for (const path of [
      '/',
      '/auth',
      '/admin',
      '/admin/leads',
      '/dashboard/mkt',
      '/coders',
      '/coders/finance/faturas',
    ]) {
      expect(all).toContain(path);
    }
    expect(pages.filter((page) => page.guarded).length).toBeGreaterThan(30);
  });

  it('gives every staff page (under the route guard) a rule, and no public page one', () => {
    const unguarded = pages
      .filter((page) => page.guarded && pageAccessFor(page.path).kind === 'public')
      .map((page) => page.path);
    expect(unguarded, `staff pages the page table leaves public: ${unguarded.join(', ')}`).toEqual([]);
    // A rule on a page outside the guard would never be enforced.
    const ruledOutside = pages
      .filter((page) => !page.guarded && pageAccessFor(page.path).kind !== 'public')
      .map((page) => page.path);
    expect(
      ruledOutside,
      `pages with a rule the route guard never checks: ${ruledOutside.join(', ')}`,
    ).toEqual([]);
  });

  it.each(CALLERS.filter((who) => !who.permissions).map((who) => [who.caller, who] as const))(
    'gives %s the outcome of its roles on every staff page',
    (_caller, who) => {
      const expectations: Record<string, (roles: readonly string[]) => boolean> = {
        '/admin/blog': (roles) => roles.includes('mkt') || roles.includes('adm'),
        '/admin/appointments': (roles) => roles.includes('comercial') || roles.includes('adm'),
        // Decision 015: comercial works on leads and projects from the same pages as adm.
        '/admin/leads': (roles) => roles.includes('comercial') || roles.includes('adm'),
        '/admin/projects': (roles) => roles.includes('comercial') || roles.includes('adm'),
        // 'Minha conta': every signed-in person.
        '/conta': () => true,
        '/admin': (roles) => roles.includes('adm'),
        '/dashboard': () => true,
        '/dashboard/comercial': (roles) => roles.includes('comercial') || roles.includes('adm'),
        '/dashboard/financeiro': (roles) => roles.includes('financeiro') || roles.includes('adm'),
        '/dashboard/mkt': (roles) => roles.includes('mkt') || roles.includes('adm'),
        '/coders': (roles) => roles.length > 0,
        '/coders/adm': (roles) => roles.includes('adm'),
        // Decision 060: the partner programme is marketing's work, with adm.
        '/coders/parceiros': (roles) => roles.includes('mkt') || roles.includes('adm'),
        '/coders/comercial': (roles) => roles.includes('comercial') || roles.includes('adm'),
        // Issue 28: financeiro reads the companies (billing data), mkt reads companies and deals.
        '/coders/comercial/empresas': (roles) =>
          ['comercial', 'adm', 'financeiro', 'mkt'].some((role) => roles.includes(role)),
        '/coders/comercial/negocios': (roles) =>
          ['comercial', 'adm', 'mkt'].some((role) => roles.includes(role)),
        '/coders/finance': (roles) => roles.includes('financeiro') || roles.includes('adm'),
        '/coders/mkt': (roles) => roles.includes('mkt') || roles.includes('adm'),
      };
      /** The most specific expectation that covers a path (the path itself or a parent). */
      const expectationFor = (path: string) => {
        const key = Object.keys(expectations)
          .filter((prefix) => path === prefix || path.startsWith(`${prefix}/`))
          .sort((a, b) => b.length - a.length)[0];
        return key ? expectations[key]! : (roles: readonly string[]) => roles.length > 0;
      };
      for (const page of pages.filter((item) => item.guarded)) {
        const decision = decide(pageAccessFor(page.path), who);
        const expected: Decision = !who.signedIn
          ? 'unauthenticated'
          : expectationFor(page.path)(who.roles)
            ? 'allow'
            : 'forbidden';
        expect(decision, `${page.path} for ${who.caller}`).toBe(expected);
      }
    },
  );
});
