/**
 * /api/leads (comercial and adm, enforced by the access table): list, details, create, edit, status,
 * owner, bulk changes, notes, delete, CSV export and import, the client options for projects, and a
 * lead's public submissions, consent history and contact suggestions (apply/dismiss, decision 012).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { json, query } from '@server/http/validate';
import { exportLeadsCsv } from '@server/leads/export-csv';
import { importLeads } from '@server/leads/import-leads';
import { addLeadNote, getLeadDetails } from '@server/leads/lead-details';
import { listLeadOptions } from '@server/leads/lead-options';
import {
  applyLeadSuggestion,
  dismissLeadSuggestion,
  getLeadSubmissions,
} from '@server/leads/lead-submissions';
import { listLeads } from '@server/leads/list-leads';
import {
  bulkUpdateLeads,
  createLead,
  deleteLead,
  updateLead,
  updateLeadStatus,
} from '@server/leads/save-lead';
import { notFound } from '@server/lib/http';
import { saoPauloDay } from '@shared/format';
import {
  LEAD_NOT_FOUND,
  leadBulkSchema,
  leadCreateSchema,
  leadImportSchema,
  leadListQuerySchema,
  leadNoteSchema,
  leadOptionsQuerySchema,
  leadStatusUpdateSchema,
  leadUpdateSchema,
} from '@shared/schemas/lead';
import { applySuggestionSchema, SUGGESTION_NOT_FOUND } from '@shared/schemas/lead-submissions';

const uuid = z.uuid();
function idParam(value: string): string {
  if (!uuid.safeParse(value).success) throw notFound(LEAD_NOT_FOUND);
  return value;
}

function suggestionParam(value: string): string {
  if (!uuid.safeParse(value).success) throw notFound(SUGGESTION_NOT_FOUND);
  return value;
}

export function leadRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/', query(leadListQuerySchema), async (c) => {
      return c.json(await listLeads(db, c.req.valid('query'), c.get('viewer').user?.id ?? null));
    })
    .get('/options', query(leadOptionsQuerySchema), async (c) =>
      c.json({ items: await listLeadOptions(db, c.req.valid('query')) }),
    )
    .get('/export.csv', query(leadListQuerySchema), (c) => {
      const stream = exportLeadsCsv(db, c.req.valid('query'), c.get('viewer').user?.id ?? null);
      return c.body(stream, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="leads-${saoPauloDay()}.csv"`,
        'cache-control': 'no-store',
      });
    })
    .post('/import', json(leadImportSchema), async (c) => {
      const { rows, startIndex } = c.req.valid('json');
      return c.json(await importLeads(db, actorOf(c.get('viewer')), rows, startIndex));
    })
    .post('/bulk', json(leadBulkSchema), async (c) => {
      const input = c.req.valid('json');
      return c.json(await bulkUpdateLeads(db, actorOf(c.get('viewer')), input));
    })
    .get('/:id', async (c) => c.json(await getLeadDetails(db, idParam(c.req.param('id')))))
    .get('/:id/submissions', async (c) => c.json(await getLeadSubmissions(db, idParam(c.req.param('id')))))
    .post('/:id/suggestions/:eventId/apply', json(applySuggestionSchema), async (c) => {
      const id = idParam(c.req.param('id'));
      const eventId = suggestionParam(c.req.param('eventId'));
      const { fields } = c.req.valid('json');
      return c.json(await applyLeadSuggestion(db, actorOf(c.get('viewer')), id, eventId, fields));
    })
    .post('/:id/suggestions/:eventId/dismiss', async (c) => {
      const id = idParam(c.req.param('id'));
      const eventId = suggestionParam(c.req.param('eventId'));
      return c.json(await dismissLeadSuggestion(db, actorOf(c.get('viewer')), id, eventId));
    })
    .post('/', json(leadCreateSchema), async (c) => {
      const input = c.req.valid('json');
      return c.json(await createLead(db, actorOf(c.get('viewer')), input), 201);
    })
    .patch('/:id', json(leadUpdateSchema), async (c) => {
      const id = idParam(c.req.param('id'));
      const patch = c.req.valid('json');
      return c.json(await updateLead(db, actorOf(c.get('viewer')), id, patch));
    })
    .patch('/:id/status', json(leadStatusUpdateSchema), async (c) => {
      const id = idParam(c.req.param('id'));
      const { status } = c.req.valid('json');
      return c.json(await updateLeadStatus(db, actorOf(c.get('viewer')), id, status));
    })
    .post('/:id/notes', json(leadNoteSchema), async (c) => {
      const id = idParam(c.req.param('id'));
      const { content } = c.req.valid('json');
      return c.json(await addLeadNote(db, c.get('viewer').user, id, content), 201);
    })
    .delete('/:id', async (c) => {
      await deleteLead(db, actorOf(c.get('viewer')), idParam(c.req.param('id')));
      return c.body(null, 204);
    });
}
