import { Hono } from 'hono';
import { auditFacets, listAudit } from '@server/audit/list-audit';
import type { AppDeps, AppEnv } from '@server/context';
import { query } from '@server/http/validate';
import { auditQuerySchema } from '@shared/schemas/audit';

/**
 * /api/audit (adm): GET ?user=&entity=&entityId=&action=&from=&to=&limit=&cursor= → {items, nextCursor, total};
 * GET /facets → the entities and actions present, for filter menus.
 */
export function auditRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', query(auditQuerySchema), async (c) => c.json(await listAudit(deps.db, c.req.valid('query'))))
    .get('/facets', async (c) => c.json(await auditFacets(deps.db)));
}
