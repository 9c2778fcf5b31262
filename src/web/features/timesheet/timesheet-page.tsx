/**
 * CODERS colaboradores → Timesheet ('horas de projeto', docs/product/tasks-and-timesheet.md): the timer
 * bar and the week (grid, entries, 'Lançar horas', 'Enviar semana', CSV). adm and financeiro may open
 * anyone's week (?pessoa=); approvals and hourly costs have their own pages.
 */
import { Navigate } from 'react-router';
import { z } from 'zod';
import { saoPauloDay } from '@shared/format';
import { APPROVALS_PAGE, RATES_PAGE } from '@shared/timesheet/module';
import { weekStartOf } from '@shared/timesheet/rules';
import { useListParams } from '@web/components/data-table/use-list-params';
import { useCan } from '@web/lib/use-can';
import { TimerBar } from './components/timer-bar';
import { WeekView } from './components/week-view';

const params = z.object({
  semana: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .catch(''),
  pessoa: z.string().max(64).catch(''),
  /** The tabs this page had before approvals and rates got pages of their own (old links). */
  aba: z.string().max(20).catch(''),
});

export function TimesheetPage() {
  const [p, setP] = useListParams(params);
  const canSeeOthers = useCan('GET', '/api/time/approvals');
  if (p.aba === 'aprovacoes') return <Navigate to={APPROVALS_PAGE} replace />;
  if (p.aba === 'valores') return <Navigate to={RATES_PAGE} replace />;
  const week = weekStartOf(p.semana || saoPauloDay());
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <TimerBar />
      <WeekView
        week={week}
        userId={canSeeOthers ? p.pessoa : ''}
        onWeek={(semana) => setP({ semana })}
        onPerson={canSeeOthers ? (pessoa) => setP({ pessoa }) : undefined}
      />
    </div>
  );
}

export default TimesheetPage;
