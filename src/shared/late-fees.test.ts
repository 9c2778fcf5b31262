import { describe, expect, it } from 'vitest';
import { daysBetween, lateFees } from './late-fees';

const base = { finePercent: '2', monthlyInterestPercent: '1' };

describe('lateFees', () => {
  it('R$ 1.000,00 ten days late: fine 20,00 and interest 3,33 (1 % a month pro rata over 30 days)', () => {
    expect(lateFees({ ...base, openAmount: '1000.00', dueDate: '2026-03-10', today: '2026-03-20' })).toEqual({
      daysLate: 10,
      fine: '20.00',
      interest: '3.33',
      total: '1023.33',
    });
  });

  it('charges nothing on or before the due date', () => {
    expect(
      lateFees({ ...base, openAmount: '1000.00', dueDate: '2026-03-10', today: '2026-03-10' }),
    ).toMatchObject({
      daysLate: 0,
      fine: '0.00',
      interest: '0.00',
      total: '1000.00',
    });
  });

  it('one day late charges the whole fine and one day of interest', () => {
    expect(
      lateFees({ ...base, openAmount: '1500.00', dueDate: '2026-02-28', today: '2026-03-01' }),
    ).toMatchObject({
      daysLate: 1,
      fine: '30.00',
      interest: '0.50',
      total: '1530.50',
    });
  });

  it('rounds half up and takes custom rates with decimals', () => {
    expect(
      lateFees({
        openAmount: '333.33',
        dueDate: '2026-01-01',
        today: '2026-01-31',
        finePercent: '2.5',
        monthlyInterestPercent: '0.5',
      }),
    ).toMatchObject({ daysLate: 30, fine: '8.33', interest: '1.67', total: '343.33' });
  });

  it('charges nothing on a paid invoice', () => {
    expect(lateFees({ ...base, openAmount: '0.00', dueDate: '2026-01-01', today: '2026-02-01' }).total).toBe(
      '0.00',
    );
  });

  it('counts calendar days across months and years', () => {
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysBetween('2026-03-01', '2026-02-01')).toBe(-28);
  });
});
