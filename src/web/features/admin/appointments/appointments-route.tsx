import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { appointmentStatuses } from '@shared/catalog/statuses';
import type { AppointmentDetails } from '@shared/schemas/appointment';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { DataTableError } from '@web/components/data-table/table-states';
import { DataTableSearch, DataTableStatusFilter } from '@web/components/data-table/toolbar';
import { choiceParam, searchParam, useListParams } from '@web/components/data-table/use-list-params';
import { usePageTitle } from '@web/components/page-title';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { appointmentsQuery } from './api/list-appointments';
import { AppointmentDetailsDialog } from './components/appointment-details-dialog';
import { AppointmentFormDialog } from './components/appointment-form-dialog';
import { AppointmentsTable } from './components/appointments-table';

const listParams = z.object({
  q: searchParam,
  status: choiceParam(
    appointmentStatuses.map((entry) => entry.value),
    'all',
  ),
});

/** 'Gerenciamento de Agendamentos' (docs/product/appointments.md). */
export function Component() {
  usePageTitle('Gerenciamento de Agendamentos');
  const [params, setParams] = useListParams(listParams);
  const query = useInfiniteQuery(appointmentsQuery(params.q, params.status));
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<AppointmentDetails | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);

  const error = query.error;
  useEffect(() => {
    if (!error || (error instanceof ApiError && (error.status === 401 || error.status === 403))) return;
    toast.error('Erro ao carregar agendamentos', error.message || 'Tente novamente.');
  }, [error]);

  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <section className="mx-auto grid w-full max-w-7xl gap-6 p-4 sm:p-6" aria-labelledby="appointments-title">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 id="appointments-title" className="text-2xl font-bold tracking-tight">
            Gerenciamento de Agendamentos
          </h1>
          <p className="text-muted-foreground">Consultas e reuniões marcadas com leads e clientes.</p>
        </div>
        <Button
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          <Plus aria-hidden="true" />
          Novo Agendamento
        </Button>
      </header>

      <Card>
        <CardContent className="grid gap-4 p-4 sm:p-6">
          <div className="flex flex-col gap-3 sm:flex-row">
            <DataTableSearch
              className="flex-1"
              label="Buscar agendamentos"
              placeholder="Buscar agendamentos..."
              value={params.q}
              onChange={(q) => setParams({ q })}
            />
            <DataTableStatusFilter
              className="sm:w-56"
              options={appointmentStatuses}
              value={params.status}
              onChange={(status) => setParams({ status })}
            />
          </div>

          {query.isError && rows.length === 0 ? (
            <DataTableError title="Erro ao carregar agendamentos" onRetry={query.refetch} />
          ) : (
            <AppointmentsTable
              rows={rows}
              loading={query.isPending}
              searching={Boolean(params.q) || params.status !== 'all'}
              onDetails={setDetailsId}
            />
          )}

          {rows.length > 0 ? (
            <DataTableLoadMore
              query={query}
              summary={`Mostrando ${rows.length} de ${total} ${total === 1 ? 'agendamento' : 'agendamentos'}`}
            />
          ) : null}
        </CardContent>
      </Card>

      <AppointmentFormDialog open={formOpen} onOpenChange={setFormOpen} appointment={editing} />
      <AppointmentDetailsDialog
        appointmentId={detailsId}
        onOpenChange={(open) => {
          if (!open) setDetailsId(null);
        }}
        onEdit={(appointment) => {
          setDetailsId(null);
          setEditing(appointment);
          setFormOpen(true);
        }}
      />
    </section>
  );
}
