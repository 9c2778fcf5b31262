import { describe, expect, it } from 'vitest';
import { safeRedirect } from './session';

describe('safeRedirect', () => {
  it('keeps same-site paths', () => {
    expect(safeRedirect('/admin/leads?tab=coder')).toBe('/admin/leads?tab=coder');
  });

  it('refuses anything that could leave the site', () => {
    for (const target of [null, undefined, '', 'https://evil.example', '//evil.example', '/\\evil.example'])
      expect(safeRedirect(target, '/coders')).toBe('/coders');
  });
});
