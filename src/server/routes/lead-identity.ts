/**
 * One person, one lead (decision 056), under /api/leads (comercial and adm, by the access table):
 * the 'Duplicados' list, a pair side by side for the merge screen, 'Não é duplicado', the merge, and
 * a lead's other contacts added or removed by hand. Mounted before leadRoutes, whose '/:id' would
 * otherwise answer '/duplicates'.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { json, query } from '@server/http/validate';
import { dismissDuplicate, listDuplicates } from '@server/leads/duplicates';
import { addLeadContact, removeLeadContact } from '@server/leads/lead-contacts';
import { mergeLeads, mergePreview } from '@server/leads/merge-leads';
import { notFound } from '@server/lib/http';
import { LEAD_NOT_FOUND } from '@shared/schemas/lead';
import {
  CONTACT_NOT_FOUND,
  DUPLICATE_NOT_FOUND,
  duplicateListQuerySchema,
  leadContactCreateSchema,
  leadMergeSchema,
} from '@shared/schemas/lead-identity';

const uuid = z.uuid();
const idOr404 = (value: string, message: string) => {
  if (!uuid.safeParse(value).success) throw notFound(message);
  return value;
};

export function leadIdentityRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/duplicates', query(duplicateListQuerySchema), async (c) =>
      c.json(await listDuplicates(db, c.req.valid('query'))),
    )
    .get('/duplicates/:pairId', async (c) =>
      c.json(await mergePreview(db, idOr404(c.req.param('pairId'), DUPLICATE_NOT_FOUND))),
    )
    .post('/duplicates/:pairId/dismiss', async (c) => {
      const pairId = idOr404(c.req.param('pairId'), DUPLICATE_NOT_FOUND);
      return c.json(await dismissDuplicate(db, actorOf(c.get('viewer')), pairId));
    })
    .post('/merge', json(leadMergeSchema), async (c) =>
      c.json(await mergeLeads(db, actorOf(c.get('viewer')), c.req.valid('json'))),
    )
    .post('/:id/contacts', json(leadContactCreateSchema), async (c) => {
      const id = idOr404(c.req.param('id'), LEAD_NOT_FOUND);
      return c.json(await addLeadContact(db, actorOf(c.get('viewer')), id, c.req.valid('json')), 201);
    })
    .delete('/:id/contacts/:contactId', async (c) => {
      const id = idOr404(c.req.param('id'), LEAD_NOT_FOUND);
      const contactId = idOr404(c.req.param('contactId'), CONTACT_NOT_FOUND);
      await removeLeadContact(db, actorOf(c.get('viewer')), id, contactId);
      return c.body(null, 204);
    });
}
