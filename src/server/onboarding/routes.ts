/**
 * The onboarding endpoints of src/shared/onboarding/api.ts: every staff role reads who is in
 * onboarding and the templates; adm edits templates and starts or removes an onboarding; an activity
 * is completed by its owner role or adm (the LGPD term only by the new person) — checked in
 * onboarding.ts (who may call each: src/shared/onboarding/module.ts).
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { implement } from '@server/http/endpoint';
import { notFound } from '@server/lib/http';
import { onboardingApi } from '@shared/onboarding/api';
import { contractTypeSchema, ONBOARDING_NOT_FOUND, TEMPLATE_NOT_FOUND } from '@shared/onboarding/schemas';
import {
  candidates,
  completeActivity,
  deleteOnboarding,
  listOnboardings,
  listTemplates,
  readOnboarding,
  saveTemplate,
  startOnboarding,
} from './onboarding';

export function onboardingRoutes({ db }: AppDeps) {
  const router = new Hono<AppEnv>();
  // Specific paths before '/:id'.
  implement(router, onboardingApi.list, () => listOnboardings(db));
  implement(router, onboardingApi.mine, ({ viewer }) =>
    readOnboarding(db, viewer, { userId: viewer.user!.id }),
  );
  implement(router, onboardingApi.templates, () => listTemplates(db));
  implement(router, onboardingApi.saveTemplate, ({ params, body, actor }) => {
    const contractType = contractTypeSchema.safeParse(params.contractType);
    if (!contractType.success) throw notFound(TEMPLATE_NOT_FOUND);
    return saveTemplate(db, actor, contractType.data, body);
  });
  implement(router, onboardingApi.candidates, () => candidates(db));
  implement(router, onboardingApi.start, ({ body, actor }) => startOnboarding(db, actor, body));
  implement(router, onboardingApi.completeActivity, ({ params, viewer }) =>
    completeActivity(db, viewer, params.id),
  );
  implement(router, onboardingApi.detail, async ({ params, viewer }) => {
    const detail = await readOnboarding(db, viewer, { id: params.id });
    if (!detail) throw notFound(ONBOARDING_NOT_FOUND);
    return detail;
  });
  implement(router, onboardingApi.remove, async ({ params, actor }) => {
    await deleteOnboarding(db, actor, params.id);
    return null;
  });
  return router;
}
