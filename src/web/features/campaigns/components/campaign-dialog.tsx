/**
 * 'Nova campanha' / 'Editar campanha' (docs/product/analytics-and-campaigns.md): name, identifier
 * (utm_campaign, drawn from the name until the person types one), channel, period, budget and notes —
 * the campaign schema the server validates with.
 */
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { campaignChannels } from '@shared/campaigns/catalog';
import { campaignSlugFrom } from '@shared/campaigns/rules';
import { type CampaignDetail, campaignFormSchema, SLUG_MAX } from '@shared/campaigns/schemas';
import { saoPauloDay } from '@shared/format';
import { formatMoneyInput } from '@shared/money';
import { SelectField, TextAreaField, TextField } from '@web/components/form/fields';
import { FormDialog } from '@web/components/form/form-dialog';
import { toast } from '@web/lib/toast';
import { useSaveCampaign } from '../api/campaigns';
import { MoneyField } from './money-field';

export function CampaignDialog({
  campaign,
  open,
  onOpenChange,
  onSaved,
}: {
  /** null: a new campaign. */
  campaign: CampaignDetail | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (campaign: CampaignDetail) => void;
}) {
  const save = useSaveCampaign();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={campaign ? 'Editar campanha' : 'Nova campanha'}
      description="O identificador é o utm_campaign dos links: visitas e leads com ele contam para esta campanha."
      schema={campaignFormSchema}
      defaultValues={{
        name: campaign?.name ?? '',
        slug: campaign?.slug ?? '',
        channel: campaign?.channel ?? 'meta_ads',
        startsOn: campaign?.startsOn ?? saoPauloDay(),
        endsOn: campaign?.endsOn ?? '',
        budget: formatMoneyInput(campaign?.budget ?? null),
        notes: campaign?.notes ?? '',
      }}
      submitLabel="Salvar campanha"
      width={560}
      onSubmit={async (body) => {
        const saved = await save.mutateAsync({ id: campaign?.id, body });
        toast.success(campaign ? 'Campanha atualizada' : 'Campanha criada');
        onSaved?.(saved);
      }}
    >
      <TextField name="name" label="Nome" maxLength={120} />
      <TextField
        name="slug"
        label="Identificador (utm_campaign)"
        hint="Letras minúsculas, números e hífens, ex.: black-friday."
        maxLength={SLUG_MAX}
      />
      {campaign ? null : <SlugFromName />}
      <SelectField name="channel" label="Canal" options={campaignChannels} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="startsOn" label="Início" type="date" />
        <TextField name="endsOn" label="Fim (opcional)" type="date" />
      </div>
      <MoneyField name="budget" label="Orçamento (opcional)" sign="nonNegative" hint="Ex.: 5.000,00" />
      <TextAreaField name="notes" label="Observações" rows={3} maxLength={2000} />
    </FormDialog>
  );
}

/** A new campaign's identifier follows its name until the person edits the identifier itself. */
function SlugFromName() {
  const { getFieldState, setValue, formState } = useFormContext();
  const name = useWatch({ name: 'name' }) as string;
  const typed = getFieldState('slug', formState).isDirty;
  useEffect(() => {
    if (!typed) setValue('slug', campaignSlugFrom(name ?? ''));
  }, [name, typed, setValue]);
  return null;
}
