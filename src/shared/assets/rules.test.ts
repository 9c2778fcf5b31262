import { describe, expect, it } from 'vitest';
import { licenceState } from './rules';

describe('licenceState', () => {
  const now = new Date('2026-11-26T15:00:00Z');
  it('flags expired, soon (30 days) and ok licences', () => {
    expect(licenceState(null, now)).toBe('none');
    expect(licenceState('2026-11-25', now)).toBe('expired');
    expect(licenceState('2026-11-26', now)).toBe('soon');
    expect(licenceState('2026-12-26', now)).toBe('soon');
    expect(licenceState('2026-12-27', now)).toBe('ok');
  });
});
