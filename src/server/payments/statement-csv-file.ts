/**
 * A CSV statement split into cells by papaparse (quoted fields, quotes inside quotes, line breaks
 * inside a quoted description), never by hand. The separator is the one, of ; , tab and |, that gives
 * the most rows of one common width (ties go to ';', what Brazilian exports use): a preamble of
 * account and period lines above the header (Inter) does not change it.
 */
import Papa from 'papaparse';
import type { CsvSeparator } from '@shared/payments/statement-csv';

const CANDIDATES: CsvSeparator[] = [';', ',', '\t', '|'];

/** The file's rows (blank lines kept as empty rows, so a row's index + 1 is its line in the file). */
export function splitCsv(text: string, separator: CsvSeparator): string[][] {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: separator,
    skipEmptyLines: false,
  });
  const rows = result.data.map((row) => row.map((cell) => cell.trim()));
  while (rows.length && rows[rows.length - 1]!.every((cell) => !cell)) rows.pop();
  return rows;
}

/** Scores a separator on the first lines: rows that share the most common width (≥ 2 cells). */
function score(text: string, separator: CsvSeparator): number {
  const rows = Papa.parse<string[]>(text, {
    delimiter: separator,
    skipEmptyLines: 'greedy',
    preview: 60,
  }).data;
  const widths = new Map<number, number>();
  for (const row of rows) if (row.length >= 2) widths.set(row.length, (widths.get(row.length) ?? 0) + 1);
  let best = 0;
  for (const [width, count] of widths) if (count >= 2) best = Math.max(best, count * 1000 + width);
  return best;
}

export function detectSeparator(text: string): CsvSeparator {
  const sample = text.replace(/^\uFEFF/, '').slice(0, 64 * 1024);
  let chosen: CsvSeparator = ';';
  let best = -1;
  for (const separator of CANDIDATES) {
    const value = score(sample, separator);
    if (value > best) {
      best = value;
      chosen = separator;
    }
  }
  return chosen;
}
