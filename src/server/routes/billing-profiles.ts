/**
 * /api/leads/:id/billing-profile (docs/product/proposals.md): comercial and adm read and save the
 * client's billing profile; financeiro reads it (the access table holds both rules).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { json } from '@server/http/validate';
import { notFound } from '@server/lib/http';
import { readBillingProfile, saveBillingProfile } from '@server/proposals/billing-profile';
import { LEAD_NOT_FOUND } from '@shared/schemas/lead';
import { billingProfileSchema } from '@shared/schemas/proposal';

const uuid = z.uuid();
function idParam(value: string): string {
  if (!uuid.safeParse(value).success) throw notFound(LEAD_NOT_FOUND);
  return value;
}

export function billingProfileRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/:id/billing-profile', async (c) =>
      c.json({ profile: await readBillingProfile(db, idParam(c.req.param('id'))) }),
    )
    .put('/:id/billing-profile', json(billingProfileSchema), async (c) => {
      const id = idParam(c.req.param('id'));
      return c.json({
        profile: await saveBillingProfile(db, actorOf(c.get('viewer')), id, c.req.valid('json')),
      });
    });
}
