/** The onboarding endpoints (src/shared/onboarding/api.ts): people in onboarding, 'Meu onboarding', completing activities, templates (adm). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { onboardingApi } from '@shared/onboarding/api';
import type { ContractType } from '@shared/onboarding/catalog';
import type { StartOnboarding, TemplateForm } from '@shared/onboarding/schemas';
import { call } from '@web/lib/call';

const root = ['onboarding'] as const;

export const onboardingListQuery = queryOptions({
  queryKey: [...root, 'list'],
  queryFn: () => call(onboardingApi.list),
});
export const myOnboardingQuery = queryOptions({
  queryKey: [...root, 'me'],
  queryFn: () => call(onboardingApi.mine),
});
export const onboardingQuery = (id: string) =>
  queryOptions({
    queryKey: [...root, 'detail', id],
    queryFn: () => call(onboardingApi.detail, { params: { id } }),
  });
export const templatesQuery = queryOptions({
  queryKey: [...root, 'templates'],
  queryFn: () => call(onboardingApi.templates),
});
export const candidatesQuery = queryOptions({
  queryKey: [...root, 'candidates'],
  queryFn: () => call(onboardingApi.candidates),
});

/** Every onboarding change refreshes the lists, the checklists and the templates. */
function useOnboardingMutation<V, R>(fn: (value: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: root }) });
}

export const useCompleteActivity = () =>
  useOnboardingMutation((id: string) => call(onboardingApi.completeActivity, { params: { id } }));
export const useStartOnboarding = () =>
  useOnboardingMutation((body: StartOnboarding) => call(onboardingApi.start, { body }));
export const useDeleteOnboarding = () =>
  useOnboardingMutation((id: string) => call(onboardingApi.remove, { params: { id } }));
export const useSaveTemplate = () =>
  useOnboardingMutation(({ contractType, body }: { contractType: ContractType; body: TemplateForm }) =>
    call(onboardingApi.saveTemplate, { params: { contractType }, body }),
  );
