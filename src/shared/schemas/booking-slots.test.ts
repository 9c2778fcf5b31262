import { describe, expect, it } from 'vitest';
import {
  businessDays,
  daySlotStarts,
  freeSlots,
  isDay,
  slotProblem,
  slotTime,
  weekdayName,
  zonedDay,
} from './booking-slots';

describe('booking days', () => {
  it('gives the São Paulo calendar day of an instant', () => {
    expect(zonedDay(new Date('2026-12-02T02:30:00Z'))).toBe('2026-12-01');
    expect(zonedDay(new Date('2026-12-02T03:00:00Z'))).toBe('2026-12-02');
    expect(slotTime('2026-12-01T20:30:00.000Z')).toBe('17:30');
  });

  it('validates calendar days', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-2-3')).toBe(false);
  });
});

describe('slot grid', () => {
  it('lists business days only, Monday to Friday', () => {
    // 2026-11-27 is a Friday.
    expect(businessDays('2026-11-27', 3)).toEqual(['2026-11-27', '2026-11-30', '2026-12-01']);
    expect(businessDays('2026-11-28', 1)).toEqual(['2026-11-30']);
    expect(weekdayName('2026-11-30')).toBe('segunda-feira');
  });

  it('has 20 half-hour slots from 8:00 to 17:30 and none at weekends', () => {
    const slots = daySlotStarts('2026-12-01');
    expect(slots).toHaveLength(20);
    expect(slotTime(slots[0]!.toISOString())).toBe('08:00');
    expect(slotTime(slots[19]!.toISOString())).toBe('17:30');
    expect(daySlotStarts('2026-11-28')).toEqual([]);
  });

  it('drops the past, the next hour and every slot a scheduled appointment overlaps', () => {
    const now = new Date('2026-12-01T13:10:00Z'); // 10:10 in São Paulo
    const busy = [
      { start: new Date('2026-12-01T17:00:00Z'), minutes: 30 }, // 14:00
      { start: new Date('2026-12-01T18:15:00Z'), minutes: 60 }, // 15:15–16:15 blocks 15:00, 15:30, 16:00
    ];
    const [today, tomorrow] = freeSlots({ from: '2026-12-01', days: 2, now, busy });
    const times = today!.slots.map((slot) => slotTime(slot));
    expect(times[0]).toBe('11:30'); // 11:10 is the earliest start
    expect(times).not.toContain('11:00');
    expect(times).not.toContain('14:00');
    expect(times).not.toContain('15:00');
    expect(times).not.toContain('15:30');
    expect(times).not.toContain('16:00');
    expect(times).toContain('14:30');
    expect(times).toContain('16:30');
    expect(tomorrow).toMatchObject({ date: '2026-12-02' });
    expect(tomorrow!.slots).toHaveLength(20);
  });

  it('keeps a day with no free slot left in the list', () => {
    const now = new Date('2026-12-01T21:00:00Z'); // 18:00
    const [today] = freeSlots({ from: '2026-12-01', days: 1, now, busy: [] });
    expect(today).toEqual({ date: '2026-12-01', slots: [] });
  });
});

describe('slotProblem', () => {
  const now = new Date('2026-12-01T13:10:00Z');
  it('accepts an aligned business-hour slot at least an hour ahead', () => {
    expect(slotProblem(new Date('2026-12-01T14:30:00Z'), now)).toBeNull();
    expect(slotProblem(new Date('2026-12-04T20:30:00Z'), now)).toBeNull();
  });
  it('refuses slots outside the grid, too soon or too far', () => {
    expect(slotProblem(new Date('x'), now)).toBe('invalid');
    expect(slotProblem(new Date('2026-12-01T14:15:00Z'), now)).toBe('outside_hours');
    expect(slotProblem(new Date('2026-12-01T21:00:00Z'), now)).toBe('outside_hours'); // 18:00
    expect(slotProblem(new Date('2026-12-01T10:30:00Z'), now)).toBe('outside_hours'); // 7:30
    expect(slotProblem(new Date('2026-12-05T14:00:00Z'), now)).toBe('outside_hours'); // Saturday
    expect(slotProblem(new Date('2026-12-01T14:00:00Z'), now)).toBe('too_soon');
    expect(slotProblem(new Date('2026-11-30T14:00:00Z'), now)).toBe('too_soon');
    expect(slotProblem(new Date('2027-03-01T14:00:00Z'), now)).toBe('too_far');
  });
});
