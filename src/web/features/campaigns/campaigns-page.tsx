/**
 * CODERS mkt → Campanhas (docs/product/analytics-and-campaigns.md): the campaigns with what each one
 * brought, or one campaign (?campanha=<id>) with its spend, UTM links and leads.
 */
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTableSearch } from '@web/components/data-table/toolbar';
import { Button } from '@web/components/ui/button';
import { CampaignDialog } from './components/campaign-dialog';
import { CampaignList } from './components/campaign-list';
import { CampaignPanel } from './components/campaign-panel';

export function CampaignsPage() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('campanha');
  const q = params.get('q') ?? '';
  const [creating, setCreating] = useState(false);
  const setParam = (key: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  const select = (id: string | null) => setParam('campanha', id);

  return (
    <div className="space-y-4">
      {selected ? (
        <CampaignPanel id={selected} onBack={() => select(null)} />
      ) : (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <DataTableSearch
              label="Buscar campanhas"
              placeholder="Nome ou utm_campaign"
              value={q}
              onChange={(value) => setParam('q', value)}
            />
            <Button onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden="true" /> Nova campanha
            </Button>
          </div>
          <CampaignList q={q} onSelect={select} />
        </>
      )}
      <CampaignDialog
        campaign={null}
        open={creating}
        onOpenChange={setCreating}
        onSaved={(campaign) => select(campaign.id)}
      />
    </div>
  );
}

export default CampaignsPage;
