/**
 * CODERS adm → Rotinas (docs/product/health.md, decision 057): every background job — when it runs,
 * how its last run went, its failures, 'Executar agora' — and the e-mail delivery log. Reads again
 * every couple of seconds while a run is waiting or running.
 */
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@shared/format';
import { ListStates } from '@web/components/data-table/table-states';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/feedback';
import { jobsOverviewQuery } from './api/jobs';
import { JobCard } from './components/job-card';
import { MailLog } from './components/mail-log';

export function JobsPage() {
  const query = useQuery(jobsOverviewQuery);
  const jobs = query.data?.jobs ?? [];
  const failing = jobs.filter((job) => job.lastRun && ['failed', 'interrupted'].includes(job.lastRun.status));
  const stuck = jobs.filter((job) => job.stuck);

  return (
    <div className="space-y-8">
      <section aria-labelledby="rotinas-lista" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="rotinas-lista" className="text-lg font-semibold">
            Trabalho em segundo plano
          </h2>
          {query.data ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {stuck.length
                ? `${stuck.length === 1 ? '1 rotina travada' : `${stuck.length} rotinas travadas`}. `
                : ''}
              {failing.length
                ? `${failing.length === 1 ? '1 rotina falhou' : `${failing.length} rotinas falharam`} na última vez. `
                : 'Todas rodaram bem na última vez. '}
              Atualizado em {formatDateTime(query.data.checkedAt)}.
            </p>
          ) : null}
        </div>
        <ListStates
          query={query}
          isEmpty={jobs.length === 0}
          errorText="Não foi possível carregar as rotinas."
          empty={
            <Card>
              <EmptyState title="Nenhuma rotina declarada" />
            </Card>
          }
        >
          <ul className="grid gap-4 lg:grid-cols-2" aria-label="Rotinas">
            {jobs.map((job) => (
              <li key={job.name} className="grid">
                <JobCard job={job} />
              </li>
            ))}
          </ul>
        </ListStates>
      </section>
      <MailLog />
    </div>
  );
}

export default JobsPage;
