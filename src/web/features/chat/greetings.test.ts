import { describe, expect, it } from 'vitest';
import { AUTOMATED_NOTICE, GREETINGS, pickGreeting } from './greetings';

describe('chat greetings', () => {
  it('say in every variant that the assistant is automated and a person can review (LGPD art. 20)', () => {
    expect(GREETINGS).toHaveLength(3);
    for (const greeting of GREETINGS) {
      expect(greeting('Ana')).toContain(AUTOMATED_NOTICE);
      expect(greeting()).toContain(AUTOMATED_NOTICE);
    }
    expect(AUTOMATED_NOTICE).toMatch(/automatizado/);
    expect(AUTOMATED_NOTICE).toMatch(/pessoa da nossa equipe pode revisar/);
    expect(pickGreeting('Ana', () => 0.99)).toContain(AUTOMATED_NOTICE);
  });
});
