import { describe, expect, it } from 'vitest';
import { lineTotal } from '@shared/line-items';
import {
  addDays,
  canonicalJson,
  computeTotals,
  contractTotal,
  PLAN_MESSAGES,
  planProblem,
  planSchedule,
} from './proposal-totals';

const item = (over: Partial<Parameters<typeof computeTotals>[0][number]> = {}) => ({
  quantity: '1.00',
  unitPrice: '100.00',
  discount: '0.00',
  optional: false,
  selected: true,
  ...over,
});

describe('lineTotal', () => {
  it('multiplies exactly and subtracts the discount', () => {
    expect(lineTotal(item({ quantity: '3', unitPrice: '0.10' }))).toBe('0.30');
    expect(lineTotal(item({ quantity: '1.5', unitPrice: '33.33' }))).toBe('50.00'); // 49.995 → 50.00
    expect(lineTotal(item({ quantity: '2', unitPrice: '1500', discount: '250.50' }))).toBe('2749.50');
  });
});

describe('computeTotals', () => {
  it('adds required items and ticked optional ones only', () => {
    const totals = computeTotals([
      item({ unitPrice: '1000', discount: '100' }),
      item({ unitPrice: '500', optional: true, selected: false }),
      item({ unitPrice: '250.25', optional: true, selected: true }),
    ]);
    expect(totals).toEqual({
      subtotal: '1250.25',
      discount: '100.00',
      total: '1150.25',
      optionalTotal: '750.25',
    });
  });

  it('is zero without items', () => {
    expect(computeTotals([]).total).toBe('0.00');
  });
});

describe('payment plans', () => {
  const half = {
    kind: 'instalments' as const,
    instalments: [
      { label: '50% na aceitação', percent: 50, dueInDays: 0 },
      { label: '50% na entrega', percent: 50, dueInDays: 30 },
    ],
  };

  it('checks percentages sum to 100 and fixed amounts to the total', () => {
    expect(planProblem(half, '1000.00')).toBeNull();
    expect(
      planProblem({ kind: 'instalments', instalments: [{ label: 'a', percent: 60, dueInDays: 0 }] }, '10.00'),
    ).toBe(PLAN_MESSAGES.percentSum);
    expect(
      planProblem(
        {
          kind: 'instalments',
          instalments: [
            { label: 'a', amount: '600.00', dueInDays: 0 },
            { label: 'b', amount: '400.00', dueInDays: 10 },
          ],
        },
        '1000.00',
      ),
    ).toBeNull();
    expect(
      planProblem(
        { kind: 'instalments', instalments: [{ label: 'a', amount: '9.00', dueInDays: 0 }] },
        '10.00',
      ),
    ).toBe(PLAN_MESSAGES.amountSum);
    expect(
      planProblem(
        {
          kind: 'instalments',
          instalments: [
            { label: 'a', amount: '5.00', dueInDays: 0 },
            { label: 'b', percent: 50, dueInDays: 0 },
          ],
        },
        '10.00',
      ),
    ).toBe(PLAN_MESSAGES.mixed);
  });

  it('schedules instalments from the acceptance day, the last absorbing the rounding', () => {
    const thirds = {
      kind: 'instalments' as const,
      instalments: [
        { label: '1/3', percent: 33.33, dueInDays: 0 },
        { label: '2/3', percent: 33.33, dueInDays: 30 },
        { label: '3/3', percent: 33.34, dueInDays: 60 },
      ],
    };
    expect(planSchedule(thirds, '100.00', '2026-12-15')).toEqual([
      { label: '1/3', amount: '33.33', dueDate: '2026-12-15', competence: '2026-12-01' },
      { label: '2/3', amount: '33.33', dueDate: '2027-01-14', competence: '2027-01-01' },
      { label: '3/3', amount: '33.34', dueDate: '2027-02-13', competence: '2027-02-01' },
    ]);
    const schedule = planSchedule(half, '999.99', '2026-01-31')!;
    expect(schedule.map((entry) => entry.amount)).toEqual(['500.00', '499.99']);
  });

  it('lets the last fixed instalment take a change of total, and refuses a plan that no longer covers it', () => {
    const fixed = {
      kind: 'instalments' as const,
      instalments: [
        { label: 'entrada', amount: '600.00', dueInDays: 0 },
        { label: 'saldo', amount: '400.00', dueInDays: 30 },
      ],
    };
    expect(planSchedule(fixed, '1200.00', '2026-03-01')!.map((entry) => entry.amount)).toEqual([
      '600.00',
      '600.00',
    ]);
    expect(planSchedule(fixed, '500.00', '2026-03-01')).toBeNull();
  });

  it('drafts the first month of a retainer on the day of the month', () => {
    const retainer = { kind: 'retainer' as const, months: 6, dayOfMonth: 10 };
    expect(planSchedule(retainer, '3000.00', '2026-11-05')![0]).toMatchObject({
      amount: '3000.00',
      dueDate: '2026-11-10',
      competence: '2026-11-01',
    });
    expect(planSchedule(retainer, '3000.00', '2026-12-20')![0]).toMatchObject({
      dueDate: '2027-01-10',
      competence: '2027-01-01',
    });
    expect(contractTotal(retainer, '3000.00')).toBe('18000.00');
    expect(contractTotal({ kind: 'instalments', instalments: [] }, '3000.00')).toBe('3000.00');
  });
});

describe('helpers', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('writes canonical JSON with sorted keys at every level', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[2,{"e":0,"f":1}]},"b":1}',
    );
    expect(canonicalJson({ a: undefined, b: null })).toBe('{"b":null}');
  });
});
