/** The 'Rotinas' endpoints (docs/product/health.md), implemented in src/server/jobs/routes.ts. */
import { endpoint } from '@shared/contract';
import { type JobRun, type JobRunQueued, type JobsOverview, jobRunsQuerySchema } from './schemas';

export const jobsApi = {
  overview: endpoint<JobsOverview>()({ method: 'GET', path: '/api/jobs' }),
  runs: endpoint<JobRun[]>()({ method: 'GET', path: '/api/jobs/:name/runs', query: jobRunsQuerySchema }),
  runNow: endpoint<JobRunQueued>()({ method: 'POST', path: '/api/jobs/:name/run', status: 202 }),
};
