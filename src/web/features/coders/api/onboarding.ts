/** /api/onboarding: people in onboarding, 'Meu onboarding', completing activities, templates (adm). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContractType } from '@shared/catalog/teamgoals';
import type {
  OnboardingDetail,
  OnboardingSummary,
  OnboardingTemplate,
  StartOnboarding,
  TemplateForm,
} from '@shared/schemas/onboarding';
import { api } from '@web/lib/api';

const root = ['onboarding'] as const;

export const onboardingListQuery = queryOptions({
  queryKey: [...root, 'list'],
  queryFn: () => api.get<OnboardingSummary[]>('/api/onboarding'),
});
export const myOnboardingQuery = queryOptions({
  queryKey: [...root, 'me'],
  queryFn: () => api.get<OnboardingDetail | null>('/api/onboarding/me'),
});
export const onboardingQuery = (id: string) =>
  queryOptions({
    queryKey: [...root, 'detail', id],
    queryFn: () => api.get<OnboardingDetail>(`/api/onboarding/${id}`),
  });
export const templatesQuery = queryOptions({
  queryKey: [...root, 'templates'],
  queryFn: () => api.get<OnboardingTemplate[]>('/api/onboarding/templates'),
});
export const candidatesQuery = queryOptions({
  queryKey: [...root, 'candidates'],
  queryFn: () => api.get<{ id: string; name: string; email: string }[]>('/api/onboarding/candidates'),
});

function useOnboardingMutation<V, R = unknown>(fn: (value: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: root }) });
}

export const useCompleteActivity = () =>
  useOnboardingMutation((id: string) => api.post(`/api/onboarding/activities/${id}/complete`));
export const useStartOnboarding = () =>
  useOnboardingMutation((form: StartOnboarding) => api.post<{ id: string }>('/api/onboarding', form));
export const useDeleteOnboarding = () =>
  useOnboardingMutation((id: string) => api.delete(`/api/onboarding/${id}`));
export const useSaveTemplate = () =>
  useOnboardingMutation(({ contractType, form }: { contractType: ContractType; form: TemplateForm }) =>
    api.put<OnboardingTemplate>(`/api/onboarding/templates/${contractType}`, form),
  );
