/**
 * The one way the server writes CSV cells (every export goes through here): quoted when a cell holds
 * ';', quotes or line breaks, and defused against formula injection by the OWASP rule — a cell that
 * starts with '=', '+', '-', '@', a tab or a carriage return gets a leading apostrophe, so a spreadsheet
 * shows it as text instead of running it. No exceptions for numbers-looking text ('-1+1|cmd'!A0 runs).
 */
export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: text as a spreadsheet must show it, never as a formula. */
export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  // Numbers we produce ourselves are data, not text a visitor typed: -3 stays a number.
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CRLF-terminated line of cells separated by ';' (what Excel in pt-BR reads). */
export const csvLine = (cells: CsvValue[]) => `${cells.map(csvCell).join(';')}\r\n`;
