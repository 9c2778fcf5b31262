/**
 * One deal on the board: value, person/company, and 'Mover para…' (keyboard and screen reader), also
 * draggable. Moving to 'Perdido' asks for the reason from the catalog (required) and a note.
 */
import { useState } from 'react';
import { dealLossReasons, dealStages } from '@shared/deals/catalog';
import type { BoardDeal, Deal, DealMoveInput } from '@shared/deals/schemas';
import { formatDateTimeAt, formatMoney } from '@shared/format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useMoveDeal } from '../api/deals';

export function DealCard({ deal, canEdit }: { deal: BoardDeal; canEdit: boolean }) {
  const move = useMoveDeal();
  const [losing, setLosing] = useState(false);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function go(stage: string, lossReason?: string) {
    try {
      await move.mutateAsync({
        id: deal.id,
        body: {
          stage: stage as Deal['stage'],
          lossReason: lossReason as DealMoveInput['lossReason'],
          lossNote: note,
        },
      });
      toast.success(`${deal.title}: ${dealStages.find((entry) => entry.value === stage)?.label}`);
      setLosing(false);
    } catch (failure) {
      const message =
        failure instanceof ApiError
          ? (failure.fields?.lossReason ?? failure.message)
          : 'Não foi possível mover';
      setError(message);
    }
  }
  return (
    <li
      className="space-y-1 rounded-md border bg-card p-2 text-sm"
      draggable={canEdit}
      onDragStart={(event) => event.dataTransfer.setData('text/deal', deal.id)}
      aria-label={deal.title}
    >
      <a className="font-medium underline-offset-2 hover:underline" href={`?negocio=${deal.id}`}>
        {deal.title}
      </a>
      <p>{formatMoney(deal.value)}</p>
      <p className="text-xs text-muted-foreground">
        {[deal.companyName, deal.leadName].filter(Boolean).join(' · ')}
      </p>
      {dealStages.find((entry) => entry.value === deal.stage)?.open ? (
        deal.nextActivity ? (
          <p className="text-xs text-muted-foreground">
            Próxima: {deal.nextActivity.title} · {formatDateTimeAt(deal.nextActivity.dueAt)}
          </p>
        ) : (
          <Badge color="amber">Sem próxima atividade</Badge>
        )
      ) : null}
      {deal.lossReason ? (
        <p className="text-xs">
          Motivo: {dealLossReasons.find((entry) => entry.value === deal.lossReason)?.label}
        </p>
      ) : null}
      {canEdit ? (
        <label className="block text-xs">
          Mover para…
          <select
            className="mt-1 block w-full rounded border bg-background p-1"
            value=""
            onChange={(event) => {
              const stage = event.target.value;
              if (stage === 'perdido') setLosing(true);
              else if (stage) void go(stage);
            }}
          >
            <option value="">Escolha a etapa</option>
            {dealStages
              .filter((stage) => stage.value !== deal.stage)
              .map((stage) => (
                <option key={stage.value} value={stage.value}>
                  {stage.label}
                </option>
              ))}
          </select>
        </label>
      ) : null}
      {losing ? (
        <div className="space-y-1 rounded border p-2">
          <label className="block text-xs">
            Motivo da perda
            <select
              className="mt-1 block w-full rounded border bg-background p-1"
              value={reason}
              aria-invalid={Boolean(error)}
              onChange={(event) => setReason(event.target.value)}
            >
              <option value="">Escolha o motivo</option>
              {dealLossReasons.map((entry) => (
                <option key={entry.value} value={entry.value}>
                  {entry.label}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-xs">
            Observação (opcional)
            <textarea
              className="mt-1 block w-full rounded border p-1"
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </label>
          {error ? <p className="text-xs text-destructive">{error}</p> : null}
          <div className="flex gap-2">
            <Button size="sm" onClick={() => void go('perdido', reason)}>
              Marcar como perdido
            </Button>
            <Button size="sm" variant="outline" onClick={() => setLosing(false)}>
              Cancelar
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
