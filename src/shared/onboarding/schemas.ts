/**
 * Onboarding (docs/product/okrs-and-onboarding.md): templates per contract type, one checklist per
 * new person, due dates from the start day plus each activity's offset.
 */
import { z } from 'zod';
import { valuesOf } from '@shared/catalog/entries';
import { isCalendarDate } from '@shared/schemas/project';
import {
  type ActivityKind,
  type ActivityOwner,
  activityOwners,
  type ContractType,
  contractTypes,
} from './catalog';

export const ONBOARDING_NOT_FOUND = 'Onboarding não encontrado';
export const ACTIVITY_NOT_FOUND = 'Atividade não encontrada';
export const TEMPLATE_NOT_FOUND = 'Modelo não encontrado';

export const contractTypeSchema = z.enum(valuesOf(contractTypes), { error: 'Tipo de contrato inválido' });

export const templateActivitySchema = z.object({
  title: z
    .string({ error: 'Título é obrigatório' })
    .trim()
    .min(1, 'Título é obrigatório')
    .max(200, 'Título deve ter no máximo 200 caracteres'),
  ownerRole: z.enum(valuesOf(activityOwners), { error: 'Responsável inválido' }),
  /** A number, or its digits as typed in the form ('3'); an empty box is no number. */
  dayOffset: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
    z
      .number({ error: 'Dia deve ser um número' })
      .int('Dia deve ser um número inteiro')
      .min(0, 'Dia deve ser 0 ou mais')
      .max(365, 'Dia deve ser no máximo 365'),
  ),
});

export const templateFormSchema = z.object({
  name: z
    .string({ error: 'Nome é obrigatório' })
    .trim()
    .min(1, 'Nome é obrigatório')
    .max(120, 'Nome deve ter no máximo 120 caracteres'),
  isDefault: z.boolean({ error: 'Valor inválido' }).optional(),
  /** The LGPD term is not listed here: the server always keeps it. */
  activities: z
    .array(templateActivitySchema, { error: 'Lista de atividades inválida' })
    .max(60, 'No máximo 60 atividades'),
});
export type TemplateForm = z.input<typeof templateFormSchema>;
export type TemplateInput = z.output<typeof templateFormSchema>;

export const startOnboardingSchema = z.object({
  userId: z.uuid({ error: 'Escolha a pessoa' }),
  contractType: contractTypeSchema,
  startDate: z
    .string({ error: 'Data de início é obrigatória' })
    .refine(isCalendarDate, 'Data de início inválida')
    .optional(),
});
export type StartOnboarding = z.input<typeof startOnboardingSchema>;

export type TemplateActivity = {
  id: string;
  kind: ActivityKind;
  title: string;
  ownerRole: ActivityOwner;
  dayOffset: number;
};
export type OnboardingTemplate = {
  id: string;
  contractType: ContractType;
  name: string;
  isDefault: boolean;
  activities: TemplateActivity[];
};

export type OnboardingActivity = {
  id: string;
  kind: ActivityKind;
  title: string;
  ownerRole: ActivityOwner;
  dueDate: string;
  completedAt: string | null;
  completedByName: string | null;
  /** The signed-in person may complete it. */
  canComplete: boolean;
};

export type OnboardingSummary = {
  id: string;
  userId: string;
  name: string;
  email: string;
  contractType: ContractType;
  startDate: string;
  done: number;
  total: number;
  overdue: number;
  completedAt: string | null;
};

export type OnboardingDetail = OnboardingSummary & { activities: OnboardingActivity[] };

/** Someone adm may start an onboarding for (staff, or a person who accepted an invitation). */
export type OnboardingCandidate = { id: string; name: string; email: string };

export type CompletedActivity = { id: string; completedAt: string };
