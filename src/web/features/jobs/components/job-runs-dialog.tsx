/** One job's recent attempts, newest first: when, what started it, how long, the result or the error. */
import { useQuery } from '@tanstack/react-query';
import type { JobStatus } from '@shared/jobs/schemas';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/feedback';
import { jobRunsQuery } from '../api/jobs';
import { formatDuration, RunStatusBadge, runLine } from './run-facts';

export function JobRunsDialog({
  job,
  open,
  onOpenChange,
}: {
  job: JobStatus;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const query = useQuery({ ...jobRunsQuery(job.name), enabled: open });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={640}>
        <DialogHeader>
          <DialogTitle>Histórico: {job.title}</DialogTitle>
          <DialogDescription>As últimas execuções, da mais nova para a mais antiga.</DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <Spinner label="Carregando..." />
        ) : query.error ? (
          <p role="alert" className="text-sm text-destructive">
            Não foi possível carregar o histórico.
          </p>
        ) : query.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Esta rotina ainda não rodou.</p>
        ) : (
          <ol className="grid max-h-[60vh] gap-2 overflow-y-auto pr-1" aria-label="Execuções">
            {query.data.map((run) => (
              <li key={run.id} className="rounded-lg border p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">{runLine(run)}</span>
                  <RunStatusBadge run={run} />
                </div>
                <p className="mt-1 text-muted-foreground">
                  Duração: {formatDuration(run.durationMs)} · Instância: {run.instance}
                </p>
                {run.error ? (
                  <p className="mt-1 break-words text-red-700">Erro: {run.error}</p>
                ) : run.summary ? (
                  <p className="mt-1">{run.summary}</p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
