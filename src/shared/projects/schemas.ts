/**
 * Projects (docs/product/projects.md): the form, status change and list query, shared by the server and
 * the back-office form. Empty client, budget and dates become null; the end date may not come
 * before the start date.
 */
import { z } from 'zod';
import type { ProjectStatus } from '@shared/catalog/statuses';
import { projectStatuses, values } from '@shared/catalog/statuses';
import type { KeysetPage } from '@shared/schemas/lead';
import { optionalMoneyField } from '@shared/schemas/money';
import { isCalendarDate } from '@shared/schemas/project';

export const PROJECT_NOT_FOUND = 'Projeto não encontrado';
export const END_BEFORE_START = 'A data de término deve ser igual ou posterior à data de início.';

export const projectStatusSchema = z.enum(values(projectStatuses), {
  error: (issue) =>
    issue.input === undefined || issue.input === '' || issue.input === null
      ? 'Status é obrigatório'
      : 'Status inválido',
});

const optionalDate = z
  .string({ error: 'Data inválida' })
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isCalendarDate(value), 'Data inválida');

/** Money typed the one way (decision 053) or null: '' and null become null; numeric(12,2) holds < 10^10. */
const budgetSchema = optionalMoneyField('Orçamento', 'nonNegative', 999_999_999_999n).transform((value) =>
  value === null ? null : Number(value),
);

const projectFields = z.object({
  title: z
    .string({ error: 'Título é obrigatório' })
    .trim()
    .min(1, 'Título é obrigatório')
    .max(200, 'Título muito longo (máximo de 200 caracteres)'),
  description: z
    .string()
    .trim()
    .max(5000, 'Descrição muito longa (máximo de 5000 caracteres)')
    .nullish()
    .transform((value) => value || null),
  clientId: z
    .union([z.uuid({ error: 'Cliente inválido' }), z.literal('')], { error: 'Cliente inválido' })
    .nullish()
    .transform((value) => value || null),
  budget: budgetSchema,
  startDate: optionalDate,
  endDate: optionalDate,
  status: projectStatusSchema,
});

const datesInOrder = (value: { startDate?: string | null; endDate?: string | null }) =>
  !value.startDate || !value.endDate || value.endDate >= value.startDate;

/** The 'Novo Projeto' / 'Editar Projeto' form and POST/PATCH body (docs/product/projects.md). */
export const projectFormSchema = projectFields.refine(datesInOrder, {
  message: END_BEFORE_START,
  path: ['endDate'],
});
export type ProjectFormInput = z.input<typeof projectFormSchema>;
export type ProjectFormData = z.output<typeof projectFormSchema>;

export const projectStatusUpdateSchema = z.object({ status: projectStatusSchema });

export const projectListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Busca muito longa').optional().default(''),
  status: z
    .enum([...values(projectStatuses), 'all', ''], { error: 'Status inválido' })
    .optional()
    .transform((value) => (value && value !== 'all' ? value : null)),
  limit: z.coerce.number().int().min(1).max(100).optional().default(50),
  cursor: z.string().max(300).optional(),
  before: z.string().max(300).optional(),
  order: z.enum(['desc', 'asc'], { error: 'Ordem inválida' }).optional().default('desc'),
});
export type ProjectListQuery = z.output<typeof projectListQuerySchema>;

export type ProjectItem = {
  id: string;
  title: string;
  description: string | null;
  clientId: string | null;
  clientName: string | null;
  /** Exact decimal as text ('12500.00'), or null. */
  budget: string | null;
  startDate: string | null;
  endDate: string | null;
  status: ProjectStatus;
  createdAt: string;
  updatedAt: string;
};

export type ProjectList = KeysetPage<ProjectItem>;
