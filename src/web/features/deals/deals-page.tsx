/**
 * CODERS comercial/negocios: the Kanban (count, sum and weighted sum per stage; cards moved with
 * 'Mover para…' or dragged), a list view, and a deal's page (`?negocio=<id>`).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { dealStages } from '@shared/deals/catalog';
import { formatMoney } from '@shared/format';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { ActivitiesPanel } from '@web/features/activities';
import { useCan } from '@web/lib/use-can';
import { dealBoardQuery, useMoveDeal } from './api/deals';
import { DealCard } from './components/deal-card';
import { DealDetail } from './components/deal-detail';
import { DealDialog } from './components/deal-dialog';

export default function DealsPage() {
  const [search] = useSearchParams();
  const canEdit = useCan('POST', '/api/deals');
  const canPlan = useCan('GET', '/api/activities');
  const [q, setQ] = useState('');
  const [view, setView] = useState<'kanban' | 'lista'>('kanban');
  const [creating, setCreating] = useState(false);
  const board = useQuery(dealBoardQuery(q.trim()));
  const move = useMoveDeal();
  const id = search.get('negocio');
  if (id)
    return (
      <DealDetail
        id={id}
        canEdit={canEdit}
        timelineExtras={canPlan ? <ActivitiesPanel subject={{ kind: 'deal', id }} /> : null}
      />
    );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <Input
          type="search"
          aria-label="Buscar negócio"
          placeholder="Buscar negócio, empresa ou pessoa"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          className="max-w-xs"
        />
        <Button
          variant={view === 'kanban' ? 'default' : 'outline'}
          aria-pressed={view === 'kanban'}
          onClick={() => setView('kanban')}
        >
          Kanban
        </Button>
        <Button
          variant={view === 'lista' ? 'default' : 'outline'}
          aria-pressed={view === 'lista'}
          onClick={() => setView('lista')}
        >
          Lista
        </Button>
        {canEdit ? <Button onClick={() => setCreating(true)}>Novo negócio</Button> : null}
      </div>
      {board.isPending ? <p className="text-sm text-muted-foreground">Carregando negócios…</p> : null}
      {board.isError ? <p role="alert">Não foi possível carregar os negócios.</p> : null}
      {board.data && view === 'kanban' ? (
        <div className="flex gap-3 overflow-x-auto pb-2">
          {dealStages.map((stage) => {
            const summary = board.data.stages.find((entry) => entry.stage === stage.value)!;
            const cards = board.data.items.filter((deal) => deal.stage === stage.value);
            return (
              <section
                key={stage.value}
                aria-label={stage.label}
                data-stage={stage.value}
                className="w-64 shrink-0 space-y-2 rounded-md bg-muted/40 p-2"
                onDragOver={(event) => canEdit && stage.value !== 'perdido' && event.preventDefault()}
                onDrop={(event) => {
                  const dealId = event.dataTransfer.getData('text/deal');
                  if (dealId) move.mutate({ id: dealId, body: { stage: stage.value } });
                }}
              >
                <h3 className="font-semibold">
                  {stage.label} <span className="text-muted-foreground">({summary.count})</span>
                </h3>
                <p className="text-xs" data-testid={`soma-${stage.value}`}>
                  Soma {formatMoney(summary.sum)} · Ponderado {formatMoney(summary.weighted)} (
                  {stage.probability}%)
                </p>
                {cards.length ? (
                  <ul className="space-y-2">
                    {cards.map((deal) => (
                      <DealCard key={deal.id} deal={deal} canEdit={canEdit} />
                    ))}
                  </ul>
                ) : (
                  <p className="text-xs text-muted-foreground">Nenhum negócio.</p>
                )}
              </section>
            );
          })}
        </div>
      ) : null}
      {board.data && view === 'lista' ? (
        <ul className="divide-y rounded-md border text-sm">
          {board.data.items.map((deal) => (
            <li key={deal.id} className="flex flex-wrap justify-between gap-2 p-2">
              <a className="underline" href={`?negocio=${deal.id}`}>
                {deal.title}
              </a>
              <span>
                {dealStages.find((entry) => entry.value === deal.stage)?.label} · {formatMoney(deal.value)} ·{' '}
                {deal.companyName ?? '—'}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {creating ? <DealDialog deal={null} open onOpenChange={setCreating} /> : null}
    </div>
  );
}
