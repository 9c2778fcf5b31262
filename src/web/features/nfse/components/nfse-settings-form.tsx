/**
 * Configurações → NFS-e: the provider's switch, environment and API address, the municipal data and
 * service codes (LC 116 item, código de tributação nacional, NBS), the ISS rate and the regime. On the
 * form kit over the schema the server validates with.
 */
import { useFormContext } from 'react-hook-form';
import { NFSE_DEFAULT_BASE_URLS, type NfseEnvironment, nfseEnvironments } from '@shared/nfse/catalog';
import { type NfseSettingsView, nfseSettingsSchema } from '@shared/nfse/schemas';
import { CheckboxField, SelectField, TextField } from '@web/components/form/fields';
import { FormMessage, KitForm } from '@web/components/form/kit-form';
import { SubmitButton } from '@web/components/form/submit-button';
import { useKitForm } from '@web/components/form/use-kit-form';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { useSaveNfseSettings } from '../api/nfse';

const regimes = [
  { value: 'sim', label: 'Simples Nacional (ME/EPP)' },
  { value: 'nao', label: 'Não optante pelo Simples Nacional' },
] as const;

function DefaultUrlButton() {
  const { setValue, watch } = useFormContext();
  const environment = watch('environment') as NfseEnvironment;
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      onClick={() => setValue('baseUrl', NFSE_DEFAULT_BASE_URLS[environment], { shouldDirty: true })}
    >
      Usar o endereço oficial do ambiente
    </Button>
  );
}

function RegimeField() {
  const { setValue, watch } = useFormContext();
  const simples = watch('simplesNacional') as boolean;
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">Regime de tributação</legend>
      {regimes.map((regime) => (
        <label key={regime.value} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="nfse-regime"
            className="size-4 accent-primary"
            checked={simples === (regime.value === 'sim')}
            onChange={() => setValue('simplesNacional', regime.value === 'sim', { shouldDirty: true })}
          />
          {regime.label}
        </label>
      ))}
    </fieldset>
  );
}

export function NfseSettingsForm({ view }: { view: NfseSettingsView }) {
  const save = useSaveNfseSettings();
  const { form, submit } = useKitForm({
    schema: nfseSettingsSchema,
    defaultValues: {
      enabled: view.enabled,
      environment: view.environment,
      baseUrl: view.baseUrl,
      municipalRegistration: view.municipalRegistration,
      municipalityCode: view.municipalityCode,
      serviceItem: view.serviceItem,
      nationalTaxCode: view.nationalTaxCode,
      nbsCode: view.nbsCode,
      issRate: view.issRate.replace('.', ','),
      simplesNacional: view.simplesNacional,
    },
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      toast.success('Configurações da NFS-e salvas');
    },
  });
  return (
    <KitForm form={form} onSubmit={submit} aria-label="Configurar a emissão de NFS-e">
      <CheckboxField name="enabled" label="Emitir NFS-e pela API nacional a partir das faturas" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="environment" label="Ambiente" options={nfseEnvironments} />
        <TextField name="baseUrl" label="Endereço da API (SEFIN Nacional)" autoComplete="off" />
      </div>
      <div className="-mt-2 flex justify-end">
        <DefaultUrlButton />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="municipalRegistration" label="Inscrição municipal" autoComplete="off" />
        <TextField
          name="municipalityCode"
          label="Código do município (IBGE)"
          inputMode="numeric"
          hint="7 dígitos: São Paulo é 3550308."
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="serviceItem" label="Item da lista de serviços (LC 116)" placeholder="17.06" />
        <TextField
          name="nationalTaxCode"
          label="Código de tributação nacional"
          inputMode="numeric"
          placeholder="170601"
        />
        <TextField name="nbsCode" label="Código NBS" placeholder="1.1502.10.00" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="issRate" label="Alíquota do ISS (%)" inputMode="decimal" hint="De 2% a 5%." />
        <RegimeField />
      </div>
      <FormMessage />
      <div className="flex justify-end">
        <SubmitButton>Salvar NFS-e</SubmitButton>
      </div>
    </KitForm>
  );
}
