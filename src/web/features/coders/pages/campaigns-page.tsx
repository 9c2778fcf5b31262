/**
 * CODERS mkt → Campanhas (docs/product/analytics-and-campaigns.md): campaigns with their spend, the
 * UTM link builder (copy and QR) and what each one brought — visits, leads, deals won, money
 * received — with cost per lead, acquisition cost and return on spend.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Copy, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { renderSVG } from 'uqr';
import { leadStatuses, statusBadge } from '@shared/catalog/statuses';
import { formatDate, formatMoney } from '@shared/format';
import { type CampaignItem, type CampaignMetrics, channelLabel } from '@shared/schemas/campaign';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { ListStates } from '@web/components/data-table/table-states';
import { DataTableSearch } from '@web/components/data-table/toolbar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState, Skeleton } from '@web/components/ui/feedback';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { api } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useJobLink } from '@web/lib/use-job-link';
import { campaignLeadsQuery, campaignQuery, campaignsQuery } from '../api/campaigns';
import { CampaignFormDialog, SpendCard } from './campaign-forms';
import { formatCount } from './charts';

const ratio = (value: number | null) =>
  value === null
    ? '—'
    : `${value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}×`;
const period = (item: CampaignItem) =>
  item.endsOn
    ? `${formatDate(item.startsOn)} a ${formatDate(item.endsOn)}`
    : `desde ${formatDate(item.startsOn)}`;

export function CampaignsPage() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('campanha');
  const q = params.get('q') ?? '';
  const [creating, setCreating] = useState(false);
  const select = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('campanha', id);
      else next.delete('campanha');
      return next;
    });

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
              onChange={(value) =>
                setParams((current) => {
                  const next = new URLSearchParams(current);
                  if (value) next.set('q', value);
                  else next.delete('q');
                  return next;
                })
              }
            />
            <Button onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden="true" /> Nova campanha
            </Button>
          </div>
          <CampaignList q={q} onSelect={select} />
        </>
      )}
      <CampaignFormDialog
        open={creating}
        onOpenChange={setCreating}
        onSaved={(campaign) => {
          setCreating(false);
          select(campaign.id);
        }}
      />
    </div>
  );
}

function CampaignList({ q, onSelect }: { q: string; onSelect: (id: string) => void }) {
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
                  <code className="rounded bg-muted px-1">{item.slug}</code> · {channelLabel(item.channel)}
                </p>
                <p className="text-sm text-muted-foreground">{period(item)}</p>
              </div>
              <MetricGrid metrics={item.metrics} budget={item.budget} compact />
            </li>
          ))}
        </ul>
      </ListStates>
    </Card>
  );
}

function MetricGrid({
  metrics,
  budget,
  compact = false,
}: {
  metrics: CampaignMetrics;
  budget: string | null;
  compact?: boolean;
}) {
  const cells = [
    { label: 'Visitas', value: formatCount(metrics.visits) },
    { label: 'Leads', value: formatCount(metrics.leads) },
    { label: 'Vendas', value: formatCount(metrics.won) },
    { label: 'Receita', value: formatMoney(metrics.revenue) },
    {
      label: 'Gasto',
      value: budget ? `${formatMoney(metrics.spend)} de ${formatMoney(budget)}` : formatMoney(metrics.spend),
    },
    { label: 'Custo por lead', value: formatMoney(metrics.costPerLead) },
    { label: 'Custo por venda', value: formatMoney(metrics.acquisitionCost) },
    { label: 'Retorno (ROAS)', value: ratio(metrics.returnOnSpend) },
  ];
  return (
    <dl
      className={
        compact
          ? 'grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4'
          : 'grid grid-cols-2 gap-4 sm:grid-cols-4'
      }
    >
      {cells.map((cell) => (
        <div key={cell.label} className={compact ? '' : 'rounded-lg border p-3'}>
          <dt className="text-xs text-muted-foreground">{cell.label}</dt>
          <dd className={compact ? 'tabular-nums' : 'text-lg font-semibold tabular-nums'}>{cell.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CampaignPanel({ id, onBack }: { id: string; onBack: () => void }) {
  const client = useQueryClient();
  const query = useQuery(campaignQuery(id));
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => api.delete(`/api/campaigns/${id}`),
    onSuccess: () => {
      toast.success('Campanha excluída');
      void client.invalidateQueries({ queryKey: ['campaigns'] });
      onBack();
    },
    onError: (error) => toast.error('Não foi possível excluir a campanha', error.message),
  });
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
                  {channelLabel(campaign.channel)} · {period(campaign)}
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
          <CampaignFormDialog
            open={editing}
            onOpenChange={setEditing}
            campaign={campaign}
            onSaved={() => setEditing(false)}
          />
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Excluir campanha?"
            description={`"${campaign.name}" e os seus gastos serão excluídos. Os leads e as visitas continuam guardados com o utm_campaign ${campaign.slug}.`}
            onConfirm={() => remove.mutate()}
          />
        </>
      )}
    </div>
  );
}

const UTM_FIELDS = [
  { key: 'source', label: 'Fonte (utm_source)', placeholder: 'instagram' },
  { key: 'medium', label: 'Mídia (utm_medium)', placeholder: 'cpc' },
  { key: 'content', label: 'Conteúdo (utm_content)', placeholder: 'anuncio-video' },
  { key: 'term', label: 'Termo (utm_term)', placeholder: 'agencia de sites' },
] as const;

/** Builds the campaign's link for one ad or post: the site's page plus the UTM parameters, with its QR code. */
export function buildUtmLink(base: string, path: string, utm: Record<string, string>): string {
  const url = new URL(path.startsWith('/') ? path : `/${path}`, base);
  for (const [key, value] of Object.entries(utm)) {
    if (value.trim()) url.searchParams.set(`utm_${key}`, value.trim());
  }
  return url.toString();
}

function UtmBuilder({ slug }: { slug: string }) {
  const [path, setPath] = useState('/');
  const [utm, setUtm] = useState<Record<string, string>>({ source: '', medium: '', content: '', term: '' });
  const link = useMemo(() => {
    try {
      return buildUtmLink(window.location.origin, path || '/', { ...utm, campaign: slug });
    } catch {
      return '';
    }
  }, [path, utm, slug]);
  const qr = useMemo(() => (link ? renderSVG(link, { border: 2 }) : ''), [link]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copiado');
    } catch {
      toast.error('Não foi possível copiar', 'Selecione o link e copie manualmente.');
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Link com UTM</CardTitle>
        <CardDescription>Monte o link de cada anúncio ou post; utm_campaign = {slug}.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Field label="Página do site" htmlFor="utm-path" hint="Ex.: / ou /questionario">
          <Input
            id="utm-path"
            value={path}
            onChange={(event) => setPath(event.target.value)}
            maxLength={200}
          />
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          {UTM_FIELDS.map((item) => (
            <Field key={item.key} label={item.label} htmlFor={`utm-${item.key}`}>
              <Input
                id={`utm-${item.key}`}
                placeholder={item.placeholder}
                maxLength={100}
                value={utm[item.key]}
                onChange={(event) => setUtm({ ...utm, [item.key]: event.target.value })}
              />
            </Field>
          ))}
        </div>
        <Field label="Link gerado" htmlFor="utm-link">
          <div className="flex gap-2">
            <Input
              id="utm-link"
              readOnly
              className="min-w-0"
              value={link}
              onFocus={(event) => event.target.select()}
            />
            <Button type="button" variant="outline" onClick={() => void copy()} disabled={!link}>
              <Copy className="size-4" aria-hidden="true" /> Copiar
            </Button>
          </div>
        </Field>
        {qr ? (
          <div
            role="img"
            aria-label={`QR code do link ${link}`}
            className="size-40 rounded border bg-white p-1 [&>svg]:h-full [&>svg]:w-full"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: uqr draws only rects from the link we built.
            dangerouslySetInnerHTML={{ __html: qr }}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

function CampaignLeads({ id }: { id: string }) {
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
