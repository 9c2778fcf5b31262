import { describe, expect, it } from 'vitest';
import { HOLIDAYS } from './calendar';
import { BUDGET_FORMS, BUSINESSES, PEOPLE, storedAmount } from './fillers';
import { BEHAVIOURAL_NOWS, behaviouralSuite } from './suite';

describe('behavioural suite (templates × fillers)', () => {
  const suite = behaviouralSuite();
  const find = (now: string, message: string) =>
    suite.find((item) => item.now.startsWith(now) && item.messages[0]!.includes(message));

  it('is the same on every run, with one id per case', () => {
    expect(behaviouralSuite()).toEqual(suite);
    expect(new Set(suite.map((item) => item.id)).size).toBe(suite.length);
  });

  it('has the fillers issue 29 asks for', () => {
    const companies = suite.map((item) => item.expected.company).filter((value) => typeof value === 'string');
    for (const pattern of [/&/, /\bLtda\b/, /\bME\b/, /\bEIRELI\b/, /\d/, /^[^A-Z]*$/])
      expect(
        companies.some((name) => pattern.test(name!)),
        String(pattern),
      ).toBe(true);
    expect(new Set(PEOPLE.map((person) => person.region))).toEqual(
      new Set(['Norte', 'Nordeste', 'Centro-Oeste', 'Sudeste', 'Sul']),
    );
    expect(BUSINESSES.length).toBeGreaterThanOrEqual(20);
    for (const { id } of HOLIDAYS)
      expect(
        suite.some((item) => item.capability === `prazo: feriado: ${id}`),
        id,
      ).toBe(true);
    expect(BUDGET_FORMS.some((form) => /pau$/.test(form.text))).toBe(true);
    expect(new Set(suite.map((item) => item.now))).toEqual(new Set(BEHAVIOURAL_NOWS));
    expect(suite.filter((item) => item.kind === 'NEG').length).toBeGreaterThanOrEqual(50);
  });

  it('computes the expected deadlines from the clock', () => {
    expect(find('2026-11-26', 'antes do carnaval')?.expected.timeline).toBe('2027-02-05');
    expect(find('2026-11-26', 'pro carnaval')?.expected.timeline).toBe('2027-02-06');
    expect(find('2026-11-26', 'antes do natal')?.expected.timeline).toBe('2026-12-24');
    expect(find('2026-11-26', 'pra black friday')?.expected.timeline).toBe('2026-11-27');
    expect(find('2027-01-12', 'pra black friday')?.expected.timeline).toBe('2027-11-26');
    expect(find('2027-04-05', 'pro dia das mães')?.expected.timeline).toBe('2027-05-09');
    expect(find('2027-04-05', 'pro corpus christi')?.expected.timeline).toBe('2027-05-27');
    expect(find('2026-11-26', 'no próximo trimestre')?.expected.timeline).toBe('2027-03-31');
    expect(find('2026-11-26', 'semana q vem')?.expected.timeline).toBe('2026-12-03');
    expect(find('2026-11-26', 'daqui 2 meses')?.expected.timeline).toBe('2027-01-26');
    expect(find('2026-11-26', 'até o dia 20')?.expected.timeline).toBe('2026-12-20');
  });

  it('writes budgets the way the annotation stores them', () => {
    expect(storedAmount(800)).toBe('R$ 800');
    expect(storedAmount(1500)).toBe('R$ 1,5 mil');
    expect(storedAmount(12_500)).toBe('R$ 12,5 mil');
    expect(storedAmount(40_000)).toBe('R$ 40 mil');
    expect(storedAmount(1_500_000)).toBe('R$ 1,5 milhão');
    const form = (text: string) => BUDGET_FORMS.find((item) => item.text === text)?.stored;
    expect(form('uns 5 pau')).toBe('R$ 5 mil');
    expect(form('R$ 8.000')).toBe('R$ 8 mil');
    expect(form('10k')).toBe('R$ 10 mil');
    expect(form('8k')).toBe('R$ 8 mil');
    expect(form('mil e quinhentos por mês')).toBe('R$ 1,5 mil por mês');
    expect(form('entre 3 e 5 mil')).toBe('R$ 3 a 5 mil');
  });
});
