import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateTimeAt,
  formatMinutes,
  formatMoney,
  formatPhone,
  initials,
  saoPauloDay,
} from './format';

describe('formats (docs/product/common-behaviour.md)', () => {
  it('shows lead dates as dd/MM/yyyy às HH:mm in São Paulo time', () => {
    expect(formatDateTimeAt('2026-03-05T15:07:00Z')).toBe('05/03/2026 às 12:07');
    expect(formatDateTimeAt('not a date')).toBe('Data inválida');
  });
  it('shows appointment dates as dd/MM/yyyy HH:mm with a fallback when empty', () => {
    expect(formatDateTime('2026-12-31T23:30:00Z')).toBe('31/12/2026 20:30');
    expect(formatDateTime(null, 'Data não definida')).toBe('Data não definida');
  });
  it('shows calendar dates without shifting the day', () => {
    expect(formatDate('2026-01-01')).toBe('01/01/2026');
    expect(formatDate(null)).toBe('-');
    expect(formatDate('2026-13-45')).toBe('Data inválida');
  });
  it('formats BRL in pt-BR', () => {
    expect(formatMoney(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(formatMoney('9999.99').replace(/\s/g, ' ')).toBe('R$ 9.999,99');
    expect(formatMoney(null)).toBe('-');
  });
  it('gives the São Paulo calendar day', () => {
    expect(saoPauloDay('2026-06-01T02:00:00Z')).toBe('2026-05-31');
  });
  it('builds avatar initials by the documented rules', () => {
    expect(initials('Ana', 'Souza', 'a@b.c')).toBe('AS');
    expect(initials('ana', null, 'a@b.c')).toBe('A');
    expect(initials(null, null, 'zeca@b.c')).toBe('Z');
    expect(initials(null, null, null)).toBe('U');
  });
});

describe('formatPhone', () => {
  it('shows every source of the same number the same way', () => {
    for (const raw of [
      '21987651234',
      '+55 21 98765-1234',
      '5521987651234',
      '(21) 98765-1234',
      '21 98765 1234',
    ]) {
      expect(formatPhone(raw)).toBe('(21) 98765-1234');
    }
    expect(formatPhone('2134567890')).toBe('(21) 3456-7890');
  });

  it('leaves what is not a Brazilian number as typed, and empty as empty', () => {
    expect(formatPhone('+1 415 555 0100 22')).toBe('+1 415 555 0100 22');
    expect(formatPhone('1234')).toBe('1234');
    expect(formatPhone(null)).toBe('');
  });
});

describe('formatMinutes', () => {
  it('writes minutes as hours and minutes', () => {
    expect(formatMinutes(0)).toBe('0min');
    expect(formatMinutes(45)).toBe('45min');
    expect(formatMinutes(120)).toBe('2h');
    expect(formatMinutes(95)).toBe('1h 35min');
  });
});
