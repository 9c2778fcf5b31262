import { describe, expect, it } from 'vitest';
import { buildUtmLink, campaignSlugFrom } from './rules';
import { SLUG_PATTERN } from './schemas';

describe('campaign rules', () => {
  it('makes the identifier from the name: accent-folded kebab case, at most 80 characters', () => {
    expect(campaignSlugFrom('Black Friday 2026')).toBe('black-friday-2026');
    expect(campaignSlugFrom('  Promoção de Verão — Ações!  ')).toBe('promocao-de-verao-acoes');
    const long = campaignSlugFrom('palavra '.repeat(20));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toMatch(SLUG_PATTERN);
    expect(campaignSlugFrom('!!!')).toBe('');
  });

  it('builds the link with the UTM values that are filled in', () => {
    expect(
      buildUtmLink('https://coders.example', 'questionario', {
        source: ' instagram ',
        medium: '',
        campaign: 'black-friday',
      }),
    ).toBe('https://coders.example/questionario?utm_source=instagram&utm_campaign=black-friday');
    expect(buildUtmLink('https://coders.example', '/', { campaign: 'natal' })).toBe(
      'https://coders.example/?utm_campaign=natal',
    );
  });
});
