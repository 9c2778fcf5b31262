/**
 * 'Gerenciamento de Projetos' (docs/product/projects.md): search, 'Filtros' by status, table, create and edit.
 * One page at two addresses (decision 015): /admin/projects and CODERS colaboradores/projetos.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { projectStatuses, values } from '@shared/catalog/statuses';
import type { ProjectItem } from '@shared/projects/schemas';
import { DataTableFacetedFilter } from '@web/components/data-table/faceted-filter';
import { DataTablePagination } from '@web/components/data-table/pagination';
import { DataTableToolbar } from '@web/components/data-table/toolbar';
import { keysetParams, useListParams } from '@web/components/data-table/use-list-params';
import { usePageTitle } from '@web/components/page-title';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { ProjectProfitabilityDialog } from '@web/features/timesheet';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useCan } from '@web/lib/use-can';
import { projectsQuery } from './api/projects';
import { ProjectFormDialog } from './components/project-form-dialog';
import { ProjectsTable } from './components/projects-table';

const projectParams = z.object({
  q: z.string().max(200).catch(''),
  status: z.enum(['', ...values(projectStatuses)]).catch(''),
  order: z.enum(['desc', 'asc']).catch('desc'),
  /** The project whose profitability is open (the 80 % burn alert links here). */
  rentabilidade: z.string().max(64).catch(''),
  ...keysetParams,
});

export default function ProjectsPage() {
  usePageTitle('Gerenciamento de Projetos');
  // One projects page for every role that works with projects (decision 015): comercial and adm
  // change them; the other roles (financeiro, mkt) see the same list, budgets included, read-only.
  const canWrite = useCan('POST', '/api/projects');
  // A project's costs and margin are the office's; a colaborador sees its projects without money.
  const canSeeProfitability = useCan('GET', '/api/projects/x/profitability');
  const [params, setParams] = useListParams(projectParams);
  const { rentabilidade: _open, ...listParams } = params;
  const query = useQuery({ ...projectsQuery(listParams), placeholderData: keepPreviousData });
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<ProjectItem | null>(null);

  const error = query.error;
  useEffect(() => {
    if (!error || (error instanceof ApiError && (error.status === 401 || error.status === 403))) return;
    toast.error('Erro ao carregar projetos', error.message);
  }, [error]);

  const rows = query.data?.items ?? [];
  const profitabilityTitle = rows.find((row) => row.id === params.rentabilidade)?.title;
  const total = query.data?.total ?? 0;

  return (
    <section
      className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 p-4 sm:p-6"
      aria-labelledby="projects-title"
    >
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 id="projects-title" className="text-2xl font-bold tracking-tight">
            Gerenciamento de Projetos
          </h1>
          <p className="text-muted-foreground">Propostas, projetos em andamento e entregas por cliente.</p>
        </div>
        {canWrite ? (
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            <Plus aria-hidden="true" />
            Novo Projeto
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">Somente leitura</p>
        )}
      </header>

      <Card>
        <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4 p-4 sm:p-6">
          <DataTableToolbar
            search={{
              value: params.q,
              onChange: (q) => setParams({ q }),
              placeholder: 'Buscar projetos...',
              label: 'Buscar projetos',
            }}
          >
            <DataTableFacetedFilter
              title="Status"
              triggerLabel="Filtros"
              allLabel="Todos"
              options={projectStatuses}
              value={params.status}
              onChange={(status) => setParams({ status })}
            />
          </DataTableToolbar>
          <div className="rounded-lg border">
            <ProjectsTable
              rows={rows}
              isLoading={query.isPending}
              isError={query.isError}
              onRetry={() => void query.refetch()}
              onProfitability={
                canSeeProfitability ? (project) => setParams({ rentabilidade: project.id }) : undefined
              }
              onEdit={
                canWrite
                  ? (project) => {
                      setEditing(project);
                      setFormOpen(true);
                    }
                  : undefined
              }
            />
          </div>
          <DataTablePagination
            label="Paginação dos projetos"
            summary={
              query.isPending
                ? null
                : total === 1
                  ? '1 projeto encontrado'
                  : `${total.toLocaleString('pt-BR')} projetos encontrados`
            }
            hasPrev={Boolean(query.data?.prevCursor)}
            hasNext={Boolean(query.data?.nextCursor)}
            isFetching={query.isFetching && !query.isPending}
            onPrev={() => query.data?.prevCursor && setParams({ before: query.data.prevCursor })}
            onNext={() => query.data?.nextCursor && setParams({ cursor: query.data.nextCursor })}
          />
        </CardContent>
      </Card>

      <ProjectProfitabilityDialog
        projectId={canSeeProfitability ? params.rentabilidade || null : null}
        title={profitabilityTitle}
        open={canSeeProfitability && Boolean(params.rentabilidade)}
        onOpenChange={(open) => !open && setParams({ rentabilidade: '' })}
      />
      {canWrite ? <ProjectFormDialog open={formOpen} onOpenChange={setFormOpen} project={editing} /> : null}
    </section>
  );
}

/** The /admin/projects route (src/web/app/routes.tsx). */
export const Component = ProjectsPage;
