/**
 * 'Duplicados' (decision 056): pairs of leads that may be one person (same phone, same name, or an
 * e-mail one holds as another contact), newest first in keyset pages. Each pair opens the merge screen
 * ('Comparar e mesclar') or is closed with 'Não é duplicado'; the pairs already closed are one click
 * away. The status and page live in the URL.
 */
import { useQuery } from '@tanstack/react-query';
import { describeReasons } from '@shared/catalog/lead-identity';
import { leadSources, statusBadge } from '@shared/catalog/statuses';
import { formatDateTimeAt, formatPhone } from '@shared/format';
import type { DuplicateLeadSummary, DuplicatePair } from '@shared/schemas/lead-identity';
import { DataTablePagination } from '@web/components/data-table/pagination';
import { ListStates } from '@web/components/data-table/table-states';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/feedback';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { useDismissLeadDuplicate } from '../api/dismiss-lead-duplicate';
import { leadDuplicatesQuery } from '../api/list-lead-duplicates';

export type DuplicatesParams = { dup: string; cursor: string; before: string };

export function LeadsDuplicatesTab({
  params,
  setParams,
  onCompare,
  onOpenLead,
}: {
  params: DuplicatesParams;
  setParams: (patch: Partial<DuplicatesParams>) => void;
  onCompare: (pairId: string) => void;
  onOpenLead: (leadId: string) => void;
}) {
  const status = params.dup === 'descartados' ? 'dismissed' : 'open';
  const query = useQuery(leadDuplicatesQuery({ status, cursor: params.cursor, before: params.before }));
  const pairs = query.data?.items ?? [];
  const total = query.data?.total ?? 0;

  return (
    <Card>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">
            Leads com o mesmo telefone ou nome (e-mails diferentes). Compare e mescle, ou marque que não são a
            mesma pessoa.
          </p>
          <div className="inline-flex rounded-md border p-0.5" role="group" aria-label="Situação dos pares">
            {(
              [
                ['', 'Em aberto'],
                ['descartados', 'Não são duplicados'],
              ] as const
            ).map(([value, label]) => (
              <Button
                key={value}
                variant="ghost"
                size="sm"
                className={cn('h-8', params.dup === value && 'bg-secondary')}
                aria-pressed={params.dup === value}
                onClick={() => setParams({ dup: value })}
              >
                {label}
              </Button>
            ))}
          </div>
        </div>

        <ListStates
          query={query}
          isEmpty={pairs.length === 0}
          errorText="Não foi possível carregar os possíveis duplicados."
          empty={
            <EmptyState
              title={
                status === 'open' ? 'Nenhum possível duplicado.' : 'Nenhum par marcado como não duplicado.'
              }
              hint={
                status === 'open'
                  ? 'Quando um lead novo tiver o telefone ou o nome de outro, ele aparece aqui.'
                  : undefined
              }
            />
          }
        >
          <ul className="grid gap-3" aria-label="Possíveis duplicados">
            {pairs.map((pair) => (
              <PairItem key={pair.id} pair={pair} onCompare={onCompare} onOpenLead={onOpenLead} />
            ))}
          </ul>
        </ListStates>

        <DataTablePagination
          label="Paginação dos duplicados"
          summary={
            query.isPending
              ? null
              : total === 1
                ? '1 par encontrado'
                : `${query.data?.totalCapped ? 'Mais de ' : ''}${total.toLocaleString('pt-BR')} pares encontrados`
          }
          hasPrev={Boolean(query.data?.prevCursor)}
          hasNext={Boolean(query.data?.nextCursor)}
          isFetching={query.isFetching && !query.isPending}
          onPrev={() => query.data?.prevCursor && setParams({ before: query.data.prevCursor, cursor: '' })}
          onNext={() => query.data?.nextCursor && setParams({ cursor: query.data.nextCursor, before: '' })}
        />
      </CardContent>
    </Card>
  );
}

function PairItem({
  pair,
  onCompare,
  onOpenLead,
}: {
  pair: DuplicatePair;
  onCompare: (pairId: string) => void;
  onOpenLead: (leadId: string) => void;
}) {
  const dismiss = useDismissLeadDuplicate();
  const [first, second] = pair.leads;
  const names = `${first.name} e ${second.name}`;

  async function notDuplicate() {
    try {
      await dismiss.mutateAsync(pair.id);
      toast.success('Marcado como não duplicado', `${names} não serão mais sugeridos como duplicados.`);
    } catch (error) {
      toast.error('Erro ao atualizar', error instanceof Error ? error.message : 'Tente novamente.');
    }
  }

  return (
    <li className="grid gap-3 rounded-lg border p-4" aria-label={`Possível duplicado: ${names}`}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge color={pair.status === 'open' ? 'amber' : 'grey'}>{describeReasons(pair.reasons)}</Badge>
        <span className="text-muted-foreground">Detectado em {formatDateTimeAt(pair.detectedAt)}</span>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <LeadSummary lead={first} onOpen={onOpenLead} />
        <LeadSummary lead={second} onOpen={onOpenLead} />
      </div>
      {pair.status === 'open' ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => onCompare(pair.id)} aria-label={`Comparar e mesclar ${names}`}>
            Comparar e mesclar
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={dismiss.isPending}
            aria-label={`${names}: não é duplicado`}
            onClick={() => void notDuplicate()}
          >
            Não é duplicado
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function LeadSummary({ lead, onOpen }: { lead: DuplicateLeadSummary; onOpen: (leadId: string) => void }) {
  return (
    <div className="grid min-w-0 gap-0.5 rounded-md bg-muted/40 p-3 text-sm">
      <button
        type="button"
        className="truncate text-left font-medium underline-offset-2 hover:underline"
        onClick={() => onOpen(lead.id)}
      >
        {lead.name}
      </button>
      <span className="truncate text-muted-foreground">{lead.email}</span>
      {lead.phone ? <span className="text-muted-foreground">{formatPhone(lead.phone)}</span> : null}
      <span className="text-xs text-muted-foreground">
        {statusBadge(leadSources, lead.source).label} · criado em {formatDateTimeAt(lead.createdAt)}
      </span>
    </div>
  );
}
