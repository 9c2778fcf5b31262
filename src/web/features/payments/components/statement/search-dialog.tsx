/**
 * 'Buscar fatura' / 'Buscar despesa': a manual match with search — open invoices (and payments already
 * recorded with the same amount) for money in, bills for money out.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { formatDate, formatMoney } from '@shared/format';
import { toCents } from '@shared/money';
import type { StatementLine, StatementSuggestion } from '@shared/payments/statement-schemas';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { EmptyState, Spinner } from '@web/components/ui/feedback';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { candidatesQuery } from '../../api/statement';

export function SearchMatchDialog({
  line,
  onClose,
  onPick,
  busy,
}: {
  line: StatementLine | null;
  onClose: () => void;
  onPick: (line: StatementLine, suggestion: StatementSuggestion) => void;
  busy: boolean;
}) {
  const id = useId();
  const [q, setQ] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    if (line) {
      setQ('');
      setDebounced('');
    }
  }, [line]);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(q.trim()), 300);
    return () => clearTimeout(timer);
  }, [q]);
  const query = useQuery({ ...candidatesQuery(line?.id ?? '', debounced), enabled: Boolean(line) });
  const incoming = line ? toCents(line.amount) > 0n : true;
  const items: StatementSuggestion[] = query.data
    ? [...query.data.payments, ...query.data.invoices, ...query.data.expenses]
    : [];
  const labelOf = (item: StatementSuggestion) =>
    item.kind === 'invoice'
      ? `${item.number} · ${item.clientName} · em aberto ${formatMoney(item.open)} · vence ${formatDate(item.dueDate)}`
      : item.kind === 'payment'
        ? `Pagamento já registrado de ${formatMoney(item.amount)} em ${formatDate(item.receivedOn)} · ${item.clientName ?? 'Sem cliente'}`
        : `${item.supplier}${item.description ? ` — ${item.description}` : ''} · ${formatMoney(item.amount)} · ${
            item.paidOn ? `paga em ${formatDate(item.paidOn)}` : `vence ${formatDate(item.dueDate)}`
          }`;
  return (
    <Dialog open={Boolean(line)} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent width={640}>
        <DialogHeader>
          <DialogTitle>{incoming ? 'Buscar fatura' : 'Buscar despesa'}</DialogTitle>
          <DialogDescription>
            {line ? `${formatDate(line.postedOn)} · ${line.description} · ${formatMoney(line.amount)}` : ''}
          </DialogDescription>
        </DialogHeader>
        <Field
          label={incoming ? 'Número, cliente ou descrição' : 'Fornecedor, categoria ou descrição'}
          htmlFor={`${id}-q`}
        >
          <Input id={`${id}-q`} value={q} onChange={(event) => setQ(event.target.value)} autoComplete="off" />
        </Field>
        {query.isPending ? <Spinner label="Buscando..." /> : null}
        {query.isError ? <p className="text-sm text-destructive">Não foi possível buscar.</p> : null}
        {query.isSuccess && items.length === 0 ? (
          <EmptyState title="Nada encontrado" hint="Tente outro termo." />
        ) : null}
        <ul className="grid max-h-80 gap-2 overflow-y-auto" aria-label="Resultados">
          {items.map((item) => (
            <li
              key={
                item.kind === 'invoice'
                  ? item.invoiceId
                  : item.kind === 'payment'
                    ? item.paymentId
                    : item.expenseId
              }
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2 text-sm"
            >
              <span className="min-w-0">{labelOf(item)}</span>
              <Button size="sm" disabled={busy} onClick={() => line && onPick(line, item)}>
                {item.kind === 'payment' ? 'Vincular' : 'Conciliar'}
              </Button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
