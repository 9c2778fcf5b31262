/**
 * Tasks and project hours (docs/product/tasks-and-timesheet.md): request schemas with PT-BR messages,
 * shared by the server (validation) and the CODERS pages, plus the JSON shapes the API answers.
 */
import { z } from 'zod';
import { type TimesheetWeekStatus, taskPriorities, taskStatuses } from '@shared/catalog/team';
import { moneyField, optionalMoneyField } from './money';
import { isCalendarDate } from './project';

const valuesOf = <T extends string>(list: readonly { value: T }[]) =>
  list.map((entry) => entry.value) as [T, ...T[]];

export const TASK_NOT_FOUND = 'Tarefa não encontrada';
export const ENTRY_NOT_FOUND = 'Lançamento não encontrado';

const uuid = (message: string) => z.uuid({ error: message });
const day = z
  .string({ error: 'Data inválida' })
  .trim()
  .refine((value) => isCalendarDate(value), 'Data inválida');
const optionalDay = z
  .string({ error: 'Data inválida' })
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isCalendarDate(value), 'Data inválida');
const optionalUuid = (message: string) =>
  z
    .union([z.uuid({ error: message }), z.literal(''), z.null()], { error: message })
    .optional()
    .transform((value) => value || null);
/** In a PATCH: absent stays absent (unchanged); '' or null clears. */
const patchUuid = (message: string) =>
  z
    .union([z.uuid({ error: message }), z.literal(''), z.null()], { error: message })
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

export const taskStatusSchema = z.enum(valuesOf(taskStatuses), { error: 'Situação inválida' });
export const taskPrioritySchema = z.enum(valuesOf(taskPriorities), { error: 'Prioridade inválida' });

const label = z
  .string({ error: 'Etiqueta inválida' })
  .trim()
  .min(1, 'Etiqueta vazia')
  .max(40, 'Etiqueta muito longa (máx. 40)');

export const taskFormSchema = z.object({
  title: z
    .string({ error: 'Título é obrigatório' })
    .trim()
    .min(1, 'Título é obrigatório')
    .max(200, 'Título muito longo (máx. 200)'),
  description: z
    .string({ error: 'Descrição inválida' })
    .max(20_000, 'Descrição muito longa (máx. 20.000)')
    .optional()
    .default(''),
  projectId: optionalUuid('Projeto inválido'),
  parentId: optionalUuid('Tarefa principal inválida'),
  status: taskStatusSchema.optional().default('a_fazer'),
  priority: taskPrioritySchema.optional().default('media'),
  assigneeIds: z
    .array(uuid('Responsável inválido'), { error: 'Responsáveis inválidos' })
    .max(20, 'No máximo 20 responsáveis')
    .optional()
    .default([]),
  labels: z
    .array(label, { error: 'Etiquetas inválidas' })
    .max(10, 'No máximo 10 etiquetas')
    .optional()
    .default([]),
  dueDate: optionalDay,
  estimateHours: z
    .number({ error: 'Estimativa inválida' })
    .min(0, 'Estimativa inválida')
    .max(10_000, 'Estimativa muito alta')
    .nullish()
    .transform((value) => (value === undefined ? null : value)),
});
export type TaskFormData = z.input<typeof taskFormSchema>;
export type TaskInput = z.output<typeof taskFormSchema>;

/** PATCH: any subset of the form's fields (at least one). */
export const taskPatchSchema = z
  .object({
    title: taskFormSchema.shape.title.optional(),
    description: z.string({ error: 'Descrição inválida' }).max(20_000, 'Descrição muito longa').optional(),
    projectId: patchUuid('Projeto inválido'),
    status: taskStatusSchema.optional(),
    priority: taskPrioritySchema.optional(),
    assigneeIds: z
      .array(uuid('Responsável inválido'), { error: 'Responsáveis inválidos' })
      .max(20, 'No máximo 20 responsáveis')
      .optional(),
    labels: z.array(label, { error: 'Etiquetas inválidas' }).max(10, 'No máximo 10 etiquetas').optional(),
    dueDate: z
      .union([z.string({ error: 'Data inválida' }), z.null()], { error: 'Data inválida' })
      .optional()
      .transform((value) => (value === undefined ? undefined : value?.trim() || null))
      .refine((value) => !value || isCalendarDate(value), 'Data inválida'),
    estimateHours: z
      .number({ error: 'Estimativa inválida' })
      .min(0, 'Estimativa inválida')
      .max(10_000, 'Estimativa muito alta')
      .nullable()
      .optional(),
  })
  .refine((value) => Object.values(value).some((item) => item !== undefined), {
    message: 'Nada para alterar',
    path: ['_'],
  });
export type TaskPatch = z.input<typeof taskPatchSchema>;

export const taskStatusUpdateSchema = z.object({ status: taskStatusSchema });

export const taskCommentSchema = z.object({
  body: z
    .string({ error: 'Comentário é obrigatório' })
    .trim()
    .min(1, 'Comentário é obrigatório')
    .max(5_000, 'Comentário muito longo (máx. 5.000)'),
});

export const fromProposalSchema = z.object({
  projectId: uuid('Projeto inválido'),
});

export const taskListQuerySchema = z.object({
  project: z.union([z.uuid({ error: 'Projeto inválido' }), z.literal('none'), z.literal('')]).optional(),
  assignee: z.union([z.uuid({ error: 'Responsável inválido' }), z.literal('me'), z.literal('')]).optional(),
  status: z.union([taskStatusSchema, z.literal('open'), z.literal('')]).optional(),
  label: z.string().trim().max(40, 'Etiqueta inválida').optional(),
  due: z.enum(['', 'overdue', 'week', 'none'], { error: 'Prazo inválido' }).optional(),
  q: z.string().trim().max(200, 'Busca muito longa').optional(),
  cursor: z.string().max(500, 'Cursor de paginação inválido').optional(),
  limit: z.coerce.number({ error: 'Limite inválido' }).int().min(1).max(200).optional().default(50),
});
export type TaskListQuery = z.output<typeof taskListQuerySchema>;

export const boardQuerySchema = z.object({
  project: z.union([z.uuid({ error: 'Projeto inválido' }), z.literal('none')], {
    error: 'Projeto inválido',
  }),
});

export type TaskPerson = { id: string; name: string };
export type TaskItem = {
  id: string;
  projectId: string | null;
  projectTitle: string | null;
  parentId: string | null;
  title: string;
  status: string;
  priority: string;
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

// --------------------------------------------------------------------------- timesheet

const minutes = z
  .number({ error: 'Minutos inválidos' })
  .int('Minutos inválidos')
  .min(1, 'Informe ao menos 1 minuto')
  .max(1440, 'No máximo 24 horas por lançamento');
const note = z.string({ error: 'Nota inválida' }).trim().max(1_000, 'Nota muito longa (máx. 1.000)');

export const timerStartSchema = z.object({
  projectId: optionalUuid('Projeto inválido'),
  taskId: optionalUuid('Tarefa inválida'),
  note: note.optional().default(''),
  billable: z.boolean({ error: 'Valor inválido' }).optional().default(true),
});

export const timeEntrySchema = z.object({
  day,
  minutes,
  projectId: optionalUuid('Projeto inválido'),
  taskId: optionalUuid('Tarefa inválida'),
  note: note.optional().default(''),
  billable: z.boolean({ error: 'Valor inválido' }).optional().default(true),
});
export type TimeEntryInput = z.output<typeof timeEntrySchema>;
export type TimeEntryForm = z.input<typeof timeEntrySchema>;

export const timeEntryPatchSchema = z
  .object({
    day: day.optional(),
    minutes: minutes.optional(),
    projectId: patchUuid('Projeto inválido'),
    taskId: patchUuid('Tarefa inválida'),
    note: note.optional(),
    billable: z.boolean({ error: 'Valor inválido' }).optional(),
  })
  .refine((value) => Object.values(value).some((item) => item !== undefined), {
    message: 'Nada para alterar',
    path: ['_'],
  });

export const weekQuerySchema = z.object({
  week: day.optional(),
  userId: z.uuid({ error: 'Pessoa inválida' }).optional(),
});
export const weekSubmitSchema = z.object({ week: day });
export const weekRejectSchema = z.object({
  reason: z
    .string({ error: 'Informe o motivo' })
    .trim()
    .min(3, 'Informe o motivo (mín. 3 caracteres)')
    .max(1_000, 'Motivo muito longo (máx. 1.000)'),
});
export const exportQuerySchema = z.object({
  from: day,
  to: day,
  userId: z.uuid({ error: 'Pessoa inválida' }).optional(),
  projectId: z.uuid({ error: 'Projeto inválido' }).optional(),
});

/** An hourly rate typed the one way (decision 053), up to R$ 100.000,00; answered as a number. */
const rate = (label: string) =>
  moneyField(label, 'nonNegative', 10_000_000n).transform((value) => Number(value));
export const userRateSchema = z.object({ hourlyCost: rate('Custo/hora') });
export const projectRateSchema = z.object({
  billRate: optionalMoneyField('Valor/hora faturável', 'nonNegative', 10_000_000n).transform((value) =>
    value === null ? null : Number(value),
  ),
  ownerId: z.uuid({ error: 'Responsável inválido' }).nullable(),
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
export type RatesView = {
  people: { id: string; name: string; email: string; hourlyCost: string | null }[];
  projects: { id: string; title: string; billRate: string | null; ownerId: string | null }[];
};

export type ProjectProfitability = {
  projectId: string;
  title: string;
  status: string;
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
