import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { emailField } from '@shared/schemas/auth';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { api } from '@web/lib/api';
import { authErrorMessage } from '@web/lib/session';

const schema = z.object({ email: emailField });
type Values = z.infer<typeof schema>;

/** Where Better Auth's e-mailed link lands (it adds ?token=…): the new-password form on /auth. */
export const NEW_PASSWORD_PATH = '/auth?senha=nova';

/**
 * 'Esqueci minha senha': the answer is the same whether or not the address has an account. With
 * e-mail configured the link goes to the mailbox; otherwise the team is told and passes one on.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await api.post('/api/auth/request-password-reset', {
        email: values.email,
        redirectTo: NEW_PASSWORD_PATH,
      });
      setSentTo(values.email);
    } catch (error) {
      setServerError(authErrorMessage(error, 'Não foi possível enviar o pedido. Tente novamente.'));
    }
  });

  if (sentTo) {
    return (
      <div className="grid gap-4">
        <p role="status" className="rounded-md bg-green-50 p-4 text-sm text-green-900">
          Pedido recebido. Se existir uma conta com {sentTo}, você receberá um link para criar uma nova senha
          por e-mail ou pela equipe Coders. O link vale por 1 hora.
        </p>
        <Button variant="outline" onClick={onBack}>
          Voltar para Entrar
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha.
      </p>
      <Field label="Email" htmlFor="forgot-email" error={errors.email?.message}>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          aria-invalid={Boolean(errors.email)}
          {...form.register('email')}
        />
      </Field>
      {serverError ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Enviando...' : 'Enviar link'}
      </Button>
      <Button type="button" variant="ghost" onClick={onBack}>
        Voltar para Entrar
      </Button>
    </form>
  );
}
