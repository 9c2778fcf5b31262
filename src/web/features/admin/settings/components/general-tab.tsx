import { Controller } from 'react-hook-form';
import { type Settings, settingsSchema } from '@shared/schemas/settings';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input, Textarea } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { SaveButton } from './save-button';
import { SwitchField } from './switch-field';
import { useSettingsForm } from './use-settings-form';

const schema = settingsSchema.pick({
  siteName: true,
  contactEmail: true,
  siteDescription: true,
  maintenanceMode: true,
});

export function GeneralTab({ settings }: { settings: Settings }) {
  const { form, submit, saving } = useSettingsForm(schema, settings, 'geral');
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Configurações Gerais</CardTitle>
        <CardDescription>Identidade do site e disponibilidade para visitantes.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-5">
          <div className="grid gap-5 md:grid-cols-2">
            <Field label="Nome do Site" htmlFor="settings-site-name" error={errors.siteName?.message}>
              <Input
                id="settings-site-name"
                aria-invalid={Boolean(errors.siteName)}
                {...form.register('siteName')}
              />
            </Field>
            <Field
              label="Email de Contato"
              htmlFor="settings-contact-email"
              hint="Aparece na seção de contato e no rodapé do site."
              error={errors.contactEmail?.message}
            >
              <Input
                id="settings-contact-email"
                type="email"
                aria-invalid={Boolean(errors.contactEmail)}
                {...form.register('contactEmail')}
              />
            </Field>
          </div>
          <Field
            label="Descrição do Site"
            htmlFor="settings-site-description"
            error={errors.siteDescription?.message}
          >
            <Textarea
              id="settings-site-description"
              rows={3}
              aria-invalid={Boolean(errors.siteDescription)}
              {...form.register('siteDescription')}
            />
          </Field>
          <Controller
            control={form.control}
            name="maintenanceMode"
            render={({ field }) => (
              <SwitchField
                id="settings-maintenance"
                label="Modo de Manutenção"
                description={
                  field.value
                    ? 'Ativo ao salvar: visitantes veem a página de manutenção; a equipe continua com acesso.'
                    : 'Mostra uma página de manutenção aos visitantes; a equipe continua com acesso.'
                }
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <SaveButton saving={saving} />
        </form>
      </CardContent>
    </Card>
  );
}
