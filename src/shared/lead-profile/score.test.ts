import { describe, expect, it } from 'vitest';
import type { ScorableProfile } from './score';
import { clampScore, leadScore, personalityLabel, scoreColor } from './score';

const base: ScorableProfile = { painPoints: [] };

function points(profile: Partial<ScorableProfile>): number {
  return leadScore({ ...base, ...profile }).score;
}

/** The points and labels (the details are checked on their own below). */
const plain = (reasons: { label: string; points: number }[]) =>
  reasons.map(({ label, points }) => ({ label, points }));

describe('leadScore rules (docs/product/chat-assistant.md)', () => {
  it('scores an empty profile 0 with no reasons', () => {
    expect(leadScore(base)).toEqual({ score: 0, reasons: [] });
  });

  it('name +10', () => {
    expect(plain(leadScore({ ...base, name: 'Ana' }).reasons)).toEqual([
      { label: 'Nome informado', points: 10 },
    ]);
    expect(points({ name: '  ' })).toBe(0);
  });

  it('company +15', () => {
    expect(plain(leadScore({ ...base, company: 'Acme' }).reasons)).toEqual([
      { label: 'Empresa informada', points: 15 },
    ]);
  });

  it.each(['CEO', 'diretor', 'Diretora', 'proprietário', 'proprietaria', 'empreendedor'])(
    'decision role %s +25',
    (role) => {
      expect(points({ role })).toBe(25);
    },
  );

  it('labels the decision role', () => {
    expect(plain(leadScore({ ...base, role: 'CEO' }).reasons)).toEqual([
      { label: 'Cargo de decisão (CEO)', points: 25 },
    ]);
  });

  it.each(['gerente', 'coordenador', 'Coordenadora'])('management role %s +15', (role) => {
    expect(points({ role })).toBe(15);
  });

  it.each(['analista', 'desenvolvedor', 'designer', 'estagiário'])('other role %s +0', (role) => {
    expect(points({ role })).toBe(0);
  });

  it.each([
    'R$ 10 mil',
    'R$ 20 mil',
    'R$ 30 mil',
    'R$ 50 mil',
    'R$ 100 mil',
    'R$ 10 a 20 mil',
    'R$ 5 mil',
    'R$ 1,5 milhão',
    '20k',
    '50.000',
    '100000',
  ])('budget %s +20', (budget) => {
    expect(plain(leadScore({ ...base, budget }).reasons)).toEqual([
      { label: 'Orçamento informado', points: 20 },
    ]);
  });

  it.each(['R$ 800', 'a combinar', '2024'])('budget %s +0', (budget) => {
    expect(points({ budget })).toBe(0);
  });

  it.each(['urgente', 'este mês', 'próximo mês', '3 meses', '2 semanas', 'esta semana'])(
    'timeline %s +15',
    (timeline) => {
      expect(plain(leadScore({ ...base, timeline }).reasons)).toEqual([
        { label: 'Prazo definido', points: 15 },
      ]);
    },
  );

  it.each(['15 dias', '1 ano', 'sem pressa'])('timeline %s +0', (timeline) => {
    expect(points({ timeline })).toBe(0);
  });

  it('any pain points +10 (once)', () => {
    expect(plain(leadScore({ painPoints: ['poucas vendas', 'custo alto'] }).reasons)).toEqual([
      { label: 'Dores identificadas', points: 10 },
    ]);
  });

  it('adds every rule and stays within 100', () => {
    const full = leadScore({
      name: 'Ana',
      company: 'Acme',
      role: 'CEO',
      budget: 'R$ 50 mil',
      timeline: 'urgente',
      painPoints: ['poucas vendas'],
    });
    expect(full.score).toBe(95);
    expect(full.reasons.map((reason) => reason.label)).toEqual([
      'Nome informado',
      'Empresa informada',
      'Cargo de decisão (CEO)',
      'Orçamento informado',
      'Prazo definido',
      'Dores identificadas',
    ]);
  });

  it('caps at 100 and floors at 0', () => {
    expect(clampScore(120)).toBe(100);
    expect(clampScore(100)).toBe(100);
    expect(clampScore(-5)).toBe(0);
  });
});

describe('scoreColor', () => {
  it.each([
    [0, 'red'],
    [39, 'red'],
    [40, 'orange'],
    [59, 'orange'],
    [60, 'yellow'],
    [79, 'yellow'],
    [80, 'green'],
    [100, 'green'],
  ] as const)('%i → %s', (score, color) => {
    expect(scoreColor(score)).toBe(color);
  });
});

describe('personalityLabel', () => {
  it('gives the PT-BR labels', () => {
    expect(personalityLabel('analytical')).toBe('Analítico');
    expect(personalityLabel('emotional')).toBe('Emocional');
    expect(personalityLabel('impulsive')).toBe('Impulsivo');
    expect(personalityLabel('cautious')).toBe('Cauteloso');
  });
});

describe('leadScore: the richer chat profile (issue 19)', () => {
  const now = new Date('2026-11-26T12:00:00-03:00');

  it.each(['dono', 'sócio', 'fundador'])('decision role %s +25', (role) => {
    expect(leadScore({ role, painPoints: [] }, now).score).toBe(25);
  });

  it('counts a management role with its area', () => {
    expect(leadScore({ role: 'gerente de marketing', painPoints: [] }, now).reasons).toEqual([
      { label: 'Cargo de gestão (gerente de marketing)', points: 15 },
    ]);
  });

  it('counts a deadline date within six months, with the date as the reason', () => {
    const christmas = leadScore({ timeline: 'antes do Natal', deadline: '2026-12-24', painPoints: [] }, now);
    expect(christmas.reasons).toEqual([
      { label: 'Prazo definido', points: 15, detail: 'antes do Natal (até 24/12/2026)' },
    ]);
    expect(leadScore({ timeline: '2 anos', deadline: '2028-11-26', painPoints: [] }, now).score).toBe(0);
    expect(leadScore({ timeline: 'sem pressa', painPoints: [] }, now).score).toBe(0);
  });

  it('shows what earned each point', () => {
    const result = leadScore(
      {
        name: 'Rafael',
        company: 'Moda Sul',
        role: 'dono',
        budget: 'R$ 8 mil',
        timeline: 'antes do Natal',
        deadline: '2026-12-24',
        painPoints: ['site antigo'],
      },
      now,
    );
    expect(result.score).toBe(95);
    expect(result.reasons.map((reason) => reason.detail)).toEqual([
      'Rafael',
      'Moda Sul',
      undefined,
      'R$ 8 mil',
      'antes do Natal (até 24/12/2026)',
      'site antigo',
    ]);
    expect(result.reasons[2]!.label).toBe('Cargo de decisão (dono)');
    expect(leadScore({ budget: 'a definir', painPoints: [] }, now).score).toBe(0);
  });
});
