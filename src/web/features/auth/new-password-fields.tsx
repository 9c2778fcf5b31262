/** The password and its confirmation, as the invitation, the reset link and 'Esqueci minha senha' ask them. */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';

export function NewPasswordFields({
  idPrefix,
  password,
  confirm,
  passwordError,
  confirmError,
  labels = { password: 'Nova senha', confirm: 'Confirmar nova senha' },
}: {
  idPrefix: string;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  passwordError?: string;
  confirmError?: string;
  labels?: { password: string; confirm: string };
}) {
  return (
    <>
      <Field
        label={labels.password}
        htmlFor={`${idPrefix}-password`}
        error={passwordError}
        hint="Mínimo de 8 caracteres."
      >
        <Input
          id={`${idPrefix}-password`}
          type="password"
          autoComplete="new-password"
          aria-invalid={Boolean(passwordError)}
          {...password}
        />
      </Field>
      <Field label={labels.confirm} htmlFor={`${idPrefix}-confirm`} error={confirmError}>
        <Input
          id={`${idPrefix}-confirm`}
          type="password"
          autoComplete="new-password"
          aria-invalid={Boolean(confirmError)}
          {...confirm}
        />
      </Field>
    </>
  );
}
