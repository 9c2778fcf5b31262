/**
 * Configurações → Cobrança PIX (decision 071): the bank's API Pix, off by default (static PIX), and
 * 'Testar conexão', which fetches a token with the saved settings and shows the bank's answer.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/feedback';
import { pixSettingsQuery, useTestPixConnection } from '../api/pix-charges';
import { PixProviderForm } from './pix-provider-form';

export function PixProviderCard() {
  const query = useQuery(pixSettingsQuery);
  const test = useTestPixConnection();
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const view = query.data;
  const runTest = () => {
    setAnswer(null);
    test.mutate(undefined, {
      onSuccess: (result) => setAnswer({ ok: true, message: result.message }),
      onError: (error) => setAnswer({ ok: false, message: error.message }),
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Cobrança PIX confirmada pelo banco</CardTitle>
        <CardDescription>
          {view?.enabled
            ? 'Ativa: cada fatura emitida ganha uma cobrança com vencimento no banco, e o pagamento entra sozinho.'
            : 'Desligada: as faturas mostram o PIX estático e os pagamentos são registrados à mão.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {query.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : query.isError || !view ? (
          <div role="alert" className="grid justify-items-start gap-2">
            <p>Não foi possível carregar a cobrança PIX.</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : (
          <>
            <PixProviderForm key={`${view.enabled}:${view.baseUrl}:${view.clientId}`} view={view} />
            {view.enabled ? (
              <div className="grid gap-2 border-t pt-4">
                <div>
                  <Button type="button" variant="outline" onClick={runTest} disabled={test.isPending}>
                    {test.isPending ? 'Testando…' : 'Testar conexão'}
                  </Button>
                </div>
                {answer ? (
                  <p
                    role={answer.ok ? 'status' : 'alert'}
                    className={
                      answer.ok
                        ? 'rounded-md border border-emerald-600/30 bg-emerald-50 p-3 text-sm text-emerald-900'
                        : 'rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive'
                    }
                  >
                    {answer.message}
                  </p>
                ) : null}
              </div>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
