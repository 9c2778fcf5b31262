/** The week as a grid: a row per project · task, a column per day (Seg–Dom), totals by row and by day. */
import { formatMinutes } from '@shared/format';
import { weekDays } from '@shared/timesheet/rules';
import type { TimesheetWeek } from '@shared/timesheet/schemas';
import { ScrollTable } from '@web/components/ui/scroll-table';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { entryText } from './entry-text';

const DAY_NAMES = ['Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb', 'Dom'];

type Row = { key: string; label: string; days: number[]; total: number };

/** The entries summed per project · task and day, sorted by their label. */
export function gridRows(week: TimesheetWeek): Row[] {
  const days = weekDays(week.weekStart);
  const rows = new Map<string, Row>();
  for (const entry of week.entries) {
    const key = `${entry.projectId ?? ''}|${entry.taskId ?? ''}`;
    const label = entryText(entry, false);
    const row = rows.get(key) ?? { key, label, days: days.map(() => 0), total: 0 };
    const index = days.indexOf(entry.day);
    if (index >= 0) row.days[index]! += entry.minutes;
    row.total += entry.minutes;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
}

const numberCell = 'whitespace-nowrap text-right tabular-nums';

export function WeekGrid({ week }: { week: TimesheetWeek }) {
  const days = weekDays(week.weekStart);
  const rows = gridRows(week);
  const dayTotals = days.map((day) =>
    week.entries.filter((entry) => entry.day === day).reduce((sum, entry) => sum + entry.minutes, 0),
  );
  return (
    <ScrollTable label="Horas da semana por projeto e dia" containerClassName="rounded-lg border">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Projeto · tarefa</TableHead>
          {days.map((day, index) => (
            <TableHead key={day} className="whitespace-nowrap text-right">
              {DAY_NAMES[index]} {day.slice(8)}/{day.slice(5, 7)}
            </TableHead>
          ))}
          <TableHead className="text-right">Total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={9} className="py-8 text-center text-muted-foreground">
              Nenhuma hora lançada nesta semana.
            </TableCell>
          </TableRow>
        ) : null}
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell className="min-w-48">{row.label}</TableCell>
            {row.days.map((minutes, index) => (
              <TableCell key={days[index]} className={numberCell}>
                {minutes ? formatMinutes(minutes) : '-'}
              </TableCell>
            ))}
            <TableCell className={`${numberCell} font-medium`}>{formatMinutes(row.total)}</TableCell>
          </TableRow>
        ))}
        <TableRow className="bg-muted/50 font-semibold hover:bg-muted/50">
          <TableCell>Total</TableCell>
          {dayTotals.map((minutes, index) => (
            <TableCell key={days[index]} className={numberCell}>
              {formatMinutes(minutes)}
            </TableCell>
          ))}
          <TableCell className={numberCell} data-testid="week-total">
            {formatMinutes(week.totalMinutes)}
          </TableCell>
        </TableRow>
      </TableBody>
    </ScrollTable>
  );
}
