/**
 * The SMTP server form (Configurações → E-mail, issue 27): on the form kit over the schema the server
 * validates with. The password field is never filled from the server: empty keeps the saved one.
 */
import { type SmtpSettingsView, smtpSecurities, smtpSettingsSchema } from '@shared/mail/schemas';
import { SelectField, TextField } from '@web/components/form/fields';
import { FormMessage, KitForm } from '@web/components/form/kit-form';
import { SubmitButton } from '@web/components/form/submit-button';
import { useKitForm } from '@web/components/form/use-kit-form';
import { toast } from '@web/lib/toast';
import { useSaveSmtp } from '../api/smtp';

export function SmtpSettingsForm({ view, actions }: { view: SmtpSettingsView; actions?: React.ReactNode }) {
  const save = useSaveSmtp();
  const { form, submit } = useKitForm({
    schema: smtpSettingsSchema,
    defaultValues: {
      host: view.host,
      port: view.port,
      security: view.security,
      user: view.user,
      password: '',
      from: view.from,
    },
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      form.resetField('password', { defaultValue: '' });
      toast.success('Servidor de e-mail salvo', 'Propostas, faturas e recibos já saem por ele.');
    },
  });
  const passwordHint = view.passwordUnreadable
    ? 'A senha salva não pode mais ser lida (o segredo do servidor mudou): digite-a de novo.'
    : view.passwordSaved
      ? 'Deixe em branco para manter a senha salva.'
      : 'Guardada criptografada; nunca é mostrada de volta.';
  return (
    <KitForm form={form} onSubmit={submit} aria-label="Configurar servidor de e-mail">
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <TextField
          name="host"
          label="Servidor SMTP"
          placeholder="smtp.seudominio.com.br"
          autoComplete="off"
        />
        <TextField name="port" label="Porta" inputMode="numeric" />
      </div>
      <SelectField name="security" label="Segurança da conexão" options={smtpSecurities} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="user"
          label="Usuário"
          hint="Em branco se o servidor não pede login."
          autoComplete="off"
        />
        <TextField
          name="password"
          label="Senha"
          type="password"
          autoComplete="new-password"
          hint={passwordHint}
        />
      </div>
      <TextField
        name="from"
        label="Remetente"
        placeholder="Sua Agência <contato@suaagencia.com.br>"
        hint="Como o cliente vê quem enviou."
      />
      <FormMessage />
      <div className="flex flex-wrap justify-end gap-2">
        {actions}
        <SubmitButton>Salvar servidor</SubmitButton>
      </div>
    </KitForm>
  );
}
