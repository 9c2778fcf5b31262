/** GET /api/clients: won leads with their projects and total budget (comercial and adm, by access.ts). */
import { Hono } from 'hono';
import { clientsQuerySchema } from '../../shared/schemas/clients';
import { listClients } from '../clients/list-clients';
import type { AppDeps, AppEnv } from '../context';
import { parseQuery } from '../lib/http';

export function clientsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) =>
    c.json(await listClients(deps.db, parseQuery(c, clientsQuerySchema))),
  );
}
