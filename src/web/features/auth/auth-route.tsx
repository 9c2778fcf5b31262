import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { TWO_FACTOR_ENROL_PATH } from '@shared/catalog/two-factor';
import { usePageTitle } from '@web/components/page-title';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/feedback';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { publicSettingsQuery } from '@web/lib/public-settings';
import { meQuery, safeRedirect, useMe, useSignOut } from '@web/lib/session';
import { AuthShell } from './auth-shell';
import { ForgotPasswordForm } from './forgot-password-form';
import { NewPasswordForm } from './new-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/** /auth: Entrar / Criar conta, then back to where the visitor came from (?redirect=). */
export function Component() {
  usePageTitle('Entrar');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { user, isLoading } = useMe();
  // 'Permitir Registros' off: say so instead of showing a form the server will refuse.
  const registrationsClosed = useQuery(publicSettingsQuery).data?.allowRegistrations === false;
  const signOut = useSignOut();
  const target = safeRedirect(params.get('redirect'));
  const initialTab = params.get('tab') === 'cadastro' ? 'signup' : 'signin';
  const [forgot, setForgot] = useState(false);
  const [passwordChanged, setPasswordChanged] = useState(false);
  // Back from an 'Esqueci minha senha' e-mail: Better Auth adds ?token= (or ?error=INVALID_TOKEN).
  const resetToken = params.get('senha') === 'nova' && !passwordChanged ? params.get('token') : null;
  const resetLinkBroken = params.get('senha') === 'nova' && params.get('error') !== null;

  const done = async () => {
    await client.invalidateQueries({ queryKey: meQuery.queryKey });
    const me = await client.fetchQuery(meQuery);
    // A role that requires two-factor sign-in, not enabled yet: the enrolment first (decision 064).
    const mustEnrol = me.twoFactor?.required && !me.twoFactor.enabled;
    navigate(mustEnrol ? TWO_FACTOR_ENROL_PATH : target, { replace: true });
  };

  if (isLoading) return <Spinner className="min-h-screen" label="Carregando..." />;

  if (user) {
    return (
      <AuthShell title="Você já está conectado" description={`Conectado como ${user.email}.`}>
        <div className="grid gap-3">
          <Button onClick={() => navigate(target, { replace: true })}>Continuar</Button>
          <Button variant="outline" onClick={signOut}>
            Sair
          </Button>
        </div>
      </AuthShell>
    );
  }

  if (resetToken) {
    return (
      <AuthShell title="Criar nova senha" description="Escolha uma nova senha para a sua conta.">
        <NewPasswordForm
          token={resetToken}
          onDone={() => {
            setPasswordChanged(true);
            navigate('/auth', { replace: true });
          }}
        />
      </AuthShell>
    );
  }

  if (forgot) {
    return (
      <AuthShell title="Esqueci minha senha" description="Vamos ajudar você a voltar para a sua conta.">
        <ForgotPasswordForm onBack={() => setForgot(false)} />
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title="Bem-vindo à Coders"
      description="Entre ou crie sua conta para conversar com nosso assistente."
    >
      <Tabs defaultValue={initialTab}>
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="signin">Entrar</TabsTrigger>
          <TabsTrigger value="signup">Criar conta</TabsTrigger>
        </TabsList>
        <TabsContent value="signin">
          {passwordChanged ? (
            <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-sm text-green-900">
              Senha alterada. Entre com a nova senha.
            </p>
          ) : null}
          {resetLinkBroken && !passwordChanged ? (
            <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
              Este link expirou ou já foi usado. Peça um novo em 'Esqueci minha senha'.
            </p>
          ) : null}
          <SignInForm onSignedIn={done} />
          <Button type="button" variant="link" className="mt-2 w-full" onClick={() => setForgot(true)}>
            Esqueci minha senha
          </Button>
        </TabsContent>
        <TabsContent value="signup">
          {registrationsClosed ? (
            <p role="status" className="rounded-md bg-amber-50 p-4 text-sm text-amber-900">
              Novos cadastros estão temporariamente fechados. Se você já tem conta, use a aba Entrar.
            </p>
          ) : (
            <SignUpForm onSignedUp={done} />
          )}
        </TabsContent>
      </Tabs>
    </AuthShell>
  );
}
