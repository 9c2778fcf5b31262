/**
 * CODERS colaboradores → OKRs (docs/product/okrs-and-onboarding.md): the quarter's objectives with
 * their key results' progress and confidence, the weekly check-in and its history; adm creates and
 * edits objectives and key results.
 */
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { saoPauloDay } from '@shared/format';
import { type Objective, QUARTER_PATTERN, quarterOf, shiftQuarter } from '@shared/okrs/schemas';
import { ListStates } from '@web/components/data-table/table-states';
import { useListParams } from '@web/components/data-table/use-list-params';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/feedback';
import { useCan } from '@web/lib/use-can';
import { okrBoardQuery } from './api/okrs';
import { ObjectiveCard } from './components/objective-card';
import { ObjectiveDialog } from './components/objective-dialog';
import { percent } from './components/okr-progress';

const params = z.object({
  trimestre: z
    .string()
    .regex(QUARTER_PATTERN)
    .catch(() => quarterOf(saoPauloDay())),
});

const quarterLabel = (quarter: string) => `${quarter.slice(-1)}º trimestre de ${quarter.slice(0, 4)}`;

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
      <ObjectiveDialog
        quarter={quarter}
        objective={editing === 'new' || editing === null ? null : editing}
        open={editing !== null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
      />
    </div>
  );
}

export default OkrsPage;
