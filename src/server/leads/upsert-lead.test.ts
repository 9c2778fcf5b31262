import { describe, expect, it } from 'vitest';
import { phoneForms } from './upsert-lead';

describe('phoneForms', () => {
  it('matches a phone with and without the 55 country code', () => {
    expect(phoneForms('(21) 96666-1111')).toEqual(['21966661111', '5521966661111']);
    expect(phoneForms('+55 21 96666-1111')).toEqual(['21966661111', '5521966661111']);
  });

  it('keeps other long numbers as digits and ignores short ones', () => {
    expect(phoneForms('+1 415 555 0100 22')).toEqual(['1415555010022']);
    expect(phoneForms('1234')).toEqual([]);
    expect(phoneForms(null)).toEqual([]);
  });
});
