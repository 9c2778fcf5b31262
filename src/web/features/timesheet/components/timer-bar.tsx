/**
 * The timer bar (docs/product/tasks-and-timesheet.md): the running timer comes from the server, so it
 * survives a reload and shows in other tabs; otherwise the form that starts one.
 */
import { useQuery } from '@tanstack/react-query';
import { Play, Square } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatDateTime, formatMinutes } from '@shared/format';
import { type RunningTimer, timerStartSchema } from '@shared/timesheet/schemas';
import { CheckboxField, TextField } from '@web/components/form/fields';
import { FormMessage, KitForm } from '@web/components/form/kit-form';
import { SubmitButton } from '@web/components/form/submit-button';
import { useKitForm } from '@web/components/form/use-kit-form';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/feedback';
import { toast } from '@web/lib/toast';
import { timerQuery, useStartTimer, useStopTimer } from '../api/timesheet';
import { entryText } from './entry-text';
import { ProjectTaskFields } from './project-task-fields';

export function TimerBar() {
  const query = useQuery(timerQuery);
  const timer = query.data?.timer ?? null;
  return (
    <Card>
      <CardContent className="p-4">
        {query.isPending ? (
          <Spinner label="Carregando cronômetro..." />
        ) : timer ? (
          <Running timer={timer} />
        ) : (
          <StartTimerForm />
        )}
      </CardContent>
    </Card>
  );
}

const clock = (ms: number) => {
  const total = Math.max(0, Math.floor(ms / 1000));
  const parts = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
};

function Running({ timer }: { timer: RunningTimer }) {
  const stop = useStopTimer();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3" data-testid="running-timer">
      <div className="min-w-0">
        <p className="text-xs text-muted-foreground">
          Cronômetro rodando desde {formatDateTime(timer.startedAt)}
        </p>
        <p className="truncate font-medium">{entryText(timer)}</p>
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
  );
}

export function StartTimerForm() {
  const start = useStartTimer();
  const { form, submit } = useKitForm({
    schema: timerStartSchema,
    defaultValues: { projectId: '', taskId: '', note: '', billable: true },
    onSubmit: async (values) => {
      await start.mutateAsync(values);
      form.setValue('note', '');
      toast.success('Cronômetro iniciado');
    },
  });
  return (
    <KitForm
      form={form}
      onSubmit={submit}
      className="gap-3 md:grid-cols-[1fr_1fr_1fr_auto_auto] md:items-end"
    >
      <ProjectTaskFields />
      <TextField name="note" label="O que está fazendo?" />
      <CheckboxField name="billable" label="Faturável" className="pb-2" />
      <SubmitButton pendingLabel="Iniciando...">
        <Play aria-hidden="true" />
        Iniciar cronômetro
      </SubmitButton>
      <div className="md:col-span-5 empty:hidden">
        <FormMessage />
      </div>
    </KitForm>
  );
}
