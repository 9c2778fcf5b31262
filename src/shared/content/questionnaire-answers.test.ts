import { describe, expect, it } from 'vitest';
import { questionnaireAnswerRows } from './questionnaire-answers';

describe('questionnaire answers on a lead', () => {
  it('labels each answer and each option, leaving empty ones out', () => {
    const rows = questionnaireAnswerRows({
      company: 'Padaria Pão Quente',
      segment: 'alimentacao',
      companySize: '2-10',
      goals: [],
      budget: 'nao-sei',
      details: '',
      submittedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ['Empresa', 'Padaria Pão Quente'],
      ['Segmento', 'Alimentação e restaurantes'],
      ['Porte', '2 a 10 pessoas'],
      ['Investimento', expect.any(String)],
    ]);
  });

  it('gives nothing for a missing record', () => {
    expect(questionnaireAnswerRows(null)).toEqual([]);
    expect(questionnaireAnswerRows('x')).toEqual([]);
  });
});
