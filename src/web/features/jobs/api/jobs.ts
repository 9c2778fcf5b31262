/**
 * The 'Rotinas' endpoints (src/shared/jobs/api.ts) and the e-mail delivery log (src/shared/mail/api.ts).
 * While a run is waiting or running the page reads again every few seconds, so 'Executar agora' ends
 * in the last run without a reload.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { jobsApi } from '@shared/jobs/api';
import { mailApi } from '@shared/mail/api';
import type { MailDeliveryStatus } from '@shared/mail/catalog';
import { call } from '@web/lib/call';

export const jobKeys = {
  all: ['jobs'] as const,
  overview: ['jobs', 'overview'] as const,
  runs: (name: string) => ['jobs', 'runs', name] as const,
  mail: (status: MailDeliveryStatus | undefined) => ['jobs', 'mail', status ?? 'todos'] as const,
};

/** When someone last asked for a run here: the page reads fast for a minute after. */
let askedAt = 0;
const recentlyAsked = () => Date.now() - askedAt < 60_000;

export const jobsOverviewQuery = queryOptions({
  queryKey: jobKeys.overview,
  queryFn: () => call(jobsApi.overview),
  refetchInterval: (query) =>
    recentlyAsked() || query.state.data?.jobs.some((job) => job.lastRun?.status === 'running')
      ? 2000
      : 30_000,
});

export const jobRunsQuery = (name: string) =>
  queryOptions({
    queryKey: jobKeys.runs(name),
    queryFn: () => call(jobsApi.runs, { params: { name }, query: { limit: 30 } }),
  });

export const mailDeliveriesQuery = (status: MailDeliveryStatus | undefined) =>
  queryOptions({
    queryKey: jobKeys.mail(status),
    queryFn: () => call(mailApi.deliveries, { query: { status, limit: 50 } }),
    refetchInterval: (query) =>
      recentlyAsked() ||
      query.state.data?.items.some((item) => item.status === 'queued' || item.status === 'sending')
        ? 3000
        : 30_000,
  });

export function useRunNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call(jobsApi.runNow, { params: { name } }),
    onSuccess: () => {
      askedAt = Date.now();
      return client.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}

export function useResendMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(mailApi.resend, { params: { id } }),
    onSuccess: () => {
      askedAt = Date.now();
      return client.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}
