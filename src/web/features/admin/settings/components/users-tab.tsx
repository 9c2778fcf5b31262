import { Controller } from 'react-hook-form';
import { type Settings, settingsSchema } from '@shared/schemas/settings';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { SaveButton } from './save-button';
import { SwitchField } from './switch-field';
import { useSettingsForm } from './use-settings-form';

const schema = settingsSchema.pick({
  allowRegistrations: true,
  emailNotifications: true,
  sessionTimeout: true,
});

export function UsersTab({ settings }: { settings: Settings }) {
  const { form, submit, saving } = useSettingsForm(schema, settings, 'usuários');
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Configurações de Usuários</CardTitle>
        <CardDescription>Cadastro de novas contas, avisos e duração das sessões.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-5">
          <Controller
            control={form.control}
            name="allowRegistrations"
            render={({ field }) => (
              <SwitchField
                id="settings-allow-registrations"
                label="Permitir Registros"
                description="Permite que novas pessoas criem uma conta em /auth. Convites continuam funcionando."
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <Controller
            control={form.control}
            name="emailNotifications"
            render={({ field }) => (
              <SwitchField
                id="settings-email-notifications"
                label="Notificações por Email"
                description="Cada notificação da equipe (novos leads, agendamentos, posts publicados...) também vai para o e-mail de quem a recebe, pelo servidor SMTP (SMTP_URL)."
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <Field
            label="Timeout de Sessão (minutos)"
            htmlFor="settings-session-timeout"
            error={errors.sessionTimeout?.message}
            hint="Sem atividade por esse tempo, a pessoa precisa entrar de novo (de 5 a 43200 minutos)."
          >
            <Input
              id="settings-session-timeout"
              type="number"
              inputMode="numeric"
              min={5}
              max={43200}
              className="max-w-40"
              aria-invalid={Boolean(errors.sessionTimeout)}
              {...form.register('sessionTimeout')}
            />
          </Field>
          <SaveButton saving={saving} />
        </form>
      </CardContent>
    </Card>
  );
}
