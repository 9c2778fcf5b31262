import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type SignUpInput, signUpSchema } from '@shared/schemas/auth';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { authErrorMessage, signUp } from '@web/lib/session';

export function SignUpForm({ onSignedUp }: { onSignedUp: () => Promise<void> | void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmTo, setConfirmTo] = useState<string | null>(null);
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { signedIn } = await signUp(values.name, values.email, values.password);
      if (!signedIn) {
        setConfirmTo(values.email);
        return;
      }
      await onSignedUp();
    } catch (error) {
      setServerError(authErrorMessage(error, 'Não foi possível criar a conta. Tente novamente.'));
    }
  });

  if (confirmTo) {
    return (
      <p role="status" className="rounded-md bg-green-50 p-4 text-sm text-green-900">
        Quase lá! Enviamos um link de confirmação para {confirmTo}. Abra-o para ativar sua conta e entrar.
      </p>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field label="Nome" htmlFor="signup-name" error={errors.name?.message}>
        <Input
          id="signup-name"
          autoComplete="name"
          aria-invalid={Boolean(errors.name)}
          {...form.register('name')}
        />
      </Field>
      <Field label="Email" htmlFor="signup-email" error={errors.email?.message}>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          aria-invalid={Boolean(errors.email)}
          {...form.register('email')}
        />
      </Field>
      <Field
        label="Senha"
        htmlFor="signup-password"
        error={errors.password?.message}
        hint="Mínimo de 8 caracteres."
      >
        <Input
          id="signup-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={Boolean(errors.password)}
          {...form.register('password')}
        />
      </Field>
      {serverError ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Criando conta...' : 'Criar conta'}
      </Button>
    </form>
  );
}
