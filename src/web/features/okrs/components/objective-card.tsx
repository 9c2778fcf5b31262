/** One objective on the board: its progress, its key results and (adm) their editing. */
import { History, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { labelOf } from '@shared/catalog/entries';
import { krMetrics, okrTeams } from '@shared/okrs/catalog';
import type { KeyResult, Objective } from '@shared/okrs/schemas';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { ProgressBar } from '@web/components/ui/progress-bar';
import { toast } from '@web/lib/toast';
import { useDeleteKeyResult, useDeleteObjective } from '../api/okrs';
import { CheckinDialog } from './checkin-dialog';
import { HistoryDialog } from './history-dialog';
import { KeyResultDialog } from './key-result-dialog';
import { ConfidenceBadge, formatKrValue, percent } from './okr-progress';

function levelLabel(objective: Objective) {
  if (objective.level === 'team') return `Equipe ${labelOf(okrTeams, objective.team ?? '')}`;
  if (objective.level === 'person') return objective.ownerName ?? 'Pessoa';
  return 'Empresa';
}

export function ObjectiveCard({
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
      <KeyResultDialog
        objectiveId={objective.id}
        keyResult={keyResult === 'new' ? null : keyResult}
        open={keyResult !== null}
        onOpenChange={(open) => (open ? null : setKeyResult(null))}
      />
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
