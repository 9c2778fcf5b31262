/**
 * Project hours and profitability (docs/product/tasks-and-timesheet.md): the request schemas with
 * their PT-BR messages — the server validates with them and the CODERS forms resolve with them — and
 * the JSON the API answers.
 */
import { z } from 'zod';
import { type ProjectStatus, projectStatuses, values } from '@shared/catalog/statuses';
import { calendarDay, optionalUuid, patchUuid } from '@shared/schemas/fields';
import { moneyField, optionalMoneyField } from '@shared/schemas/money';
import type { TimesheetWeekStatus } from './catalog';

export const ENTRY_NOT_FOUND = 'Lançamento não encontrado';
export const WEEK_NOT_FOUND = 'Semana não encontrada';
export const PERSON_NOT_FOUND = 'Pessoa não encontrada';
export const PROJECT_NOT_FOUND = 'Projeto não encontrado';

const MAX_MINUTES = 1440;
const TOO_FEW = 'Informe ao menos 1 minuto';
const TOO_MANY = 'No máximo 24 horas por lançamento';

/** A whole number typed in a field ('2') or sent as a number; '' reads as 0. */
const wholeNumber = (message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, context) => {
    const text = typeof value === 'string' ? value.trim() : value;
    const number = text === '' ? 0 : Number(text);
    if (!Number.isInteger(number) || number < 0) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return number;
  });

const hours = wholeNumber('Horas inválidas');
const minutes = wholeNumber('Minutos inválidos');

/**
 * The duration of an entry: `minutes`, or `hours` and `minutes` as the form types them (1 h 30 min);
 * the API receives the total in minutes, 1 to 1440.
 */
function totalMinutes(value: { hours?: number; minutes?: number }, context: z.core.$RefinementCtx) {
  if (value.hours === undefined && value.minutes === undefined) return undefined;
  const total = (value.hours ?? 0) * 60 + (value.minutes ?? 0);
  if (total < 1) context.addIssue({ code: 'custom', path: ['minutes'], message: TOO_FEW });
  if (total > MAX_MINUTES) context.addIssue({ code: 'custom', path: ['minutes'], message: TOO_MANY });
  return total;
}

const note = z.string({ error: 'Nota inválida' }).trim().max(1_000, 'Nota muito longa (máx. 1.000)');
const billable = z.boolean({ error: 'Valor inválido' });

/** 'Iniciar cronômetro'. */
export const timerStartSchema = z.object({
  projectId: optionalUuid('Projeto inválido'),
  taskId: optionalUuid('Tarefa inválida'),
  note: note.optional().default(''),
  billable: billable.optional().default(true),
});
export type TimerStartForm = z.input<typeof timerStartSchema>;

/** 'Lançar horas' (POST /api/time/entries). */
export const timeEntrySchema = z
  .object({
    day: calendarDay(),
    hours: hours.optional(),
    minutes,
    projectId: optionalUuid('Projeto inválido'),
    taskId: optionalUuid('Tarefa inválida'),
    note: note.optional().default(''),
    billable: billable.optional().default(true),
  })
  .transform(({ hours: _hours, ...value }, context) => ({
    ...value,
    minutes: totalMinutes({ hours: _hours, minutes: value.minutes }, context) ?? 0,
  }));
export type TimeEntryInput = z.output<typeof timeEntrySchema>;
export type TimeEntryForm = z.input<typeof timeEntrySchema>;

/** PATCH /api/time/entries/:id: any of the entry's fields (at least one); the dialog sends them all. */
export const timeEntryPatchSchema = z
  .object({
    day: calendarDay().optional(),
    hours: hours.optional(),
    minutes: minutes.optional(),
    projectId: patchUuid('Projeto inválido'),
    taskId: patchUuid('Tarefa inválida'),
    note: note.optional(),
    billable: billable.optional(),
  })
  .refine((value) => Object.values(value).some((item) => item !== undefined), {
    message: 'Nada para alterar',
    path: ['_'],
  })
  .transform(({ hours: _hours, ...value }, context) => ({
    ...value,
    minutes: totalMinutes({ hours: _hours, minutes: value.minutes }, context),
  }));
export type TimeEntryPatch = z.output<typeof timeEntryPatchSchema>;
export type TimeEntryPatchForm = z.input<typeof timeEntryPatchSchema>;

export const weekQuerySchema = z.object({
  week: calendarDay().optional(),
  userId: z.uuid({ error: 'Pessoa inválida' }).optional(),
});
export const weekSubmitSchema = z.object({ week: calendarDay() });
export const exportQuerySchema = z.object({
  from: calendarDay(),
  to: calendarDay(),
  userId: z.uuid({ error: 'Pessoa inválida' }).optional(),
  projectId: z.uuid({ error: 'Projeto inválido' }).optional(),
});

/** An hourly rate typed the one way (decision 053), up to R$ 100.000,00; answered as a number. */
const RATE_MAX_CENTS = 10_000_000n;
export const userRateSchema = z.object({
  hourlyCost: moneyField('Custo/hora', 'nonNegative', RATE_MAX_CENTS).transform((value) => Number(value)),
});
export type UserRateForm = z.input<typeof userRateSchema>;
export const projectRateSchema = z.object({
  billRate: optionalMoneyField('Valor/hora faturável', 'nonNegative', RATE_MAX_CENTS).transform((value) =>
    value === null ? null : Number(value),
  ),
  /** Required (a PUT sets both); '' or null: no owner (the 80 % alert goes to adm). */
  ownerId: z
    .union([z.uuid({ error: 'Responsável inválido' }), z.literal(''), z.null()], {
      error: 'Responsável inválido',
    })
    .transform((value) => value || null),
});
export type ProjectRateForm = z.input<typeof projectRateSchema>;

export const profitabilityQuerySchema = z.object({
  status: z.union([z.enum(values(projectStatuses), { error: 'Status inválido' }), z.literal('')]).optional(),
  cursor: z.string().max(500, 'Cursor de paginação inválido').optional(),
  limit: z.coerce.number({ error: 'Limite inválido' }).int().min(1).max(200).optional().default(50),
});

export type TimeEntryItem = {
  id: string;
  userId: string;
  projectId: string | null;
  projectTitle: string | null;
  taskId: string | null;
  taskTitle: string | null;
  day: string;
  minutes: number;
  note: string;
  billable: boolean;
  startedAt: string | null;
  endedAt: string | null;
  hourlyCost: string;
  billRate: string;
};
export type RunningTimer = TimeEntryItem & { startedAt: string };
export type TimesheetWeek = {
  id: string | null;
  userId: string;
  userName: string;
  weekStart: string;
  status: TimesheetWeekStatus;
  submittedAt: string | null;
  decidedAt: string | null;
  decidedByName: string | null;
  rejectReason: string | null;
  locked: boolean;
  entries: TimeEntryItem[];
  totalMinutes: number;
  billableMinutes: number;
};
export type ApprovalItem = {
  id: string;
  userId: string;
  userName: string;
  weekStart: string;
  submittedAt: string | null;
  totalMinutes: number;
  billableMinutes: number;
};
export type PersonRate = { id: string; name: string; email: string; hourlyCost: string | null };
export type RatesView = {
  people: PersonRate[];
  projects: { id: string; title: string; billRate: string | null; ownerId: string | null }[];
};
export type UserRate = { userId: string; hourlyCost: string };
export type ProjectRate = { projectId: string; billRate: string | null; ownerId: string | null };

export type ProjectProfitability = {
  projectId: string;
  title: string;
  status: ProjectStatus;
  budget: string | null;
  billRate: string | null;
  ownerId: string | null;
  ownerName: string | null;
  minutes: number;
  approvedMinutes: number;
  billableMinutes: number;
  cost: string;
  approvedCost: string;
  billableValue: string;
  expenses: string;
  received: string;
  /** received − (cost + expenses). */
  margin: string;
  /** budget − (cost + expenses); null without a budget. */
  budgetLeft: string | null;
  /** (cost + expenses) ÷ budget × 100, one decimal; null without a budget. */
  burnPercent: number | null;
  burnAlertedAt: string | null;
};
export type ProfitabilityPage = { items: ProjectProfitability[]; nextCursor: string | null };
