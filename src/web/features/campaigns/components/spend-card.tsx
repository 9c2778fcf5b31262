/**
 * A campaign's spend (docs/product/analytics-and-campaigns.md): the entry form (date, amount typed the
 * one way, note — the spend schema the server validates with), the entries and their total.
 */
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { CampaignDetail } from '@shared/campaigns/schemas';
import { spendFormSchema } from '@shared/campaigns/schemas';
import { formatDate, formatMoney, saoPauloDay } from '@shared/format';
import { TextField } from '@web/components/form/fields';
import { FormMessage, KitForm } from '@web/components/form/kit-form';
import { SubmitButton } from '@web/components/form/submit-button';
import { useKitForm } from '@web/components/form/use-kit-form';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { toast } from '@web/lib/toast';
import { useAddSpend, useDeleteSpend } from '../api/campaigns';
import { MoneyField } from './money-field';

export function SpendCard({ campaign }: { campaign: CampaignDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Gastos</CardTitle>
        <CardDescription>Total: {formatMoney(campaign.metrics.spend)}</CardDescription>
      </CardHeader>
      {/* One column that may shrink: the fields never push the card wider than its half of the page. */}
      <CardContent className="grid grid-cols-1 gap-4">
        <SpendForm campaignId={campaign.id} />
        <SpendList campaign={campaign} />
      </CardContent>
    </Card>
  );
}

function SpendForm({ campaignId }: { campaignId: string }) {
  const add = useAddSpend(campaignId);
  const { form, submit } = useKitForm({
    schema: spendFormSchema,
    defaultValues: { spentOn: saoPauloDay(), amount: '', note: '' },
    onSubmit: async (values) => {
      await add.mutateAsync(values);
      toast.success('Gasto lançado');
      // The next entry is often for the same day.
      form.reset({ spentOn: values.spentOn, amount: '', note: '' });
    },
  });
  return (
    <KitForm form={form} onSubmit={submit} aria-label="Lançar gasto" className="grid-cols-1">
      <div className="grid gap-3 sm:grid-cols-2 sm:items-start">
        <TextField name="spentOn" label="Data" type="date" />
        <MoneyField name="amount" label="Valor (R$)" />
        <TextField name="note" label="Observação" maxLength={300} className="sm:col-span-2" />
      </div>
      <FormMessage />
      <div className="flex justify-end">
        <SubmitButton pendingLabel="Lançando...">Lançar</SubmitButton>
      </div>
    </KitForm>
  );
}

function SpendList({ campaign }: { campaign: CampaignDetail }) {
  const remove = useDeleteSpend(campaign.id);
  const [deleting, setDeleting] = useState<string | null>(null);
  if (campaign.spend.length === 0)
    return <p className="text-sm text-muted-foreground">Nenhum gasto lançado.</p>;
  return (
    <>
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
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Excluir gasto?"
        description="O lançamento sai do total gasto e dos custos da campanha."
        onConfirm={() => {
          if (deleting)
            remove.mutate(deleting, {
              onSuccess: () => toast.success('Gasto excluído'),
              onError: (error) => toast.error('Não foi possível excluir o gasto', error.message),
            });
          setDeleting(null);
        }}
      />
    </>
  );
}
