/** GET /api/leads-coder (comercial and adm): the chat-bot leads of the leads_coder view (docs/product/leads.md). */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { query } from '@server/http/validate';
import { listLeadsCoder } from '@server/leads/leads-coder';
import { pageQuerySchema } from '@shared/schemas/lead';

export function leadsCoderRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', query(pageQuerySchema), async (c) =>
    c.json(await listLeadsCoder(deps.db, c.req.valid('query'))),
  );
}
