/**
 * A campaign's forms in CODERS Campanhas (docs/product/analytics-and-campaigns.md): 'Nova campanha' / 'Editar' and the spend entries, amounts typed the one way (MoneyInput, decision 053).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatDate, formatMoney, saoPauloDay } from '@shared/format';
import { formatMoneyInput } from '@shared/money';
import {
  type CampaignDetail,
  campaignChannels,
  campaignFormSchema,
  spendFormSchema,
} from '@shared/schemas/campaign';
import { MoneyInput } from '@web/components/money-input';
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
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError, api } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { campaignQuery } from '../api/campaigns';

export type FormState = {
  name: string;
  slug: string;
  channel: string;
  startsOn: string;
  endsOn: string;
  budget: string;
  notes: string;
};

export const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

export const moneyInput = (value: string | null) => formatMoneyInput(value);

export function CampaignFormDialog({
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
          <MoneyInput
            id="campaign-budget"
            label="Orçamento (opcional)"
            sign="nonNegative"
            hint="Ex.: 5.000,00"
            value={form.budget}
            error={errors.budget}
            onChange={(text) => setForm((current) => ({ ...current, budget: text }))}
          />
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

export function SpendCard({ campaign }: { campaign: CampaignDetail }) {
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
          <MoneyInput
            id="spend-amount"
            label="Valor (R$)"
            inputClassName="sm:w-36"
            value={form.amount}
            error={errors.amount}
            onChange={(text) => setForm({ ...form, amount: text })}
          />
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
