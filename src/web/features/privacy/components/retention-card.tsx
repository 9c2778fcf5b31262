/**
 * Privacidade (LGPD): the retention job's dry run, with every table and field it would change, and
 * 'Executar agora' (docs/product/privacy-lgpd.md).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Spinner } from '@web/components/ui/feedback';
import { toast } from '@web/lib/toast';
import { retentionQuery, useRunRetention } from '../api/privacy';
import { ErasureSummary, erasureHeadline } from './erasure-summary';

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Tente novamente.');

export function RetentionCard() {
  const query = useQuery(retentionQuery);
  const run = useRunRetention();
  const [confirm, setConfirm] = useState(false);
  const pending = query.data ? query.data.leads.length + query.data.chatSessions.length : 0;
  return (
    <Card className="grid gap-3 p-4">
      <div>
        <h2 className="text-lg font-semibold">Retenção automática</h2>
        <p className="text-sm text-muted-foreground">
          Roda todo dia no servidor. Simulação do que a próxima execução anonimizaria:
        </p>
      </div>
      {query.isPending ? (
        <Spinner label="Calculando" />
      ) : query.isError ? (
        <p className="text-sm text-destructive">Não foi possível calcular a simulação.</p>
      ) : (
        <>
          <p className="text-sm">
            {query.data.leads.length} lead(s) sem interação há mais de {query.data.leadMonths} meses ·{' '}
            {query.data.chatSessions.length} conversa(s) do chat com mais de {query.data.chatMonths} meses.
          </p>
          {pending ? (
            <>
              <p className="text-sm text-muted-foreground">{erasureHeadline(query.data.changes)}</p>
              <ErasureSummary preview={query.data.changes} caption="O que a retenção alteraria, por tabela" />
            </>
          ) : null}
          <div>
            <Button
              size="sm"
              variant="outline"
              disabled={!pending || run.isPending}
              onClick={() => setConfirm(true)}
            >
              Executar agora
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="Executar a retenção agora?"
        description={`${pending} registro(s) serão anonimizados agora, como na execução diária. Não há como desfazer.`}
        confirmLabel="Executar"
        onConfirm={() =>
          run.mutate(undefined, {
            onSuccess: (result) =>
              toast.success(
                'Retenção executada',
                `${result.leads.length} lead(s) e ${result.chatSessions.length} conversa(s).`,
              ),
            onError: (error) => toast.error('Não foi possível executar', errorText(error)),
          })
        }
      />
    </Card>
  );
}
