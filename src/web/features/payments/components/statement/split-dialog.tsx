/**
 * 'Dividir entre faturas': one bank line paid several invoices of one client. Search the invoices, set
 * how much of the line goes to each (their open amount to start with); the sum may not pass the line,
 * and what is left becomes the client's credit.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { formatDate, formatMoney } from '@shared/format';
import { fromCents } from '@shared/money';
import type { StatementLine, StatementSuggestion } from '@shared/payments/statement-schemas';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { centsOf, typedMoney } from '@web/lib/typed-money';
import { candidatesQuery, useSplitLine } from '../../api/statement';

type Invoice = Extract<StatementSuggestion, { kind: 'invoice' }>;
type Row = { invoice: Invoice; amount: string };

export function SplitLineDialog({ line, onClose }: { line: StatementLine | null; onClose: () => void }) {
  const id = useId();
  const split = useSplitLine();
  const [q, setQ] = useState('');
  const [debounced, setDebounced] = useState('');
  const [rows, setRows] = useState<Row[]>([]);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!line) return;
    setQ('');
    setDebounced('');
    setRows([]);
    setError(undefined);
  }, [line]);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(q.trim()), 300);
    return () => clearTimeout(timer);
  }, [q]);
  const query = useQuery({ ...candidatesQuery(line?.id ?? '', debounced), enabled: Boolean(line) });
  const chosen = new Set(rows.map((row) => row.invoice.invoiceId));
  const total = rows.reduce((sum, row) => sum + (centsOf(row.amount) ?? 0n), 0n);
  const lineCents = line ? (centsOf(line.amount) ?? 0n) : 0n;
  const submit = () => {
    if (!line) return;
    if (rows.length === 0) return setError('Inclua ao menos uma fatura');
    if (rows.some((row) => (centsOf(row.amount) ?? 0n) <= 0n))
      return setError('Informe o valor de cada fatura');
    if (total > lineCents) return setError('A soma das faturas passa do valor do lançamento.');
    split.mutate(
      {
        lineId: line.id,
        allocations: rows.map((row) => ({
          invoiceId: row.invoice.invoiceId,
          amount: fromCents(centsOf(row.amount)!),
        })),
      },
      {
        onSuccess: () => {
          toast.success('Lançamento conciliado', `${rows.length} fatura(s).`);
          onClose();
        },
        onError: (failure) => {
          setError(
            failure instanceof ApiError && failure.fields
              ? Object.values(failure.fields)[0]
              : failure.message,
          );
          toast.error('Não foi possível conciliar', failure.message);
        },
      },
    );
  };
  return (
    <Dialog open={Boolean(line)} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent width={640}>
        <DialogHeader>
          <DialogTitle>Dividir entre faturas</DialogTitle>
          <DialogDescription>
            {line ? `${formatDate(line.postedOn)} · ${line.description} · ${formatMoney(line.amount)}` : ''}
          </DialogDescription>
        </DialogHeader>
        <Field label="Buscar fatura (número ou cliente)" htmlFor={`${id}-q`}>
          <Input id={`${id}-q`} value={q} autoComplete="off" onChange={(event) => setQ(event.target.value)} />
        </Field>
        <ul className="grid max-h-48 gap-1 overflow-y-auto" aria-label="Faturas em aberto">
          {(query.data?.invoices ?? [])
            .filter((invoice) => !chosen.has(invoice.invoiceId))
            .map((invoice) => (
              <li
                key={invoice.invoiceId}
                className="flex items-center justify-between gap-2 rounded-md border p-2 text-sm"
              >
                <span>
                  {invoice.number} · {invoice.clientName} · em aberto {formatMoney(invoice.open)}
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    setRows((before) => [...before, { invoice, amount: typedMoney(invoice.open) }])
                  }
                >
                  Incluir
                </Button>
              </li>
            ))}
        </ul>
        <div className="grid gap-2">
          {rows.map((row, index) => (
            <div key={row.invoice.invoiceId} className="flex flex-wrap items-end gap-2">
              <Field
                label={`${row.invoice.number} (em aberto ${formatMoney(row.invoice.open)})`}
                htmlFor={`${id}-amount-${index}`}
                className="min-w-0 flex-1"
              >
                <Input
                  id={`${id}-amount-${index}`}
                  inputMode="decimal"
                  value={row.amount}
                  onChange={(event) =>
                    setRows((before) =>
                      before.map((item, at) =>
                        at === index ? { ...item, amount: event.target.value } : item,
                      ),
                    )
                  }
                />
              </Field>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setRows((before) => before.filter((_, at) => at !== index))}
              >
                Remover
              </Button>
            </div>
          ))}
          <p className="text-sm" role="status">
            Distribuído {formatMoney(fromCents(total))} de {line ? formatMoney(line.amount) : ''}
            {total < lineCents && rows.length
              ? ` · o restante (${formatMoney(fromCents(lineCents - total))}) fica como crédito do cliente`
              : ''}
          </p>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="button" disabled={split.isPending} onClick={submit}>
            {split.isPending ? 'Salvando...' : 'Conciliar'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
