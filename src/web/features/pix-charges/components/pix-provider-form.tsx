/**
 * The PIX provider form (Configurações → Cobrança PIX, decision 071): on the form kit over the schema
 * the server validates with. Secrets are never filled from the server: empty keeps the saved one.
 */
import { type PixProviderView, pixProviderSchema } from '@shared/pix-charges/schemas';
import { CheckboxField, TextAreaField, TextField } from '@web/components/form/fields';
import { FormMessage, KitForm } from '@web/components/form/kit-form';
import { SubmitButton } from '@web/components/form/submit-button';
import { useKitForm } from '@web/components/form/use-kit-form';
import { toast } from '@web/lib/toast';
import { useSavePixSettings } from '../api/pix-charges';

const savedHint = (saved: boolean, fresh: string) =>
  saved ? 'Definido. Deixe em branco para manter o valor salvo.' : fresh;

export function PixProviderForm({ view }: { view: PixProviderView }) {
  const save = useSavePixSettings();
  const { form, submit } = useKitForm({
    schema: pixProviderSchema,
    defaultValues: {
      enabled: view.enabled,
      baseUrl: view.baseUrl,
      tokenUrl: view.tokenUrl,
      clientId: view.clientId,
      clientSecret: '',
      pixKey: view.pixKey,
      certificate: '',
      webhookSecret: '',
      boleto: view.boleto,
    },
    onSubmit: async (values) => {
      const saved = await save.mutateAsync(values);
      form.reset({ ...values, clientSecret: '', certificate: '', webhookSecret: '' });
      toast.success(
        'Cobrança PIX salva',
        saved.enabled
          ? 'As próximas faturas emitidas ganham a cobrança no banco.'
          : 'As faturas usam o PIX estático.',
      );
    },
  });
  return (
    <KitForm form={form} onSubmit={submit} aria-label="Configurar cobrança PIX">
      <CheckboxField
        name="enabled"
        label="Criar a cobrança no banco ao emitir cada fatura"
        hint="Desligado, as faturas mostram o PIX estático da chave em Configurações → Financeiro."
      />
      <TextField
        name="baseUrl"
        label="Endereço da API Pix do banco"
        placeholder="https://pix.seubanco.com.br/api"
        autoComplete="off"
      />
      <TextField
        name="tokenUrl"
        label="Endereço do token (OAuth2)"
        hint="Em branco: o endereço da API seguido de /oauth/token."
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="clientId" label="Client ID" autoComplete="off" />
        <TextField
          name="clientSecret"
          label="Client secret"
          type="password"
          autoComplete="new-password"
          hint={savedHint(view.clientSecretSaved, 'Guardado criptografado; nunca é mostrado de volta.')}
        />
      </div>
      <TextField name="pixKey" label="Chave PIX das cobranças" hint="A chave da conta no banco que recebe." />
      <TextAreaField
        name="certificate"
        label="Certificado do banco (mTLS)"
        rows={3}
        placeholder="-----BEGIN CERTIFICATE----- … -----BEGIN PRIVATE KEY----- …"
        hint={savedHint(
          view.certificateSaved,
          'Cole o PEM com o certificado e a chave (ou o PFX em base64). Guardado criptografado.',
        )}
      />
      <TextField
        name="webhookSecret"
        label="Segredo do webhook"
        type="password"
        autoComplete="new-password"
        hint={savedHint(
          view.webhookSecretSaved,
          `Cadastre no banco o webhook https://<seu endereço>${view.webhookPath}/<segredo> (o banco chama …/pix).`,
        )}
      />
      <CheckboxField
        name="boleto"
        label="Emitir boleto híbrido (linha digitável + PIX), se o banco oferecer"
      />
      <FormMessage />
      <div className="flex justify-end">
        <SubmitButton>Salvar cobrança PIX</SubmitButton>
      </div>
    </KitForm>
  );
}
