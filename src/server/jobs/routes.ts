/**
 * The 'Rotinas' endpoints of src/shared/jobs/api.ts (adm, by src/shared/jobs/module.ts): every declared
 * job with its history, one job's runs, and 'Executar agora' (audited).
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { implement } from '@server/http/endpoint';
import { recordAudit } from '@server/lib/audit';
import { HttpError, notFound } from '@server/lib/http';
import { jobsApi } from '@shared/jobs/api';
import { JOB_NOT_FOUND, JOB_NOT_MANUAL } from '@shared/jobs/schemas';
import { declaredJobs, findJob } from './declared';
import { isManual } from './define';
import { enqueueJob } from './engine';
import { jobRunsOf, jobsOverview } from './overview';

export function jobRoutes({ db }: AppDeps) {
  const router = new Hono<AppEnv>();
  const jobNamed = (name: string) => {
    const job = findJob(name);
    if (!job) throw notFound(JOB_NOT_FOUND);
    return job;
  };
  implement(router, jobsApi.overview, () => jobsOverview(db, declaredJobs()));
  implement(router, jobsApi.runs, ({ params, query }) =>
    jobRunsOf(db, jobNamed(params.name).name, query.limit),
  );
  implement(router, jobsApi.runNow, async ({ params, actor }) => {
    const job = jobNamed(params.name);
    if (!isManual(job)) throw new HttpError(409, 'not_manual', JOB_NOT_MANUAL);
    const id = await enqueueJob(db, job.name, { trigger: 'manual' });
    await recordAudit(db, actor, {
      action: 'run',
      entity: 'job',
      entityId: null,
      after: { job: job.name, queued: id !== null },
    });
    return id
      ? { queued: true, message: `'${job.title}' foi para a fila e começa em instantes.` }
      : { queued: false, message: `'${job.title}' já está na fila ou rodando: não foi enfileirada de novo.` };
  });
  return router;
}
