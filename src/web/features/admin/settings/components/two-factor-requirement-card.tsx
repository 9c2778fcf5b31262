/**
 * Segurança → 'Verificação em duas etapas obrigatória' (decision 064): one checkbox per staff role, the
 * fixed ones and the custom ones made in Papéis (the one role list, `GET /api/roles`). The server
 * enforces it: a person of a checked role who has not enabled it reaches only 'Minha conta' until they do.
 */
import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { listStaffRoles } from '@shared/catalog/roles';
import { type Settings, settingsSchema } from '@shared/schemas/settings';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { rolesQuery } from '@web/features/roles';
import { SaveButton } from './save-button';
import { useSettingsForm } from './use-settings-form';

const schema = settingsSchema.pick({ twoFactorRequiredRoles: true });

export function TwoFactorRequirementCard({ settings }: { settings: Settings }) {
  const { form, submit, saving } = useSettingsForm(schema, settings, 'segurança');
  const error = form.formState.errors.twoFactorRequiredRoles?.message;
  // The fixed roles show at once; the custom ones join when the list arrives.
  const roles = useQuery(rolesQuery).data?.roles ?? listStaffRoles();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden="true" />
          Verificação em duas etapas obrigatória
        </CardTitle>
        <CardDescription>
          Quem tem uma função marcada precisa ativar o código do aplicativo autenticador (em Minha conta)
          antes de usar a área da equipe. Para as demais funções, ela é opcional.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-5">
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">Exigir para as funções</legend>
            {roles.map((role) => (
              <label key={role.key} className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  value={role.key}
                  className="size-4 accent-primary"
                  {...form.register('twoFactorRequiredRoles')}
                />
                {role.label}
              </label>
            ))}
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {String(error)}
              </p>
            ) : null}
          </fieldset>
          <SaveButton saving={saving} label="Salvar exigência" />
        </form>
      </CardContent>
    </Card>
  );
}
