/**
 * 'Buscar fatura' / 'Buscar despesa': a manual match with search — open invoices (and payments already
 * recorded with the same amount) for money in, bills for money out. The search box is the form kit's
 * field over the route's own query schema (candidatesQuerySchema): the server is asked once the person
 * stops typing, and a search it would refuse shows its message under the box instead.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { formatDate, formatMoney } from '@shared/format';
import { toCents } from '@shared/money';
import {
  candidatesQuerySchema,
  type StatementLine,
  type StatementSuggestion,
} from '@shared/payments/statement-schemas';
import { TextField } from '@web/components/form/fields';
import { KitForm } from '@web/components/form/kit-form';
import { useKitForm } from '@web/components/form/use-kit-form';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { EmptyState, Spinner } from '@web/components/ui/feedback';
import { useDebouncedSearch } from '@web/lib/use-debounced';
import { candidatesQuery } from '../../api/statement';

type Props = {
  line: StatementLine | null;
  onClose: () => void;
  onPick: (line: StatementLine, suggestion: StatementSuggestion) => void;
  busy: boolean;
};

export function SearchMatchDialog({ line, onClose, onPick, busy }: Props) {
  const incoming = line ? toCents(line.amount) > 0n : true;
  return (
    <Dialog open={Boolean(line)} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent width={640}>
        <DialogHeader>
          <DialogTitle>{incoming ? 'Buscar fatura' : 'Buscar despesa'}</DialogTitle>
          <DialogDescription>
            {line ? `${formatDate(line.postedOn)} · ${line.description} · ${formatMoney(line.amount)}` : ''}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted while open: each opening starts with an empty search. */}
        {line ? <SearchMatchBody line={line} incoming={incoming} onPick={onPick} busy={busy} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function SearchMatchBody({
  line,
  incoming,
  onPick,
  busy,
}: Omit<Props, 'line' | 'onClose'> & { line: StatementLine; incoming: boolean }) {
  // Enter checks the box at once; typing is checked once it settles (below).
  const { form, submit } = useKitForm({
    schema: candidatesQuerySchema,
    defaultValues: { q: '' },
    onSubmit: () => undefined,
  });
  const typed = useDebouncedSearch(String(useWatch({ control: form.control, name: 'q' }) ?? ''));
  const valid = candidatesQuerySchema.safeParse({ q: typed });
  // Checked once the typing settles: a refused search says why, and clears once fixed.
  useEffect(() => {
    if (typed || form.getFieldState('q').error) void form.trigger('q');
  }, [typed, form]);
  const query = useQuery({
    ...candidatesQuery(line.id, valid.success ? valid.data.q : ''),
    enabled: valid.success,
  });
  const items: StatementSuggestion[] = query.data
    ? [...query.data.payments, ...query.data.invoices, ...query.data.expenses]
    : [];
  return (
    <div className="grid gap-3">
      <KitForm form={form} onSubmit={submit}>
        <TextField
          name="q"
          type="search"
          label={incoming ? 'Número, cliente ou descrição' : 'Fornecedor, categoria ou descrição'}
        />
      </KitForm>
      {valid.success && query.isPending ? <Spinner label="Buscando..." /> : null}
      {query.isError ? <p className="text-sm text-destructive">Não foi possível buscar.</p> : null}
      {query.isSuccess && items.length === 0 ? (
        <EmptyState title="Nada encontrado" hint="Tente outro termo." />
      ) : null}
      <ul className="grid max-h-80 gap-2 overflow-y-auto" aria-label="Resultados">
        {items.map((item) => (
          <li
            key={keyOf(item)}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2 text-sm"
          >
            <span className="min-w-0">{labelOf(item)}</span>
            <Button size="sm" disabled={busy} onClick={() => onPick(line, item)}>
              {item.kind === 'payment' ? 'Vincular' : 'Conciliar'}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

const keyOf = (item: StatementSuggestion) =>
  item.kind === 'invoice' ? item.invoiceId : item.kind === 'payment' ? item.paymentId : item.expenseId;

const labelOf = (item: StatementSuggestion) =>
  item.kind === 'invoice'
    ? `${item.number} · ${item.clientName} · em aberto ${formatMoney(item.open)} · vence ${formatDate(item.dueDate)}`
    : item.kind === 'payment'
      ? `Pagamento já registrado de ${formatMoney(item.amount)} em ${formatDate(item.receivedOn)} · ${item.clientName ?? 'Sem cliente'}`
      : `${item.supplier}${item.description ? ` — ${item.description}` : ''} · ${formatMoney(item.amount)} · ${
          item.paidOn ? `paga em ${formatDate(item.paidOn)}` : `vence ${formatDate(item.dueDate)}`
        }`;
