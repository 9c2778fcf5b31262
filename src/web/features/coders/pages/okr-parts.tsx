/** Pieces of the OKRs page: progress bar, value formatting, the check-in and history dialogs. */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type KrConfidence, krConfidences, krMetrics } from '@shared/okrs/catalog';
import { labelOf } from '@shared/catalog/entries';
import { formatDateTime, formatMoney } from '@shared/format';
import type { KeyResult } from '@shared/okrs/schemas';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/feedback';
import { Input, Textarea } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { checkinsQuery, useCheckIn } from '../api/okrs';

export function formatKrValue(value: number, unit: KeyResult['unit']): string {
  if (unit === 'brl') return formatMoney(value);
  const text = value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
  return unit === 'percent' ? `${text}%` : text;
}

export const percent = (progress: number) => `${Math.round(progress * 100)}%`;

export function ProgressBar({ value, label }: { value: number; label: string }) {
  const pct = Math.round(value * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <div
        className={`h-full rounded-full ${pct >= 70 ? 'bg-green-600' : pct >= 40 ? 'bg-amber-500' : 'bg-red-500'}`}
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}

export function ConfidenceBadge({ confidence }: { confidence: KrConfidence }) {
  const entry = krConfidences.find((c) => c.value === confidence)!;
  return <Badge color={entry.color}>{entry.label}</Badge>;
}

export function CheckinDialog({
  keyResult,
  open,
  onOpenChange,
}: {
  keyResult: KeyResult;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const mutation = useCheckIn(keyResult.id);
  const [value, setValue] = useState(String(keyResult.currentValue));
  const [confidence, setConfidence] = useState<KrConfidence>(keyResult.lastCheckin?.confidence ?? 'no_rumo');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    const number = value.trim() === '' ? null : Number(value.replace(',', '.'));
    if (!keyResult.metric && (number === null || Number.isNaN(number))) {
      setErrors({ value: 'Informe o valor atual' });
      return;
    }
    try {
      await mutation.mutateAsync({ value: keyResult.metric ? null : number, confidence, note });
      toast.success('Check-in registrado');
      onOpenChange(false);
      setNote('');
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      else
        toast.error(
          'Não foi possível registrar o check-in',
          error instanceof Error ? error.message : undefined,
        );
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={480}>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Check-in semanal</DialogTitle>
            <DialogDescription>{keyResult.title}</DialogDescription>
          </DialogHeader>
          {keyResult.metric ? (
            <p className="rounded-md bg-muted p-3 text-sm">
              Valor calculado automaticamente ({labelOf(krMetrics, keyResult.metric)}):{' '}
              <strong>{formatKrValue(keyResult.currentValue, keyResult.unit)}</strong>
            </p>
          ) : (
            <Field label="Valor atual" htmlFor={`${id}-value`} error={errors.value}>
              <Input
                id={`${id}-value`}
                inputMode="decimal"
                value={value}
                onChange={(event) => setValue(event.target.value)}
                aria-invalid={Boolean(errors.value)}
              />
            </Field>
          )}
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Confiança</legend>
            <div className="flex flex-wrap gap-2">
              {krConfidences.map((entry) => (
                <label
                  key={entry.value}
                  className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
                >
                  <input
                    type="radio"
                    name={`${id}-confidence`}
                    value={entry.value}
                    checked={confidence === entry.value}
                    onChange={() => setConfidence(entry.value)}
                  />
                  {entry.label}
                </label>
              ))}
            </div>
            {errors.confidence ? <p className="text-sm text-destructive">{errors.confidence}</p> : null}
          </fieldset>
          <Field label="Nota (opcional)" htmlFor={`${id}-note`} error={errors.note}>
            <Textarea
              id={`${id}-note`}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              rows={3}
              maxLength={1000}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Registrando...' : 'Registrar check-in'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function HistoryDialog({
  keyResult,
  open,
  onOpenChange,
}: {
  keyResult: KeyResult;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const query = useQuery({ ...checkinsQuery(keyResult.id), enabled: open });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={560}>
        <DialogHeader>
          <DialogTitle>Histórico de check-ins</DialogTitle>
          <DialogDescription>{keyResult.title}</DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <Spinner label="Carregando..." />
        ) : query.error ? (
          <p role="alert" className="text-sm text-destructive">
            Não foi possível carregar o histórico.
          </p>
        ) : query.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum check-in ainda.</p>
        ) : (
          <ol className="divide-y" aria-label="Check-ins">
            {query.data.map((checkin) => (
              <li key={checkin.id} className="grid gap-1 py-3">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <strong className="tabular-nums">{formatKrValue(checkin.value, keyResult.unit)}</strong>
                  <ConfidenceBadge confidence={checkin.confidence} />
                  <span className="text-muted-foreground">
                    {formatDateTime(checkin.createdAt)}
                    {checkin.authorName ? ` · ${checkin.authorName}` : ''}
                  </span>
                </div>
                {checkin.note ? <p className="text-sm">{checkin.note}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
