/**
 * Jobs of folders that have not moved to the module shape yet (decision 052): each is declared next
 * to its domain code and listed here until its module's manifest lists it instead (`jobs` in
 * src/server/<m>/module.ts). Hours are São Paulo time.
 */
import { backupJob } from '@server/system/backups';
import type { JobDefinition } from './define';

export const coreJobs: readonly JobDefinition[] = [backupJob];
