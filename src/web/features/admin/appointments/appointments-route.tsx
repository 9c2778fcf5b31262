import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { appointmentStatuses } from '@shared/catalog/statuses';
import type { AppointmentDetails } from '@shared/schemas/appointment';
import { usePageTitle } from '@web/components/page-title';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Input, NativeSelect } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { appointmentsQuery } from './api/list-appointments';
import { AppointmentDetailsDialog } from './components/appointment-details-dialog';
import { AppointmentFormDialog } from './components/appointment-form-dialog';
import { AppointmentsTable } from './components/appointments-table';
import { useAppointmentFilters } from './use-appointment-filters';

/** 'Gerenciamento de Agendamentos' (docs/product/appointments.md). */
export function Component() {
  usePageTitle('Gerenciamento de Agendamentos');
  const { q, status, search, setSearch, setStatus } = useAppointmentFilters();
  const query = useInfiniteQuery(appointmentsQuery(q, status));
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
          <div className="flex flex-col gap-3 sm:flex-row" role="search">
            <div className="relative flex-1">
              <Search
                className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                type="search"
                aria-label="Buscar agendamentos"
                placeholder="Buscar agendamentos..."
                className="pl-9"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
            <NativeSelect
              aria-label="Filtrar por status"
              className="sm:w-56"
              value={status}
              onChange={(event) => setStatus(event.target.value)}
            >
              <option value="all">Todos os status</option>
              {appointmentStatuses.map((entry) => (
                <option key={entry.value} value={entry.value}>
                  {entry.label}
                </option>
              ))}
            </NativeSelect>
          </div>

          {query.isError && rows.length === 0 ? (
            <div role="alert" className="grid justify-items-center gap-3 py-10 text-center">
              <p className="font-medium">Erro ao carregar agendamentos</p>
              <Button variant="outline" onClick={() => void query.refetch()}>
                Tentar novamente
              </Button>
            </div>
          ) : (
            <AppointmentsTable
              rows={rows}
              loading={query.isPending}
              searching={Boolean(q) || status !== 'all'}
              onDetails={setDetailsId}
            />
          )}

          {rows.length > 0 ? (
            <div className="flex flex-col items-center gap-2 sm:flex-row sm:justify-between">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                Mostrando {rows.length} de {total} {total === 1 ? 'agendamento' : 'agendamentos'}
              </p>
              {query.hasNextPage ? (
                <Button
                  variant="outline"
                  onClick={() => void query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                >
                  {query.isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
                </Button>
              ) : null}
            </div>
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
