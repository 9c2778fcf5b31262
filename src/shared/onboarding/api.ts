/** The onboarding endpoints (docs/product/okrs-and-onboarding.md), implemented in src/server/onboarding/routes.ts. */
import { endpoint } from '@shared/contract';
import {
  ACTIVITY_NOT_FOUND,
  type CompletedActivity,
  ONBOARDING_NOT_FOUND,
  type OnboardingCandidate,
  type OnboardingDetail,
  type OnboardingSummary,
  type OnboardingTemplate,
  startOnboardingSchema,
  templateFormSchema,
} from './schemas';

// Specific paths before '/api/onboarding/:id' (the server registers them in this order).
export const onboardingApi = {
  list: endpoint<OnboardingSummary[]>()({ method: 'GET', path: '/api/onboarding' }),
  mine: endpoint<OnboardingDetail | null>()({ method: 'GET', path: '/api/onboarding/me' }),
  templates: endpoint<OnboardingTemplate[]>()({ method: 'GET', path: '/api/onboarding/templates' }),
  /** The contract type in the path is checked by the handler ('Modelo não encontrado'). */
  saveTemplate: endpoint<OnboardingTemplate>()({
    method: 'PUT',
    path: '/api/onboarding/templates/:contractType',
    body: templateFormSchema,
  }),
  candidates: endpoint<OnboardingCandidate[]>()({ method: 'GET', path: '/api/onboarding/candidates' }),
  start: endpoint<{ id: string }>()({
    method: 'POST',
    path: '/api/onboarding',
    body: startOnboardingSchema,
    status: 201,
  }),
  completeActivity: endpoint<CompletedActivity>()({
    method: 'POST',
    path: '/api/onboarding/activities/:id/complete',
    ids: { id: ACTIVITY_NOT_FOUND },
  }),
  detail: endpoint<OnboardingDetail>()({
    method: 'GET',
    path: '/api/onboarding/:id',
    ids: { id: ONBOARDING_NOT_FOUND },
  }),
  remove: endpoint<null>()({
    method: 'DELETE',
    path: '/api/onboarding/:id',
    ids: { id: ONBOARDING_NOT_FOUND },
    status: 204,
  }),
};
