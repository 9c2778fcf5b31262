import { describe, expect, it } from 'vitest';
import { emptyLeadProfile } from '@shared/lead-profile/types';
import { askedFields, nextQuestionField } from './qualify';

describe('qualifying questions', () => {
  it('a confirmation asked about the company counts as asking it: the visitor is not asked again', () => {
    const transcript = [
      { role: 'user' as const, content: 'oi, pra minha loja, Kipling' },
      { role: 'assistant' as const, content: 'Que bom! Anotei Kipling como empresa, certo?' },
    ];
    expect(askedFields(transcript).has('company')).toBe(true);
    const profile = { ...emptyLeadProfile(), name: 'Ana', need: 'sites' };
    expect(nextQuestionField(profile, transcript)).toBe('budget');
  });

  it('a confirmation of the role does not stand for a qualifying question', () => {
    const transcript = [{ role: 'assistant' as const, content: 'Anotei gerente como cargo, certo?' }];
    expect([...askedFields(transcript)]).toEqual([]);
  });
});
