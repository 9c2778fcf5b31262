/** The lead drawer's 'Propostas': the client's proposals with status and total, and 'Nova proposta'. */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { statusBadge } from '@shared/catalog/statuses';
import { formatMoney } from '@shared/format';
import { proposalStatuses } from '@shared/proposals/catalog';
import type { ProposalList } from '@shared/proposals/schemas';
import { Badge } from '@web/components/ui/badge';
import { api } from '@web/lib/api';
import { pageQuery } from '@web/lib/query-client';
import { Section } from './lead-drawer-sections';

const PROPOSALS = '/coders/comercial/propostas';

export function LeadProposalsSection({ leadId }: { leadId: string }) {
  const query = useQuery({
    queryKey: ['proposals', 'lead', leadId],
    queryFn: () => api.get<ProposalList>('/api/proposals', { leadId, limit: 20 }),
    ...pageQuery,
  });
  const items = query.data?.items ?? [];
  return (
    <Section title="Propostas">
      {query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {query.error.message || 'Não foi possível carregar as propostas.'}
        </p>
      ) : query.isPending ? (
        <p className="text-sm text-muted-foreground">Carregando...</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhuma proposta para este cliente.</p>
      ) : (
        <ul className="grid gap-1.5 text-sm">
          {items.map((item) => {
            const badge = statusBadge(proposalStatuses, item.status);
            return (
              <li key={item.id} className="flex flex-wrap items-center gap-2">
                <Link to={`${PROPOSALS}/${item.id}`} className="font-medium hover:underline">
                  {item.number}
                </Link>
                <span className="min-w-0 flex-1 truncate">{item.title}</span>
                <Badge color={badge.color}>{badge.label}</Badge>
                <span className="tabular-nums text-muted-foreground">{formatMoney(item.total)}</span>
              </li>
            );
          })}
        </ul>
      )}
      <Link
        to={`${PROPOSALS}/nova?cliente=${leadId}`}
        className="text-sm font-medium text-primary hover:underline"
      >
        Nova proposta
      </Link>
    </Section>
  );
}
