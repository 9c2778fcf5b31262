/**
 * CODERS comercial → Oportunidades: a Kanban of qualified and proposal leads. Drag a card to the
 * other column or onto Convertido / Perdido; from the keyboard, each card's 'Mover' menu does the same.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { MoveRight, ThumbsDown, Trophy } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { type LeadStatus, leadStatuses, statusBadge } from '@shared/catalog/statuses';
import { formatDate } from '@shared/format';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { ListStates } from '@web/components/data-table/table-states';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { cn } from '@web/lib/cn';
import { useJobLink } from '@web/lib/use-job-link';
import {
  type BoardColumn,
  type BoardLead,
  boardColumns,
  opportunitiesQuery,
  useMoveLead,
} from '../api/opportunities';

const DRAG_TYPE = 'application/x-coders-lead';
const label = (status: LeadStatus) => statusBadge(leadStatuses, status).label;
const targets: LeadStatus[] = ['qualified', 'proposal', 'won', 'lost'];

type DragState = { lead: BoardLead } | null;

function LeadCard({
  lead,
  onMove,
  onDragStart,
  onDragEnd,
  busy,
}: {
  lead: BoardLead;
  onMove: (to: LeadStatus) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  busy: boolean;
}) {
  return (
    <li
      draggable={!busy}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, lead.id);
        event.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      className={cn(
        'cursor-grab rounded-lg border bg-background p-3 shadow-sm active:cursor-grabbing',
        busy && 'opacity-60',
      )}
      aria-busy={busy}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <LeadName id={lead.id} name={lead.name} />
          <p className="truncate text-sm text-muted-foreground">{lead.company ?? lead.email}</p>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="sm" className="shrink-0" aria-label={`Mover ${lead.name}`}>
              <MoveRight aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Mover</span>
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>Mover para</DropdownMenuLabel>
            {targets
              .filter((status) => status !== lead.status)
              .map((status) => (
                <DropdownMenuItem key={status} onSelect={() => onMove(status)}>
                  {label(status)}
                </DropdownMenuItem>
              ))}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      {lead.serviceInterest ? <p className="mt-2 line-clamp-2 text-sm">{lead.serviceInterest}</p> : null}
      <p className="mt-2 text-xs text-muted-foreground">Desde {formatDate(lead.createdAt)}</p>
    </li>
  );
}

function useDropZone(onDrop: () => void, accepts: boolean) {
  const [over, setOver] = useState(false);
  return {
    over: over && accepts,
    handlers: {
      onDragOver: (event: DragEvent) => {
        if (!accepts || !event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        setOver(false);
        if (accepts) onDrop();
      },
    },
  };
}

function Column({
  status,
  drag,
  setDrag,
  move,
  movingId,
}: {
  status: BoardColumn;
  drag: DragState;
  setDrag: (state: DragState) => void;
  move: (lead: BoardLead, to: LeadStatus) => void;
  movingId: string | null;
}) {
  const query = useInfiniteQuery(opportunitiesQuery(status));
  const leads = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? leads.length;
  const headingId = useId();
  const badge = statusBadge(leadStatuses, status);
  const zone = useDropZone(
    () => drag && move(drag.lead, status),
    Boolean(drag && drag.lead.status !== status),
  );
  return (
    <section
      aria-labelledby={headingId}
      {...zone.handlers}
      className={cn(
        'flex min-h-64 flex-col rounded-xl border bg-muted/50 p-3 transition-colors',
        zone.over && 'border-primary bg-primary/5',
      )}
    >
      <div className="mb-3 flex items-center justify-between gap-2 px-1">
        <h2 id={headingId} className="flex items-center gap-2 font-semibold">
          <Badge color={badge.color}>{badge.label}</Badge>
        </h2>
        <span className="text-sm text-muted-foreground tabular-nums">
          {total === 1 ? '1 lead' : `${total} leads`}
        </span>
      </div>
      <ListStates
        compact
        query={query}
        isEmpty={leads.length === 0}
        errorText="Erro ao carregar leads"
        empty={
          <p className="flex flex-1 items-center justify-center p-4 text-center text-sm text-muted-foreground">
            Nenhum lead nesta etapa.
          </p>
        }
      >
        <ul className="space-y-2" aria-label={`Leads em ${badge.label}`}>
          {leads.map((lead) => (
            <LeadCard
              key={lead.id}
              lead={lead}
              busy={movingId === lead.id}
              onMove={(to) => move(lead, to)}
              onDragStart={() => setDrag({ lead })}
              onDragEnd={() => setDrag(null)}
            />
          ))}
        </ul>
      </ListStates>
      <DataTableLoadMore query={query} bare variant="ghost" size="sm" buttonClassName="mt-2" />
    </section>
  );
}

function OutcomeZone({
  status,
  drag,
  move,
}: {
  status: 'won' | 'lost';
  drag: DragState;
  move: (lead: BoardLead, to: LeadStatus) => void;
}) {
  const zone = useDropZone(() => drag && move(drag.lead, status), Boolean(drag));
  const Icon = status === 'won' ? Trophy : ThumbsDown;
  return (
    <div
      {...zone.handlers}
      className={cn(
        'flex items-center justify-center gap-2 rounded-xl border-2 border-dashed p-4 text-sm font-medium transition-colors',
        status === 'won' ? 'text-green-800' : 'text-red-800',
        zone.over && (status === 'won' ? 'border-green-600 bg-green-50' : 'border-red-600 bg-red-50'),
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      Solte aqui para marcar como {label(status)}
    </div>
  );
}

export function OpportunitiesPage() {
  const [drag, setDrag] = useState<DragState>(null);
  const moveLead = useMoveLead();
  const move = (lead: BoardLead, to: LeadStatus) => {
    setDrag(null);
    if (lead.status !== to) moveLead.mutate({ lead, to });
  };
  const movingId = moveLead.isPending ? (moveLead.variables?.lead.id ?? null) : null;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        {boardColumns.map((status) => (
          <Column
            key={status}
            status={status}
            drag={drag}
            setDrag={setDrag}
            move={move}
            movingId={movingId}
          />
        ))}
      </div>
      {/* Mouse drop targets; from the keyboard the Mover menu does the same. */}
      <Card className="sticky bottom-3 z-10 grid grid-cols-2 gap-3 p-3 shadow-lg" aria-hidden="true">
        <OutcomeZone status="won" drag={drag} move={move} />
        <OutcomeZone status="lost" drag={drag} move={move} />
      </Card>
    </div>
  );
}

/** The lead's name opens its drawer in the leads page this person works in. */
function LeadName({ id, name }: { id: string; name: string }) {
  const link = useJobLink()('leads', { lead: id });
  if (!link) return <p className="truncate font-medium">{name}</p>;
  return (
    <p className="truncate font-medium">
      <Link to={link} className="hover:text-primary hover:underline focus-visible:underline">
        {name}
      </Link>
    </p>
  );
}
