/**
 * /api/onboarding (docs/product/okrs-and-onboarding.md): every staff role reads who is in onboarding
 * and the templates; adm edits templates and starts or removes an onboarding; an activity is completed
 * by its owner role or adm (the LGPD term only by the new person) — checked in onboarding.ts.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { json } from '@server/http/validate';
import { notFound } from '@server/lib/http';
import {
  candidates,
  completeActivity,
  deleteOnboarding,
  listOnboardings,
  listTemplates,
  readOnboarding,
  saveTemplate,
  startOnboarding,
} from '@server/onboarding/onboarding';
import {
  ACTIVITY_NOT_FOUND,
  contractTypeSchema,
  ONBOARDING_NOT_FOUND,
  startOnboardingSchema,
  templateFormSchema,
} from '@shared/schemas/onboarding';

const uuid = z.uuid();
const idParam = (value: string, message: string) => {
  if (!uuid.safeParse(value).success) throw notFound(message);
  return value;
};

export function onboardingRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listOnboardings(db)))
    .get('/me', async (c) => {
      const viewer = c.get('viewer');
      return c.json(await readOnboarding(db, viewer, { userId: viewer.user!.id }));
    })
    .get('/templates', async (c) => c.json(await listTemplates(db)))
    .put('/templates/:contractType', json(templateFormSchema), async (c) => {
      const parsed = contractTypeSchema.safeParse(c.req.param('contractType'));
      if (!parsed.success) throw notFound('Modelo não encontrado');
      return c.json(await saveTemplate(db, actorOf(c.get('viewer')), parsed.data, c.req.valid('json')));
    })
    .get('/candidates', async (c) => c.json(await candidates(db)))
    .post('/', json(startOnboardingSchema), async (c) =>
      c.json(await startOnboarding(db, actorOf(c.get('viewer')), c.req.valid('json')), 201),
    )
    .post('/activities/:id/complete', async (c) => {
      const id = idParam(c.req.param('id'), ACTIVITY_NOT_FOUND);
      return c.json(await completeActivity(db, c.get('viewer'), id));
    })
    .get('/:id', async (c) => {
      const detail = await readOnboarding(db, c.get('viewer'), {
        id: idParam(c.req.param('id'), ONBOARDING_NOT_FOUND),
      });
      if (!detail) throw notFound(ONBOARDING_NOT_FOUND);
      return c.json(detail);
    })
    .delete('/:id', async (c) => {
      await deleteOnboarding(db, actorOf(c.get('viewer')), idParam(c.req.param('id'), ONBOARDING_NOT_FOUND));
      return c.body(null, 204);
    });
}
