/**
 * Configurações → E-mail (docs/product/settings.md, decision 066): the SMTP server every proposal,
 * invoice, receipt, reminder and invitation goes out through, and 'Enviar e-mail de teste'. When
 * SMTP_URL is set on the server it wins, and this card only shows it.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Skeleton } from '@web/components/ui/feedback';
import { toast } from '@web/lib/toast';
import { smtpSettingsQuery, useRemoveSmtp } from '../api/smtp';
import { SmtpSettingsForm } from './smtp-settings-form';
import { SmtpTestForm } from './smtp-test-form';

const STATE = {
  env: 'Definido no servidor (variável SMTP_URL), que prevalece sobre esta tela.',
  settings: 'Ativo: os e-mails saem por este servidor.',
  off: 'Nenhum servidor configurado: propostas e faturas mostram o link para copiar em vez de enviar.',
} as const;

export function SmtpCard({ testTo }: { testTo: string }) {
  const query = useQuery(smtpSettingsQuery);
  const remove = useRemoveSmtp();
  const [confirming, setConfirming] = useState(false);
  const view = query.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Servidor de e-mail (SMTP)</CardTitle>
        <CardDescription>{view ? STATE[view.source] : 'Carregando…'}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {query.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : query.isError || !view ? (
          <div role="alert" className="grid justify-items-start gap-2">
            <p>Não foi possível carregar o servidor de e-mail.</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : view.source === 'env' ? (
          <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="text-muted-foreground">Servidor</dt>
            <dd>
              {view.host}:{view.port}
            </dd>
            <dt className="text-muted-foreground">Usuário</dt>
            <dd>{view.user || 'sem login'}</dd>
            <dt className="text-muted-foreground">Remetente</dt>
            <dd>{view.from}</dd>
          </dl>
        ) : (
          <SmtpSettingsForm
            key={`${view.source}:${view.host}:${view.user}`}
            view={view}
            actions={
              view.source === 'settings' ? (
                <Button type="button" variant="ghost" onClick={() => setConfirming(true)}>
                  Remover servidor
                </Button>
              ) : null
            }
          />
        )}
        {view && view.source !== 'off' ? <SmtpTestForm defaultTo={testTo} /> : null}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remover o servidor de e-mail?"
        description="Nada mais será enviado por e-mail até configurar outro servidor. Os e-mails já enviados continuam no registro."
        confirmLabel="Remover"
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => toast.success('Servidor de e-mail removido'),
            onError: (error) => toast.error('Não foi possível remover', error.message),
          })
        }
      />
    </Card>
  );
}
