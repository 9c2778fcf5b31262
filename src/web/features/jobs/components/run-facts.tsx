/** How a run is told on 'Rotinas': its status badge, when it started, how long it took, in PT-BR. */

import { labelOf } from '@shared/catalog/entries';
import type { BadgeColor } from '@shared/catalog/statuses';
import { formatDateTime } from '@shared/format';
import { jobRunStatuses, jobTriggers } from '@shared/jobs/catalog';
import type { JobRun } from '@shared/jobs/schemas';
import { Badge } from '@web/components/ui/badge';

export function RunStatusBadge({ run }: { run: Pick<JobRun, 'status'> }) {
  const entry = jobRunStatuses.find((item) => item.value === run.status);
  return <Badge color={(entry?.color ?? 'grey') as BadgeColor}>{entry?.label ?? run.status}</Badge>;
}

/** '850 ms', '12 s', '3 min 05 s', '10 min'. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const rest = seconds % 60;
  return rest ? `${Math.floor(seconds / 60)} min ${String(rest).padStart(2, '0')} s` : `${seconds / 60} min`;
}

export const triggerLabel = (run: Pick<JobRun, 'trigger'>) => labelOf(jobTriggers, run.trigger);

/** '27/11/2026 08:00 · 2ª tentativa · Executar agora'. */
export function runLine(run: JobRun): string {
  return [
    formatDateTime(run.startedAt),
    run.attempt > 1 ? `${run.attempt}ª tentativa` : null,
    triggerLabel(run),
  ]
    .filter(Boolean)
    .join(' · ');
}
