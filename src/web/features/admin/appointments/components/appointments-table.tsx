import { formatDateTime } from '@shared/format';
import type { AppointmentRow } from '@shared/schemas/appointment';
import { Button } from '@web/components/ui/button';
import { EmptyState, Skeleton } from '@web/components/ui/feedback';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { AppointmentStatusSelect } from './appointment-status-select';

const COLUMNS = ['Título', 'Data', 'Descrição', 'Status', 'Ações'] as const;

/** Columns of docs/product/appointments.md: Título, Data, Descrição, Status (inline), Ações ('Detalhes'). */
export function AppointmentsTable({
  rows,
  loading,
  searching,
  onDetails,
}: {
  rows: AppointmentRow[];
  loading: boolean;
  searching: boolean;
  onDetails: (id: string) => void;
}) {
  if (!loading && rows.length === 0) {
    return (
      <EmptyState
        title="Nenhum agendamento encontrado"
        hint={searching ? 'Tente usar outros termos de busca' : 'Não há agendamentos registrados'}
      />
    );
  }
  return (
    <>
      {/* Phones get cards: a five-column table would hide the status and actions off screen. */}
      <ul className="grid gap-3 md:hidden" aria-busy={loading || undefined} aria-label="Agendamentos">
        {loading
          ? Array.from({ length: 4 }, (_, index) => (
              <li key={index}>
                <Skeleton className="h-36 w-full" />
              </li>
            ))
          : rows.map((row) => (
              <li key={row.id} className="grid gap-3 rounded-lg border p-4">
                <div className="grid gap-1">
                  <p className="font-medium">{row.title}</p>
                  <p className="text-sm text-muted-foreground">
                    {formatDateTime(row.appointmentDate, 'Data não definida')}
                    {row.leadName || row.name ? ` · ${row.leadName ?? row.name}` : ''}
                  </p>
                  {row.description ? <p className="line-clamp-2 text-sm">{row.description}</p> : null}
                </div>
                <div className="flex items-center justify-between gap-2">
                  <AppointmentStatusSelect id={row.id} title={row.title} status={row.status} />
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onDetails(row.id)}
                    aria-label={`Detalhes de ${row.title}`}
                  >
                    Detalhes
                  </Button>
                </div>
              </li>
            ))}
      </ul>
      <div className="hidden md:block">
        <Table aria-busy={loading || undefined}>
          <caption className="sr-only">Agendamentos, do mais recente ao mais antigo</caption>
          <TableHeader>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableHead key={column} scope="col" className={column === 'Ações' ? 'text-right' : undefined}>
                  {column}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {loading
              ? Array.from({ length: 6 }, (_, index) => (
                  <TableRow key={index}>
                    {COLUMNS.map((column) => (
                      <TableCell key={column}>
                        <Skeleton className="h-5 w-full min-w-16" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell className="min-w-48 font-medium">
                      {row.title}
                      {row.leadName || row.name ? (
                        <span className="block text-xs font-normal text-muted-foreground">
                          {row.leadName ?? row.name}
                        </span>
                      ) : null}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {formatDateTime(row.appointmentDate, 'Data não definida')}
                    </TableCell>
                    <TableCell className="min-w-56 max-w-sm text-muted-foreground">
                      <span className="line-clamp-2" title={row.description ?? undefined}>
                        {row.description || '-'}
                      </span>
                    </TableCell>
                    <TableCell>
                      <AppointmentStatusSelect id={row.id} title={row.title} status={row.status} />
                    </TableCell>
                    <TableCell className="text-right">
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => onDetails(row.id)}
                        aria-label={`Detalhes de ${row.title}`}
                      >
                        Detalhes
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
