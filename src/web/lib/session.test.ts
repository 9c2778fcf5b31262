import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { authErrorMessage, safeRedirect } from './session';

describe('safeRedirect', () => {
  it('keeps same-site paths', () => {
    expect(safeRedirect('/admin/leads?tab=coder')).toBe('/admin/leads?tab=coder');
  });

  it('refuses anything that could leave the site', () => {
    for (const target of [null, undefined, '', 'https://evil.example', '//evil.example', '/\\evil.example'])
      expect(safeRedirect(target, '/coders')).toBe('/coders');
  });
});

describe('authErrorMessage', () => {
  it('shows the per-account sign-in limit with the wait the server computed', () => {
    const locked = new ApiError(
      429,
      'rate_limited',
      'Muitas tentativas de login para esta conta. Tente novamente em 15 minutos.',
    );
    expect(authErrorMessage(locked, 'x')).toBe(
      'Muitas tentativas de login para esta conta. Tente novamente em 15 minutos.',
    );
    expect(authErrorMessage(new ApiError(429, 'http', 'Too many requests'), 'x')).toBe(
      'Muitas tentativas. Aguarde um minuto e tente novamente.',
    );
  });
});
