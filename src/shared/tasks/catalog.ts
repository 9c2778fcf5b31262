/**
 * Task catalogs (docs/product/tasks-and-timesheet.md): the status groups of the Kanban and the
 * priorities, each value with its PT-BR label and badge colour. The table's columns are typed and
 * checked from these lists.
 */
import type { StatusEntry } from '@shared/catalog/statuses';

export const taskStatuses = [
  { value: 'a_fazer', label: 'A fazer', color: 'slate' },
  { value: 'em_andamento', label: 'Em andamento', color: 'blue' },
  { value: 'em_revisao', label: 'Em revisão', color: 'purple' },
  { value: 'concluida', label: 'Concluída', color: 'green' },
  { value: 'cancelada', label: 'Cancelada', color: 'red' },
] as const satisfies readonly StatusEntry<string>[];
export type TaskStatus = (typeof taskStatuses)[number]['value'];

/** The statuses a task is finished in: it no longer counts as open or late. */
export const CLOSED_TASK_STATUSES: readonly TaskStatus[] = ['concluida', 'cancelada'];

export const taskPriorities = [
  { value: 'baixa', label: 'Baixa', color: 'grey' },
  { value: 'media', label: 'Média', color: 'blue' },
  { value: 'alta', label: 'Alta', color: 'amber' },
  { value: 'urgente', label: 'Urgente', color: 'red' },
] as const satisfies readonly StatusEntry<string>[];
export type TaskPriority = (typeof taskPriorities)[number]['value'];

/** The list's due-date filter ('prazo'). */
export const taskDueFilters = [
  { value: 'overdue', label: 'Atrasadas' },
  { value: 'week', label: 'Próximos 7 dias' },
  { value: 'none', label: 'Sem prazo' },
] as const;
export type TaskDueFilter = (typeof taskDueFilters)[number]['value'];
