import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads the export format: BOM, ; separator, CRLF, quoted fields with ; quotes and line breaks', () => {
    const text =
      '\uFEFFNome;Email;Empresa;Mensagem\r\n' +
      'Ana;ana@x.com;"Padaria; Café";"Linha 1\r\nLinha ""2"""\r\n' +
      'Bruno;bruno@x.com;;\r\n';
    expect(parseCsv(text)).toEqual({
      headers: ['Nome', 'Email', 'Empresa', 'Mensagem'],
      rows: [
        ['Ana', 'ana@x.com', 'Padaria; Café', 'Linha 1\r\nLinha "2"'],
        ['Bruno', 'bruno@x.com', '', ''],
      ],
    });
  });

  it('reads comma separated files with LF and no trailing newline, skipping blank lines', () => {
    expect(parseCsv('name,email\nAna,"a@x.com"\n\nBia,b@x.com')).toEqual({
      headers: ['name', 'email'],
      rows: [
        ['Ana', 'a@x.com'],
        ['Bia', 'b@x.com'],
      ],
    });
  });

  it('guesses the separator from the header, ignoring quoted ones', () => {
    expect(detectDelimiter('Nome;Email\n')).toBe(';');
    expect(detectDelimiter('"Nome; completo",Email,Tel\n')).toBe(',');
    expect(detectDelimiter('Nome\tEmail\n')).toBe('\t');
  });

  it('returns no rows for an empty file', () => {
    expect(parseCsv('')).toEqual({ headers: [], rows: [] });
  });
});
