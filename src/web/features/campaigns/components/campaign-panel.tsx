/** One campaign: its numbers, editing and deleting, its spend, the UTM link builder and its leads. */
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { campaignChannels } from '@shared/campaigns/catalog';
import { labelOf } from '@shared/catalog/entries';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState, Skeleton } from '@web/components/ui/feedback';
import { toast } from '@web/lib/toast';
import { campaignQuery, useDeleteCampaign } from '../api/campaigns';
import { CampaignDialog } from './campaign-dialog';
import { CampaignLeads } from './campaign-leads';
import { campaignPeriod } from './format';
import { MetricGrid } from './metric-grid';
import { SpendCard } from './spend-card';
import { UtmBuilder } from './utm-builder';

export function CampaignPanel({ id, onBack }: { id: string; onBack: () => void }) {
  const query = useQuery(campaignQuery(id));
  const remove = useDeleteCampaign();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const campaign = query.data;
  return (
    <div className="space-y-4">
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden="true" /> Todas as campanhas
      </Button>
      {query.isError ? (
        <Card>
          <EmptyState title="Não foi possível carregar a campanha." hint={query.error.message}>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          </EmptyState>
        </Card>
      ) : !campaign ? (
        <Skeleton className="h-48 w-full" />
      ) : (
        <>
          <Card>
            <CardHeader className="flex-col gap-3 space-y-0 sm:flex-row sm:items-start sm:justify-between">
              <div className="grid gap-1">
                <CardTitle className="text-xl">{campaign.name}</CardTitle>
                <CardDescription>
                  <code className="rounded bg-muted px-1">{campaign.slug}</code> ·{' '}
                  {labelOf(campaignChannels, campaign.channel)} · {campaignPeriod(campaign)}
                </CardDescription>
                {campaign.notes ? <p className="text-sm">{campaign.notes}</p> : null}
              </div>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                  <Pencil className="size-4" aria-hidden="true" /> Editar
                </Button>
                <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
                  <Trash2 className="size-4" aria-hidden="true" /> Excluir
                </Button>
              </div>
            </CardHeader>
            <CardContent>
              <MetricGrid metrics={campaign.metrics} budget={campaign.budget} />
            </CardContent>
          </Card>
          <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
            <SpendCard campaign={campaign} />
            <UtmBuilder slug={campaign.slug} />
          </div>
          <CampaignLeads id={campaign.id} />
          <CampaignDialog campaign={campaign} open={editing} onOpenChange={setEditing} />
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Excluir campanha?"
            description={`"${campaign.name}" e os seus gastos serão excluídos. Os leads e as visitas continuam guardados com o utm_campaign ${campaign.slug}.`}
            onConfirm={() =>
              remove.mutate(campaign.id, {
                onSuccess: () => {
                  toast.success('Campanha excluída');
                  onBack();
                },
                onError: (error) => toast.error('Não foi possível excluir a campanha', error.message),
              })
            }
          />
        </>
      )}
    </div>
  );
}
