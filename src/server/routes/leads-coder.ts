/** GET /api/leads-coder (comercial and adm): the chat-bot leads of the leads_coder view (docs/product/leads.md). */
import { Hono } from 'hono';
import { pageQuerySchema } from '../../shared/schemas/lead';
import type { AppDeps, AppEnv } from '../context';
import { query } from '../http/validate';
import { listLeadsCoder } from '../leads/leads-coder';

export function leadsCoderRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', query(pageQuerySchema), async (c) =>
    c.json(await listLeadsCoder(deps.db, c.req.valid('query'))),
  );
}
