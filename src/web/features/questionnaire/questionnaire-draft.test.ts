// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_KEY, emptyDraft, loadDraft, saveDraft } from './questionnaire-draft';

describe('questionnaire draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('round-trips answers, step and load time through sessionStorage', () => {
    const answers = { ...emptyDraft(), company: 'Ateliê Flor', services: ['branding'] };
    saveDraft({ answers, step: 2, startedAt: 123 });
    expect(loadDraft(5)).toEqual({ answers, step: 2, startedAt: 123 });
    clearDraft();
    expect(loadDraft(5)).toBeNull();
  });

  it('keeps only known, well-typed fields and clamps the step', () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        answers: { company: 42, name: 'Ana', services: 'sites', goals: ['marca'], hack: 'x' },
        step: 9,
      }),
    );
    const draft = loadDraft(5)!;
    expect(draft.step).toBe(4);
    expect(draft.answers).toEqual({ ...emptyDraft(), name: 'Ana', goals: ['marca'] });
    expect(draft.answers).not.toHaveProperty('hack');
  });

  it('ignores a corrupt draft', () => {
    sessionStorage.setItem(DRAFT_KEY, '{oops');
    expect(loadDraft(5)).toBeNull();
  });
});
