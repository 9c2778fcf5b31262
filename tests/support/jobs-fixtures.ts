/**
 * Jobs the engine tests run (issue 26): the same declarations in the test process and in the
 * instances it starts (jobs-instance.ts), so both see the same queues and policies.
 */
import { defineJob, type JobDefinition } from '@server/jobs/define';
import { mailDeliveryJob } from '@server/mail/outbox';

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** A scheduled job whose cron the test picks (one São Paulo minute of today). */
export const scheduledJob = (cron: string) =>
  defineJob({
    name: 'teste-agendado',
    title: 'Teste agendado',
    description: 'Roda no minuto que o teste escolhe.',
    schedule: cron,
    retry: { limit: 0, delaySeconds: 1, backoff: false },
    timeoutSeconds: 10,
    singleton: true,
    catchUp: false,
    handler: async () => 'Rodou.',
  });

/** The first try takes 30 s (the test kills its instance meanwhile); later tries finish at once. */
export const longJob = defineJob({
  name: 'teste-longo',
  title: 'Teste longo',
  description: 'A primeira tentativa demora; as outras terminam logo.',
  schedule: null,
  retry: { limit: 2, delaySeconds: 1, backoff: false },
  timeoutSeconds: 6,
  singleton: true,
  handler: async ({ attempt, signal }) => {
    if (attempt === 1) await sleep(30_000, signal);
    return `Terminou na tentativa ${attempt}.`;
  },
});

/** Throws on its first two tries, succeeds on the third. */
export const flakyJob = defineJob({
  name: 'teste-instavel',
  title: 'Teste instável',
  description: 'Falha duas vezes e passa na terceira.',
  schedule: null,
  retry: { limit: 2, delaySeconds: 1, backoff: true },
  timeoutSeconds: 10,
  singleton: true,
  handler: async ({ attempt }) => {
    if (attempt < 3) throw new Error(`Falha de propósito na tentativa ${attempt}`);
    return 'Passou na terceira.';
  },
});

/** The mail job with tries a second or two apart (backoff), so a stopped SMTP server is retried soon. */
export const quickMailJob: JobDefinition = {
  ...mailDeliveryJob,
  retry: { limit: 8, delaySeconds: 1, backoff: true },
} as JobDefinition;

export const fixtureJobs = (cron: string): JobDefinition[] => [
  scheduledJob(cron),
  longJob,
  flakyJob,
  quickMailJob,
];
