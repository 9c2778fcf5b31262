import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './export-csv';

describe('csvField', () => {
  it('quotes fields with the separator, quotes or line breaks', () => {
    expect(csvField('Padaria; Café')).toBe('"Padaria; Café"');
    expect(csvField('Diz "olá"')).toBe('"Diz ""olá"""');
    expect(csvField('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvField(null)).toBe('');
    expect(csvField(42)).toBe('42');
  });

  it('defuses spreadsheet formulas but keeps phone numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-cmd')).toBe("'-cmd");
    expect(csvField('+55 11 98765-4321')).toBe('+55 11 98765-4321');
  });

  it('ends lines with CRLF', () => {
    expect(csvLine(['a', 'b'])).toBe('a;b\r\n');
  });
});
