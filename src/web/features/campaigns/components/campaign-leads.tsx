/** The campaign's leads (utm_campaign = its identifier), newest first, with the money received from each. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { leadStatuses, statusBadge } from '@shared/catalog/statuses';
import { formatDate, formatMoney } from '@shared/format';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { ListStates } from '@web/components/data-table/table-states';
import { Badge } from '@web/components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/feedback';
import { useJobLink } from '@web/lib/use-job-link';
import { campaignLeadsQuery } from '../api/campaigns';

export function CampaignLeads({ id }: { id: string }) {
  const leadLink = useJobLink();
  const query = useInfiniteQuery(campaignLeadsQuery(id));
  const leads = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Leads da campanha</CardTitle>
        <CardDescription>
          Leads cujo utm_campaign é o desta campanha, com o dinheiro recebido de cada um.
        </CardDescription>
      </CardHeader>
      <ListStates
        query={query}
        isEmpty={leads.length === 0}
        errorText="Não foi possível carregar os leads."
        empty={<EmptyState title="Nenhum lead desta campanha ainda" />}
      >
        <ul aria-label="Leads da campanha" className="divide-y">
          {leads.map((lead) => {
            const badge = statusBadge(leadStatuses, lead.status);
            const href = leadLink('leads', { lead: lead.id });
            return (
              <li key={lead.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4 text-sm">
                <span className="min-w-0 flex-1">
                  {href ? (
                    <Link to={href} className="font-medium text-primary underline-offset-4 hover:underline">
                      {lead.name}
                    </Link>
                  ) : (
                    <span className="font-medium">{lead.name}</span>
                  )}
                  <span className="block text-muted-foreground">
                    {lead.company ? `${lead.company} · ` : ''}
                    {lead.email}
                  </span>
                </span>
                <Badge color={badge.color}>{badge.label}</Badge>
                <span className="text-muted-foreground">{lead.utmSource ?? '—'}</span>
                <span className="tabular-nums">{formatDate(lead.createdAt)}</span>
                <span className="w-28 text-right font-medium tabular-nums">{formatMoney(lead.revenue)}</span>
              </li>
            );
          })}
        </ul>
        <DataTableLoadMore query={query} />
      </ListStates>
    </Card>
  );
}
