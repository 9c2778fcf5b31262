/**
 * Sales goals, cash flow and finance reports (docs/product/finance-insights.md): request schemas with
 * the PT-BR messages and the response types the pages read. Money travels as exact decimal strings
 * ('1234.50', src/shared/money.ts), never floats.
 */
import { z } from 'zod';
import { moneyField } from '@shared/schemas/money';
import { isCalendarDate } from '@shared/schemas/project';
import { type GoalMetric, goalMetrics, goalPeriods } from './catalog';

/**
 * How likely an open proposal is to be accepted, by its stored status (documented in
 * docs/product/finance-insights.md): the goals' forecast and the cash flow's proposals switch weigh
 * open proposals by these shares.
 */
export const PROPOSAL_LIKELIHOOD = { enviada: 0.3, visualizada: 0.5 } as const;

export const GOAL_NOT_FOUND = 'Meta não encontrada';
export const GOAL_DUPLICATE = 'Já existe uma meta com esta pessoa, métrica e período.';
export const GOAL_USER_INVALID = 'Escolha uma pessoa da equipe comercial (papel comercial ou adm).';

/** The metrics counted in units (the others are money). */
export const COUNT_METRICS: readonly GoalMetric[] = ['deals_won', 'new_leads', 'consultations'];

const metricSchema = z.enum(goalMetrics.map((metric) => metric.value) as [GoalMetric, ...GoalMetric[]], {
  error: 'Métrica inválida',
});
const periodSchema = z.enum(goalPeriods.map((period) => period.value) as ['month', 'quarter'], {
  error: 'Período inválido',
});
/** Money metrics typed the one way (decision 053); count metrics are whole numbers (checked below). */
const targetSchema = moneyField('Meta', 'positive');

/** A first day of a month: 'yyyy-MM-01', or the month itself ('yyyy-MM', what a month field gives). */
const periodStartSchema = z
  .string({ error: 'Início do período é obrigatório' })
  .trim()
  .transform((value) => (/^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value))
  .refine((value) => isCalendarDate(value) && value.endsWith('-01'), {
    error: 'O início do período deve ser o primeiro dia de um mês (aaaa-mm-01)',
  });

export const goalFormSchema = z
  .object({
    /** Null, absent or '' (the picker's 'Equipe comercial'): the team's goal. */
    userId: z
      .union([z.literal(''), z.uuid({ error: 'Pessoa inválida' })], { error: 'Pessoa inválida' })
      .nullish()
      .transform((value) => value || null),
    metric: metricSchema,
    period: periodSchema,
    periodStart: periodStartSchema,
    target: targetSchema,
  })
  .superRefine((goal, ctx) => {
    const month = Number(goal.periodStart.slice(5, 7));
    if (goal.period === 'quarter' && ![1, 4, 7, 10].includes(month)) {
      ctx.addIssue({
        code: 'custom',
        path: ['periodStart'],
        message: 'Um trimestre começa em janeiro, abril, julho ou outubro',
      });
    }
    if (COUNT_METRICS.includes(goal.metric) && !/^\d+(\.0{1,2})?$/.test(goal.target)) {
      ctx.addIssue({
        code: 'custom',
        path: ['target'],
        message: 'Esta métrica conta unidades: use um número inteiro',
      });
    }
  });
export type GoalForm = z.input<typeof goalFormSchema>;

/** ?month=yyyy-MM (default: this month in São Paulo). */
export const goalListQuerySchema = z.object({
  month: z
    .string()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Mês inválido (use aaaa-mm)' })
    .optional(),
});

export type GoalProgress = {
  id: string;
  userId: string | null;
  /** The person's name, or null for the team. */
  userName: string | null;
  metric: GoalMetric;
  period: 'month' | 'quarter';
  periodStart: string;
  /** Exclusive end (first day after the period). */
  periodEnd: string;
  target: string;
  /** Money metrics as '1234.50'; count metrics as '12'. */
  actual: string;
  /** target × elapsed share of the period (São Paulo days). */
  expectedByToday: string;
  /** 0..1: days of the period gone by, today included. */
  elapsedShare: number;
  forecast: string;
  /** actual ÷ target × 100, one decimal. */
  percent: number;
  /** 'ahead' when actual ≥ expected by today, else 'behind'; 'done' once actual ≥ target. */
  pace: 'done' | 'ahead' | 'behind';
};

export type GoalRankingRow = {
  userId: string;
  name: string;
  valueWon: string;
  dealsWon: number;
  newLeads: number;
  consultations: number;
  /** actual ÷ target of the person's value_won goal of the month, when there is one. */
  goalPercent: number | null;
};

export type GoalsResponse = {
  month: string;
  today: string;
  goals: GoalProgress[];
  ranking: GoalRankingRow[];
  people: { id: string; name: string }[];
};

/** Cash flow: ?includeProposals=1 adds open proposals weighted by likelihood. */
export const cashFlowQuerySchema = z.object({
  includeProposals: z.enum(['0', '1'], { error: 'Use includeProposals=0 ou 1' }).optional(),
});

export const cashFlowSettingsSchema = z.object({
  startingBalance: moneyField('Saldo inicial', 'any'),
  minimumBalance: moneyField('Saldo mínimo', 'any'),
});
export type CashFlowSettings = z.infer<typeof cashFlowSettingsSchema>;

export type CashFlowMonth = {
  /** yyyy-MM */
  month: string;
  kind: 'past' | 'current' | 'future';
  realisedIn: string;
  /** Part of realisedIn that is fine and interest received on overdue invoices. */
  lateFeesIn: string;
  fees: string;
  realisedOut: string;
  expectedIn: string;
  /** Part of expectedIn that is overdue (only in the current month). */
  overdueIn: string;
  /** Part of expectedIn from recurring invoices not issued yet. */
  recurringIn: string;
  expectedOut: string;
  proposalsIn: string;
  /** realisedIn − fees − realisedOut + expectedIn − expectedOut (+ proposalsIn with the switch). */
  net: string;
  closingBalance: string;
};

export type CashFlowResponse = {
  today: string;
  includeProposals: boolean;
  settings: CashFlowSettings;
  openingBalance: string;
  months: CashFlowMonth[];
  /** The first month from this one on whose closing balance is below the minimum. */
  alert: { month: string; balance: string; minimum: string } | null;
};

export const reportKeys = [
  'dre',
  'aging',
  'revenue-by-client',
  'revenue-by-service',
  'revenue-by-origin',
  'default-rate',
] as const;
export type ReportKey = (typeof reportKeys)[number];

export const reportTitles: Record<ReportKey, string> = {
  dre: 'DRE gerencial',
  aging: 'Recebíveis por idade',
  'revenue-by-client': 'Receita por cliente',
  'revenue-by-service': 'Receita por serviço',
  'revenue-by-origin': 'Receita por origem e campanha',
  'default-rate': 'Inadimplência',
};

const reportDate = (label: string) =>
  z
    .string()
    .trim()
    .refine(isCalendarDate, { error: `${label} inválida (use aaaa-mm-dd)` })
    .optional();

export const reportQuerySchema = z
  .object({
    from: reportDate('Data inicial'),
    to: reportDate('Data final'),
    format: z.enum(['json', 'csv'], { error: 'Formato inválido (json ou csv)' }).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'A data final deve ser igual ou posterior à inicial',
  });

export type ReportColumn = { key: string; label: string; kind: 'text' | 'money' | 'percent' | 'count' };
export type ReportCell = string | number | null;
export type ReportRow = Record<string, ReportCell> & { _kind?: 'total' | 'subtotal' | 'detail' };

export type ReportResponse = {
  report: ReportKey;
  title: string;
  from: string;
  to: string;
  /** Aging is a snapshot on this day. */
  asOf: string;
  note: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  totals: ReportRow | null;
};
