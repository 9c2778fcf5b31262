/**
 * CODERS Pagamentos → 'Contas a pagar' (docs/product/invoices-and-payments.md): the bills list, a bill's form (amount typed the one way, MoneyInput), paying and cancelling it.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { z } from 'zod';
import { statusBadge } from '@shared/catalog/statuses';
import { formatDate, formatMoney, saoPauloDay } from '@shared/format';
import { listSummary } from '@shared/invoices/schemas';
import { EXPENSE_STATUSES, type ExpenseItem } from '@shared/payments/schemas';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { ListStates } from '@web/components/data-table/table-states';
import { DataTableStatusFilter, DataTableToolbar } from '@web/components/data-table/toolbar';
import { choiceParam, searchParam, useListParams } from '@web/components/data-table/use-list-params';
import { ReasonDialog } from '@web/components/form/reason-dialog';
import { MoneyInput } from '@web/components/money-input';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { EmptyState } from '@web/components/ui/feedback';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { typedMoney } from '@web/lib/typed-money';
import { expensesQuery, useCancelExpense, usePayExpense, useSaveExpense } from '../api/payments';

const failure = (title: string) => (error: unknown) =>
  toast.error(title, error instanceof Error ? error.message : undefined);

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

export function ExpenseDialog({
  expense,
  onClose,
}: {
  expense: ExpenseItem | 'new' | null;
  onClose: () => void;
}) {
  const current = expense && expense !== 'new' ? expense : null;
  const save = useSaveExpense(current?.id);
  const formId = useId();
  const [values, setValues] = useState({
    supplier: '',
    category: '',
    description: '',
    amount: '',
    dueDate: '',
    recurring: false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!expense) return;
    setErrors({});
    setValues(
      current
        ? {
            supplier: current.supplier,
            category: current.category,
            description: current.description,
            amount: typedMoney(current.amount),
            dueDate: current.dueDate,
            recurring: current.recurring,
          }
        : {
            supplier: '',
            category: '',
            description: '',
            amount: '',
            dueDate: saoPauloDay(),
            recurring: false,
          },
    );
  }, [expense, current]);
  const set = (patch: Partial<typeof values>) => setValues((before) => ({ ...before, ...patch }));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { ...values, projectId: current?.projectId ?? null },
      {
        onSuccess: () => {
          toast.success(current ? 'Conta atualizada' : 'Conta cadastrada');
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(error.fields);
          failure('Não foi possível salvar a conta')(error);
        },
      },
    );
  };
  return (
    <Dialog open={Boolean(expense)} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{current ? 'Editar conta' : 'Nova conta a pagar'}</DialogTitle>
          <DialogDescription>
            Despesas da agência: fornecedor, categoria, valor e vencimento.
          </DialogDescription>
        </DialogHeader>
        <form id={formId} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <Field label="Fornecedor" htmlFor={`${formId}-supplier`} error={errors.supplier}>
            <Input
              id={`${formId}-supplier`}
              value={values.supplier}
              onChange={(event) => set({ supplier: event.target.value })}
            />
          </Field>
          <Field label="Categoria" htmlFor={`${formId}-category`} error={errors.category}>
            <Input
              id={`${formId}-category`}
              placeholder="Ex.: Infraestrutura"
              value={values.category}
              onChange={(event) => set({ category: event.target.value })}
            />
          </Field>
          <MoneyInput
            id={`${formId}-amount`}
            label="Valor"
            value={values.amount}
            error={errors.amount}
            onChange={(text) => set({ amount: text })}
          />
          <Field label="Vencimento" htmlFor={`${formId}-due`} error={errors.dueDate}>
            <Input
              id={`${formId}-due`}
              type="date"
              value={values.dueDate}
              onChange={(event) => set({ dueDate: event.target.value })}
            />
          </Field>
          <div className="sm:col-span-2">
            <Field label="Descrição (opcional)" htmlFor={`${formId}-description`} error={errors.description}>
              <Input
                id={`${formId}-description`}
                value={values.description}
                onChange={(event) => set({ description: event.target.value })}
              />
            </Field>
          </div>
          <div className="flex items-center gap-2 sm:col-span-2">
            <Switch
              id={`${formId}-recurring`}
              checked={values.recurring}
              onCheckedChange={(recurring) => set({ recurring })}
            />
            <label htmlFor={`${formId}-recurring`} className="text-sm">
              Repete todo mês (ao pagar, a conta do mês seguinte é criada)
            </label>
          </div>
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending}>
            {save.isPending ? 'Salvando...' : 'Salvar conta'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function PayExpenseDialog({ expense, onClose }: { expense: ExpenseItem | null; onClose: () => void }) {
  const pay = usePayExpense();
  const [paidOn, setPaidOn] = useState(saoPauloDay());
  useEffect(() => {
    if (expense) setPaidOn(saoPauloDay());
  }, [expense]);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!expense) return;
    pay.mutate(
      { id: expense.id, paidOn },
      {
        onSuccess: () => {
          toast.success('Conta paga', expense.recurring ? 'A conta do próximo mês foi criada.' : undefined);
          onClose();
        },
        onError: failure('Não foi possível marcar como paga'),
      },
    );
  };
  return (
    <Dialog open={Boolean(expense)} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Marcar como paga</DialogTitle>
          <DialogDescription>
            {expense ? `${expense.supplier} — ${formatMoney(expense.amount)}` : ''}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field label="Data do pagamento" htmlFor="expense-paid-on">
            <Input
              id="expense-paid-on"
              type="date"
              max={saoPauloDay()}
              value={paidOn}
              onChange={(event) => setPaidOn(event.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={pay.isPending}>
              {pay.isPending ? 'Salvando...' : 'Confirmar pagamento'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
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
