import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@web/components/ui/button';
import { api } from '@web/lib/api';
import { authErrorMessage } from '@web/lib/session';
import { NewPasswordFields } from './new-password-fields';
import { type ResetFormValues, resetFormSchema } from './password-fields';

/** The new password from an 'Esqueci minha senha' link (Better Auth's token); every session of the account ends. */
export function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ResetFormValues>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await api.post('/api/auth/reset-password', { newPassword: values.password, token });
      onDone();
    } catch (error) {
      setServerError(authErrorMessage(error, 'Não foi possível redefinir a senha. Peça um novo link.'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <NewPasswordFields
        idPrefix="new"
        password={form.register('password')}
        confirm={form.register('confirm')}
        passwordError={errors.password?.message}
        confirmError={errors.confirm?.message}
      />
      {serverError ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {serverError}
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">
        Ao redefinir, as sessões abertas nesta conta serão encerradas.
      </p>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Salvando...' : 'Redefinir senha'}
      </Button>
    </form>
  );
}
