/**
 * CODERS finance → Pagamentos (docs/product/invoices-and-payments.md): payments received ('Registrar
 * pagamento', refunds), bills to pay ('Contas a pagar') and 'Importar extrato' with match suggestions.
 */
import { useQuery } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate, formatMoney } from '@shared/format';
import { toCents } from '@shared/money';
import { ListStates } from '@web/components/data-table/table-states';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState, Spinner } from '@web/components/ui/feedback';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { toast } from '@web/lib/toast';
import { statementQuery, useAcceptSuggestion, useImportStatement } from '../api/billing';
import { ExpensesTab } from './expenses-tab';
import { PaymentsTab } from './payments-tab';

const TABS = [
  { value: 'recebimentos', label: 'Recebimentos' },
  { value: 'contas', label: 'Contas a pagar' },
  { value: 'extrato', label: 'Importar extrato' },
] as const;

const failure = (title: string) => (error: unknown) =>
  toast.error(title, error instanceof Error ? error.message : undefined);

export function PaymentsPage() {
  const [search, setSearch] = useSearchParams();
  const requested = search.get('aba');
  const tab = TABS.some((item) => item.value === requested) ? requested! : 'recebimentos';
  return (
    <Tabs
      value={tab}
      onValueChange={(value) =>
        setSearch(
          () => {
            const next = new URLSearchParams();
            if (value !== 'recebimentos') next.set('aba', value);
            return next;
          },
          { replace: true },
        )
      }
    >
      <TabsList className="grid h-auto w-full grid-cols-3 gap-1 sm:inline-grid sm:w-auto max-sm:[&>*]:whitespace-normal max-sm:[&>*]:px-1">
        {TABS.map((item) => (
          <TabsTrigger key={item.value} value={item.value}>
            {item.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="recebimentos" className="mt-4">
        <PaymentsTab />
      </TabsContent>
      <TabsContent value="contas" className="mt-4">
        <ExpensesTab />
      </TabsContent>
      <TabsContent value="extrato" className="mt-4">
        <StatementTab />
      </TabsContent>
    </Tabs>
  );
}

function StatementTab() {
  const query = useQuery(statementQuery());
  const upload = useImportStatement();
  const accept = useAcceptSuggestion();
  const inputId = useId();
  const lines = query.data?.items ?? [];
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Importar extrato bancário</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <p className="text-muted-foreground">
            Envie o extrato em OFX ou CSV (data;descrição;valor). Lançamentos já importados são ignorados.
            Para cada entrada, sugerimos faturas pelo valor, pela data (até 3 dias do vencimento) e pelo
            número da fatura na descrição.
          </p>
          <label htmlFor={inputId} className="inline-flex items-center gap-2 font-medium">
            <Upload className="size-4" aria-hidden="true" />
            Arquivo do extrato
          </label>
          <input
            id={inputId}
            type="file"
            accept=".ofx,.csv,text/csv,application/x-ofx"
            disabled={upload.isPending}
            className="block text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              upload.mutate(file, {
                onSuccess: (result) =>
                  toast.success(
                    'Extrato importado',
                    `${result.imported} lançamento(s) novo(s)${result.skipped ? `, ${result.skipped} já importado(s)` : ''}.`,
                  ),
                onError: failure('Não foi possível importar o extrato'),
              });
            }}
          />
          {upload.isPending ? <Spinner label="Importando..." /> : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Lançamentos a conciliar</CardTitle>
        </CardHeader>
        <ListStates
          query={query}
          isEmpty={lines.length === 0}
          errorText="Não foi possível carregar o extrato."
          empty={<EmptyState title="Nada a conciliar" hint="Importe um extrato para ver as sugestões." />}
        >
          <ul aria-label="Lançamentos do extrato" className="divide-y">
            {lines.map((line) => (
              <li key={line.id} className="grid gap-2 p-4">
                <div className="flex flex-wrap justify-between gap-2">
                  <span className="min-w-0 text-sm">
                    {formatDate(line.postedOn)} · {line.description || 'Sem descrição'}
                  </span>
                  <strong
                    className={toCents(line.amount) < 0n ? 'text-red-700 tabular-nums' : 'tabular-nums'}
                  >
                    {formatMoney(line.amount)}
                  </strong>
                </div>
                {line.suggestions.length === 0 ? (
                  <p className="text-xs text-muted-foreground">
                    {toCents(line.amount) < 0n
                      ? 'Saída: registre-a em Contas a pagar.'
                      : 'Nenhuma fatura correspondente.'}
                  </p>
                ) : (
                  <ul className="grid gap-2">
                    {line.suggestions.map((suggestion) => (
                      <li
                        key={suggestion.invoiceId}
                        className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-muted/30 p-2 text-sm"
                      >
                        <span>
                          <strong>{suggestion.number}</strong> · {suggestion.clientName} · em aberto{' '}
                          {formatMoney(suggestion.open)} · vence {formatDate(suggestion.dueDate)}
                          <span className="block text-xs text-muted-foreground">
                            {suggestion.reasons.join(', ')}
                          </span>
                        </span>
                        <Button
                          size="sm"
                          disabled={accept.isPending}
                          onClick={() =>
                            accept.mutate(
                              { lineId: line.id, invoiceId: suggestion.invoiceId },
                              {
                                onSuccess: () =>
                                  toast.success(
                                    'Pagamento registrado',
                                    `Conciliado com ${suggestion.number}.`,
                                  ),
                                onError: failure('Não foi possível conciliar'),
                              },
                            )
                          }
                        >
                          Aceitar sugestão
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </ListStates>
      </Card>
    </div>
  );
}
