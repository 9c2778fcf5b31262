import { describe, expect, it } from 'vitest';
import { deadlineLabel, privacyDeadline } from './rules';

describe('privacyDeadline (art. 19: 15 days from the request, São Paulo calendar days)', () => {
  it('is due at the end of the 15th São Paulo day after the request', () => {
    const deadline = privacyDeadline('2026-03-01T15:00:00Z', new Date('2026-03-01T15:00:00Z'));
    expect(deadline.day).toBe('2026-03-16');
    expect(deadline.dueAt).toBe('2026-03-17T02:59:59.999Z');
    expect(deadline.daysLeft).toBe(15);
    expect(deadline.overdue).toBe(false);
  });

  it('counts the São Paulo day, not the UTC one: 23:30 in São Paulo is already the next UTC day', () => {
    // 2026-03-01 23:30 in São Paulo = 2026-03-02 02:30 UTC
    const deadline = privacyDeadline('2026-03-02T02:30:00Z', new Date('2026-03-02T02:30:00Z'));
    expect(deadline.day).toBe('2026-03-16');
  });

  it('counts down by São Paulo days and turns overdue after the last day ends', () => {
    const created = '2026-03-01T15:00:00Z';
    expect(privacyDeadline(created, new Date('2026-03-10T12:00:00Z')).daysLeft).toBe(6);
    const lastDay = privacyDeadline(created, new Date('2026-03-17T02:00:00Z'));
    expect(lastDay.daysLeft).toBe(0);
    expect(lastDay.overdue).toBe(false);
    expect(deadlineLabel(lastDay)).toBe('Vence hoje');
    const late = privacyDeadline(created, new Date('2026-03-17T03:00:00Z'));
    expect(late.overdue).toBe(true);
    expect(late.daysLeft).toBe(-1);
    expect(deadlineLabel(late)).toBe('Atrasado 1 dia');
    expect(deadlineLabel(privacyDeadline(created, new Date('2026-03-14T12:00:00Z')))).toBe('Faltam 2 dias');
  });

  it('crosses a month end', () => {
    expect(privacyDeadline('2026-01-20T12:00:00Z', new Date('2026-01-20T12:00:00Z')).day).toBe('2026-02-04');
  });
});
