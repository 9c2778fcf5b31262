import { describe, expect, it } from 'vitest';
import { phoneSearchDigits } from './lead-search';

describe('phoneSearchDigits', () => {
  it('reads a term written like a phone as its digits (national when it has the 55)', () => {
    expect(phoneSearchDigits('(21) 98888-7777')).toBe('21988887777');
    expect(phoneSearchDigits('+55 21 98888-7777')).toBe('21988887777');
    expect(phoneSearchDigits('8888-7777')).toBe('88887777');
  });

  it('leaves names, e-mails and short numbers to the text search', () => {
    expect(phoneSearchDigits('ana 2024')).toBeNull();
    expect(phoneSearchDigits('ana@x.com')).toBeNull();
    expect(phoneSearchDigits('123')).toBeNull();
  });
});
