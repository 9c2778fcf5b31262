/** Every campaign (or those the search finds), newest first, each with its numbers. */
import { useQuery } from '@tanstack/react-query';
import { campaignChannels } from '@shared/campaigns/catalog';
import { labelOf } from '@shared/catalog/entries';
import { ListStates } from '@web/components/data-table/table-states';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/feedback';
import { campaignsQuery } from '../api/campaigns';
import { campaignPeriod } from './format';
import { MetricGrid } from './metric-grid';

export function CampaignList({ q, onSelect }: { q: string; onSelect: (id: string) => void }) {
  const query = useQuery(campaignsQuery(q));
  const items = query.data?.items ?? [];
  return (
    <Card>
      <ListStates
        query={query}
        isEmpty={items.length === 0}
        errorText="Não foi possível carregar as campanhas."
        empty={
          <EmptyState
            title="Nenhuma campanha encontrada"
            hint={q ? 'Tente outros termos de busca.' : 'Crie a primeira campanha para medir o que ela traz.'}
          />
        }
      >
        <ul aria-label="Campanhas" className="divide-y">
          {items.map((item) => (
            <li
              key={item.id}
              className="grid gap-3 p-4 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,2fr)] lg:gap-6"
            >
              <div className="min-w-0">
                <button
                  type="button"
                  className="text-left font-medium text-primary underline-offset-4 hover:underline focus-visible:underline"
                  onClick={() => onSelect(item.id)}
                >
                  {item.name}
                </button>
                <p className="text-sm text-muted-foreground">
                  <code className="rounded bg-muted px-1">{item.slug}</code> ·{' '}
                  {labelOf(campaignChannels, item.channel)}
                </p>
                <p className="text-sm text-muted-foreground">{campaignPeriod(item)}</p>
              </div>
              <MetricGrid metrics={item.metrics} budget={item.budget} compact />
            </li>
          ))}
        </ul>
      </ListStates>
    </Card>
  );
}
