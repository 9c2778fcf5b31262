/**
 * Tasks (docs/product/tasks-and-timesheet.md): the request schemas with their PT-BR messages — the
 * server validates with them and the CODERS forms resolve with them — and the JSON the API answers.
 */
import { z } from 'zod';
import { valuesOf } from '@shared/catalog/entries';
import { parseDecimal } from '@shared/numbers';
import { optionalCalendarDay, optionalUuid, patchUuid } from '@shared/schemas/fields';
import { isCalendarDate } from '@shared/schemas/project';
import { type TaskPriority, type TaskStatus, taskDueFilters, taskPriorities, taskStatuses } from './catalog';
import { splitLabels } from './rules';

export const TASK_NOT_FOUND = 'Tarefa não encontrada';

export const taskStatusSchema = z.enum(valuesOf(taskStatuses), { error: 'Situação inválida' });
export const taskPrioritySchema = z.enum(valuesOf(taskPriorities), { error: 'Prioridade inválida' });

const MAX_LABELS = 10;
const MAX_LABEL = 40;
const label = z
  .string({ error: 'Etiqueta inválida' })
  .trim()
  .min(1, 'Etiqueta vazia')
  .max(MAX_LABEL, `Etiqueta muito longa (máx. ${MAX_LABEL})`);

/** Labels: a list (API clients), or the text a person types in the form ('design, urgente'). */
const labels = z
  .union(
    [
      z.array(label, { error: 'Etiquetas inválidas' }).max(MAX_LABELS, `No máximo ${MAX_LABELS} etiquetas`),
      z.string({ error: 'Etiquetas inválidas' }),
    ],
    { error: 'Etiquetas inválidas' },
  )
  .transform((value, context) => {
    if (Array.isArray(value)) return value;
    const list = splitLabels(value);
    if (list.some((item) => item.length > MAX_LABEL))
      context.addIssue({ code: 'custom', message: `Etiqueta muito longa (máx. ${MAX_LABEL})` });
    else if (list.length > MAX_LABELS)
      context.addIssue({ code: 'custom', message: `No máximo ${MAX_LABELS} etiquetas` });
    return list;
  });

/** Estimated hours: a number, or the text typed in the form ('6,5'); '' or null for none. */
const estimateHours = z
  .union([z.number(), z.string(), z.null()], { error: 'Estimativa inválida' })
  .optional()
  .transform((value, context) => {
    if (value === undefined) return undefined;
    if (value === null || (typeof value === 'string' && !value.trim())) return null;
    const hours = typeof value === 'number' ? value : parseDecimal(value);
    if (hours === null || !Number.isFinite(hours) || hours < 0) {
      context.addIssue({ code: 'custom', message: 'Estimativa inválida' });
      return z.NEVER;
    }
    if (hours > 10_000) {
      context.addIssue({ code: 'custom', message: 'Estimativa muito alta' });
      return z.NEVER;
    }
    return hours;
  });

const assigneeIds = z
  .array(z.uuid({ error: 'Responsável inválido' }), { error: 'Responsáveis inválidos' })
  .max(20, 'No máximo 20 responsáveis');

const title = z
  .string({ error: 'Título é obrigatório' })
  .trim()
  .min(1, 'Título é obrigatório')
  .max(200, 'Título muito longo (máx. 200)');

const description = z
  .string({ error: 'Descrição inválida' })
  .max(20_000, 'Descrição muito longa (máx. 20.000)');

/** 'Nova tarefa' and 'Nova subtarefa' (POST /api/tasks). */
export const taskFormSchema = z.object({
  title,
  description: description.optional().default(''),
  projectId: optionalUuid('Projeto inválido'),
  parentId: optionalUuid('Tarefa principal inválida'),
  status: taskStatusSchema.optional().default('a_fazer'),
  priority: taskPrioritySchema.optional().default('media'),
  assigneeIds: assigneeIds.optional().default([]),
  labels: labels.optional().default([]),
  dueDate: optionalCalendarDay(),
  estimateHours: estimateHours.transform((value) => value ?? null),
});
export type TaskFormData = z.input<typeof taskFormSchema>;
export type TaskInput = z.output<typeof taskFormSchema>;

/** PATCH /api/tasks/:id: any subset of the form's fields (at least one); the task dialog sends them all. */
export const taskPatchSchema = z
  .object({
    title: title.optional(),
    description: description.optional(),
    projectId: patchUuid('Projeto inválido'),
    status: taskStatusSchema.optional(),
    priority: taskPrioritySchema.optional(),
    assigneeIds: assigneeIds.optional(),
    labels: labels.optional(),
    dueDate: z
      .union([z.string({ error: 'Data inválida' }), z.null()], { error: 'Data inválida' })
      .optional()
      .transform((value) => (value === undefined ? undefined : value?.trim() || null))
      .refine((value) => !value || isCalendarDate(value), 'Data inválida'),
    estimateHours,
  })
  .refine((value) => Object.values(value).some((item) => item !== undefined), {
    message: 'Nada para alterar',
    path: ['_'],
  });
export type TaskPatch = z.input<typeof taskPatchSchema>;
export type TaskPatchInput = z.output<typeof taskPatchSchema>;

export const taskStatusUpdateSchema = z.object({ status: taskStatusSchema });

export const taskCommentSchema = z.object({
  body: z
    .string({ error: 'Comentário é obrigatório' })
    .trim()
    .min(1, 'Comentário é obrigatório')
    .max(5_000, 'Comentário muito longo (máx. 5.000)'),
});
export type TaskCommentForm = z.input<typeof taskCommentSchema>;

export const fromProposalSchema = z.object({
  projectId: z.uuid({ error: 'Projeto inválido' }),
});

export const taskListQuerySchema = z.object({
  project: z.union([z.uuid({ error: 'Projeto inválido' }), z.literal('none'), z.literal('')]).optional(),
  assignee: z.union([z.uuid({ error: 'Responsável inválido' }), z.literal('me'), z.literal('')]).optional(),
  status: z.union([taskStatusSchema, z.literal('open'), z.literal('')]).optional(),
  label: z.string().trim().max(MAX_LABEL, 'Etiqueta inválida').optional(),
  due: z.union([z.enum(valuesOf(taskDueFilters)), z.literal('')], { error: 'Prazo inválido' }).optional(),
  q: z.string().trim().max(200, 'Busca muito longa').optional(),
  cursor: z.string().max(500, 'Cursor de paginação inválido').optional(),
  limit: z.coerce.number({ error: 'Limite inválido' }).int().min(1).max(200).optional().default(50),
});
export type TaskListQuery = z.output<typeof taskListQuerySchema>;
/** The list's filters as the page keeps them (what GET /api/tasks is asked with). */
export type TaskFilters = Required<Omit<z.input<typeof taskListQuerySchema>, 'cursor' | 'limit'>>;

export const boardQuerySchema = z.object({
  project: z.union([z.uuid({ error: 'Projeto inválido' }), z.literal('none')], {
    error: 'Projeto inválido',
  }),
});

export type TaskPerson = { id: string; name: string };
/** A staff member a task can be assigned to (and @mentioned): active staff. */
export type StaffPerson = TaskPerson & { email: string };
export type TaskItem = {
  id: string;
  projectId: string | null;
  projectTitle: string | null;
  parentId: string | null;
  title: string;
  status: TaskStatus;
  priority: TaskPriority;
  labels: string[];
  dueDate: string | null;
  estimateHours: string | null;
  assignees: TaskPerson[];
  subtaskCount: number;
  subtasksDone: number;
  commentCount: number;
  createdAt: string;
  updatedAt: string;
};
export type TaskComment = {
  id: string;
  author: TaskPerson | null;
  body: string;
  html: string;
  createdAt: string;
};
export type TaskDetail = TaskItem & {
  createdById: string | null;
  description: string;
  descriptionHtml: string;
  subtasks: TaskItem[];
  comments: TaskComment[];
  minutesLogged: number;
};
export type TaskList = { items: TaskItem[]; nextCursor: string | null };
export type TasksFromProposal = { created: number; existing: number; proposals: string[] };
