/**
 * A person's week of project hours (docs/product/tasks-and-timesheet.md): why it is locked or was
 * rejected, the grid with totals, the billable share and the entries.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMinutes } from '@shared/format';
import { ListStates } from '@web/components/data-table/table-states';
import { useMe } from '@web/lib/session';
import { weekQuery } from '../api/timesheet';
import { NewEntryDialog } from './entry-dialog';
import { EntryList } from './entry-list';
import { WeekGrid } from './week-grid';
import { WeekToolbar } from './week-toolbar';

export function WeekView({
  week,
  userId,
  onWeek,
  onPerson,
}: {
  week: string;
  userId: string;
  onWeek: (week: string) => void;
  onPerson?: (userId: string) => void;
}) {
  const { user } = useMe();
  const query = useQuery(weekQuery(week, userId));
  const [adding, setAdding] = useState(false);
  const data = query.data;
  const own = !userId || userId === user?.id;
  const editable = own && data !== undefined && !data.locked;
  const decidedBy = data?.decidedByName ? ` por ${data.decidedByName}` : '';

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <WeekToolbar
        week={week}
        userId={userId}
        data={data}
        editable={editable}
        onWeek={onWeek}
        onPerson={onPerson}
        onAdd={() => setAdding(true)}
      />
      {data?.status === 'rejeitada' && data.rejectReason ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          Semana rejeitada{decidedBy}: {data.rejectReason}. Ajuste e envie de novo.
        </p>
      ) : null}
      {data?.locked ? (
        <p className="text-sm text-muted-foreground">
          {data.status === 'aprovada'
            ? `Aprovada${decidedBy}: os lançamentos estão bloqueados.`
            : 'Enviada para aprovação: os lançamentos ficam bloqueados até a decisão.'}
        </p>
      ) : null}
      <ListStates query={query} isEmpty={false} errorText="Não foi possível carregar a semana." empty={null}>
        {data ? (
          <>
            <WeekGrid week={data} />
            <p className="text-sm text-muted-foreground">
              {formatMinutes(data.billableMinutes)} faturáveis de {formatMinutes(data.totalMinutes)}.
            </p>
            <EntryList entries={data.entries} editable={editable} />
          </>
        ) : null}
      </ListStates>
      <NewEntryDialog week={week} open={adding} onOpenChange={setAdding} />
    </div>
  );
}
