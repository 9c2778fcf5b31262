/**
 * Privacidade (LGPD): the encarregado (DPO) and the retention periods (docs/product/privacy-lgpd.md),
 * on the form kit over the settings' own rules (privacySettingsSchema, a part of settingsSchema).
 */
import { useQuery } from '@tanstack/react-query';
import { type PrivacySettings, privacySettingsSchema } from '@shared/privacy/schemas';
import { TextField } from '@web/components/form/fields';
import { FormMessage, KitForm } from '@web/components/form/kit-form';
import { SubmitButton } from '@web/components/form/submit-button';
import { useKitForm } from '@web/components/form/use-kit-form';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/feedback';
import { toast } from '@web/lib/toast';
import { privacySettingsQuery, useSavePrivacySettings } from '../api/privacy';

export function SettingsCard() {
  const query = useQuery(privacySettingsQuery);
  return (
    <Card className="grid gap-4 p-4">
      <div>
        <h2 className="text-lg font-semibold">Encarregado e prazos de retenção</h2>
        <p className="text-sm text-muted-foreground">
          Aparecem na Política de Privacidade e na página Meus dados.
        </p>
      </div>
      {query.isPending ? (
        <Spinner label="Carregando configurações" />
      ) : query.isError ? (
        <p className="text-sm text-destructive">Não foi possível carregar as configurações.</p>
      ) : (
        <SettingsForm saved={query.data} />
      )}
    </Card>
  );
}

export function SettingsForm({ saved }: { saved: PrivacySettings }) {
  const save = useSavePrivacySettings();
  const { form, submit } = useKitForm({
    schema: privacySettingsSchema,
    defaultValues: {
      dpoName: saved.dpoName,
      dpoEmail: saved.dpoEmail,
      retentionLeadMonths: saved.retentionLeadMonths,
      retentionChatMonths: saved.retentionChatMonths,
    },
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      toast.success('Configurações de privacidade salvas');
    },
  });
  return (
    <KitForm form={form} onSubmit={submit} className="gap-3 sm:grid-cols-2">
      <TextField name="dpoName" label="Nome do encarregado (DPO)" />
      <TextField name="dpoEmail" label="E-mail do encarregado" type="email" />
      <TextField
        name="retentionLeadMonths"
        label="Leads e agendamentos (meses)"
        hint="Após a última interação; clientes não entram."
        inputMode="numeric"
      />
      <TextField
        name="retentionChatMonths"
        label="Conversas do chat (meses)"
        hint="Após a última mensagem."
        inputMode="numeric"
      />
      <div className="grid gap-3 sm:col-span-2">
        <FormMessage />
        <SubmitButton className="w-fit">Salvar</SubmitButton>
      </div>
    </KitForm>
  );
}
