/**
 * CODERS colaboradores → Timesheet ('horas de projeto', docs/product/tasks-and-timesheet.md): the timer
 * bar (the running timer comes from the server, so it survives a reload and shows in other tabs),
 * the week grid with totals, add/edit entries, submit the week, CSV export; for adm and financeiro,
 * the approvals queue and the hourly costs.
 */
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Download, Pencil, Play, Plus, Send, Square, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { z } from 'zod';
import { statusBadge } from '@shared/catalog/statuses';
import { addDays, formatMinutes, timesheetWeekStatuses, weekDays, weekStartOf } from '@shared/catalog/team';
import { formatDate, formatDateTime, formatMoney, saoPauloDay } from '@shared/format';
import { formatMoneyInput } from '@shared/money';
import type { TimeEntryItem, TimesheetWeek } from '@shared/schemas/team';
import { choiceParam, useListParams } from '@web/components/data-table/use-list-params';
import { MoneyInput } from '@web/components/money-input';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { EmptyState, Spinner } from '@web/components/ui/feedback';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { ScrollTable } from '@web/components/ui/scroll-table';
import { Checkbox } from '@web/components/ui/switch';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ApiError, api } from '@web/lib/api';
import { useMe } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { useCan } from '@web/lib/use-can';
import {
  approvalsQuery,
  peopleQuery,
  projectOptionsQuery,
  ratesQuery,
  timerQuery,
  useDecideWeek,
  useDeleteEntry,
  useSaveEntry,
  useSetUserRate,
  useStartTimer,
  useStopTimer,
  useSubmitWeek,
  weekQuery,
} from '../api/team';

const DAY_NAMES = ['Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb', 'Dom'];
const params = z.object({
  aba: choiceParam(['semana', 'aprovacoes', 'valores'], 'semana'),
  semana: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .catch(''),
  pessoa: z.string().max(64).catch(''),
});

/** Open tasks of a project for the pickers. */
function useProjectTasks(projectId: string) {
  return useQuery({
    queryKey: ['tasks', 'options', projectId],
    queryFn: () =>
      api.get<{ items: { id: string; title: string }[] }>('/api/tasks', {
        project: projectId,
        status: 'open',
        limit: 100,
      }),
    enabled: Boolean(projectId),
  });
}

/**
 * The 'Projeto' and 'Tarefa' pickers of the timer and of a manual entry: choosing a project lists its
 * open tasks and clears the task. `keepTask` keeps an entry's task listed once it is closed.
 */
function ProjectTaskFields({
  id,
  projectId,
  taskId,
  onProjectChange,
  onTaskChange,
  keepTask = null,
}: {
  id: string;
  projectId: string;
  taskId: string;
  onProjectChange: (projectId: string) => void;
  onTaskChange: (taskId: string) => void;
  keepTask?: { id: string; title: string } | null;
}) {
  const projects = useQuery(projectOptionsQuery);
  const tasks = useProjectTasks(projectId);
  const openTasks = tasks.data?.items ?? [];
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-project`}>Projeto</Label>
        <NativeSelect
          id={`${id}-project`}
          value={projectId}
          onChange={(event) => {
            onProjectChange(event.target.value);
            onTaskChange('');
          }}
        >
          <option value="">Sem projeto</option>
          {(projects.data?.items ?? []).map((project) => (
            <option key={project.id} value={project.id}>
              {project.title}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-task`}>Tarefa</Label>
        <NativeSelect
          id={`${id}-task`}
          value={taskId}
          disabled={!projectId}
          onChange={(event) => onTaskChange(event.target.value)}
        >
          <option value="">Nenhuma</option>
          {keepTask && !openTasks.some((task) => task.id === keepTask.id) ? (
            <option value={keepTask.id}>{keepTask.title}</option>
          ) : null}
          {openTasks.map((task) => (
            <option key={task.id} value={task.id}>
              {task.title}
            </option>
          ))}
        </NativeSelect>
      </div>
    </>
  );
}

export function TimesheetPage() {
  const [p, setP] = useListParams(params);
  const canApprove = useCan('GET', '/api/time/approvals');
  const week = weekStartOf(p.semana || saoPauloDay());
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <TimerBar />
      <Tabs value={canApprove ? p.aba : 'semana'} onValueChange={(aba) => setP({ aba })} className="min-w-0">
        <TabsList>
          <TabsTrigger value="semana">Minha semana</TabsTrigger>
          {canApprove ? <TabsTrigger value="aprovacoes">Aprovações</TabsTrigger> : null}
          {canApprove ? <TabsTrigger value="valores">Custo por hora</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="semana">
          <WeekView
            week={week}
            userId={canApprove ? p.pessoa : ''}
            onWeek={(semana) => setP({ semana })}
            onPerson={canApprove ? (pessoa) => setP({ pessoa }) : undefined}
          />
        </TabsContent>
        {canApprove ? (
          <TabsContent value="aprovacoes">
            <Approvals onView={(userId, semana) => setP({ aba: 'semana', pessoa: userId, semana })} />
          </TabsContent>
        ) : null}
        {canApprove ? (
          <TabsContent value="valores">
            <Rates />
          </TabsContent>
        ) : null}
      </Tabs>
    </div>
  );
}

function useNow(active: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

const clock = (ms: number) => {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
};

function TimerBar() {
  const id = useId();
  const query = useQuery(timerQuery);
  const start = useStartTimer();
  const stop = useStopTimer();
  const timer = query.data?.timer ?? null;
  const now = useNow(Boolean(timer));
  const [projectId, setProjectId] = useState('');
  const [taskId, setTaskId] = useState('');
  const [note, setNote] = useState('');
  const [billable, setBillable] = useState(true);

  return (
    <Card>
      <CardContent className="p-4">
        {query.isPending ? (
          <Spinner label="Carregando cronômetro..." />
        ) : timer ? (
          <div className="flex flex-wrap items-center justify-between gap-3" data-testid="running-timer">
            <div className="min-w-0">
              <p className="text-xs text-muted-foreground">
                Cronômetro rodando desde {formatDateTime(timer.startedAt)}
              </p>
              <p className="truncate font-medium">
                {timer.projectTitle ?? 'Sem projeto'}
                {timer.taskTitle ? ` · ${timer.taskTitle}` : ''}
                {timer.note ? ` — ${timer.note}` : ''}
              </p>
            </div>
            <div className="flex items-center gap-3">
              <span className="font-mono text-2xl tabular-nums" aria-live="off">
                {clock(now - new Date(timer.startedAt).getTime())}
              </span>
              <Button
                variant="destructive"
                disabled={stop.isPending}
                onClick={() =>
                  stop.mutate(undefined, {
                    onSuccess: ({ entry }) =>
                      toast.success('Cronômetro parado', `${formatMinutes(entry.minutes)} registradas`),
                    onError: (error) => toast.error('Erro ao parar o cronômetro', error.message),
                  })
                }
              >
                <Square aria-hidden="true" />
                Parar
              </Button>
            </div>
          </div>
        ) : (
          <form
            className="grid gap-3 md:grid-cols-[1fr_1fr_1fr_auto_auto] md:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              start.mutate(
                { projectId: projectId || null, taskId: taskId || null, note, billable },
                {
                  onSuccess: () => {
                    setNote('');
                    toast.success('Cronômetro iniciado');
                  },
                  onError: (error) => toast.error('Não foi possível iniciar', error.message),
                },
              );
            }}
          >
            <ProjectTaskFields
              id={id}
              projectId={projectId}
              taskId={taskId}
              onProjectChange={setProjectId}
              onTaskChange={setTaskId}
            />
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-note`}>O que está fazendo?</Label>
              <Input
                id={`${id}-note`}
                value={note}
                maxLength={1000}
                onChange={(e) => setNote(e.target.value)}
              />
            </div>
            <div className="flex items-center gap-2 pb-2">
              <Checkbox
                id={`${id}-billable`}
                checked={billable}
                onCheckedChange={(v) => setBillable(v === true)}
              />
              <Label htmlFor={`${id}-billable`} className="font-normal">
                Faturável
              </Label>
            </div>
            <Button type="submit" disabled={start.isPending}>
              <Play aria-hidden="true" />
              Iniciar cronômetro
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

type Row = { key: string; label: string; days: number[]; total: number };

function gridRows(week: TimesheetWeek): Row[] {
  const days = weekDays(week.weekStart);
  const rows = new Map<string, Row>();
  for (const entry of week.entries) {
    const key = `${entry.projectId ?? ''}|${entry.taskId ?? ''}`;
    const label = `${entry.projectTitle ?? 'Sem projeto'}${entry.taskTitle ? ` · ${entry.taskTitle}` : ''}`;
    const row = rows.get(key) ?? { key, label, days: days.map(() => 0), total: 0 };
    const index = days.indexOf(entry.day);
    if (index >= 0) row.days[index]! += entry.minutes;
    row.total += entry.minutes;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
}

function WeekView({
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
  const id = useId();
  const query = useQuery(weekQuery(week, userId));
  const people = useQuery({ ...peopleQuery, enabled: Boolean(onPerson) });
  const submit = useSubmitWeek();
  const remove = useDeleteEntry();
  const [editing, setEditing] = useState<TimeEntryItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TimeEntryItem | null>(null);
  const data = query.data;
  const own = !userId || userId === user?.id;
  const editable = own && data !== undefined && !data.locked;
  const rows = useMemo(() => (data ? gridRows(data) : []), [data]);
  const days = weekDays(week);
  const dayTotals = days.map((day) =>
    (data?.entries ?? []).filter((e) => e.day === day).reduce((s, e) => s + e.minutes, 0),
  );
  const status = statusBadge(timesheetWeekStatuses, data?.status ?? 'aberta');
  const exportHref = `/api/time/export.csv?from=${week}&to=${addDays(week, 6)}${userId ? `&userId=${userId}` : ''}`;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
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
          {onPerson ? (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-person`}>Pessoa</Label>
              <NativeSelect id={`${id}-person`} value={userId} onChange={(e) => onPerson(e.target.value)}>
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
          ) : null}
          <Button variant="outline" asChild>
            <a href={exportHref} download>
              <Download aria-hidden="true" />
              Exportar CSV
            </a>
          </Button>
          {editable ? (
            <Button variant="outline" onClick={() => setEditing('new')}>
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
      {data?.status === 'rejeitada' && data.rejectReason ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          Semana rejeitada{data.decidedByName ? ` por ${data.decidedByName}` : ''}: {data.rejectReason}.
          Ajuste e envie de novo.
        </p>
      ) : null}
      {data?.locked ? (
        <p className="text-sm text-muted-foreground">
          {data.status === 'aprovada'
            ? `Aprovada${data.decidedByName ? ` por ${data.decidedByName}` : ''}: os lançamentos estão bloqueados.`
            : 'Enviada para aprovação: os lançamentos ficam bloqueados até a decisão.'}
        </p>
      ) : null}
      {query.isPending ? (
        <Spinner className="min-h-32" label="Carregando semana..." />
      ) : query.error ? (
        <div role="alert" className="grid gap-2 text-destructive">
          <p>{query.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <>
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
                    <TableCell key={days[index]} className="whitespace-nowrap text-right tabular-nums">
                      {minutes ? formatMinutes(minutes) : '-'}
                    </TableCell>
                  ))}
                  <TableCell className="whitespace-nowrap text-right font-medium tabular-nums">
                    {formatMinutes(row.total)}
                  </TableCell>
                </TableRow>
              ))}
              <TableRow className="bg-muted/50 font-semibold hover:bg-muted/50">
                <TableCell>Total</TableCell>
                {dayTotals.map((minutes, index) => (
                  <TableCell key={days[index]} className="whitespace-nowrap text-right tabular-nums">
                    {formatMinutes(minutes)}
                  </TableCell>
                ))}
                <TableCell className="whitespace-nowrap text-right tabular-nums" data-testid="week-total">
                  {formatMinutes(data?.totalMinutes ?? 0)}
                </TableCell>
              </TableRow>
            </TableBody>
          </ScrollTable>
          <p className="text-sm text-muted-foreground">
            {formatMinutes(data?.billableMinutes ?? 0)} faturáveis de {formatMinutes(data?.totalMinutes ?? 0)}
            .
          </p>
          {data?.entries.length ? (
            <Card>
              <ul aria-label="Lançamentos da semana" className="divide-y">
                {data.entries.map((entry) => (
                  <li
                    key={entry.id}
                    className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
                  >
                    <div className="min-w-0">
                      <p className="font-medium">
                        {formatDate(entry.day)} ·{' '}
                        {entry.endedAt === null && entry.startedAt ? 'rodando' : formatMinutes(entry.minutes)}
                        {entry.billable ? '' : ' · não faturável'}
                      </p>
                      <p className="truncate text-muted-foreground">
                        {entry.projectTitle ?? 'Sem projeto'}
                        {entry.taskTitle ? ` · ${entry.taskTitle}` : ''}
                        {entry.note ? ` — ${entry.note}` : ''}
                      </p>
                    </div>
                    {editable && !(entry.startedAt && !entry.endedAt) ? (
                      <div className="flex gap-1">
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-8"
                          aria-label="Editar lançamento"
                          onClick={() => setEditing(entry)}
                        >
                          <Pencil aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-8"
                          aria-label="Excluir lançamento"
                          onClick={() => setDeleting(entry)}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
        </>
      )}
      <EntryDialog entry={editing} week={week} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Excluir lançamento?"
        description={
          deleting ? `${formatMinutes(deleting.minutes)} em ${formatDate(deleting.day)} serão removidas.` : ''
        }
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success('Lançamento excluído'),
            onError: (error) => toast.error('Erro ao excluir', error.message),
          })
        }
      />
    </div>
  );
}

function EntryDialog({
  entry,
  week,
  onClose,
}: {
  entry: TimeEntryItem | 'new' | null;
  week: string;
  onClose: () => void;
}) {
  const id = useId();
  const save = useSaveEntry();
  const existing = entry && entry !== 'new' ? entry : null;
  const today = saoPauloDay();
  const [day, setDay] = useState('');
  const [hours, setHours] = useState('');
  const [minutes, setMinutes] = useState('');
  const [projectId, setProjectId] = useState('');
  const [taskId, setTaskId] = useState('');
  const [note, setNote] = useState('');
  const [billable, setBillable] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!entry) return;
    const inWeek = today >= week && today <= addDays(week, 6) ? today : week;
    setDay(existing?.day ?? inWeek);
    setHours(existing ? String(Math.floor(existing.minutes / 60)) : '1');
    setMinutes(existing ? String(existing.minutes % 60) : '0');
    setProjectId(existing?.projectId ?? '');
    setTaskId(existing?.taskId ?? '');
    setNote(existing?.note ?? '');
    setBillable(existing?.billable ?? true);
    setErrors({});
  }, [entry, existing, week, today]);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const total = Number(hours || 0) * 60 + Number(minutes || 0);
    try {
      await save.mutateAsync({
        id: existing?.id ?? null,
        input: { day, minutes: total, projectId: projectId || null, taskId: taskId || null, note, billable },
      });
      toast.success(existing ? 'Lançamento atualizado' : 'Horas lançadas');
      onClose();
    } catch (error) {
      setErrors(error instanceof ApiError ? (error.fields ?? {}) : {});
      toast.error('Não foi possível salvar', error instanceof Error ? error.message : undefined);
    }
  }
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width={560}>
        <DialogHeader>
          <DialogTitle>{existing ? 'Editar lançamento' : 'Lançar horas'}</DialogTitle>
          <DialogDescription>Horas de projeto do dia (horário de São Paulo).</DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={submit}>
          <div className="grid gap-3 sm:grid-cols-3">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-day`}>Dia</Label>
              <Input
                id={`${id}-day`}
                type="date"
                required
                value={day}
                onChange={(e) => setDay(e.target.value)}
              />
              {errors.day ? <p className="text-sm text-destructive">{errors.day}</p> : null}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-hours`}>Horas</Label>
              <Input
                id={`${id}-hours`}
                type="number"
                min={0}
                max={24}
                value={hours}
                onChange={(e) => setHours(e.target.value)}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-minutes`}>Minutos</Label>
              <Input
                id={`${id}-minutes`}
                type="number"
                min={0}
                max={59}
                value={minutes}
                onChange={(e) => setMinutes(e.target.value)}
              />
            </div>
          </div>
          {errors.minutes ? (
            <p className="text-sm text-destructive" role="alert">
              {errors.minutes}
            </p>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <ProjectTaskFields
              id={id}
              projectId={projectId}
              taskId={taskId}
              onProjectChange={setProjectId}
              onTaskChange={setTaskId}
              keepTask={existing?.taskId ? { id: existing.taskId, title: existing.taskTitle ?? '' } : null}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-note`}>Nota</Label>
            <Textarea
              id={`${id}-note`}
              rows={2}
              maxLength={1000}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-billable`}
              checked={billable}
              onCheckedChange={(v) => setBillable(v === true)}
            />
            <Label htmlFor={`${id}-billable`} className="font-normal">
              Faturável para o cliente
            </Label>
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Salvando...' : 'Salvar'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function Approvals({ onView }: { onView: (userId: string, week: string) => void }) {
  const { user } = useMe();
  const query = useQuery(approvalsQuery);
  const decide = useDecideWeek();
  const [rejecting, setRejecting] = useState<{ id: string; name: string } | null>(null);
  const [reason, setReason] = useState('');
  const id = useId();
  const rows = query.data?.items ?? [];
  return (
    <div className="grid gap-3">
      {query.isPending ? (
        <Spinner className="min-h-32" label="Carregando aprovações..." />
      ) : query.error ? (
        <div role="alert" className="grid gap-2 text-destructive">
          <p>{query.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <EmptyState
          title="Nenhuma semana aguardando aprovação"
          hint="Quando alguém enviar a semana, ela aparece aqui."
        />
      ) : (
        <Card>
          <ul aria-label="Semanas enviadas" className="divide-y">
            {rows.map((row) => (
              <li
                key={row.id}
                className="flex flex-wrap items-center justify-between gap-3 p-4"
                data-testid="approval-row"
              >
                <div>
                  <p className="font-medium">{row.userName}</p>
                  <p className="text-sm text-muted-foreground">
                    Semana de {formatDate(row.weekStart)} a {formatDate(addDays(row.weekStart, 6))} ·{' '}
                    {formatMinutes(row.totalMinutes)} ({formatMinutes(row.billableMinutes)} faturáveis)
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button variant="ghost" onClick={() => onView(row.userId, row.weekStart)}>
                    Ver semana
                  </Button>
                  {row.userId === user?.id ? (
                    <span className="self-center text-sm text-muted-foreground">
                      Sua semana: outra pessoa aprova
                    </span>
                  ) : (
                    <>
                      <Button
                        variant="outline"
                        onClick={() => {
                          setReason('');
                          setRejecting({ id: row.id, name: row.userName });
                        }}
                      >
                        Rejeitar
                      </Button>
                      <Button
                        disabled={decide.isPending}
                        onClick={() =>
                          decide.mutate(
                            { id: row.id },
                            {
                              onSuccess: () => toast.success(`Semana de ${row.userName} aprovada`),
                              onError: (error) => toast.error('Erro ao aprovar', error.message),
                            },
                          )
                        }
                      >
                        Aprovar
                      </Button>
                    </>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Dialog open={rejecting !== null} onOpenChange={(open) => !open && setRejecting(null)}>
        <DialogContent width={480}>
          <DialogHeader>
            <DialogTitle>Rejeitar semana de {rejecting?.name}</DialogTitle>
            <DialogDescription>A pessoa recebe o motivo e pode ajustar e enviar de novo.</DialogDescription>
          </DialogHeader>
          <form
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (!rejecting) return;
              decide.mutate(
                { id: rejecting.id, reject: reason.trim() },
                {
                  onSuccess: () => {
                    toast.success('Semana rejeitada');
                    setRejecting(null);
                  },
                  onError: (error) => toast.error('Erro ao rejeitar', error.message),
                },
              );
            }}
          >
            <Label htmlFor={`${id}-reason`}>Motivo</Label>
            <Textarea
              id={`${id}-reason`}
              rows={3}
              required
              minLength={3}
              maxLength={1000}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => setRejecting(null)}>
                Cancelar
              </Button>
              <Button
                type="submit"
                variant="destructive"
                disabled={decide.isPending || reason.trim().length < 3}
              >
                Rejeitar semana
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function Rates() {
  const query = useQuery(ratesQuery);
  if (query.isPending) return <Spinner className="min-h-32" label="Carregando valores..." />;
  if (query.error)
    return (
      <div role="alert" className="grid gap-2 text-destructive">
        <p>{query.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        O custo por hora de cada pessoa é copiado para cada lançamento no momento em que é feito: mudar o
        valor aqui não altera horas já lançadas. O valor/hora faturável de cada projeto fica na rentabilidade
        do projeto.
      </p>
      <Card>
        <ul aria-label="Custo por hora" className="divide-y">
          {query.data.people.map((person) => (
            <RateRow key={person.id} person={person} />
          ))}
        </ul>
      </Card>
    </div>
  );
}

function RateRow({
  person,
}: {
  person: { id: string; name: string; email: string; hourlyCost: string | null };
}) {
  const id = useId();
  const [value, setValue] = useState(formatMoneyInput(person.hourlyCost));
  const save = useSetUserRate();
  return (
    <li className="flex flex-wrap items-end justify-between gap-3 p-4">
      <div>
        <p className="font-medium">{person.name}</p>
        <p className="text-sm text-muted-foreground">
          {person.email} · atual {person.hourlyCost ? `${formatMoney(person.hourlyCost)}/h` : 'não definido'}
        </p>
      </div>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { userId: person.id, hourlyCost: value },
            {
              onSuccess: () => toast.success(`Custo por hora de ${person.name} salvo`),
              onError: (error) => toast.error('Erro ao salvar', error.message),
            },
          );
        }}
      >
        <MoneyInput
          id={`${id}-cost`}
          label="Custo por hora (R$)"
          sign="nonNegative"
          inputClassName="w-36"
          required
          value={value}
          onChange={setValue}
        />
        <Button type="submit" variant="outline" disabled={save.isPending || value === ''}>
          Salvar
        </Button>
      </form>
    </li>
  );
}
