/**
 * A report as CSV for Excel in pt-BR (docs/product/finance-insights.md): UTF-8 with BOM, ';' between
 * cells, CRLF, the columns' labels as the header, money and percentages with a decimal comma.
 * Text cells go through lib/csv.ts (formula-injection safe); the numbers are ours, written as numbers.
 */
import { csvCell } from '@server/lib/csv';
import type { ReportResponse, ReportRow } from '@shared/insights/schemas';

export const CSV_BOM = '\uFEFF';

const decimal = (value: string | number) => String(value).replace('.', ',');

function cell(kind: string, value: ReportRow[string]): string {
  if (value === null || value === undefined) return '';
  if (kind === 'money' && typeof value === 'string' && /^-?\d+\.\d{2}$/.test(value)) return decimal(value);
  if ((kind === 'percent' || kind === 'count') && typeof value === 'number') return decimal(value);
  return csvCell(typeof value === 'string' ? value.trim() : value);
}

export function reportCsv(report: ReportResponse): string {
  const line = (cells: string[]) => `${cells.join(';')}\r\n`;
  let text = CSV_BOM + line(report.columns.map((column) => csvCell(column.label)));
  for (const row of [...report.rows, ...(report.totals ? [report.totals] : [])]) {
    text += line(report.columns.map((column) => cell(column.kind, row[column.key] ?? null)));
  }
  return text;
}

export const reportFileName = (report: ReportResponse) => `${report.report}_${report.from}_${report.to}.csv`;
