/** A submitted week in the approvals queue: whose, which, how many hours; open it, approve or reject it. */
import { Link } from 'react-router';
import { formatDate, formatMinutes } from '@shared/format';
import { addDays } from '@shared/time';
import { TIMESHEET_PAGE } from '@shared/timesheet/module';
import type { ApprovalItem } from '@shared/timesheet/schemas';
import { Button } from '@web/components/ui/button';
import { useMe } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { useApproveWeek } from '../api/timesheet';

const weekText = (weekStart: string) => `${formatDate(weekStart)} a ${formatDate(addDays(weekStart, 6))}`;

export function ApprovalRow({ row, onReject }: { row: ApprovalItem; onReject: () => void }) {
  const { user } = useMe();
  const approve = useApproveWeek();
  const view = `${TIMESHEET_PAGE}?pessoa=${row.userId}&semana=${row.weekStart}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="approval-row">
      <div>
        <p className="font-medium">{row.userName}</p>
        <p className="text-sm text-muted-foreground">
          Semana de {weekText(row.weekStart)} · {formatMinutes(row.totalMinutes)} (
          {formatMinutes(row.billableMinutes)} faturáveis)
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" asChild>
          <Link to={view}>Ver semana</Link>
        </Button>
        {row.userId === user?.id ? (
          <span className="self-center text-sm text-muted-foreground">Sua semana: outra pessoa aprova</span>
        ) : (
          <>
            <Button variant="outline" onClick={onReject}>
              Rejeitar
            </Button>
            <Button
              disabled={approve.isPending}
              onClick={() =>
                approve.mutate(row.id, {
                  onSuccess: () => toast.success(`Semana de ${row.userName} aprovada`),
                  onError: (error) => toast.error('Erro ao aprovar', error.message),
                })
              }
            >
              Aprovar
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
