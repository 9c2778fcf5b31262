/**
 * Above the week: the week shown (previous / next / this week) and its status, the person picker for
 * adm and financeiro, 'Exportar CSV', and — while the week is open and one's own — 'Lançar horas' and
 * 'Enviar semana'.
 */
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Download, Plus, Send } from 'lucide-react';
import { useId } from 'react';
import { statusBadge } from '@shared/catalog/statuses';
import { formatDate } from '@shared/format';
import { addDays } from '@shared/time';
import { timesheetApi } from '@shared/timesheet/api';
import { timesheetWeekStatuses } from '@shared/timesheet/catalog';
import type { TimesheetWeek } from '@shared/timesheet/schemas';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { urlOf } from '@web/lib/call';
import { activeStaffQuery } from '@web/lib/queries/active-staff';
import { useMe } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { useSubmitWeek } from '../api/timesheet';

export function WeekToolbar({
  week,
  userId,
  data,
  editable,
  onWeek,
  onPerson,
  onAdd,
}: {
  week: string;
  userId: string;
  data: TimesheetWeek | undefined;
  editable: boolean;
  onWeek: (week: string) => void;
  /** Only for adm and financeiro: whose week to show ('' for one's own). */
  onPerson?: (userId: string) => void;
  onAdd: () => void;
}) {
  const submit = useSubmitWeek();
  const status = statusBadge(timesheetWeekStatuses, data?.status ?? 'aberta');
  const exportHref = urlOf(timesheetApi.exportCsv, {
    query: { from: week, to: addDays(week, 6), userId: userId || undefined },
  });
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Semana anterior"
          onClick={() => onWeek(addDays(week, -7))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h2 className="min-w-52 text-center font-semibold" aria-live="polite">
          {formatDate(week)} a {formatDate(addDays(week, 6))}
        </h2>
        <Button
          variant="outline"
          size="icon"
          aria-label="Próxima semana"
          onClick={() => onWeek(addDays(week, 7))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onWeek('')}>
          Esta semana
        </Button>
        {data ? (
          <Badge color={status.color} data-testid="week-status">
            {status.label}
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        {onPerson ? <PersonPicker userId={userId} onPerson={onPerson} /> : null}
        <Button variant="outline" asChild>
          <a href={exportHref} download>
            <Download aria-hidden="true" />
            Exportar CSV
          </a>
        </Button>
        {editable ? (
          <Button variant="outline" onClick={onAdd}>
            <Plus aria-hidden="true" />
            Lançar horas
          </Button>
        ) : null}
        {editable && data && (data.status === 'aberta' || data.status === 'rejeitada') ? (
          <Button
            disabled={submit.isPending || data.entries.length === 0}
            onClick={() =>
              submit.mutate(week, {
                onSuccess: () => toast.success('Semana enviada para aprovação'),
                onError: (error) => toast.error('Não foi possível enviar a semana', error.message),
              })
            }
          >
            <Send aria-hidden="true" />
            Enviar semana
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function PersonPicker({ userId, onPerson }: { userId: string; onPerson: (userId: string) => void }) {
  const id = useId();
  const { user } = useMe();
  const people = useQuery(activeStaffQuery);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Pessoa</Label>
      <NativeSelect id={id} value={userId} onChange={(event) => onPerson(event.target.value)}>
        <option value="">Eu</option>
        {(people.data?.items ?? [])
          .filter((person) => person.id !== user?.id)
          .map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
      </NativeSelect>
    </div>
  );
}
