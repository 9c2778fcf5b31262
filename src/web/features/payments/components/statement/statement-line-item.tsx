/**
 * One bank line in 'Conciliação' (docs/product/invoices-and-payments.md): date, account, description,
 * amount; while pending, its suggestions with the reasons they match and the actions ('Conciliar',
 * 'Vincular', 'Dividir entre faturas', 'Buscar fatura/despesa', 'Ignorar'); once matched or ignored,
 * what it is booked to and 'Desfazer'.
 */

import { formatDate, formatMoney } from '@shared/format';
import { toCents } from '@shared/money';
import type { StatementLine, StatementSuggestion } from '@shared/payments/statement-schemas';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';

export type LineAction =
  | { kind: 'accept'; line: StatementLine; suggestion: StatementSuggestion }
  | { kind: 'split' | 'search' | 'ignore' | 'undo'; line: StatementLine };

function suggestionText(suggestion: StatementSuggestion) {
  if (suggestion.kind === 'invoice')
    return `${suggestion.number} · ${suggestion.clientName} · em aberto ${formatMoney(suggestion.open)} · vence ${formatDate(suggestion.dueDate)}`;
  if (suggestion.kind === 'payment')
    return `Pagamento já registrado · ${formatDate(suggestion.receivedOn)} · ${suggestion.clientName ?? 'Sem cliente'}${
      suggestion.invoices.length ? ` · ${suggestion.invoices.join(', ')}` : ''
    }`;
  return `${suggestion.supplier}${suggestion.description ? ` — ${suggestion.description}` : ''} · ${formatMoney(suggestion.amount)}`;
}

const actionLabel = (suggestion: StatementSuggestion) =>
  suggestion.kind === 'invoice'
    ? 'Conciliar'
    : suggestion.kind === 'payment'
      ? 'Vincular pagamento'
      : 'Conciliar com a conta';

export function StatementLineItem({
  line,
  busy,
  onAction,
}: {
  line: StatementLine;
  busy: boolean;
  onAction: (action: LineAction) => void;
}) {
  const incoming = toCents(line.amount) > 0n;
  return (
    <li className="grid gap-3 p-4" aria-label={`${formatDate(line.postedOn)} ${line.description}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-medium break-words">{line.description || 'Sem descrição'}</p>
          <p className="text-xs text-muted-foreground">
            {formatDate(line.postedOn)} · {line.accountName}
          </p>
        </div>
        <strong className={incoming ? 'tabular-nums' : 'text-red-700 tabular-nums'}>
          {formatMoney(line.amount)}
        </strong>
      </div>
      {line.state === 'pendente' ? (
        <>
          {line.suggestions.length === 0 ? (
            <p className="text-xs text-muted-foreground">
              {incoming
                ? 'Nenhuma fatura ou pagamento correspondente.'
                : 'Nenhuma conta a pagar correspondente.'}
            </p>
          ) : (
            <ul className="grid gap-2" aria-label="Sugestões">
              {line.suggestions.map((suggestion) => (
                <li
                  key={
                    suggestion.kind === 'invoice'
                      ? suggestion.invoiceId
                      : suggestion.kind === 'payment'
                        ? suggestion.paymentId
                        : suggestion.expenseId
                  }
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-muted/30 p-2 text-sm"
                >
                  <span className="min-w-0">
                    {suggestion.kind === 'payment' ? (
                      <Badge color="amber" className="mr-2">
                        Já registrado
                      </Badge>
                    ) : null}
                    {suggestionText(suggestion)}
                    {suggestion.kind === 'invoice' && toCents(suggestion.lateFees) > 0n ? (
                      <span className="block text-xs">
                        Registra {formatMoney(suggestion.amount)} na fatura +{' '}
                        {formatMoney(suggestion.lateFees)} de multa e juros
                      </span>
                    ) : null}
                    <span className="block text-xs text-muted-foreground">
                      Por quê: {suggestion.reasons.join('; ')}
                    </span>
                  </span>
                  <Button
                    size="sm"
                    disabled={busy}
                    onClick={() => onAction({ kind: 'accept', line, suggestion })}
                  >
                    {actionLabel(suggestion)}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap gap-1">
            {incoming ? (
              <Button size="sm" variant="outline" onClick={() => onAction({ kind: 'split', line })}>
                Dividir entre faturas
              </Button>
            ) : null}
            <Button size="sm" variant="outline" onClick={() => onAction({ kind: 'search', line })}>
              {incoming ? 'Buscar fatura' : 'Buscar despesa'}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onAction({ kind: 'ignore', line })}>
              Ignorar
            </Button>
          </div>
        </>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="min-w-0">
            {line.state === 'ignorado' ? (
              <>
                <Badge color="grey" className="mr-2">
                  Ignorado
                </Badge>
                {line.ignoreReason}
              </>
            ) : (
              <>
                <Badge color="green" className="mr-2">
                  Conciliado
                </Badge>
                {line.match?.label}
              </>
            )}
          </span>
          <Button size="sm" variant="outline" onClick={() => onAction({ kind: 'undo', line })}>
            Desfazer
          </Button>
        </div>
      )}
    </li>
  );
}
