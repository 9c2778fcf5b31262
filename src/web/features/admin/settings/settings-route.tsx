import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@web/components/page-title';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/feedback';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { SmtpCard } from '@web/features/mail';
import { NfseSettingsCard } from '@web/features/nfse';
import { PixProviderCard } from '@web/features/pix-charges';
import { ApiError } from '@web/lib/api';
import { useMe } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { settingsQuery } from './api/get-settings';
import { DatabaseTab } from './components/database-tab';
import { FinanceTab } from './components/finance-tab';
import { GeneralTab } from './components/general-tab';
import { MailTemplatesTab } from './components/mail-templates-tab';
import { SecurityTab } from './components/security-tab';
import { UsersTab } from './components/users-tab';

const TABS = [
  { value: 'geral', label: 'Geral' },
  { value: 'usuarios', label: 'Usuários' },
  { value: 'banco-de-dados', label: 'Banco de Dados' },
  { value: 'seguranca', label: 'Segurança' },
  { value: 'financeiro', label: 'Financeiro' },
  { value: 'email', label: 'E-mail' },
  { value: 'modelos-de-email', label: 'Modelos de e-mail' },
  { value: 'nfse', label: 'NFS-e' },
  { value: 'cobranca-pix', label: 'Cobrança PIX' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** 'Configurações do Sistema' (docs/product/settings.md): eight tabs, each saved for real and enforced by the server. */
export function Component() {
  usePageTitle('Configurações do Sistema');
  const query = useQuery(settingsQuery);
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const requested = params.get('aba');
  const tab: TabValue = TABS.some((item) => item.value === requested) ? (requested as TabValue) : 'geral';

  const error = query.error;
  useEffect(() => {
    if (!error || (error instanceof ApiError && (error.status === 401 || error.status === 403))) return;
    toast.error('Erro ao carregar configurações', error.message || 'Tente novamente.');
  }, [error]);

  const selectTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'geral') next.delete('aba');
        else next.set('aba', value);
        return next;
      },
      { replace: true },
    );

  return (
    <section className="mx-auto grid w-full max-w-5xl gap-6 p-4 sm:p-6" aria-labelledby="settings-title">
      <header className="grid gap-1">
        <h1 id="settings-title" className="text-2xl font-bold tracking-tight">
          Configurações do Sistema
        </h1>
        <p className="text-muted-foreground">Gerencie as configurações gerais do sistema.</p>
      </header>

      {query.isPending ? (
        <div className="grid gap-4" aria-busy="true">
          <Skeleton className="h-10 w-full max-w-lg" />
          <Skeleton className="h-80 w-full" />
        </div>
      ) : query.isError || !query.data ? (
        <div
          role="alert"
          className="grid justify-items-center gap-3 rounded-xl border bg-card py-10 text-center"
        >
          <p className="font-medium">Erro ao carregar configurações</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <Tabs value={tab} onValueChange={selectTab}>
          <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-grid sm:w-auto sm:grid-cols-8">
            {TABS.map((item) => (
              <TabsTrigger key={item.value} value={item.value}>
                {item.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="geral">
            <GeneralTab settings={query.data} />
          </TabsContent>
          <TabsContent value="usuarios">
            <UsersTab settings={query.data} />
          </TabsContent>
          <TabsContent value="banco-de-dados">
            <DatabaseTab settings={query.data} />
          </TabsContent>
          <TabsContent value="seguranca">
            <SecurityTab settings={query.data} />
          </TabsContent>
          <TabsContent value="financeiro">
            <FinanceTab settings={query.data} />
          </TabsContent>
          <TabsContent value="email">
            <SmtpCard testTo={me.user?.email ?? ''} />
          </TabsContent>
          <TabsContent value="modelos-de-email">
            <MailTemplatesTab settings={query.data} />
          </TabsContent>
          <TabsContent value="nfse">
            <NfseSettingsCard />
          </TabsContent>
          <TabsContent value="cobranca-pix">
            <PixProviderCard />
          </TabsContent>
        </Tabs>
      )}
    </section>
  );
}
