import { describe, expect, it } from 'vitest';
import { questionnaireProfile, scoreQuestionnaire } from './questionnaire-score';

const full = {
  name: 'Marina Duarte',
  company: 'Duarte Odontologia',
  role: 'proprietario',
  budget: '10-20k',
  timeline: 'este-mes',
  goals: ['mais-clientes', 'atendimento'],
};

describe('scoreQuestionnaire', () => {
  it('gives every point of docs/product/chat-assistant.md to a complete answer from a decision maker', () => {
    const result = scoreQuestionnaire(full);
    expect(result.score).toBe(95);
    expect(result.reasons.map(({ label, points }) => ({ label, points }))).toEqual([
      { label: 'Nome informado', points: 10 },
      { label: 'Empresa informada', points: 15 },
      { label: 'Cargo de decisão (proprietário)', points: 25 },
      { label: 'Orçamento informado', points: 20 },
      { label: 'Prazo definido', points: 15 },
      { label: 'Dores identificadas', points: 10 },
    ]);
  });

  it('scores management roles 15 and other roles nothing', () => {
    expect(scoreQuestionnaire({ ...full, role: 'gerente' }).score).toBe(85);
    expect(scoreQuestionnaire({ ...full, role: 'ceo' }).score).toBe(95);
    expect(scoreQuestionnaire({ ...full, role: 'empreendedor' }).score).toBe(95);
    expect(scoreQuestionnaire({ ...full, role: 'analista' }).score).toBe(70);
    expect(scoreQuestionnaire({ ...full, role: 'outro' }).score).toBe(70);
  });

  it('counts any budget range but not "Ainda não sei"', () => {
    for (const budget of ['ate-5k', '5-10k', '20-50k', '50k+']) {
      expect(scoreQuestionnaire({ ...full, budget }).reasons.map((r) => r.label)).toContain(
        'Orçamento informado',
      );
    }
    const unsure = scoreQuestionnaire({ ...full, budget: 'nao-sei' });
    expect(unsure.score).toBe(75);
    expect(unsure.reasons.map((r) => r.label)).not.toContain('Orçamento informado');
  });

  it('counts a defined deadline and not "Ainda não tenho prazo"', () => {
    for (const timeline of ['urgente', 'este-mes', '3-meses', 'mais-3-meses']) {
      expect(scoreQuestionnaire({ ...full, timeline }).score).toBe(95);
    }
    expect(scoreQuestionnaire({ ...full, timeline: 'sem-prazo' }).score).toBe(80);
  });

  it('gives nothing for empty answers and keeps pain points from the goals', () => {
    expect(scoreQuestionnaire({}).score).toBe(0);
    expect(scoreQuestionnaire({ name: '  ', company: '', goals: [] }).score).toBe(0);
    expect(questionnaireProfile(full).painPoints).toEqual([
      'Atrair mais clientes',
      'Automatizar o atendimento',
    ]);
    expect(questionnaireProfile(full)).toMatchObject({
      role: 'proprietário',
      budget: 'De R$ 10 mil a R$ 20 mil',
      timeline: 'este mês',
    });
  });
});
