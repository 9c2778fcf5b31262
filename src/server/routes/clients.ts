/** GET /api/clients: won leads with their projects and total budget (comercial and adm, by access.ts). */
import { Hono } from 'hono';
import { listClients } from '@server/clients/list-clients';
import type { AppDeps, AppEnv } from '@server/context';
import { query } from '@server/http/validate';
import { clientsQuerySchema } from '@shared/schemas/clients';

export function clientsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', query(clientsQuerySchema), async (c) =>
    c.json(await listClients(deps.db, c.req.valid('query'))),
  );
}
