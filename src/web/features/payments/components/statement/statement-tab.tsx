/**
 * Pagamentos → 'Extrato bancário' (docs/product/invoices-and-payments.md, 'Importar extrato' and
 * 'Conciliação'): the bank accounts, the import wizard, and the lines to reconcile — pending ones with
 * their suggestions, matched and ignored ones with 'Desfazer' (after a confirmation).
 */
import { useQuery } from '@tanstack/react-query';
import { Plus, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDate, formatMoney } from '@shared/format';
import {
  STATEMENT_VIEWS,
  type StatementLine,
  type StatementSuggestion,
} from '@shared/payments/statement-schemas';
import { ListStates } from '@web/components/data-table/table-states';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState } from '@web/components/ui/feedback';
import { NativeSelect } from '@web/components/ui/input';
import { toast } from '@web/lib/toast';
import {
  bankAccountsQuery,
  statementQuery,
  useAcceptSuggestion,
  useLinkLine,
  useUndoLine,
} from '../../api/statement';
import { BankAccountDialog } from './bank-account-dialog';
import { IgnoreLineDialog } from './ignore-dialog';
import { ImportStatementDialog } from './import-dialog';
import { SearchMatchDialog } from './search-dialog';
import { SplitLineDialog } from './split-dialog';
import { type LineAction, StatementLineItem } from './statement-line-item';

type View = (typeof STATEMENT_VIEWS)[number]['value'];

export function StatementTab() {
  const id = useId();
  const [view, setView] = useState<View>('pendentes');
  const [accountId, setAccountId] = useState('');
  const accounts = useQuery(bankAccountsQuery());
  const query = useQuery(statementQuery({ view, accountId }));
  const lines = query.data?.items ?? [];
  const [importing, setImporting] = useState(false);
  const [creatingAccount, setCreatingAccount] = useState(false);
  const [splitting, setSplitting] = useState<StatementLine | null>(null);
  const [searching, setSearching] = useState<StatementLine | null>(null);
  const [ignoring, setIgnoring] = useState<StatementLine | null>(null);
  const [undoing, setUndoing] = useState<StatementLine | null>(null);
  const accept = useAcceptSuggestion();
  const link = useLinkLine();
  const undo = useUndoLine();
  const busy = accept.isPending || link.isPending;

  const failure = (title: string) => (error: Error) => toast.error(title, error.message);
  const book = (line: StatementLine, suggestion: StatementSuggestion) => {
    const done = {
      onSuccess: () => toast.success('Lançamento conciliado'),
      onError: failure('Não foi possível conciliar'),
    };
    if (suggestion.kind === 'invoice')
      accept.mutate({ lineId: line.id, invoiceId: suggestion.invoiceId }, done);
    else if (suggestion.kind === 'payment')
      link.mutate({ lineId: line.id, paymentId: suggestion.paymentId }, done);
    else link.mutate({ lineId: line.id, expenseId: suggestion.expenseId }, done);
    setSearching(null);
  };
  const onAction = (action: LineAction) => {
    if (action.kind === 'accept') book(action.line, action.suggestion);
    else if (action.kind === 'split') setSplitting(action.line);
    else if (action.kind === 'search') setSearching(action.line);
    else if (action.kind === 'ignore') setIgnoring(action.line);
    else setUndoing(action.line);
  };
  const undoDescription = (line: StatementLine | null) => {
    if (!line) return '';
    const what = `${formatDate(line.postedOn)} · ${line.description} · ${formatMoney(line.amount)}`;
    if (line.state === 'ignorado') return `${what}. O lançamento volta para a lista a conciliar.`;
    if (line.match?.paymentId && line.match.created)
      return `${what}. O pagamento registrado por esta conciliação será excluído e as faturas voltam a ficar em aberto.`;
    if (line.match?.expenseId && line.match.created)
      return `${what}. A conta a pagar volta a ficar em aberto.`;
    return `${what}. O vínculo é desfeito; o registro continua como estava.`;
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-account`} className="text-sm font-medium">
              Conta bancária
            </label>
            <NativeSelect
              id={`${id}-account`}
              className="sm:w-56"
              value={accountId}
              onChange={(event) => setAccountId(event.target.value)}
            >
              <option value="">Todas as contas</option>
              {(accounts.data?.items ?? []).map((account) => (
                <option key={account.id} value={account.id}>
                  {account.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <fieldset className="flex flex-wrap gap-1" aria-label="Situação dos lançamentos">
            {STATEMENT_VIEWS.map((item) => (
              <Button
                key={item.value}
                size="sm"
                variant={view === item.value ? 'default' : 'outline'}
                aria-pressed={view === item.value}
                onClick={() => setView(item.value)}
              >
                {item.label}
              </Button>
            ))}
          </fieldset>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setCreatingAccount(true)}>
            <Plus aria-hidden="true" />
            Nova conta bancária
          </Button>
          <Button onClick={() => setImporting(true)}>
            <Upload aria-hidden="true" />
            Importar extrato
          </Button>
        </div>
      </div>
      <Card>
        <ListStates
          query={query}
          isEmpty={lines.length === 0}
          errorText="Não foi possível carregar o extrato."
          empty={
            <EmptyState
              title={view === 'pendentes' ? 'Nada a conciliar' : 'Nenhum lançamento'}
              hint={view === 'pendentes' ? 'Importe um extrato para ver as sugestões.' : undefined}
            />
          }
        >
          <ul aria-label="Lançamentos do extrato" className="divide-y">
            {lines.map((line) => (
              <StatementLineItem key={line.id} line={line} busy={busy} onAction={onAction} />
            ))}
          </ul>
        </ListStates>
      </Card>
      <ImportStatementDialog
        open={importing}
        onOpenChange={setImporting}
        accounts={accounts.data?.items ?? []}
        defaultAccountId={accountId}
        onNewAccount={() => setCreatingAccount(true)}
      />
      <BankAccountDialog open={creatingAccount} onOpenChange={setCreatingAccount} />
      <SplitLineDialog line={splitting} onClose={() => setSplitting(null)} />
      <SearchMatchDialog line={searching} onClose={() => setSearching(null)} onPick={book} busy={busy} />
      <IgnoreLineDialog line={ignoring} onClose={() => setIgnoring(null)} />
      <ConfirmDialog
        open={Boolean(undoing)}
        onOpenChange={(open) => (open ? null : setUndoing(null))}
        title={undoing?.state === 'ignorado' ? 'Desfazer “Ignorar”?' : 'Desfazer a conciliação?'}
        description={undoDescription(undoing)}
        confirmLabel="Desfazer"
        onConfirm={() => {
          if (!undoing) return;
          undo.mutate(undoing.id, {
            onSuccess: () => toast.success('Desfeito'),
            onError: failure('Não foi possível desfazer'),
          });
          setUndoing(null);
        }}
      />
    </div>
  );
}
