/**
 * A CSV statement's columns (docs/product/invoices-and-payments.md, 'Importar extrato'): which column
 * is the date, the description, the amount (or credit and debit), the bank's own id; a balance
 * column ('Saldo') is never the amount. The server splits the file into cells (papaparse); this module
 * guesses the mapping from the header and the cells, and reads a row with a mapping — the same code
 * in the import and in the mapping step's preview.
 */
import {
  type DateFormat,
  type Decimal,
  detectDateFormat,
  isBalanceLine,
  parseStatementAmount,
  parseStatementDate,
} from './statement-values';

export type CsvSeparator = ',' | ';' | '\t' | '|';
export const CSV_SEPARATORS: { value: CsvSeparator; label: string }[] = [
  { value: ';', label: 'Ponto e vírgula (;)' },
  { value: ',', label: 'Vírgula (,)' },
  { value: '\t', label: 'Tabulação' },
  { value: '|', label: 'Barra vertical (|)' },
];

export type CsvColumns = {
  /** Index of the header row in the file's rows; null when the file has none. Data starts after it. */
  headerRow: number | null;
  dateColumn: number;
  dateFormat: DateFormat;
  descriptionColumns: number[];
  /** A signed amount column; or else credit and debit columns (either may be empty on a row). */
  amountColumn: number | null;
  creditColumn: number | null;
  debitColumn: number | null;
  /** The bank's id of the line (Nubank's 'Identificador'): the line's identity when present. */
  idColumn: number | null;
  decimal: Decimal;
};

const normal = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

const isDateCell = (cell: string) => detectDateFormat([cell]) !== null;

/** The first row that carries a date and at least 3 cells: where the lines begin. */
export function firstDataRow(rows: string[][]): number {
  return rows.findIndex((row) => row.length >= 3 && row.some(isDateCell));
}

function guessDecimal(cells: string[]): Decimal {
  let comma = 0;
  let dot = 0;
  for (const cell of cells) {
    const text = cell.trim();
    if (/,\d{1,2}\s*[DC]?$/i.test(text) && parseStatementAmount(text, ',')) comma += 1;
    else if (/\.\d{1,2}\s*[DC]?$/i.test(text) && parseStatementAmount(text, '.')) dot += 1;
  }
  return dot > comma ? '.' : ',';
}

/** The mapping a person would most likely pick; `complete` says whether date and amount were found. */
export function guessColumns(rows: string[][]): { columns: CsvColumns; complete: boolean } {
  const start = firstDataRow(rows);
  const dataRows = start < 0 ? [] : rows.slice(start, start + 30).filter((row) => row.length >= 3);
  const width = dataRows[0]?.length ?? rows[0]?.length ?? 0;
  const before = start > 0 ? rows[start - 1] : undefined;
  const headerRow =
    start > 0 && before && before.length === width && !before.some(isDateCell) ? start - 1 : null;
  const header = headerRow === null ? [] : rows[headerRow]!.map(normal);
  const column = (index: number) => dataRows.map((row) => row[index] ?? '');
  const decimal = guessDecimal(dataRows.flat());
  const indexes = [...Array(width).keys()];
  const named = (pattern: RegExp, except?: RegExp) =>
    indexes.find((index) => pattern.test(header[index] ?? '') && !except?.test(header[index] ?? '')) ?? null;
  const balance = /saldo|balance/;
  const dateColumn =
    named(/^(data|date|dt)\b|vencimento|lancamento$/) ??
    indexes.find((index) => column(index).every(isDateCell)) ??
    0;
  const dateFormat = detectDateFormat(column(dateColumn)) ?? 'dd/mm/aaaa';
  const numeric = (index: number) =>
    index !== dateColumn &&
    column(index).length > 0 &&
    column(index).every((cell) => !cell.trim() || parseStatementAmount(cell, decimal) !== null) &&
    column(index).some((cell) => cell.trim());
  let amountColumn = named(/^(valor|amount|value|quantia|montante)|valor\s*\(r\$\)/, balance);
  let creditColumn = named(/credito|entrada|credit/, balance);
  let debitColumn = named(/debito|saida|debit/, balance);
  if (amountColumn !== null) {
    creditColumn = null;
    debitColumn = null;
  } else if (creditColumn === null || debitColumn === null) {
    creditColumn = null;
    debitColumn = null;
    // No header to tell: the first numeric column that is not a balance (a balance comes after it).
    amountColumn =
      indexes.find((index) => numeric(index) && !balance.test(header[index] ?? '') && index !== dateColumn) ??
      null;
  }
  const idColumn = named(/^(identificador|id|fitid)$/);
  const taken = new Set([dateColumn, amountColumn, creditColumn, debitColumn, idColumn]);
  let descriptionColumns = indexes.filter(
    (index) =>
      !taken.has(index) &&
      /descri|histor|lancamento|title|titulo|memo|detalhe|estabelecimento|favorecido|nome/.test(
        header[index] ?? '',
      ),
  );
  if (descriptionColumns.length === 0)
    descriptionColumns = indexes.filter(
      (index) => !taken.has(index) && !numeric(index) && !balance.test(header[index] ?? ''),
    );
  return {
    columns: {
      headerRow,
      dateColumn,
      dateFormat,
      descriptionColumns,
      amountColumn,
      creditColumn,
      debitColumn,
      idColumn,
      decimal,
    },
    complete: start >= 0 && (amountColumn !== null || (creditColumn !== null && debitColumn !== null)),
  };
}

export type CsvLine =
  | { ok: true; postedOn: string; amount: string; description: string; bankId: string | null }
  | { ok: false; reason: string; postedOn: string | null; amount: string | null; description: string };

const abs = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : amount);
const quote = (text: string) => `“${text.trim().slice(0, 40)}”`;

/** Reads one data row with a mapping: the line, or why it cannot be imported (in PT-BR). */
export function readCsvLine(row: string[], columns: CsvColumns): CsvLine {
  const cell = (index: number | null) => (index === null ? '' : (row[index] ?? '').trim());
  const description = columns.descriptionColumns
    .map((index) => cell(index))
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
    .slice(0, 500);
  const postedOn = parseStatementDate(cell(columns.dateColumn), columns.dateFormat);
  let amount: string | null = null;
  let amountError: string | null = null;
  if (columns.amountColumn !== null) {
    const raw = cell(columns.amountColumn);
    amount = raw ? parseStatementAmount(raw, columns.decimal) : null;
    if (!amount) amountError = raw ? `valor ilegível: ${quote(raw)}` : 'sem valor';
  } else {
    const credit = cell(columns.creditColumn);
    const debit = cell(columns.debitColumn);
    const creditAmount = credit ? parseStatementAmount(credit, columns.decimal) : null;
    const debitAmount = debit ? parseStatementAmount(debit, columns.decimal) : null;
    if (credit && !creditAmount) amountError = `crédito ilegível: ${quote(credit)}`;
    else if (debit && !debitAmount) amountError = `débito ilegível: ${quote(debit)}`;
    else if (creditAmount && creditAmount !== '0.00' && debitAmount && debitAmount !== '0.00')
      amountError = 'crédito e débito na mesma linha';
    else if (creditAmount && creditAmount !== '0.00') amount = abs(creditAmount);
    else if (debitAmount && debitAmount !== '0.00') amount = `-${abs(debitAmount)}`;
    else amountError = 'sem valor';
  }
  const fail = (reason: string): CsvLine => ({ ok: false, reason, postedOn, amount, description });
  if (
    row.length <=
    Math.max(
      columns.dateColumn,
      columns.amountColumn ?? 0,
      columns.creditColumn ?? 0,
      columns.debitColumn ?? 0,
    )
  )
    return fail(`linha com ${row.length} coluna(s), menos que o mapeamento pede`);
  if (!postedOn) {
    const raw = cell(columns.dateColumn);
    return fail(raw ? `data ilegível: ${quote(raw)}` : 'sem data');
  }
  if (isBalanceLine(description)) return fail('linha de saldo, não é um lançamento');
  if (amountError || !amount) return fail(amountError ?? 'sem valor');
  if (amount === '0.00') return fail('valor zero');
  const bankId = columns.idColumn === null ? null : cell(columns.idColumn).slice(0, 200) || null;
  return { ok: true, postedOn, amount, description, bankId };
}
