/**
 * One job on 'Rotinas': what it does, when it runs (São Paulo), its next run, its last run (when, how
 * long, result), the recent failures with their error, 'Executar agora' and its history.
 */
import { AlertTriangle, History, Play } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@shared/format';
import type { JobStatus } from '@shared/jobs/schemas';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { toast } from '@web/lib/toast';
import { useRunNow } from '../api/jobs';
import { JobRunsDialog } from './job-runs-dialog';
import { formatDuration, RunStatusBadge, runLine } from './run-facts';

const retryText = (job: JobStatus) =>
  job.retry.limit === 0
    ? 'Sem novas tentativas'
    : `Até ${job.retry.limit} novas tentativas${job.retry.backoff ? ', com intervalo crescente' : ''}`;

export function JobCard({ job }: { job: JobStatus }) {
  const runNow = useRunNow();
  const [history, setHistory] = useState(false);
  const last = job.lastRun;
  const headingId = `rotina-${job.name}`;

  const run = () =>
    runNow.mutate(job.name, {
      onSuccess: (answer) => (answer.queued ? toast.success(answer.message) : toast.info(answer.message)),
      onError: (error) => toast.error('Não foi possível executar a rotina', error.message),
    });

  return (
    <Card className="flex flex-col gap-3 p-4" role="article" aria-labelledby={headingId} data-job={job.name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold">
            {job.title}
          </h3>
          <p className="text-sm text-muted-foreground">{job.description}</p>
        </div>
        {job.stuck ? (
          <Badge color="red">Travada</Badge>
        ) : last ? (
          <RunStatusBadge run={last} />
        ) : (
          <Badge color="slate">Ainda não rodou</Badge>
        )}
      </div>

      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Agenda</dt>
        <dd>
          {job.scheduleLabel}
          {job.cron ? <span className="text-muted-foreground"> (horário de São Paulo)</span> : null}
        </dd>
        <dt className="text-muted-foreground">Próxima</dt>
        <dd>{job.nextRunAt ? formatDateTime(job.nextRunAt) : 'Quando houver o que enviar'}</dd>
        <dt className="text-muted-foreground">Última</dt>
        <dd data-testid="ultima-execucao">
          {last ? (
            <>
              {runLine(last)}
              {last.status === 'running' ? ' · rodando agora' : ` · ${formatDuration(last.durationMs)}`}
              {last.error ? (
                <span className="block break-words text-red-700">Erro: {last.error}</span>
              ) : last.summary ? (
                <span className="block">{last.summary}</span>
              ) : null}
            </>
          ) : (
            'Nunca'
          )}
        </dd>
        <dt className="text-muted-foreground">Se falhar</dt>
        <dd>
          {retryText(job)}; limite de {formatDuration(job.timeoutSeconds * 1000)} por tentativa
        </dd>
        <dt className="text-muted-foreground">7 dias</dt>
        <dd>
          {job.week.runs === 1 ? '1 execução' : `${job.week.runs} execuções`}
          {job.week.failed ? `, ${job.week.failed} com falha` : ', nenhuma falha'}
        </dd>
      </dl>

      {job.recentFailures.length ? (
        <details className="rounded-lg border border-red-200 bg-red-50/60 p-2 text-sm">
          <summary className="flex cursor-pointer items-center gap-2 font-medium text-red-800">
            <AlertTriangle className="size-4" aria-hidden="true" />
            Falhas recentes ({job.recentFailures.length})
          </summary>
          <ul className="mt-2 grid gap-2">
            {job.recentFailures.map((failure) => (
              <li key={failure.id}>
                <span className="font-medium">{runLine(failure)}</span>
                <span className="block break-words text-red-800">{failure.error}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}

      <div className="mt-auto flex flex-wrap gap-2">
        {job.manual ? (
          <Button size="sm" onClick={run} disabled={runNow.isPending} aria-describedby={headingId}>
            <Play aria-hidden="true" />
            {runNow.isPending ? 'Enfileirando...' : 'Executar agora'}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => setHistory(true)} aria-describedby={headingId}>
          <History aria-hidden="true" />
          Histórico
        </Button>
      </div>
      <JobRunsDialog job={job} open={history} onOpenChange={setHistory} />
    </Card>
  );
}
