import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/feedback';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { meQuery, safeRedirect, useMe, useSignOut } from '../../lib/session';
import { publicSettingsQuery } from './api/public-settings';
import { AuthShell } from './auth-shell';
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

  const done = async () => {
    await client.invalidateQueries({ queryKey: meQuery.queryKey });
    await client.fetchQuery(meQuery);
    navigate(target, { replace: true });
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
          <SignInForm onSignedIn={done} />
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
