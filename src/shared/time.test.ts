import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatDateTimeAt, saoPauloDay } from './format';
import { zonedDay, zonedLocal, zonedTimeToUtc } from './time';

describe('time-zone math', () => {
  const RealFormat = Intl.DateTimeFormat;
  afterEach(() => {
    Intl.DateTimeFormat = RealFormat;
  });

  it('maps São Paulo wall time to UTC (UTC−3, no DST since 2019)', () => {
    expect(zonedTimeToUtc('2026-12-01', 8 * 60).toISOString()).toBe('2026-12-01T11:00:00.000Z');
    expect(zonedTimeToUtc('2026-12-01', 17 * 60 + 30).toISOString()).toBe('2026-12-01T20:30:00.000Z');
  });

  it('follows the tz database, not a fixed offset', () => {
    // São Paulo still had DST (UTC−2) in November 2018.
    expect(zonedTimeToUtc('2018-11-05', 9 * 60).toISOString()).toBe('2018-11-05T11:00:00.000Z');
    // New York: EST in January, EDT in July.
    expect(zonedTimeToUtc('2026-01-15', 9 * 60, 'America/New_York').toISOString()).toBe(
      '2026-01-15T14:00:00.000Z',
    );
    expect(zonedTimeToUtc('2026-07-15', 9 * 60, 'America/New_York').toISOString()).toBe(
      '2026-07-15T13:00:00.000Z',
    );
  });

  it('reads an instant as São Paulo wall time for a datetime-local input', () => {
    expect(zonedLocal(new Date('2026-12-01T20:30:45Z'))).toBe('2026-12-01T17:30');
    expect(zonedLocal(new Date('2026-12-02T02:59:00Z'))).toBe('2026-12-01T23:59');
  });

  it('builds one Intl.DateTimeFormat per zone, not one per call', () => {
    let built = 0;
    Intl.DateTimeFormat = new Proxy(RealFormat, {
      construct(target, args, newTarget) {
        built += 1;
        return Reflect.construct(target, args, newTarget);
      },
    });
    for (let minute = 0; minute < 20; minute += 1) {
      const instant = new Date(Date.UTC(2026, 2, 5, 15, minute));
      formatDateTime(instant);
      formatDateTimeAt(instant);
      saoPauloDay(instant);
      zonedDay(instant, 'America/Manaus');
    }
    // São Paulo's formatter may already exist from an earlier test; Manaus's is built once here.
    expect(built).toBeLessThanOrEqual(2);
  });
});
