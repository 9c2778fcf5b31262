/**
 * CODERS parceiros → Comissões (docs/product/partners.md): accrual runs when the page opens; entries
 * filtered by partner, status and statement month; approve (pendente → aprovada), mark paid
 * (aprovada → paga, with the date and the PIX reference), statements per partner and month, CSV.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CheckCheck, Download, Wallet } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { statusBadge } from '@shared/catalog/statuses';
import { formatDate, formatMoney } from '@shared/format';
import { partnerApi } from '@shared/partners/api';
import { commissionStatuses } from '@shared/partners/catalog';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { ListStates } from '@web/components/data-table/table-states';
import { useListParams } from '@web/components/data-table/use-list-params';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState } from '@web/components/ui/feedback';
import { NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { ScrollTable } from '@web/components/ui/scroll-table';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { withQuery } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useCan } from '@web/lib/use-can';
import {
  commissionsQuery,
  statementsQuery,
  useAccrueCommissions,
  useApproveCommissions,
} from './api/partners';
import { ListCard } from './components/list-card';
import { PayCommissionsDialog } from './components/pay-commissions-dialog';
import { monthLabel, PartnerSelect, recentMonths } from './components/shared';

const listParams = z.object({
  parceiro: z.string().catch('').default(''),
  situacao: z.string().catch('').default(''),
  mes: z.string().catch('').default(''),
});

export function CommissionsPage() {
  const [params, setParams] = useListParams(listParams);
  const filters = { partnerId: params.parceiro, status: params.situacao, month: params.mes };
  const accrue = useAccrueCommissions();
  const accrued = useRef(false);
  // Commissions are computed from the data: bring them up to date when the page opens.
  useEffect(() => {
    if (accrued.current) return;
    accrued.current = true;
    accrue.mutate(undefined);
  }, [accrue]);
  const query = useInfiniteQuery(commissionsQuery(filters));
  const statements = useQuery(statementsQuery(filters));
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const totals = query.data?.pages[0]?.totals;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirmApprove, setConfirmApprove] = useState(false);
  const [paying, setPaying] = useState(false);
  const approve = useApproveCommissions();
  // mkt runs the programme and sees the commissions; approving and paying them is adm's (decision 060).
  const canApprove = useCan('POST', '/api/partners/commissions/approve');
  const canPay = useCan('POST', '/api/partners/commissions/pay');
  const months = recentMonths();

  const chosen = items.filter((item) => selected.has(item.id));
  const toApprove = chosen.filter((item) => item.status === 'pendente').map((item) => item.id);
  const toPay = chosen.filter((item) => item.status === 'aprovada').map((item) => item.id);
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <PartnerSelect
          id="commissions-partner"
          value={params.parceiro}
          onChange={(value) => setParams({ parceiro: value })}
        />
        <div className="grid gap-1.5">
          <Label htmlFor="commissions-status">Situação</Label>
          <NativeSelect
            id="commissions-status"
            value={params.situacao}
            onChange={(event) => setParams({ situacao: event.target.value })}
          >
            <option value="">Todas</option>
            {commissionStatuses.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="commissions-month">Mês do extrato</Label>
          <NativeSelect
            id="commissions-month"
            value={params.mes}
            onChange={(event) => setParams({ mes: event.target.value })}
          >
            <option value="">Todos</option>
            {months.map((month) => (
              <option key={month.value} value={month.value}>
                {month.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {totals ? (
        <dl className="grid gap-3 sm:grid-cols-3" aria-live="polite">
          {commissionStatuses.map((status) => (
            <Card key={status.value} className="p-4">
              <dt className="text-sm text-muted-foreground">{status.label}</dt>
              <dd className="mt-1 text-xl font-semibold tabular-nums">{formatMoney(totals[status.value])}</dd>
            </Card>
          ))}
        </dl>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {canApprove ? (
          <Button
            variant="outline"
            disabled={toApprove.length === 0 || approve.isPending}
            onClick={() => setConfirmApprove(true)}
          >
            <CheckCheck className="size-4" aria-hidden="true" />
            Aprovar ({toApprove.length})
          </Button>
        ) : null}
        {canPay ? (
          <Button variant="outline" disabled={toPay.length === 0} onClick={() => setPaying(true)}>
            <Wallet className="size-4" aria-hidden="true" />
            Marcar como paga ({toPay.length})
          </Button>
        ) : null}
        <Button variant="outline" asChild>
          <a href={withQuery(partnerApi.exportCommissions.path, filters)} download>
            <Download className="size-4" aria-hidden="true" />
            Exportar CSV
          </a>
        </Button>
        {accrue.isPending ? (
          <span className="text-sm text-muted-foreground">Calculando comissões...</span>
        ) : null}
      </div>
      <ListCard
        query={query}
        isEmpty={items.length === 0}
        label="Comissões"
        errorText="Não foi possível carregar as comissões."
        emptyTitle="Nenhuma comissão"
        emptyHint="Comissões surgem quando um lead indicado paga uma fatura ou é convertido."
        more={<DataTableLoadMore query={query} />}
      >
        {items.map((item) => {
          const badge = statusBadge(commissionStatuses, item.status);
          const selectable = item.status !== 'paga';
          return (
            <li
              key={item.id}
              className="grid grid-cols-[auto_minmax(0,1fr)] gap-3 p-4 md:grid-cols-[auto_minmax(0,1.5fr)_minmax(0,1fr)_auto] md:items-center"
            >
              {canApprove || canPay ? (
                <input
                  type="checkbox"
                  className="size-4"
                  aria-label={`Selecionar ${item.description}`}
                  checked={selected.has(item.id)}
                  disabled={!selectable}
                  onChange={() => toggle(item.id)}
                />
              ) : (
                <span aria-hidden="true" />
              )}
              <div className="min-w-0">
                <p className="font-medium">{item.description}</p>
                <p className="text-xs text-muted-foreground">
                  {item.partnerName} · extrato de {monthLabel(item.statementMonth)}
                </p>
              </div>
              <p className="col-start-2 text-sm md:col-start-auto">
                <Badge color={badge.color}>{badge.label}</Badge>
                {item.paidOn ? (
                  <span className="block text-xs text-muted-foreground">
                    Paga em {formatDate(item.paidOn)}
                    {item.pixReference ? ` · PIX ${item.pixReference}` : ''}
                  </span>
                ) : null}
              </p>
              <p className="col-start-2 text-sm md:col-start-auto md:text-right">
                <strong className={`tabular-nums ${item.amount.startsWith('-') ? 'text-destructive' : ''}`}>
                  {formatMoney(item.amount)}
                </strong>
                {item.baseAmount ? (
                  <span className="block text-xs text-muted-foreground">
                    sobre {formatMoney(item.baseAmount)}
                  </span>
                ) : null}
              </p>
            </li>
          );
        })}
      </ListCard>
      <section aria-labelledby="statements-title" className="space-y-2">
        <h2 id="statements-title" className="text-lg font-semibold">
          Extratos por parceiro e mês
        </h2>
        <Card>
          <ListStates
            query={statements}
            isEmpty={(statements.data ?? []).length === 0}
            errorText="Não foi possível carregar os extratos."
            empty={<EmptyState title="Nenhum extrato" />}
          >
            <ScrollTable label="Extratos de comissões">
              <TableHeader>
                <TableRow>
                  <TableHead>Mês</TableHead>
                  <TableHead>Parceiro</TableHead>
                  <TableHead className="text-right">Pendente</TableHead>
                  <TableHead className="text-right">Aprovada</TableHead>
                  <TableHead className="text-right">Paga</TableHead>
                  <TableHead className="text-right">Total</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {(statements.data ?? []).map((row) => (
                  <TableRow key={`${row.partnerId}-${row.month}`}>
                    <TableCell>{monthLabel(row.month)}</TableCell>
                    <TableCell>{row.partnerName}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatMoney(row.pending)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatMoney(row.approved)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatMoney(row.paid)}</TableCell>
                    <TableCell className="text-right font-medium tabular-nums">
                      {formatMoney(row.total)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
          </ListStates>
        </Card>
      </section>
      <ConfirmDialog
        open={confirmApprove}
        onOpenChange={setConfirmApprove}
        title={`Aprovar ${toApprove.length} ${toApprove.length === 1 ? 'comissão' : 'comissões'}?`}
        description="Aprovadas, elas ficam prontas para pagamento."
        confirmLabel="Aprovar"
        destructive={false}
        onConfirm={() =>
          approve.mutate(toApprove, {
            onSuccess: (result) => {
              setSelected(new Set());
              toast.success(
                `${result.updated} ${result.updated === 1 ? 'comissão aprovada' : 'comissões aprovadas'}`,
              );
            },
            onError: (error) => toast.error('Não foi possível aprovar.', error.message),
          })
        }
      />
      <PayCommissionsDialog
        ids={toPay}
        amounts={chosen.filter((item) => item.status === 'aprovada').map((item) => item.amount)}
        open={paying}
        onOpenChange={setPaying}
        onPaid={() => setSelected(new Set())}
      />
    </div>
  );
}

export default CommissionsPage;
