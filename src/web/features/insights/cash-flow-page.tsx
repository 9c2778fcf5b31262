/**
 * CODERS finance → Fluxo de caixa (docs/product/finance-insights.md): 12 months back, this month and
 * 6 ahead; the chart, the table, the alert below the minimum, the proposals switch and the two
 * settings ('Saldo inicial', 'Saldo mínimo').
 */
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { formatMoney } from '@shared/format';
import { PROPOSAL_LIKELIHOOD } from '@shared/insights/schemas';
import { DataTableError } from '@web/components/data-table/table-states';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/feedback';
import { Label } from '@web/components/ui/label';
import { ScrollTable } from '@web/components/ui/scroll-table';
import { Switch } from '@web/components/ui/switch';
import { cn } from '@web/lib/cn';
import { cashFlowQuery } from './api/cash-flow';
import { CashFlowChart } from './components/cash-flow-chart';
import { CashFlowSettingsForm } from './components/cash-flow-settings-form';
import { monthShort, monthTitle } from './format';

const money = (value: string) => formatMoney(value);

export function CashFlowPage() {
  const [params, setParams] = useSearchParams();
  const includeProposals = params.get('propostas') === '1';
  const query = useQuery(cashFlowQuery(includeProposals));
  const data = query.data;
  const current = data?.months.find((row) => row.kind === 'current');
  const last = data?.months.at(-1);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Switch
            id="cf-proposals"
            checked={includeProposals}
            onCheckedChange={(checked) => {
              const next = new URLSearchParams(params);
              if (checked) next.set('propostas', '1');
              else next.delete('propostas');
              setParams(next, { replace: true });
            }}
          />
          <Label htmlFor="cf-proposals" className="leading-snug">
            Incluir propostas em aberto
            <span className="block text-xs font-normal text-muted-foreground">
              Ponderadas pela chance: enviada {PROPOSAL_LIKELIHOOD.enviada * 100}%, visualizada{' '}
              {PROPOSAL_LIKELIHOOD.visualizada * 100}%, no mês da validade.
            </span>
          </Label>
        </div>
        {data ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Saldo no fim do mês atual:{' '}
            <strong className="text-foreground tabular-nums">{money(current?.closingBalance ?? '0')}</strong>{' '}
            · em {monthShort(last?.month ?? '')}:{' '}
            <strong className="text-foreground tabular-nums">{money(last?.closingBalance ?? '0')}</strong>
          </p>
        ) : null}
      </div>

      {query.isPending ? (
        <Spinner className="py-12" label="Carregando fluxo de caixa..." />
      ) : query.isError && !data ? (
        <DataTableError title="Erro ao carregar o fluxo de caixa" onRetry={query.refetch} />
      ) : data ? (
        <>
          {data.alert ? (
            <div
              role="alert"
              className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
            >
              <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <p>
                <strong>Saldo abaixo do mínimo em {monthTitle(data.alert.month)}</strong>: o saldo projetado
                fica em {money(data.alert.balance)}, abaixo do mínimo de {money(data.alert.minimum)}. Antecipe
                recebimentos ou adie despesas.
              </p>
            </div>
          ) : null}
          <Card>
            <CardContent className="pt-6">
              <CashFlowChart data={data} />
            </CardContent>
          </Card>
          <Card>
            <ScrollTable label="Fluxo de caixa mês a mês" className="min-w-[56rem]">
              <caption className="sr-only">
                Fluxo de caixa mês a mês: realizado nos meses passados, realizado e previsto no mês atual,
                previsto nos próximos.
              </caption>
              <thead className="border-b text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="p-3 text-left">
                    Mês
                  </th>
                  <th scope="col" className="p-3 text-right">
                    Entradas realizadas
                  </th>
                  <th scope="col" className="p-3 text-right">
                    Taxas
                  </th>
                  <th scope="col" className="p-3 text-right">
                    Saídas realizadas
                  </th>
                  <th scope="col" className="p-3 text-right">
                    Entradas previstas
                  </th>
                  <th scope="col" className="p-3 text-right">
                    Saídas previstas
                  </th>
                  {data.includeProposals ? (
                    <th scope="col" className="p-3 text-right">
                      Propostas (ponderadas)
                    </th>
                  ) : null}
                  <th scope="col" className="p-3 text-right">
                    Resultado do mês
                  </th>
                  <th scope="col" className="p-3 text-right">
                    Saldo final
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr className="border-b text-muted-foreground">
                  <th
                    scope="row"
                    className="p-3 text-left font-normal"
                    colSpan={data.includeProposals ? 8 : 7}
                  >
                    Saldo de abertura
                  </th>
                  <td className="p-3 text-right tabular-nums">{money(data.openingBalance)}</td>
                </tr>
                {data.months.map((row) => {
                  const below =
                    Number(row.closingBalance) < Number(data.settings.minimumBalance) && row.kind !== 'past';
                  return (
                    <tr
                      key={row.month}
                      className={cn(
                        'border-b last:border-0',
                        row.kind === 'current' && 'bg-primary/5 font-medium',
                        row.kind === 'future' && 'text-muted-foreground',
                      )}
                    >
                      <th scope="row" className="p-3 text-left font-medium whitespace-nowrap">
                        {monthShort(row.month)}
                        {row.kind === 'current' ? <span className="ml-1 text-xs">(atual)</span> : null}
                        {row.kind === 'future' ? <span className="ml-1 text-xs">(previsto)</span> : null}
                      </th>
                      <td className="p-3 text-right tabular-nums">
                        {money(row.realisedIn)}
                        {Number(row.lateFeesIn) > 0 ? (
                          <span className="block text-xs text-muted-foreground">
                            multa e juros: {money(row.lateFeesIn)}
                          </span>
                        ) : null}
                      </td>
                      <td className="p-3 text-right tabular-nums">{money(row.fees)}</td>
                      <td className="p-3 text-right tabular-nums">{money(row.realisedOut)}</td>
                      <td className="p-3 text-right tabular-nums">
                        {money(row.expectedIn)}
                        {Number(row.overdueIn) > 0 ? (
                          <span className="block text-xs text-amber-700">
                            vencido: {money(row.overdueIn)}
                          </span>
                        ) : null}
                      </td>
                      <td className="p-3 text-right tabular-nums">{money(row.expectedOut)}</td>
                      {data.includeProposals ? (
                        <td className="p-3 text-right tabular-nums">{money(row.proposalsIn)}</td>
                      ) : null}
                      <td
                        className={cn(
                          'p-3 text-right tabular-nums',
                          Number(row.net) < 0 && 'text-destructive',
                        )}
                      >
                        {money(row.net)}
                      </td>
                      <td
                        className={cn(
                          'p-3 text-right font-medium tabular-nums',
                          Number(row.closingBalance) < 0 && 'text-destructive',
                          below && 'text-amber-700',
                        )}
                      >
                        {money(row.closingBalance)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </ScrollTable>
          </Card>
          <CashFlowSettingsForm settings={data.settings} />
        </>
      ) : null}
    </div>
  );
}

export default CashFlowPage;
