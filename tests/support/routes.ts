/**
 * The endpoints the Hono app registers, for the generated suites (authorization matrix, hostile bodies).
 * Read from `app.routes`: middleware entries (handlers that take `next`) and the `/api/*` 404 catch-all
 * are dropped, Better Auth's one `/api/auth/*` handler becomes a few concrete paths, and an ALL-method
 * handler on a concrete path is tried as GET and POST. Any other wildcard handler is reported, so a
 * new one cannot slip past the suites unseen.
 */
import type { Hono } from 'hono';
import type { z } from 'zod';
import { bodySchemaOf } from '@server/http/validate';
import type { StaffRole } from '@shared/catalog/roles';

/** A registered endpoint; `body` is the schema of its `json()` validator when it reads a JSON body. */
export type Endpoint = { method: string; path: string; body?: { schema: z.ZodType; optional: boolean } };

/** Concrete Better Auth paths the suites call: the ones a visitor's browser uses. */
export const AUTH_ENDPOINTS: readonly Endpoint[] = [
  { method: 'GET', path: '/api/auth/get-session' },
  { method: 'GET', path: '/api/auth/ok' },
  { method: 'POST', path: '/api/auth/sign-in/email' },
  { method: 'POST', path: '/api/auth/sign-up/email' },
];

const AUTH_HANDLER = '/api/auth/*';
const NOT_FOUND_HANDLER = '/api/*';

// biome-ignore lint/suspicious/noExplicitAny: any Hono app, whatever its env and schema.
type AnyHono = Hono<any, any, any>;

export function registeredEndpoints(app: AnyHono): { endpoints: Endpoint[]; unexpanded: Endpoint[] } {
  const seen = new Set<string>();
  const endpoints: Endpoint[] = [];
  const unexpanded: Endpoint[] = [];
  const add = (endpoint: Endpoint) => {
    const key = `${endpoint.method} ${endpoint.path}`;
    if (seen.has(key)) return;
    seen.add(key);
    const body = bodies.get(key);
    endpoints.push(body ? { ...endpoint, body } : endpoint);
  };
  const bodies = new Map<string, { schema: z.ZodType; optional: boolean }>();
  for (const route of app.routes) {
    const isMiddleware = route.handler.length >= 2; // (c, next)
    if (isMiddleware) {
      const body = bodySchemaOf(route.handler);
      if (body) bodies.set(`${route.method} ${route.path}`, body);
      continue;
    }
    if (route.path === AUTH_HANDLER) {
      for (const endpoint of AUTH_ENDPOINTS) add(endpoint);
      continue;
    }
    if (route.method === 'ALL' && route.path === NOT_FOUND_HANDLER) continue;
    if (route.path.includes('*')) {
      unexpanded.push({ method: route.method, path: route.path });
      continue;
    }
    if (route.method === 'ALL') {
      add({ method: 'GET', path: route.path });
      add({ method: 'POST', path: route.path });
      continue;
    }
    add({ method: route.method, path: route.path });
  }
  return { endpoints: endpoints.filter((endpoint) => endpoint.path.startsWith('/api/')), unexpanded };
}

/** Fixture values for `:param` segments: well-formed ids and tokens that name nothing. */
export const PARAM_FIXTURES: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  token: 'token-que-nao-existe',
  slug: 'post-que-nao-existe',
};

export function fillParams(path: string, values: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? PARAM_FIXTURES[name] ?? 'x');
}

/** The demo logins of the seeded snapshot and the roles each one holds. */
export type Caller = 'anonymous' | 'usuario' | 'personalizado' | StaffRole;
export const CALLERS: readonly {
  caller: Caller;
  signedIn: boolean;
  roles: readonly StaffRole[];
  permissions?: readonly string[];
}[] = [
  { caller: 'anonymous', signedIn: false, roles: [] },
  { caller: 'usuario', signedIn: true, roles: [] },
  { caller: 'comercial', signedIn: true, roles: ['comercial'] },
  { caller: 'financeiro', signedIn: true, roles: ['financeiro'] },
  { caller: 'mkt', signedIn: true, roles: ['mkt'] },
  { caller: 'adm', signedIn: true, roles: ['adm'] },
  { caller: 'colaborador', signedIn: true, roles: ['colaborador'] },
  // A custom role made in Papéis with only Tarefas and Timesheet (decision 065); its login is made
  // by the test that signs it in (customRoleLogin in test-app.ts).
  { caller: 'personalizado', signedIn: true, roles: [], permissions: ['tasks', 'timesheet'] },
];

/** Runs `task` over `items`, at most `limit` at a time. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
