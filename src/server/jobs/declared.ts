/**
 * Every declared job: the ones of folders not yet moved to the module shape (core-jobs.ts) and each
 * module's own (`jobs` in src/server/<m>/module.ts). Read when asked, not at import: module manifests
 * import this module's routes, which read this list.
 */
import { serverModules } from '@server/modules.generated';
import { coreJobs } from './core-jobs';
import type { JobDefinition } from './define';

export function declaredJobs(): readonly JobDefinition[] {
  const jobs = [...coreJobs, ...serverModules.flatMap((module) => module.jobs ?? [])];
  const seen = new Set<string>();
  for (const job of jobs) {
    if (seen.has(job.name)) throw new Error(`Rotina declarada duas vezes: ${job.name}`);
    seen.add(job.name);
  }
  return jobs;
}

export const findJob = (name: string) => declaredJobs().find((job) => job.name === name);
