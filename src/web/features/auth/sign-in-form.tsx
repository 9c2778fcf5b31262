import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type SignInInput, signInSchema } from '@shared/schemas/auth';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { authErrorMessage, signIn } from '@web/lib/session';
import { TwoFactorStep } from './two-factor-step';

export function SignInForm({
  onSignedIn,
  idPrefix = 'signin',
}: {
  onSignedIn: () => Promise<void> | void;
  idPrefix?: string;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  // After the password, an account with two-factor sign-in asks for its code (decision 064).
  const [codeStep, setCodeStep] = useState(false);
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const result = await signIn(values.email, values.password);
      if (result.twoFactor) {
        setCodeStep(true);
        return;
      }
      await onSignedIn();
    } catch (error) {
      setServerError(authErrorMessage(error, 'Não foi possível entrar. Tente novamente.'));
    }
  });

  if (codeStep) {
    return (
      <TwoFactorStep
        onSignedIn={onSignedIn}
        onStartOver={(message) => {
          form.resetField('password');
          setServerError(message);
          setCodeStep(false);
        }}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field label="Email" htmlFor={`${idPrefix}-email`} error={errors.email?.message}>
        <Input
          id={`${idPrefix}-email`}
          type="email"
          autoComplete="email"
          aria-invalid={Boolean(errors.email)}
          {...form.register('email')}
        />
      </Field>
      <Field label="Senha" htmlFor={`${idPrefix}-password`} error={errors.password?.message}>
        <Input
          id={`${idPrefix}-password`}
          type="password"
          autoComplete="current-password"
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
        {isSubmitting ? 'Entrando...' : 'Entrar'}
      </Button>
    </form>
  );
}
