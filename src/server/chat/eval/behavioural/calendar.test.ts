import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  civil,
  easter,
  holiday,
  isoDate,
  nextHoliday,
  parseCivil,
  weekday,
} from './calendar';

/** fast-check is seeded: the same years every run; the seed is printed with a failure. */
const SEED = 20_261_126;

describe('Brazilian calendar of the behavioural suite', () => {
  it('computes Easter Sunday for known years', () => {
    const known: Record<number, string> = {
      1818: '1818-03-22', // earliest possible date
      1943: '1943-04-25', // latest possible date
      1961: '1961-04-02',
      2000: '2000-04-23',
      2008: '2008-03-23',
      2011: '2011-04-24',
      2019: '2019-04-21',
      2024: '2024-03-31',
      2025: '2025-04-20',
      2026: '2026-04-05',
      2027: '2027-03-28',
      2028: '2028-04-16',
      2038: '2038-04-25',
      2285: '2285-03-22',
    };
    for (const [year, date] of Object.entries(known)) expect(isoDate(easter(Number(year))), year).toBe(date);
  });

  it('puts Easter on a Sunday between 22 March and 25 April in any year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1583, max: 4099 }), (year) => {
        const date = easter(year);
        const iso = isoDate(date).slice(5);
        return weekday(date) === 0 && iso >= '03-22' && iso <= '04-25';
      }),
      { seed: SEED, numRuns: 400, verbose: true },
    );
  });

  it('dates the movable holidays from Easter and the calendar', () => {
    // Carnaval starts on its Saturday; its Tuesday (Easter − 47) is the date calendars print.
    expect(isoDate(addDays(easter(2025), -47))).toBe('2025-03-04');
    expect(isoDate(addDays(easter(2026), -47))).toBe('2026-02-17');
    expect(isoDate(holiday('carnaval').date(2027))).toBe('2027-02-06');
    expect(weekday(holiday('carnaval').date(2027))).toBe(6);
    expect(isoDate(holiday('corpus-christi').date(2024))).toBe('2024-05-30');
    expect(isoDate(holiday('corpus-christi').date(2025))).toBe('2025-06-19');
    expect(isoDate(holiday('corpus-christi').date(2026))).toBe('2026-06-04');
    expect(isoDate(holiday('sexta-santa').date(2026))).toBe('2026-04-03');
    expect(isoDate(holiday('black-friday').date(2024))).toBe('2024-11-29');
    expect(isoDate(holiday('black-friday').date(2025))).toBe('2025-11-28');
    expect(isoDate(holiday('black-friday').date(2026))).toBe('2026-11-27');
    expect(isoDate(holiday('dia-das-maes').date(2025))).toBe('2025-05-11');
    expect(isoDate(holiday('dia-das-maes').date(2026))).toBe('2026-05-10');
    expect(isoDate(holiday('dia-dos-pais').date(2025))).toBe('2025-08-10');
    expect(isoDate(holiday('dia-dos-pais').date(2026))).toBe('2026-08-09');
  });

  it('takes next year’s holiday once this year’s has passed', () => {
    const today = parseCivil('2026-11-26');
    expect(isoDate(nextHoliday('natal', today))).toBe('2026-12-25');
    expect(isoDate(nextHoliday('black-friday', today))).toBe('2026-11-27');
    expect(isoDate(nextHoliday('carnaval', today))).toBe('2027-02-06');
    expect(isoDate(nextHoliday('finados', today))).toBe('2027-11-02');
  });

  it('adds months clamped to the month’s last day', () => {
    expect(isoDate(addMonths(civil(2026, 11, 26), 2))).toBe('2027-01-26');
    expect(isoDate(addMonths(civil(2027, 1, 31), 1))).toBe('2027-02-28');
    expect(isoDate(addMonths(civil(2028, 1, 31), 1))).toBe('2028-02-29');
  });
});
