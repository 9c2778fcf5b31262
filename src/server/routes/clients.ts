/** GET /api/clients: won leads with their projects and total budget (comercial and adm, by access.ts). */
import { Hono } from 'hono';
import { clientsQuerySchema } from '../../shared/schemas/clients';
import { listClients } from '../clients/list-clients';
import type { AppDeps, AppEnv } from '../context';
import { query } from '../http/validate';

export function clientsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', query(clientsQuerySchema), async (c) =>
    c.json(await listClients(deps.db, c.req.valid('query'))),
  );
}
