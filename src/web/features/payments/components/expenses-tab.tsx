/**
 * CODERS Pagamentos → 'Contas a pagar' (docs/product/invoices-and-payments.md): the bills list, a bill's form (amount typed the one way, MoneyInput), paying and cancelling it.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { statusBadge } from '@shared/catalog/statuses';
import { formatDate, formatMoney } from '@shared/format';
import { listSummary } from '@shared/invoices/schemas';
import { EXPENSE_STATUSES, type ExpenseItem } from '@shared/payments/schemas';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { ListStates } from '@web/components/data-table/table-states';
import { DataTableStatusFilter, DataTableToolbar } from '@web/components/data-table/toolbar';
import { choiceParam, searchParam, useListParams } from '@web/components/data-table/use-list-params';
import { ReasonDialog } from '@web/components/form/reason-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/feedback';
import { toast } from '@web/lib/toast';
import { expensesQuery, useCancelExpense } from '../api/payments';
import { ExpenseDialog, PayExpenseDialog } from './expense-dialogs';

const expenseParams = z.object({
  q: searchParam,
  status: choiceParam(
    EXPENSE_STATUSES.map((entry) => entry.value),
    'all',
  ),
});

export function ExpensesTab() {
  const [params, setParams] = useListParams(expenseParams);
  const query = useInfiniteQuery(
    expensesQuery({ q: params.q, status: params.status === 'all' ? '' : params.status }),
  );
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const [editing, setEditing] = useState<ExpenseItem | 'new' | null>(null);
  const [paying, setPaying] = useState<ExpenseItem | null>(null);
  const [cancelling, setCancelling] = useState<ExpenseItem | null>(null);
  return (
    <div className="space-y-4">
      <DataTableToolbar
        search={{
          value: params.q,
          onChange: (q) => setParams({ q }),
          label: 'Buscar contas',
          placeholder: 'Fornecedor, categoria ou descrição',
        }}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Nova conta
          </Button>
        }
      >
        <DataTableStatusFilter
          value={params.status}
          onChange={(status) => setParams({ status })}
          options={EXPENSE_STATUSES}
          className="sm:w-56"
        />
      </DataTableToolbar>
      <Card>
        <ListStates
          query={query}
          isEmpty={rows.length === 0}
          errorText="Não foi possível carregar as contas."
          empty={
            <EmptyState
              title="Nenhuma conta encontrada"
              hint="Cadastre despesas e contas a pagar em “Nova conta”."
            />
          }
        >
          <ul aria-label="Contas a pagar" className="divide-y">
            {rows.map((expense) => {
              const badge = statusBadge(EXPENSE_STATUSES, expense.status);
              const open = expense.status === 'a_pagar' || expense.status === 'vencida';
              return (
                <li
                  key={expense.id}
                  className="grid gap-2 p-4 md:grid-cols-[minmax(0,1fr)_auto_auto] md:items-center md:gap-6"
                >
                  <div className="min-w-0">
                    <p className="font-medium">
                      {expense.supplier} {expense.recurring ? <Badge color="indigo">Mensal</Badge> : null}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {expense.category}
                      {expense.description ? ` · ${expense.description}` : ''}
                      {expense.projectTitle ? ` · ${expense.projectTitle}` : ''}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      Vence {formatDate(expense.dueDate)}
                      {expense.paidOn ? ` · paga em ${formatDate(expense.paidOn)}` : ''}
                      {expense.cancelReason ? ` · cancelada: ${expense.cancelReason}` : ''}
                    </p>
                  </div>
                  <div className="flex items-center gap-3">
                    <strong className="tabular-nums">{formatMoney(expense.amount)}</strong>
                    <Badge color={badge.color}>{badge.label}</Badge>
                  </div>
                  <div className="flex flex-wrap gap-1 md:justify-end">
                    {open ? (
                      <>
                        <Button size="sm" variant="outline" onClick={() => setPaying(expense)}>
                          Marcar como paga
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => setEditing(expense)}>
                          Editar
                        </Button>
                      </>
                    ) : null}
                    {expense.status !== 'cancelada' ? (
                      <Button size="sm" variant="ghost" onClick={() => setCancelling(expense)}>
                        Cancelar
                      </Button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
          <DataTableLoadMore
            query={query}
            summary={listSummary(rows.length, query.data?.pages[0], 'contas')}
          />
        </ListStates>
      </Card>
      <ExpenseDialog expense={editing} onClose={() => setEditing(null)} />
      <PayExpenseDialog expense={paying} onClose={() => setPaying(null)} />
      <CancelExpenseDialog expense={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}

export function CancelExpenseDialog({
  expense,
  onClose,
}: {
  expense: ExpenseItem | null;
  onClose: () => void;
}) {
  const cancel = useCancelExpense();
  return (
    <ReasonDialog
      open={Boolean(expense)}
      onOpenChange={(open) => (open ? null : onClose())}
      title="Cancelar conta?"
      description="A conta fica no histórico como cancelada, com o motivo."
      confirmLabel="Cancelar conta"
      pendingLabel="Cancelando..."
      onConfirm={async (reason) => {
        if (!expense) return;
        await cancel.mutateAsync({ id: expense.id, reason });
        toast.success('Conta cancelada');
      }}
    />
  );
}
