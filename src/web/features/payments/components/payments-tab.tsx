/**
 * CODERS finance → Pagamentos → 'Recebimentos' (docs/product/invoices-and-payments.md): the payments
 * received and refunded, 'Registrar pagamento' and 'Estornar' (refund-dialog.tsx).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { formatDate, formatMoney } from '@shared/format';
import { listSummary } from '@shared/invoices/schemas';
import { toCents } from '@shared/money';
import { paymentMethods } from '@shared/payments/catalog';
import type { PaymentItem } from '@shared/payments/schemas';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { ListStates } from '@web/components/data-table/table-states';
import { DataTableStatusFilter, DataTableToolbar } from '@web/components/data-table/toolbar';
import { choiceParam, searchParam, useListParams } from '@web/components/data-table/use-list-params';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/feedback';
import { paymentsQuery } from '../api/payments';
import { ApplyCreditDialog } from './apply-credit-dialog';
import { PaymentDialog } from './payment-dialog';
import { RefundDialog } from './refund-dialog';

const methodLabel = (method: string) =>
  paymentMethods.find((entry) => entry.value === method)?.label ?? method;

const paymentParams = z.object({
  q: searchParam,
  method: choiceParam(
    paymentMethods.map((entry) => entry.value),
    'all',
  ),
});

export function PaymentsTab() {
  const [params, setParams] = useListParams(paymentParams);
  const query = useInfiniteQuery(
    paymentsQuery({ q: params.q, method: params.method === 'all' ? '' : params.method }),
  );
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const [recording, setRecording] = useState(false);
  const [refunding, setRefunding] = useState<PaymentItem | null>(null);
  const [applying, setApplying] = useState<PaymentItem | null>(null);
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
                      ? refund
                        ? 'Do crédito não alocado'
                        : 'Sem fatura (crédito)'
                      : payment.invoices.map((invoice, index) => (
                          <span key={invoice.id}>
                            {index ? ', ' : ''}
                            <Link
                              to={`/coders/finance/faturas?fatura=${invoice.id}`}
                              className="text-primary hover:underline"
                            >
                              {invoice.number ?? 'rascunho'}
                            </Link>{' '}
                            ({formatMoney(invoice.amount)}
                            {toCents(invoice.lateFees) !== 0n
                              ? ` + ${formatMoney(invoice.lateFees)} de multa e juros`
                              : ''}
                            )
                          </span>
                        ))}
                    {!refund && payment.invoices.length > 0 && toCents(payment.credit) > 0n ? (
                      <span className="block text-muted-foreground">
                        crédito não alocado {formatMoney(payment.credit)}
                      </span>
                    ) : null}
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
                      <>
                        {toCents(payment.credit) > 0n && payment.clientId ? (
                          <Button variant="outline" size="sm" onClick={() => setApplying(payment)}>
                            Aplicar crédito
                          </Button>
                        ) : null}
                        <Button variant="ghost" size="sm" onClick={() => setRefunding(payment)}>
                          Estornar
                        </Button>
                      </>
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
      <ApplyCreditDialog payment={applying} onClose={() => setApplying(null)} />
    </div>
  );
}
