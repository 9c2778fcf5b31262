/**
 * /api/okrs (docs/product/okrs-and-onboarding.md): every staff role reads the board and the check-in
 * history; adm creates and edits objectives and key results; the key result's owner (or adm) checks in.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { json, query } from '@server/http/validate';
import { notFound } from '@server/lib/http';
import {
  checkIn,
  createKeyResult,
  createObjective,
  currentQuarter,
  deleteKeyResult,
  deleteObjective,
  listCheckins,
  readBoard,
  updateKeyResult,
  updateObjective,
} from '@server/okrs/okrs';
import {
  checkinFormSchema,
  KEY_RESULT_NOT_FOUND,
  keyResultFormSchema,
  OBJECTIVE_NOT_FOUND,
  objectiveFormSchema,
  okrListQuerySchema,
} from '@shared/schemas/okrs';

const uuid = z.uuid();
const idParam = (value: string, message: string) => {
  if (!uuid.safeParse(value).success) throw notFound(message);
  return value;
};

export function okrRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/', query(okrListQuerySchema), async (c) => {
      const quarter = c.req.valid('query').quarter ?? currentQuarter();
      return c.json(await readBoard(db, c.get('viewer'), quarter));
    })
    .post('/objectives', json(objectiveFormSchema), async (c) =>
      c.json(await createObjective(db, actorOf(c.get('viewer')), c.req.valid('json')), 201),
    )
    .patch('/objectives/:id', json(objectiveFormSchema), async (c) => {
      const id = idParam(c.req.param('id'), OBJECTIVE_NOT_FOUND);
      return c.json(await updateObjective(db, actorOf(c.get('viewer')), id, c.req.valid('json')));
    })
    .delete('/objectives/:id', async (c) => {
      await deleteObjective(db, actorOf(c.get('viewer')), idParam(c.req.param('id'), OBJECTIVE_NOT_FOUND));
      return c.body(null, 204);
    })
    .post('/objectives/:id/key-results', json(keyResultFormSchema), async (c) => {
      const id = idParam(c.req.param('id'), OBJECTIVE_NOT_FOUND);
      return c.json(await createKeyResult(db, actorOf(c.get('viewer')), id, c.req.valid('json')), 201);
    })
    .patch('/key-results/:id', json(keyResultFormSchema), async (c) => {
      const id = idParam(c.req.param('id'), KEY_RESULT_NOT_FOUND);
      return c.json(await updateKeyResult(db, actorOf(c.get('viewer')), id, c.req.valid('json')));
    })
    .delete('/key-results/:id', async (c) => {
      await deleteKeyResult(db, actorOf(c.get('viewer')), idParam(c.req.param('id'), KEY_RESULT_NOT_FOUND));
      return c.body(null, 204);
    })
    .get('/key-results/:id/checkins', async (c) =>
      c.json(await listCheckins(db, idParam(c.req.param('id'), KEY_RESULT_NOT_FOUND))),
    )
    .post('/key-results/:id/checkins', json(checkinFormSchema), async (c) => {
      const id = idParam(c.req.param('id'), KEY_RESULT_NOT_FOUND);
      return c.json(await checkIn(db, c.get('viewer'), id, c.req.valid('json')), 201);
    });
}
