/**
 * CODERS mkt → Campanhas (docs/product/analytics-and-campaigns.md): campaigns with their spend, the
 * UTM link builder (copy and QR) and what each one brought — visits, leads, deals won, money
 * received — with cost per lead, acquisition cost and return on spend.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Copy, Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { renderSVG } from 'uqr';
import { leadStatuses, statusBadge } from '@shared/catalog/statuses';
import { formatDate, formatMoney, saoPauloDay } from '@shared/format';
import {
  type CampaignDetail,
  type CampaignItem,
  type CampaignMetrics,
  campaignChannels,
  campaignFormSchema,
  channelLabel,
  spendFormSchema,
} from '@shared/schemas/campaign';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { ListStates } from '@web/components/data-table/table-states';
import { DataTableSearch } from '@web/components/data-table/toolbar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { EmptyState, Skeleton } from '@web/components/ui/feedback';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError, api } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useJobLink } from '@web/lib/use-job-link';
import { campaignLeadsQuery, campaignQuery, campaignsQuery } from '../api/campaigns';
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

type FormState = {
  name: string;
  slug: string;
  channel: string;
  startsOn: string;
  endsOn: string;
  budget: string;
  notes: string;
};

const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

const moneyInput = (value: string | null) => (value ? value.replace('.', ',') : '');

function CampaignFormDialog({
  open,
  onOpenChange,
  campaign,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  campaign?: CampaignDetail;
  onSaved: (campaign: CampaignDetail) => void;
}) {
  const client = useQueryClient();
  const initial = (): FormState => ({
    name: campaign?.name ?? '',
    slug: campaign?.slug ?? '',
    channel: campaign?.channel ?? 'meta_ads',
    startsOn: campaign?.startsOn ?? saoPauloDay(),
    endsOn: campaign?.endsOn ?? '',
    budget: moneyInput(campaign?.budget ?? null),
    notes: campaign?.notes ?? '',
  });
  const [form, setForm] = useState<FormState>(initial);
  const [slugTouched, setSlugTouched] = useState(Boolean(campaign));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reset = (next: boolean) => {
    if (next) {
      setForm(initial());
      setSlugTouched(Boolean(campaign));
      setErrors({});
    }
    onOpenChange(next);
  };
  const save = useMutation({
    mutationFn: (body: unknown) =>
      campaign
        ? api.patch<CampaignDetail>(`/api/campaigns/${campaign.id}`, body)
        : api.post<CampaignDetail>('/api/campaigns', body),
    onSuccess: (saved) => {
      toast.success(campaign ? 'Campanha atualizada' : 'Campanha criada');
      void client.invalidateQueries({ queryKey: ['campaigns'] });
      onSaved(saved);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      else toast.error('Não foi possível salvar a campanha', error.message);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...form,
      endsOn: form.endsOn || null,
      budget: form.budget.trim() ? form.budget : null,
    };
    const parsed = campaignFormSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'name'), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    save.mutate(body);
  };
  const set = (key: keyof FormState) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setForm((current) => ({
      ...current,
      [key]: value,
      ...(key === 'name' && !slugTouched ? { slug: slugify(value) } : {}),
    }));
    if (key === 'slug') setSlugTouched(true);
  };
  const field = (key: keyof FormState) => ({
    id: `campaign-${key}`,
    value: form[key],
    onChange: set(key),
    'aria-invalid': Boolean(errors[key]),
  });
  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogContent width={560}>
        <DialogHeader>
          <DialogTitle>{campaign ? 'Editar campanha' : 'Nova campanha'}</DialogTitle>
          <DialogDescription>
            O identificador é o utm_campaign dos links: visitas e leads com ele contam para esta campanha.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field label="Nome" htmlFor="campaign-name" error={errors.name}>
            <Input {...field('name')} maxLength={120} />
          </Field>
          <Field
            label="Identificador (utm_campaign)"
            htmlFor="campaign-slug"
            error={errors.slug}
            hint="Letras minúsculas, números e hífens, ex.: black-friday."
          >
            <Input {...field('slug')} maxLength={80} autoCapitalize="off" spellCheck={false} />
          </Field>
          <Field label="Canal" htmlFor="campaign-channel" error={errors.channel}>
            <NativeSelect {...field('channel')}>
              {campaignChannels.map((channel) => (
                <option key={channel.value} value={channel.value}>
                  {channel.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Início" htmlFor="campaign-startsOn" error={errors.startsOn}>
              <Input type="date" {...field('startsOn')} />
            </Field>
            <Field label="Fim (opcional)" htmlFor="campaign-endsOn" error={errors.endsOn}>
              <Input type="date" {...field('endsOn')} />
            </Field>
          </div>
          <Field
            label="Orçamento (opcional)"
            htmlFor="campaign-budget"
            error={errors.budget}
            hint="Ex.: 5.000,00"
          >
            <Input inputMode="decimal" {...field('budget')} />
          </Field>
          <Field label="Observações" htmlFor="campaign-notes" error={errors.notes}>
            <Textarea rows={3} {...field('notes')} maxLength={2000} />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => reset(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Salvando...' : 'Salvar'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
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

function SpendCard({ campaign }: { campaign: CampaignDetail }) {
  const client = useQueryClient();
  const [form, setForm] = useState({ spentOn: saoPauloDay(), amount: '', note: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<string | null>(null);
  const refresh = (detail: CampaignDetail) => {
    client.setQueryData(campaignQuery(campaign.id).queryKey, detail);
    void client.invalidateQueries({ queryKey: ['campaigns', 'list'] });
  };
  const add = useMutation({
    mutationFn: (body: typeof form) => api.post<CampaignDetail>(`/api/campaigns/${campaign.id}/spend`, body),
    onSuccess: (detail) => {
      toast.success('Gasto lançado');
      setForm((current) => ({ ...current, amount: '', note: '' }));
      refresh(detail);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      else toast.error('Não foi possível lançar o gasto', error.message);
    },
  });
  const remove = useMutation({
    mutationFn: (spendId: string) =>
      api.delete<CampaignDetail>(`/api/campaigns/${campaign.id}/spend/${spendId}`),
    onSuccess: (detail) => {
      toast.success('Gasto excluído');
      refresh(detail);
    },
    onError: (error) => toast.error('Não foi possível excluir o gasto', error.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = spendFormSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    add.mutate(form);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Gastos</CardTitle>
        <CardDescription>Total: {formatMoney(campaign.metrics.spend)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          onSubmit={submit}
          noValidate
          className="grid gap-3 sm:grid-cols-[auto_auto_minmax(0,1fr)_auto] sm:items-end"
        >
          <Field label="Data" htmlFor="spend-date" error={errors.spentOn}>
            <Input
              id="spend-date"
              type="date"
              value={form.spentOn}
              onChange={(event) => setForm({ ...form, spentOn: event.target.value })}
            />
          </Field>
          <Field label="Valor (R$)" htmlFor="spend-amount" error={errors.amount}>
            <Input
              id="spend-amount"
              inputMode="decimal"
              className="sm:w-32"
              value={form.amount}
              aria-invalid={Boolean(errors.amount)}
              onChange={(event) => setForm({ ...form, amount: event.target.value })}
            />
          </Field>
          <Field label="Observação" htmlFor="spend-note" error={errors.note}>
            <Input
              id="spend-note"
              maxLength={300}
              value={form.note}
              onChange={(event) => setForm({ ...form, note: event.target.value })}
            />
          </Field>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Lançando...' : 'Lançar'}
          </Button>
        </form>
        {campaign.spend.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum gasto lançado.</p>
        ) : (
          <ul aria-label="Gastos lançados" className="divide-y rounded-md border">
            {campaign.spend.map((entry) => (
              <li key={entry.id} className="flex items-center gap-3 p-2 text-sm">
                <span className="w-24 shrink-0 tabular-nums">{formatDate(entry.spentOn)}</span>
                <span className="w-28 shrink-0 text-right font-medium tabular-nums">
                  {formatMoney(entry.amount)}
                </span>
                <span className="min-w-0 flex-1 truncate text-muted-foreground">{entry.note}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Excluir gasto de ${formatDate(entry.spentOn)} (${formatMoney(entry.amount)})`}
                  onClick={() => setDeleting(entry.id)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
          title="Excluir gasto?"
          description="O lançamento sai do total gasto e dos custos da campanha."
          onConfirm={() => {
            if (deleting) remove.mutate(deleting);
            setDeleting(null);
          }}
        />
      </CardContent>
    </Card>
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
