/**
 * OKRs (docs/product/okrs-and-onboarding.md): objectives per quarter, key results, weekly check-ins.
 * Shared by the server (validation) and the CODERS page (forms, types).
 */
import { z } from 'zod';
import { valuesOf } from '@shared/catalog/entries';
import { decimalSchema } from '@shared/numbers';
import {
  type KrConfidence,
  type KrMetric,
  type KrUnit,
  krConfidences,
  krMetrics,
  krUnits,
  type OkrLevel,
  type OkrTeam,
  okrLevels,
  okrTeams,
} from '@shared/okrs/catalog';

export const OBJECTIVE_NOT_FOUND = 'Objetivo não encontrado';
export const KEY_RESULT_NOT_FOUND = 'Resultado-chave não encontrado';
export const QUARTER_PATTERN = /^\d{4}-Q[1-4]$/;

/** The quarter an instant falls in, in São Paulo time ('2026-Q4'). */
export function quarterOf(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return `${year}-Q${Math.floor((month - 1) / 3) + 1}`;
}

/** First and last day (yyyy-MM-dd) of a quarter. */
export function quarterDays(quarter: string): { first: string; last: string; afterLast: string } {
  const year = Number(quarter.slice(0, 4));
  const q = Number(quarter.slice(-1));
  const startMonth = (q - 1) * 3 + 1;
  const pad = (n: number) => String(n).padStart(2, '0');
  const first = `${year}-${pad(startMonth)}-01`;
  const afterLast = q === 4 ? `${year + 1}-01-01` : `${year}-${pad(startMonth + 3)}-01`;
  const lastDate = new Date(`${afterLast}T00:00:00Z`);
  lastDate.setUTCDate(lastDate.getUTCDate() - 1);
  return { first, last: lastDate.toISOString().slice(0, 10), afterLast };
}

export function shiftQuarter(quarter: string, by: number): string {
  const index = Number(quarter.slice(0, 4)) * 4 + Number(quarter.slice(-1)) - 1 + by;
  return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
}

/** (current − start) ÷ (target − start), clamped to 0…1. Works for 'lower is better' targets too. */
export function keyResultProgress(start: number, target: number, current: number): number {
  if (target === start) return current >= target ? 1 : 0;
  const ratio = (current - start) / (target - start);
  return Math.min(1, Math.max(0, ratio));
}

/** An objective's progress: the mean of its key results' (0 without key results). */
export function objectiveProgress(progresses: readonly number[]): number {
  if (!progresses.length) return 0;
  return progresses.reduce((sum, value) => sum + value, 0) / progresses.length;
}

const quarterSchema = z
  .string({ error: 'Trimestre é obrigatório' })
  .trim()
  .regex(QUARTER_PATTERN, 'Trimestre inválido (use 2026-Q4)');

export const okrListQuerySchema = z.object({ quarter: quarterSchema.optional() });

const title = (label: string) =>
  z
    .string({ error: `${label} é obrigatório` })
    .trim()
    .min(1, `${label} é obrigatório`)
    .max(200, `${label} deve ter no máximo 200 caracteres`);
const optionalText = z
  .string({ error: 'Texto inválido' })
  .trim()
  .max(2000, 'Texto deve ter no máximo 2000 caracteres')
  .nullish()
  .transform((value) => value || null);
const optionalUuid = (message: string) =>
  z
    .union([z.uuid({ error: message }), z.literal(''), z.null()], { error: message })
    .optional()
    .transform((value) => value || null);
const numberValue = decimalSchema;

export const objectiveFormSchema = z
  .object({
    quarter: quarterSchema,
    level: z.enum(valuesOf(okrLevels), { error: 'Nível inválido' }),
    team: z
      .enum(valuesOf(okrTeams), { error: 'Equipe inválida' })
      .nullish()
      .transform((value) => value ?? null),
    ownerId: optionalUuid('Pessoa inválida'),
    title: title('Objetivo'),
    description: optionalText,
  })
  .superRefine((value, context) => {
    if (value.level === 'team' && !value.team)
      context.addIssue({ code: 'custom', path: ['team'], message: 'Escolha a equipe' });
    if (value.level === 'person' && !value.ownerId)
      context.addIssue({ code: 'custom', path: ['ownerId'], message: 'Escolha a pessoa' });
  });
export type ObjectiveForm = z.input<typeof objectiveFormSchema>;

export const keyResultFormSchema = z
  .object({
    title: title('Resultado-chave'),
    unit: z.enum(valuesOf(krUnits), { error: 'Unidade inválida' }),
    metric: z
      .enum(valuesOf(krMetrics), { error: 'Métrica inválida' })
      .nullish()
      .transform((value) => value ?? null),
    startValue: numberValue('Valor inicial'),
    targetValue: numberValue('Meta'),
    ownerId: optionalUuid('Responsável inválido'),
  })
  .refine((value) => value.targetValue !== value.startValue, {
    path: ['targetValue'],
    message: 'A meta deve ser diferente do valor inicial',
  });
export type KeyResultForm = z.input<typeof keyResultFormSchema>;

export const checkinFormSchema = z.object({
  /** Ignored for metric-bound key results (their value is computed). */
  value: z.preprocess((value) => (value === '' ? null : value), numberValue('Valor').nullish()),
  confidence: z.enum(valuesOf(krConfidences), { error: 'Confiança inválida' }),
  note: z
    .string({ error: 'Nota inválida' })
    .trim()
    .max(1000, 'A nota deve ter no máximo 1000 caracteres')
    .nullish()
    .transform((value) => value || null),
});
export type CheckinForm = z.input<typeof checkinFormSchema>;

export type Checkin = {
  id: string;
  value: number;
  confidence: KrConfidence;
  note: string | null;
  authorName: string | null;
  createdAt: string;
};

export type KeyResult = {
  id: string;
  objectiveId: string;
  title: string;
  unit: KrUnit;
  metric: KrMetric | null;
  startValue: number;
  targetValue: number;
  currentValue: number;
  progress: number;
  ownerId: string | null;
  ownerName: string | null;
  lastCheckin: Checkin | null;
  /** The signed-in person may check in (owner or adm). */
  canCheckIn: boolean;
};

export type Objective = {
  id: string;
  quarter: string;
  level: OkrLevel;
  team: OkrTeam | null;
  ownerId: string | null;
  ownerName: string | null;
  title: string;
  description: string | null;
  progress: number;
  keyResults: KeyResult[];
};

export type OkrBoard = { quarter: string; objectives: Objective[]; progress: number };
