/**
 * Project profitability (docs/product/tasks-and-timesheet.md): GET /api/projects/:id/profitability
 * (the projects read rule: any staff) and the report GET /api/reports/project-profitability (adm,
 * financeiro). Reading a project's figures also raises its one-time 80 % burn alert when due.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '@server/context';
import { query } from '@server/http/validate';
import { createdCursor, invalidCursor } from '@server/lib/cursor';
import { notFound } from '@server/lib/http';
import { checkBurnAlert, listProfitability, projectProfitability } from '@server/team/profitability';
import { projectStatuses, values } from '@shared/catalog/statuses';

const uuid = z.uuid();
const reportQuerySchema = z.object({
  status: z.union([z.enum(values(projectStatuses), { error: 'Status inválido' }), z.literal('')]).optional(),
  cursor: z.string().max(500, 'Cursor de paginação inválido').optional(),
  limit: z.coerce.number({ error: 'Limite inválido' }).int().min(1).max(200).optional().default(50),
});

export function projectProfitabilityRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>().get('/:id/profitability', async (c) => {
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success) throw notFound('Projeto não encontrado');
    const figures = await projectProfitability(db, id);
    if (await checkBurnAlert(db, id)) return c.json(await projectProfitability(db, id));
    return c.json(figures);
  });
}

export function profitabilityReportRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>().get('/', query(reportQuerySchema), async (c) => {
    const { status, cursor, limit } = c.req.valid('query');
    let after: { t: string; id: string } | undefined;
    if (cursor) {
      try {
        after = createdCursor.decode(cursor);
      } catch {
        throw invalidCursor();
      }
    }
    const page = await listProfitability(db, { status: status || undefined, cursor: after, limit });
    return c.json({ items: page.items, nextCursor: page.last ? createdCursor.encode(page.last) : null });
  });
}
