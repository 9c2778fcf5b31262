/**
 * The pipeline as a Kanban board: one column per status, 20 cards at a time per column. A card moves
 * by drag and drop, or from the keyboard: focus it and press ← / → (or use its 'Mover para' menu).
 * Each move is the same optimistic status change as the table's, announced to screen readers.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowLeftRight, Building2 } from 'lucide-react';
import { type DragEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { leadStatuses } from '@shared/catalog/statuses';
import { formatDateTimeAt } from '@shared/format';
import type { LeadListItem } from '@shared/schemas/lead';
import { dotColors } from '@web/components/data-table/faceted-filter';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { Skeleton } from '@web/components/ui/feedback';
import { cn } from '@web/lib/cn';
import type { LeadFilterParams } from '../api/keys';
import { kanbanColumnQuery } from '../api/list-kanban-column';
import { useUpdateLeadStatus } from '../api/update-lead-status';

type Filters = Omit<LeadFilterParams, 'status' | 'order'>;
const DRAG_TYPE = 'application/x-coders-lead';

export function LeadsKanban({ filters, onOpen }: { filters: Filters; onOpen: (lead: LeadListItem) => void }) {
  const updateStatus = useUpdateLeadStatus();
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<{ id: string; status: string } | null>(null);
  const dragged = useRef<LeadListItem | null>(null);

  function move(lead: LeadListItem, to: string, keepFocus = false) {
    if (lead.status === to) return;
    const label = leadStatuses.find((status) => status.value === to)?.label ?? to;
    updateStatus.mutate({ lead, status: to });
    setAnnouncement(`${lead.name} movido para ${label}.`);
    if (keepFocus) setFocusTarget({ id: lead.id, status: to });
  }

  return (
    <div>
      <p className="sr-only" aria-live="assertive">
        {announcement}
      </p>
      <p className="mb-3 text-sm text-muted-foreground">
        Arraste os cartões entre as colunas, ou selecione um cartão e use as setas ← e → do teclado.
      </p>
      <div className="flex gap-3 overflow-x-auto pb-3" role="list" aria-label="Funil de leads por status">
        {leadStatuses.map((status, index) => (
          <KanbanColumn
            key={status.value}
            status={status}
            filters={filters}
            onOpen={onOpen}
            focusTarget={focusTarget}
            onFocused={() => setFocusTarget(null)}
            onDrop={(to) => {
              if (dragged.current) move(dragged.current, to);
              dragged.current = null;
            }}
            onDragStart={(lead) => {
              dragged.current = lead;
            }}
            onKeyMove={(lead, delta) => {
              const target = leadStatuses[index + delta];
              if (target) move(lead, target.value, true);
            }}
            onMenuMove={(lead, to) => move(lead, to, true)}
          />
        ))}
      </div>
    </div>
  );
}

function KanbanColumn({
  status,
  filters,
  onOpen,
  focusTarget,
  onFocused,
  onDrop,
  onDragStart,
  onKeyMove,
  onMenuMove,
}: {
  status: (typeof leadStatuses)[number];
  filters: Filters;
  onOpen: (lead: LeadListItem) => void;
  focusTarget: { id: string; status: string } | null;
  onFocused: () => void;
  onDrop: (to: string) => void;
  onDragStart: (lead: LeadListItem) => void;
  onKeyMove: (lead: LeadListItem, delta: -1 | 1) => void;
  onMenuMove: (lead: LeadListItem, to: string) => void;
}) {
  const query = useInfiniteQuery(kanbanColumnQuery(status.value, filters));
  const [over, setOver] = useState(false);
  const cards = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const headingId = `kanban-${status.value}`;

  return (
    <section
      role="listitem"
      aria-labelledby={headingId}
      className={cn(
        'flex w-72 shrink-0 flex-col rounded-xl border bg-muted/50 transition-colors',
        over && 'border-primary bg-primary/5',
      )}
      onDragOver={(event: DragEvent) => {
        if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onDrop(status.value);
      }}
    >
      <header className="flex items-center justify-between gap-2 px-3 py-2.5">
        <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
          <span className={cn('size-2.5 rounded-full', dotColors[status.color])} aria-hidden="true" />
          {status.label}
        </h3>
        <span className="rounded-full bg-background px-2 py-0.5 text-xs font-medium text-muted-foreground">
          {query.isPending ? '…' : total.toLocaleString('pt-BR')}
          <span className="sr-only"> leads</span>
        </span>
      </header>
      <ul className="flex min-h-24 flex-1 flex-col gap-2 px-2 pb-2" aria-labelledby={headingId}>
        {query.isPending ? (
          <li aria-hidden="true" className="grid gap-2">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </li>
        ) : null}
        {!query.isPending && cards.length === 0 ? (
          <li className="rounded-lg border border-dashed p-4 text-center text-xs text-muted-foreground">
            Nenhum lead nesta etapa.
          </li>
        ) : null}
        {cards.map((lead) => (
          <KanbanCard
            key={lead.id}
            lead={lead}
            focus={focusTarget?.id === lead.id && focusTarget.status === lead.status}
            onFocused={onFocused}
            onOpen={() => onOpen(lead)}
            onDragStart={() => onDragStart(lead)}
            onKeyMove={(delta) => onKeyMove(lead, delta)}
            onMenuMove={(to) => onMenuMove(lead, to)}
          />
        ))}
        {query.hasNextPage ? (
          <li>
            <DataTableLoadMore
              query={query}
              bare
              spinner
              variant="ghost"
              size="sm"
              buttonClassName="w-full"
            />
          </li>
        ) : null}
      </ul>
    </section>
  );
}

function KanbanCard({
  lead,
  focus,
  onFocused,
  onOpen,
  onDragStart,
  onKeyMove,
  onMenuMove,
}: {
  lead: LeadListItem;
  focus: boolean;
  onFocused: () => void;
  onOpen: () => void;
  onDragStart: () => void;
  onKeyMove: (delta: -1 | 1) => void;
  onMenuMove: (to: string) => void;
}) {
  const ref = useRef<HTMLLIElement>(null);
  const status = leadStatuses.find((entry) => entry.value === lead.status);

  // After a keyboard move the card re-mounts in its new column: give it the focus back.
  useEffect(() => {
    if (focus) {
      ref.current?.focus();
      onFocused();
    }
  }, [focus, onFocused]);

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      onKeyMove(event.key === 'ArrowRight' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onOpen();
    }
  }

  return (
    <li
      ref={ref}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the card itself is the keyboard handle for moving it
      tabIndex={0}
      draggable
      data-lead-card={lead.id}
      aria-label={`${lead.name}, ${status?.label ?? lead.status}. Setas esquerda e direita mudam a etapa; Enter abre os detalhes.`}
      onKeyDown={onKeyDown}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, lead.id);
        event.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      className="group cursor-grab rounded-lg border bg-background p-3 shadow-sm transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
    >
      <div className="flex items-start justify-between gap-2">
        <button
          type="button"
          tabIndex={-1}
          onClick={onOpen}
          className="min-w-0 text-left text-sm font-medium leading-snug hover:text-primary hover:underline"
        >
          {lead.name}
        </button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="size-7 shrink-0"
              aria-label={`Mover ${lead.name} para`}
            >
              <ArrowLeftRight aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>Mover para</DropdownMenuLabel>
            <DropdownMenuSeparator />
            {leadStatuses
              .filter((entry) => entry.value !== lead.status)
              .map((entry) => (
                <DropdownMenuItem key={entry.value} onSelect={() => onMenuMove(entry.value)}>
                  <span className={cn('size-2 rounded-full', dotColors[entry.color])} aria-hidden="true" />
                  {entry.label}
                </DropdownMenuItem>
              ))}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <p className="truncate text-xs text-muted-foreground">{lead.email}</p>
      {lead.company ? (
        <p className="mt-1 flex items-center gap-1 truncate text-xs text-muted-foreground">
          <Building2 className="size-3 shrink-0" aria-hidden="true" />
          {lead.company}
        </p>
      ) : null}
      <div className="mt-2 flex items-center justify-between gap-2 text-[11px] text-muted-foreground">
        <span>{formatDateTimeAt(lead.createdAt)}</span>
        {lead.ownerName ? (
          <span className="truncate rounded bg-muted px-1.5 py-0.5" title={`Responsável: ${lead.ownerName}`}>
            {lead.ownerName.split(' ')[0]}
          </span>
        ) : null}
      </div>
    </li>
  );
}
