import { describe, expect, it } from 'vitest';
import { FORM_TOKEN_TTL_MS } from '@shared/schemas/booking-rules';
import { checkFormToken, issueFormToken, serveFormToken } from './form-token';

const secret = 's'.repeat(32);
const now = 1_800_000_000_000;

describe('form tokens', () => {
  it('accepts a token of that form from 3 s after it was served until it expires', () => {
    const token = issueFormToken(secret, 'questionario', now);
    expect(checkFormToken(secret, 'questionario', token, now + 2_999)).toBe('too_fast');
    expect(checkFormToken(secret, 'questionario', token, now + 3_000)).toBeNull();
    expect(checkFormToken(secret, 'questionario', token, now + FORM_TOKEN_TTL_MS)).toBeNull();
    expect(checkFormToken(secret, 'questionario', token, now + FORM_TOKEN_TTL_MS + 1)).toBe('expired');
  });

  it('refuses forged, altered, foreign-form and other-secret tokens', () => {
    const token = issueFormToken(secret, 'questionario', now);
    const later = now + 60_000;
    expect(checkFormToken(secret, 'consultoria', token, later)).toBe('invalid');
    expect(checkFormToken('t'.repeat(32), 'questionario', token, later)).toBe('invalid');
    expect(checkFormToken(secret, 'questionario', undefined, later)).toBe('invalid');
    expect(checkFormToken(secret, 'questionario', 'abc', later)).toBe('invalid');
    const [, signature] = token.split('.');
    const backdated = Buffer.from(JSON.stringify({ f: 'questionario', s: 0, i: now })).toString('base64url');
    expect(checkFormToken(secret, 'questionario', `${backdated}.${signature}`, later)).toBe('invalid');
    expect(checkFormToken(secret, 'questionario', `${token}.x`, later)).toBe('invalid');
  });

  it('renews a token with its original serving time, and starts over for anything else', () => {
    const first = issueFormToken(secret, 'consultoria', now);
    const renewed = serveFormToken(secret, 'consultoria', first, now + FORM_TOKEN_TTL_MS + 60_000);
    expect(checkFormToken(secret, 'consultoria', renewed, now + FORM_TOKEN_TTL_MS + 60_001)).toBeNull();
    const forged = serveFormToken(secret, 'consultoria', 'forjado.abc', now);
    expect(checkFormToken(secret, 'consultoria', forged, now + 1)).toBe('too_fast');
    const otherForm = serveFormToken(
      secret,
      'consultoria',
      issueFormToken(secret, 'questionario', now - 60_000),
      now,
    );
    expect(checkFormToken(secret, 'consultoria', otherForm, now + 1)).toBe('too_fast');
  });
});
