import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@web/app/paths';
import { usePageTitle } from '@web/components/page-title';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/feedback';
import { ApiError } from '@web/lib/api';
import { meQuery } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { accessLinkQuery, submitLink } from './api/access-link';
import { AuthShell } from './auth-shell';
import { LinkProblem } from './link-problem';
import { NewPasswordFields } from './new-password-fields';
import { type ResetFormValues, resetFormSchema } from './password-fields';
import { TwoFactorStep } from './two-factor-step';

/** /redefinir-senha/:token: a new password from a one-time link; other sessions end, this one begins. */
export function Component() {
  usePageTitle('Redefinir senha');
  const token = useParams().token ?? '';
  const link = useQuery(accessLinkQuery('reset', token));
  const navigate = useNavigate();
  const client = useQueryClient();
  const [serverError, setServerError] = useState<unknown>(null);
  // The account has two-factor sign-in: the password is set, the session waits for the code.
  const [codeStep, setCodeStep] = useState(false);
  const form = useForm<ResetFormValues>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await submitLink('reset', token, { password: values.password });
      if (answer.twoFactorRequired) {
        setCodeStep(true);
        return;
      }
      client.removeQueries({ queryKey: ['access-link'] });
      await client.invalidateQueries({ queryKey: meQuery.queryKey });
      const me = await client.fetchQuery(meQuery);
      toast.success('Senha redefinida', 'Sua nova senha já está valendo.');
      navigate(me.roles.length || me.permissions?.length ? paths.dashboard : paths.home, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.fields?.password) {
        form.setError('password', { message: error.fields.password });
        return;
      }
      setServerError(error);
    }
  });

  if (codeStep) {
    const arrive = async () => {
      client.removeQueries({ queryKey: ['access-link'] });
      await client.invalidateQueries({ queryKey: meQuery.queryKey });
      const me = await client.fetchQuery(meQuery);
      navigate(me.roles.length ? paths.dashboard : paths.home, { replace: true });
    };
    return (
      <AuthShell
        title="Redefinir senha"
        description="Sua nova senha já está valendo. Para entrar, falta o código da verificação em duas etapas."
      >
        <TwoFactorStep onSignedIn={arrive} onStartOver={() => navigate(paths.auth(), { replace: true })} />
      </AuthShell>
    );
  }
  if (link.isPending) return <Spinner className="min-h-screen" label="Carregando..." />;
  if (link.isError) return <LinkProblem error={link.error} kind="reset" />;
  if (serverError instanceof ApiError && (serverError.status === 410 || serverError.status === 404)) {
    return <LinkProblem error={serverError} kind="reset" />;
  }

  return (
    <AuthShell title="Redefinir senha" description={`Escolha uma nova senha para ${link.data.email}.`}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <NewPasswordFields
          idPrefix="reset"
          password={form.register('password')}
          confirm={form.register('confirm')}
          passwordError={errors.password?.message}
          confirmError={errors.confirm?.message}
        />
        {serverError ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {serverError instanceof Error
              ? serverError.message
              : 'Não foi possível redefinir a senha. Tente novamente.'}
          </p>
        ) : null}
        <p className="text-xs text-muted-foreground">
          Ao redefinir, as sessões abertas nesta conta serão encerradas.
        </p>
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? 'Salvando...' : 'Redefinir senha'}
        </Button>
      </form>
    </AuthShell>
  );
}
