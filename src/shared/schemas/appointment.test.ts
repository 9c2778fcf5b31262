import { describe, expect, it } from 'vitest';
import { appointmentInputSchema, dateToSaoPauloLocal, saoPauloLocalToDate } from './appointment';

describe('São Paulo wall time ↔ instant', () => {
  it('reads a datetime-local value as São Paulo time (UTC-3)', () => {
    expect(saoPauloLocalToDate('2031-03-10T14:30')?.toISOString()).toBe('2031-03-10T17:30:00.000Z');
    expect(saoPauloLocalToDate('2031-12-31T23:45')?.toISOString()).toBe('2032-01-01T02:45:00.000Z');
  });

  it('follows the historic daylight-saving offset (UTC-2 in January 2018)', () => {
    expect(saoPauloLocalToDate('2018-01-15T10:00')?.toISOString()).toBe('2018-01-15T12:00:00.000Z');
  });

  it('refuses impossible dates and other formats', () => {
    for (const text of [
      '2031-02-30T10:00',
      '2031-13-01T10:00',
      '2031-01-01T24:00',
      '2031-01-01 10:00',
      '',
      'amanhã',
    ]) {
      expect(saoPauloLocalToDate(text)).toBeNull();
    }
  });

  it('turns an instant back into the input value, round trip', () => {
    expect(dateToSaoPauloLocal('2031-03-10T17:30:00.000Z')).toBe('2031-03-10T14:30');
    expect(dateToSaoPauloLocal(saoPauloLocalToDate('2030-07-04T08:05'))).toBe('2030-07-04T08:05');
    expect(dateToSaoPauloLocal(null)).toBe('');
  });
});

describe('appointmentInputSchema', () => {
  it('trims, nulls empty optional fields and keeps the local date text', () => {
    const parsed = appointmentInputSchema.parse({
      title: ' Reunião ',
      description: '',
      date: '2031-03-10T14:30',
      leadId: '',
    });
    expect(parsed).toEqual({ title: 'Reunião', description: null, date: '2031-03-10T14:30', leadId: null });
  });

  it('gives PT-BR messages', () => {
    const result = appointmentInputSchema.safeParse({ title: '', date: '' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain('Título é obrigatório');
    expect(messages).toContain('Data e hora são obrigatórias');
  });
});
