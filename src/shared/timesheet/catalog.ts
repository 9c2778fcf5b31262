/**
 * Timesheet catalogs (docs/product/tasks-and-timesheet.md): the statuses of a person's week, each
 * with its PT-BR label and badge colour (the table's typed column and check come from this list), and
 * the burn level at which a project's owner is alerted.
 */
import type { StatusEntry } from '@shared/catalog/statuses';

/** A person's week of project hours: open → submitted → approved (locked) or rejected (editable again). */
export const timesheetWeekStatuses = [
  { value: 'aberta', label: 'Aberta', color: 'slate' },
  { value: 'enviada', label: 'Enviada', color: 'amber' },
  { value: 'aprovada', label: 'Aprovada', color: 'green' },
  { value: 'rejeitada', label: 'Rejeitada', color: 'red' },
] as const satisfies readonly StatusEntry<string>[];
export type TimesheetWeekStatus = (typeof timesheetWeekStatuses)[number]['value'];

/** Burn percentage (cost + direct expenses ÷ budget) at which the project's owner is alerted, once. */
export const BURN_ALERT_PERCENT = 80;
