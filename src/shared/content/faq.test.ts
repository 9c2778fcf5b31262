import { describe, expect, it } from 'vitest';
import { faq } from './faq';

describe('faq', () => {
  it('has exactly 7 entries, all filled', () => {
    expect(faq).toHaveLength(7);
    for (const entry of faq) {
      expect(entry.question.trim()).not.toBe('');
      expect(entry.answer.trim()).not.toBe('');
    }
  });
});
