import { describe, expect, it } from 'vitest';
import { defineJob, type JobDefinition, nextRunOf, previousRunOf } from './define';

const base: JobDefinition = {
  name: 'teste',
  title: 'Teste',
  description: 'Um teste.',
  schedule: '0 8 * * *',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  timeoutSeconds: 60,
  singleton: true,
  handler: async () => 'ok',
};

describe('defineJob', () => {
  it('accepts a well-formed declaration as it is', () => {
    expect(defineJob(base)).toBe(base);
    expect(defineJob({ ...base, schedule: null })).toBeTruthy();
  });

  it.each([
    ['a name with capitals', { name: 'Faturas' }],
    ['a name with spaces', { name: 'faturas recorrentes' }],
    ['a cron with six fields', { schedule: '0 0 8 * * *' }],
    ['a cron that is not one', { schedule: 'todo dia' }],
    ['an hour 24', { schedule: '0 24 * * *' }],
    ['a negative retry limit', { retry: { limit: -1, delaySeconds: 1, backoff: false } }],
    ['a fractional delay', { retry: { limit: 1, delaySeconds: 1.5, backoff: false } }],
    ['no time limit', { timeoutSeconds: 0 }],
    ['a time limit of a day (pg-boss refuses 24 h)', { timeoutSeconds: 24 * 60 * 60 }],
    ['zero workers', { concurrency: 0 }],
  ])('refuses %s, where it is written', (_, change) => {
    expect(() => defineJob({ ...base, ...change } as JobDefinition)).toThrow();
  });
});

describe('schedules are São Paulo wall time', () => {
  it('08:00 every day is 11:00 UTC, the next one after now and the previous one at or before it', () => {
    const now = new Date('2026-11-27T12:00:00Z'); // 09:00 in São Paulo
    expect(nextRunOf('0 8 * * *', now).toISOString()).toBe('2026-11-28T11:00:00.000Z');
    expect(previousRunOf('0 8 * * *', now).toISOString()).toBe('2026-11-27T11:00:00.000Z');
    expect(previousRunOf('0 8 * * *', new Date('2026-11-27T11:00:00Z')).toISOString()).toBe(
      '2026-11-27T11:00:00.000Z',
    );
  });

  it('02:00 just after midnight UTC is still the São Paulo day before', () => {
    expect(nextRunOf('0 2 * * *', new Date('2026-11-28T01:00:00Z')).toISOString()).toBe(
      '2026-11-28T05:00:00.000Z',
    );
  });
});
