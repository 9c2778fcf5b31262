import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { staffRoleLabels } from '@shared/catalog/roles';
import { formatDateTime } from '@shared/format';
import { paths } from '@web/app/paths';
import { usePageTitle } from '@web/components/page-title';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/feedback';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api';
import { meQuery } from '@web/lib/session';
import { accessLinkQuery, submitLink } from './api/access-link';
import { AuthShell } from './auth-shell';
import { LinkProblem } from './link-problem';
import { NewPasswordFields } from './new-password-fields';
import { type InviteFormValues, inviteFormSchema } from './password-fields';
import { TwoFactorStep } from './two-factor-step';

/** /convite/:token: the invitee chooses name and password and arrives signed in with the invited roles. */
export function Component() {
  usePageTitle('Convite');
  const token = useParams().token ?? '';
  const link = useQuery(accessLinkQuery('invite', token));
  const navigate = useNavigate();
  const client = useQueryClient();
  const [serverError, setServerError] = useState<unknown>(null);
  // The account has two-factor sign-in: the password is set, the session waits for the code.
  const [codeStep, setCodeStep] = useState(false);
  const form = useForm<InviteFormValues>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { name: '', password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await submitLink('invite', token, { name: values.name, password: values.password });
      if (answer.twoFactorRequired) {
        setCodeStep(true);
        return;
      }
      client.removeQueries({ queryKey: ['access-link'] });
      await client.invalidateQueries({ queryKey: meQuery.queryKey });
      const me = await client.fetchQuery(meQuery);
      navigate(me.roles.length || me.permissions?.length ? paths.dashboard : paths.home, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [key, message] of Object.entries(error.fields)) {
          if (key === 'name' || key === 'password') form.setError(key, { message });
        }
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
      navigate(me.roles.length || me.permissions?.length ? paths.dashboard : paths.home, { replace: true });
    };
    return (
      <AuthShell
        title="Convite"
        description="Sua senha já está valendo. Para entrar, falta o código da verificação em duas etapas."
      >
        <TwoFactorStep onSignedIn={arrive} onStartOver={() => navigate(paths.auth(), { replace: true })} />
      </AuthShell>
    );
  }
  if (link.isPending) return <Spinner className="min-h-screen" label="Carregando convite..." />;
  if (link.isError) return <LinkProblem error={link.error} kind="invite" />;
  if (serverError instanceof ApiError && (serverError.status === 410 || serverError.status === 404)) {
    return <LinkProblem error={serverError} kind="invite" />;
  }

  const info = link.data;
  return (
    <AuthShell
      title="Você foi convidado"
      description="Escolha seu nome e uma senha para entrar na equipe Coders."
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid gap-1.5 rounded-lg bg-muted/60 p-3 text-sm">
          <p>
            Convite para <strong>{info.email}</strong>
          </p>
          {info.existingAccount ? (
            <p className="text-muted-foreground">
              Já existe uma conta com este e-mail: a senha escolhida aqui passa a valer e as sessões abertas
              nela serão encerradas.
            </p>
          ) : null}
          {info.staffRoles.length || info.customRoles?.length ? (
            <p className="flex flex-wrap items-center gap-1.5">
              <span className="text-muted-foreground">Papéis:</span>
              {info.staffRoles.map((role) => (
                <Badge key={role} color="blue">
                  {staffRoleLabels[role]}
                </Badge>
              ))}
              {(info.customRoles ?? []).map((name) => (
                <Badge key={name} color="blue">
                  {name}
                </Badge>
              ))}
            </p>
          ) : null}
          <p className="text-xs text-muted-foreground">Válido até {formatDateTime(info.expiresAt)}.</p>
        </div>
        <Field label="Nome" htmlFor="invite-name" error={errors.name?.message}>
          <Input
            id="invite-name"
            autoComplete="name"
            aria-invalid={Boolean(errors.name)}
            {...form.register('name')}
          />
        </Field>
        <NewPasswordFields
          idPrefix="invite"
          password={form.register('password')}
          confirm={form.register('confirm')}
          passwordError={errors.password?.message}
          confirmError={errors.confirm?.message}
          labels={{ password: 'Senha', confirm: 'Confirmar senha' }}
        />
        {serverError ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {serverError instanceof Error
              ? serverError.message
              : 'Não foi possível criar a conta. Tente novamente.'}
          </p>
        ) : null}
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? 'Criando conta...' : 'Criar conta e entrar'}
        </Button>
      </form>
    </AuthShell>
  );
}
