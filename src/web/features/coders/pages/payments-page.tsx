/**
 * CODERS finance → Pagamentos (docs/product/invoices-and-payments.md): payments received ('Registrar
 * pagamento', refunds), bills to pay ('Contas a pagar') and 'Extrato bancário' (statement/: import and
 * reconciliation).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { paymentMethods } from '@shared/catalog/finance';
import { formatDate, formatMoney } from '@shared/format';
import { toCents } from '@shared/money';
import { listSummary, type PaymentItem } from '@shared/schemas/billing';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { ListStates } from '@web/components/data-table/table-states';
import { DataTableStatusFilter, DataTableToolbar } from '@web/components/data-table/toolbar';
import { choiceParam, searchParam, useListParams } from '@web/components/data-table/use-list-params';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/feedback';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { paymentsQuery } from '../api/billing';
import { PaymentDialog } from './billing-forms';
import { ExpensesTab } from './expenses-tab';
import { RefundDialog } from './refund-dialog';
import { StatementTab } from './statement/statement-tab';

const TABS = [
  { value: 'recebimentos', label: 'Recebimentos' },
  { value: 'contas', label: 'Contas a pagar' },
  { value: 'extrato', label: 'Extrato bancário' },
] as const;

const methodLabel = (method: string) =>
  paymentMethods.find((entry) => entry.value === method)?.label ?? method;

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

const paymentParams = z.object({
  q: searchParam,
  method: choiceParam(
    paymentMethods.map((entry) => entry.value),
    'all',
  ),
});

function PaymentsTab() {
  const [params, setParams] = useListParams(paymentParams);
  const query = useInfiniteQuery(
    paymentsQuery({ q: params.q, method: params.method === 'all' ? '' : params.method }),
  );
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const [recording, setRecording] = useState(false);
  const [refunding, setRefunding] = useState<PaymentItem | null>(null);
  return (
    <div className="space-y-4">
      <DataTableToolbar
        search={{
          value: params.q,
          onChange: (q) => setParams({ q }),
          label: 'Buscar pagamentos',
          placeholder: 'Cliente, referência ou observação',
        }}
        actions={
          <Button onClick={() => setRecording(true)}>
            <Plus aria-hidden="true" />
            Registrar pagamento
          </Button>
        }
      >
        <DataTableStatusFilter
          label="Filtrar por forma de pagamento"
          allLabel="Todas as formas"
          value={params.method}
          onChange={(method) => setParams({ method })}
          options={paymentMethods}
          className="sm:w-56"
        />
      </DataTableToolbar>
      <Card>
        <ListStates
          query={query}
          isEmpty={rows.length === 0}
          errorText="Não foi possível carregar os pagamentos."
          empty={
            <EmptyState
              title="Nenhum pagamento encontrado"
              hint="Registre o primeiro em “Registrar pagamento”."
            />
          }
        >
          <ul aria-label="Pagamentos" className="divide-y">
            {rows.map((payment) => {
              const refund = toCents(payment.amount) < 0n;
              return (
                <li
                  key={payment.id}
                  className="grid gap-2 p-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-center md:gap-6"
                >
                  <div className="min-w-0">
                    <p className="font-medium">{payment.clientName ?? 'Sem cliente'}</p>
                    <p className="text-sm text-muted-foreground">
                      {formatDate(payment.receivedOn)} · {methodLabel(payment.method)}
                      {payment.reference ? ` · ${payment.reference}` : ''}
                    </p>
                  </div>
                  <p className="text-sm">
                    {payment.invoices.length === 0
                      ? 'Sem fatura (crédito)'
                      : payment.invoices.map((invoice, index) => (
                          <span key={invoice.id}>
                            {index ? ', ' : ''}
                            <Link
                              to={`/coders/finance/faturas?fatura=${invoice.id}`}
                              className="text-primary hover:underline"
                            >
                              {invoice.number ?? 'rascunho'}
                            </Link>{' '}
                            ({formatMoney(invoice.amount)})
                          </span>
                        ))}
                  </p>
                  <div className="flex items-center gap-3 md:justify-end">
                    <span className="text-right text-sm tabular-nums">
                      <strong className={refund ? 'text-red-700' : undefined}>
                        {formatMoney(payment.amount)}
                      </strong>
                      {toCents(payment.fee) > 0n ? (
                        <span className="block text-muted-foreground">taxa {formatMoney(payment.fee)}</span>
                      ) : null}
                    </span>
                    {refund ? (
                      <Badge color="red">Estorno</Badge>
                    ) : toCents(payment.refundable) > 0n ? (
                      <Button variant="ghost" size="sm" onClick={() => setRefunding(payment)}>
                        Estornar
                      </Button>
                    ) : (
                      <Badge color="grey">Estornado</Badge>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          <DataTableLoadMore
            query={query}
            summary={listSummary(rows.length, query.data?.pages[0], 'pagamentos')}
          />
        </ListStates>
      </Card>
      <PaymentDialog open={recording} onOpenChange={setRecording} />
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </div>
  );
}
