import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('csvCell', () => {
  it('quotes cells with the separator, quotes or line breaks', () => {
    expect(csvCell('Padaria; Café')).toBe('"Padaria; Café"');
    expect(csvCell('Diz "olá"')).toBe('"Diz ""olá"""');
    expect(csvCell('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3)).toBe('-3');
  });

  it('puts an apostrophe before every cell starting with = + - @ tab or CR (OWASP)', () => {
    expect(csvCell("-1+1|cmd' /C calc'!A0")).toBe("'-1+1|cmd' /C calc'!A0");
    expect(csvCell('+1+1|cmd')).toBe("'+1+1|cmd");
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-cmd')).toBe("'-cmd");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    expect(csvCell('+55 11 98765-4321')).toBe("'+55 11 98765-4321");
    expect(csvCell('Ana -1')).toBe('Ana -1');
  });

  it('ends lines with CRLF', () => {
    expect(csvLine(['a', 'b'])).toBe('a;b\r\n');
  });
});
