/**
 * The end of an import (docs/product/invoices-and-payments.md, 'Importar extrato'): how many lines
 * were imported, were already imported, were refused — and each line with its status and reason, so
 * nothing disappears without a word.
 */

import { formatDate, formatMoney } from '@shared/format';
import type { ImportRowStatus, StatementImportSummary } from '@shared/payments/statement-schemas';
import { Badge } from '@web/components/ui/badge';
import { ScrollTable } from '@web/components/ui/scroll-table';

const STATUS: Record<ImportRowStatus, { label: string; color: 'green' | 'grey' | 'red' }> = {
  imported: { label: 'Importado', color: 'green' },
  duplicate: { label: 'Já importado', color: 'grey' },
  refused: { label: 'Recusado', color: 'red' },
};

export function ImportSummary({ summary }: { summary: StatementImportSummary }) {
  return (
    <div className="grid gap-3">
      <p className="text-sm" role="status">
        <strong>{summary.accountName}</strong> · {summary.format.toUpperCase()} · {summary.encoding}:{' '}
        {summary.imported} importado(s), {summary.duplicates} já importado(s), {summary.refused} recusado(s).
      </p>
      <ScrollTable
        label="Resumo da importação"
        className="min-w-[36rem]"
        containerClassName="max-h-80 overflow-y-auto"
      >
        <thead>
          <tr className="border-b text-left text-xs text-muted-foreground">
            <th className="p-2 font-medium">{summary.format === 'ofx' ? 'Nº' : 'Linha'}</th>
            <th className="p-2 font-medium">Data</th>
            <th className="p-2 font-medium">Descrição</th>
            <th className="p-2 text-right font-medium">Valor</th>
            <th className="p-2 font-medium">Situação</th>
          </tr>
        </thead>
        <tbody>
          {summary.rows.map((row) => (
            <tr key={row.row} className="border-b align-top last:border-0">
              <td className="p-2 tabular-nums">{row.row}</td>
              <td className="p-2 whitespace-nowrap">{row.postedOn ? formatDate(row.postedOn) : '—'}</td>
              <td className="p-2">{row.description || '—'}</td>
              <td className="p-2 text-right tabular-nums whitespace-nowrap">
                {row.amount ? formatMoney(row.amount) : '—'}
              </td>
              <td className="p-2">
                <Badge color={STATUS[row.status].color}>{STATUS[row.status].label}</Badge>
                {row.reason ? (
                  <span className="mt-1 block text-xs text-muted-foreground">{row.reason}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </div>
  );
}
