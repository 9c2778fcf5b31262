/**
 * CODERS colaboradores → OKRs (docs/product/okrs-and-onboarding.md): the quarter's objectives with
 * their key results' progress and confidence, the weekly check-in and its history; adm creates and
 * edits objectives and key results.
 */
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, History, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { z } from 'zod';
import { type KrMetric, krMetrics, krUnits, okrLevels, okrTeams } from '@shared/okrs/catalog';
import { labelOf } from '@shared/catalog/entries';
import { saoPauloDay } from '@shared/format';
import {
  type KeyResult,
  type KeyResultForm,
  type Objective,
  type ObjectiveForm,
  QUARTER_PATTERN,
  quarterOf,
  shiftQuarter,
} from '@shared/okrs/schemas';
import { ListStates } from '@web/components/data-table/table-states';
import { useListParams } from '@web/components/data-table/use-list-params';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { EmptyState } from '@web/components/ui/feedback';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useCan } from '@web/lib/use-can';
import {
  okrBoardQuery,
  useDeleteKeyResult,
  useDeleteObjective,
  useSaveKeyResult,
  useSaveObjective,
} from '../api/okrs';
import { staffMembersQuery } from '@web/lib/queries/staff';
import {
  CheckinDialog,
  ConfidenceBadge,
  formatKrValue,
  HistoryDialog,
  ProgressBar,
  percent,
} from './okr-parts';

const params = z.object({
  trimestre: z
    .string()
    .regex(QUARTER_PATTERN)
    .catch(() => quarterOf(saoPauloDay())),
});

const quarterLabel = (quarter: string) => `${quarter.slice(-1)}º trimestre de ${quarter.slice(0, 4)}`;

function levelLabel(objective: Objective) {
  if (objective.level === 'team') return `Equipe ${labelOf(okrTeams, objective.team ?? '')}`;
  if (objective.level === 'person') return objective.ownerName ?? 'Pessoa';
  return 'Empresa';
}

export function OkrsPage() {
  const [{ trimestre: quarter }, setParams] = useListParams(params);
  const query = useQuery(okrBoardQuery(quarter));
  const canEdit = useCan('POST', '/api/okrs/objectives');
  const [editing, setEditing] = useState<Objective | 'new' | null>(null);
  const objectives = query.data?.objectives ?? [];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2" role="group" aria-label="Trimestre">
          <Button
            variant="outline"
            size="icon"
            aria-label="Trimestre anterior"
            onClick={() => setParams({ trimestre: shiftQuarter(quarter, -1) })}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <h2 className="min-w-48 text-center font-semibold" aria-live="polite">
            {quarterLabel(quarter)}
          </h2>
          <Button
            variant="outline"
            size="icon"
            aria-label="Próximo trimestre"
            onClick={() => setParams({ trimestre: shiftQuarter(quarter, 1) })}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {query.data && objectives.length ? (
            <p className="text-sm text-muted-foreground">
              Progresso geral <strong className="text-foreground">{percent(query.data.progress)}</strong>
            </p>
          ) : null}
          {canEdit ? (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" />
              Novo objetivo
            </Button>
          ) : null}
        </div>
      </div>
      <ListStates
        query={query}
        isEmpty={objectives.length === 0}
        errorText="Não foi possível carregar os OKRs."
        empty={
          <Card>
            <EmptyState
              title="Nenhum objetivo neste trimestre"
              hint={
                canEdit
                  ? 'Crie o primeiro objetivo com “Novo objetivo”.'
                  : 'A administração ainda não definiu os OKRs deste trimestre.'
              }
            />
          </Card>
        }
      >
        <ul className="grid gap-4" aria-label="Objetivos">
          {objectives.map((objective) => (
            <ObjectiveCard
              key={objective.id}
              objective={objective}
              canEdit={canEdit}
              onEdit={() => setEditing(objective)}
            />
          ))}
        </ul>
      </ListStates>
      {editing ? (
        <ObjectiveDialog
          quarter={quarter}
          objective={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

function ObjectiveCard({
  objective,
  canEdit,
  onEdit,
}: {
  objective: Objective;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const [confirm, setConfirm] = useState(false);
  const [keyResult, setKeyResult] = useState<KeyResult | 'new' | null>(null);
  const remove = useDeleteObjective();
  return (
    <li>
      <Card className="p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 flex-1">
            <Badge
              color={
                objective.level === 'company' ? 'indigo' : objective.level === 'team' ? 'blue' : 'purple'
              }
            >
              {levelLabel(objective)}
            </Badge>
            <h3 className="mt-2 text-base font-semibold">{objective.title}</h3>
            {objective.description ? (
              <p className="text-sm text-muted-foreground">{objective.description}</p>
            ) : null}
          </div>
          <div className="w-full sm:w-56">
            <p className="mb-1 flex justify-between text-sm">
              <span className="text-muted-foreground">Progresso</span>
              <strong data-testid="objective-progress">{percent(objective.progress)}</strong>
            </p>
            <ProgressBar value={objective.progress} label={`Progresso do objetivo ${objective.title}`} />
          </div>
        </div>
        {objective.keyResults.length === 0 ? (
          <p className="mt-4 text-sm text-muted-foreground">Nenhum resultado-chave ainda.</p>
        ) : (
          <ul
            className="mt-4 divide-y rounded-md border"
            aria-label={`Resultados-chave de ${objective.title}`}
          >
            {objective.keyResults.map((kr) => (
              <KeyResultRow key={kr.id} keyResult={kr} canEdit={canEdit} onEdit={() => setKeyResult(kr)} />
            ))}
          </ul>
        )}
        {canEdit ? (
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setKeyResult('new')}>
              <Plus aria-hidden="true" />
              Adicionar resultado-chave
            </Button>
            <Button variant="ghost" size="sm" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              Editar objetivo
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirm(true)}>
              <Trash2 aria-hidden="true" />
              Excluir objetivo
            </Button>
          </div>
        ) : null}
      </Card>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="Excluir objetivo?"
        description={`“${objective.title}” e os seus resultados-chave e check-ins serão excluídos.`}
        onConfirm={() =>
          remove.mutate(objective.id, {
            onSuccess: () => toast.success('Objetivo excluído'),
            onError: (error) => toast.error('Não foi possível excluir', error.message),
          })
        }
      />
      {keyResult ? (
        <KeyResultDialog
          objectiveId={objective.id}
          keyResult={keyResult === 'new' ? null : keyResult}
          onClose={() => setKeyResult(null)}
        />
      ) : null}
    </li>
  );
}

function KeyResultRow({
  keyResult,
  canEdit,
  onEdit,
}: {
  keyResult: KeyResult;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const [checkin, setCheckin] = useState(false);
  const [history, setHistory] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const remove = useDeleteKeyResult();
  return (
    <li className="grid gap-2 p-3 md:grid-cols-[minmax(0,1fr)_12rem_auto] md:items-center md:gap-4">
      <div className="min-w-0">
        <p className="font-medium">{keyResult.title}</p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <span className="tabular-nums">
            {formatKrValue(keyResult.currentValue, keyResult.unit)} de{' '}
            {formatKrValue(keyResult.targetValue, keyResult.unit)} (início{' '}
            {formatKrValue(keyResult.startValue, keyResult.unit)})
          </span>
          {keyResult.metric ? (
            <Badge color="slate">Automático: {labelOf(krMetrics, keyResult.metric)}</Badge>
          ) : null}
          {keyResult.ownerName ? <span>· {keyResult.ownerName}</span> : null}
          {keyResult.lastCheckin ? <ConfidenceBadge confidence={keyResult.lastCheckin.confidence} /> : null}
        </p>
      </div>
      <div>
        <p className="mb-1 text-right text-xs font-semibold tabular-nums">{percent(keyResult.progress)}</p>
        <ProgressBar value={keyResult.progress} label={`Progresso de ${keyResult.title}`} />
      </div>
      <div className="flex flex-wrap gap-1 md:justify-end">
        {keyResult.canCheckIn ? (
          <Button size="sm" onClick={() => setCheckin(true)} aria-label={`Check-in: ${keyResult.title}`}>
            Check-in
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setHistory(true)}
          aria-label={`Histórico: ${keyResult.title}`}
        >
          <History aria-hidden="true" />
        </Button>
        {canEdit ? (
          <>
            <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Editar ${keyResult.title}`}>
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setConfirm(true)}
              aria-label={`Excluir ${keyResult.title}`}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </>
        ) : null}
      </div>
      {checkin ? <CheckinDialog keyResult={keyResult} open={checkin} onOpenChange={setCheckin} /> : null}
      {history ? <HistoryDialog keyResult={keyResult} open={history} onOpenChange={setHistory} /> : null}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="Excluir resultado-chave?"
        description={`“${keyResult.title}” e o seu histórico de check-ins serão excluídos.`}
        onConfirm={() =>
          remove.mutate(keyResult.id, {
            onSuccess: () => toast.success('Resultado-chave excluído'),
            onError: (error) => toast.error('Não foi possível excluir', error.message),
          })
        }
      />
    </li>
  );
}

function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.fields) setErrors(error.fields);
    else toast.error('Não foi possível salvar', error instanceof Error ? error.message : undefined);
  };
  return { errors, setErrors, fail };
}

function ObjectiveDialog({
  quarter,
  objective,
  onClose,
}: {
  quarter: string;
  objective: Objective | null;
  onClose: () => void;
}) {
  const id = useId();
  const staff = useQuery(staffMembersQuery);
  const save = useSaveObjective();
  const { errors, setErrors, fail } = useFieldErrors();
  const [form, setForm] = useState<ObjectiveForm>({
    quarter: objective?.quarter ?? quarter,
    level: objective?.level ?? 'company',
    team: objective?.team ?? null,
    ownerId: objective?.ownerId ?? null,
    title: objective?.title ?? '',
    description: objective?.description ?? '',
  });
  const set = (patch: Partial<ObjectiveForm>) => setForm((current) => ({ ...current, ...patch }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      await save.mutateAsync({ id: objective?.id, form });
      toast.success(objective ? 'Objetivo atualizado' : 'Objetivo criado');
      onClose();
    } catch (error) {
      fail(error);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent width={520}>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{objective ? 'Editar objetivo' : 'Novo objetivo'}</DialogTitle>
          </DialogHeader>
          <Field label="Objetivo" htmlFor={`${id}-title`} error={errors.title}>
            <Input
              id={`${id}-title`}
              value={form.title}
              onChange={(e) => set({ title: e.target.value })}
              maxLength={200}
            />
          </Field>
          <Field label="Descrição (opcional)" htmlFor={`${id}-description`} error={errors.description}>
            <Textarea
              id={`${id}-description`}
              value={form.description ?? ''}
              onChange={(e) => set({ description: e.target.value })}
              rows={2}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Trimestre" htmlFor={`${id}-quarter`} error={errors.quarter} hint="Ex.: 2026-Q4">
              <Input
                id={`${id}-quarter`}
                value={form.quarter}
                onChange={(e) => set({ quarter: e.target.value })}
              />
            </Field>
            <Field label="Nível" htmlFor={`${id}-level`} error={errors.level}>
              <NativeSelect
                id={`${id}-level`}
                value={form.level}
                onChange={(e) => set({ level: e.target.value as ObjectiveForm['level'] })}
              >
                {okrLevels.map((level) => (
                  <option key={level.value} value={level.value}>
                    {level.label}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          {form.level === 'team' ? (
            <Field label="Equipe" htmlFor={`${id}-team`} error={errors.team}>
              <NativeSelect
                id={`${id}-team`}
                value={form.team ?? ''}
                onChange={(e) => set({ team: (e.target.value || null) as ObjectiveForm['team'] })}
              >
                <option value="">Escolha</option>
                {okrTeams.map((team) => (
                  <option key={team.value} value={team.value}>
                    {team.label}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          ) : null}
          {form.level === 'person' ? (
            <Field label="Pessoa" htmlFor={`${id}-owner`} error={errors.ownerId}>
              <NativeSelect
                id={`${id}-owner`}
                value={form.ownerId ?? ''}
                onChange={(e) => set({ ownerId: e.target.value || null })}
              >
                <option value="">Escolha</option>
                {(staff.data ?? []).map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Salvando...' : 'Salvar objetivo'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function KeyResultDialog({
  objectiveId,
  keyResult,
  onClose,
}: {
  objectiveId: string;
  keyResult: KeyResult | null;
  onClose: () => void;
}) {
  const id = useId();
  const staff = useQuery(staffMembersQuery);
  const save = useSaveKeyResult();
  const { errors, setErrors, fail } = useFieldErrors();
  const [form, setForm] = useState({
    title: keyResult?.title ?? '',
    unit: keyResult?.unit ?? 'number',
    metric: keyResult?.metric ?? '',
    startValue: String(keyResult?.startValue ?? 0),
    targetValue: keyResult ? String(keyResult.targetValue) : '',
    ownerId: keyResult?.ownerId ?? '',
  });
  const set = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }));
  const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    const payload: KeyResultForm = {
      title: form.title,
      unit: form.unit as KeyResultForm['unit'],
      metric: (form.metric || null) as KrMetric | null,
      startValue: toNumber(form.startValue),
      targetValue: toNumber(form.targetValue),
      ownerId: form.ownerId || null,
    };
    const local: Record<string, string> = {};
    if (Number.isNaN(payload.startValue)) local.startValue = 'Valor inicial deve ser um número';
    if (Number.isNaN(payload.targetValue)) local.targetValue = 'Meta deve ser um número';
    if (Object.keys(local).length) return setErrors(local);
    try {
      await save.mutateAsync({ id: keyResult?.id, objectiveId, form: payload });
      toast.success(keyResult ? 'Resultado-chave atualizado' : 'Resultado-chave criado');
      onClose();
    } catch (error) {
      fail(error);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent width={520}>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{keyResult ? 'Editar resultado-chave' : 'Novo resultado-chave'}</DialogTitle>
          </DialogHeader>
          <Field label="Resultado-chave" htmlFor={`${id}-title`} error={errors.title}>
            <Input
              id={`${id}-title`}
              value={form.title}
              onChange={(e) => set({ title: e.target.value })}
              maxLength={200}
            />
          </Field>
          <Field
            label="Métrica automática"
            htmlFor={`${id}-metric`}
            error={errors.metric}
            hint="Com uma métrica, o valor atual é calculado sozinho para o trimestre."
          >
            <NativeSelect
              id={`${id}-metric`}
              value={form.metric}
              onChange={(e) => {
                const metric = krMetrics.find((m) => m.value === e.target.value);
                set({ metric: e.target.value, ...(metric ? { unit: metric.unit } : {}) });
              }}
            >
              <option value="">Nenhuma (check-ins manuais)</option>
              {krMetrics.map((metric) => (
                <option key={metric.value} value={metric.value}>
                  {metric.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label="Unidade" htmlFor={`${id}-unit`} error={errors.unit}>
              <NativeSelect
                id={`${id}-unit`}
                value={form.unit}
                onChange={(e) => set({ unit: e.target.value as typeof form.unit })}
              >
                {krUnits.map((unit) => (
                  <option key={unit.value} value={unit.value}>
                    {unit.label}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label="Início" htmlFor={`${id}-start`} error={errors.startValue}>
              <Input
                id={`${id}-start`}
                inputMode="decimal"
                value={form.startValue}
                onChange={(e) => set({ startValue: e.target.value })}
              />
            </Field>
            <Field label="Meta" htmlFor={`${id}-target`} error={errors.targetValue}>
              <Input
                id={`${id}-target`}
                inputMode="decimal"
                value={form.targetValue}
                onChange={(e) => set({ targetValue: e.target.value })}
              />
            </Field>
          </div>
          <Field
            label="Responsável"
            htmlFor={`${id}-owner`}
            error={errors.ownerId}
            hint="Quem faz o check-in semanal."
          >
            <NativeSelect
              id={`${id}-owner`}
              value={form.ownerId}
              onChange={(e) => set({ ownerId: e.target.value })}
            >
              <option value="">Ninguém (só administradores)</option>
              {(staff.data ?? []).map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Salvando...' : 'Salvar resultado-chave'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
