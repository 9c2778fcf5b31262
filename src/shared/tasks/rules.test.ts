import { describe, expect, it } from 'vitest';
import { mentionHandles, splitLabels } from './rules';

describe('task rules', () => {
  it('reads @handles, not e-mail addresses', () => {
    expect(mentionHandles('Oi @Financeiro e @mkt. Veja a@b.com, (@adm)')).toEqual([
      'financeiro',
      'mkt',
      'adm',
    ]);
    expect(mentionHandles('sem menção')).toEqual([]);
  });

  it('reads labels typed with commas, trimmed and once each', () => {
    expect(splitLabels(' design, urgente ,, design ')).toEqual(['design', 'urgente']);
    expect(splitLabels('   ')).toEqual([]);
  });
});
