/**
 * The timesheet and profitability endpoints (docs/product/tasks-and-timesheet.md), implemented in
 * src/server/timesheet/routes.ts; who may call each: ./module.ts.
 */
import { endpoint } from '@shared/contract';
import { reasonFormSchema } from '@shared/schemas/reason';
import {
  type ApprovalItem,
  ENTRY_NOT_FOUND,
  exportQuerySchema,
  PERSON_NOT_FOUND,
  PROJECT_NOT_FOUND,
  type ProfitabilityPage,
  type ProjectProfitability,
  type ProjectRate,
  profitabilityQuerySchema,
  projectRateSchema,
  type RatesView,
  type RunningTimer,
  type TimeEntryItem,
  type TimesheetWeek,
  timeEntryPatchSchema,
  timeEntrySchema,
  timerStartSchema,
  type UserRate,
  userRateSchema,
  WEEK_NOT_FOUND,
  weekQuerySchema,
  weekSubmitSchema,
} from './schemas';

const entry = { id: ENTRY_NOT_FOUND };
const week = { id: WEEK_NOT_FOUND };

export const timesheetApi = {
  /** The signed-in person's running timer (one at most). */
  timer: endpoint<{ timer: RunningTimer | null }>()({ method: 'GET', path: '/api/time/timer' }),
  startTimer: endpoint<{ timer: RunningTimer }>()({
    method: 'POST',
    path: '/api/time/timer/start',
    body: timerStartSchema,
    status: 201,
  }),
  stopTimer: endpoint<{ entry: TimeEntryItem }>()({ method: 'POST', path: '/api/time/timer/stop' }),
  /** A person's week (their own; adm and financeiro anyone's). */
  week: endpoint<TimesheetWeek>()({ method: 'GET', path: '/api/time/week', query: weekQuerySchema }),
  createEntry: endpoint<TimeEntryItem>()({
    method: 'POST',
    path: '/api/time/entries',
    body: timeEntrySchema,
    status: 201,
  }),
  updateEntry: endpoint<TimeEntryItem>()({
    method: 'PATCH',
    path: '/api/time/entries/:id',
    ids: entry,
    body: timeEntryPatchSchema,
  }),
  deleteEntry: endpoint<{ ok: true }>()({ method: 'DELETE', path: '/api/time/entries/:id', ids: entry }),
  submitWeek: endpoint<TimesheetWeek>()({
    method: 'POST',
    path: '/api/time/weeks/submit',
    body: weekSubmitSchema,
  }),
  /** The weeks waiting for a decision (adm, financeiro). */
  approvals: endpoint<{ items: ApprovalItem[] }>()({ method: 'GET', path: '/api/time/approvals' }),
  approveWeek: endpoint<TimesheetWeek>()({ method: 'POST', path: '/api/time/weeks/:id/approve', ids: week }),
  rejectWeek: endpoint<TimesheetWeek>()({
    method: 'POST',
    path: '/api/time/weeks/:id/reject',
    ids: week,
    body: reasonFormSchema,
  }),
  rates: endpoint<RatesView>()({ method: 'GET', path: '/api/time/rates' }),
  setUserRate: endpoint<UserRate>()({
    method: 'PUT',
    path: '/api/time/rates/users/:id',
    ids: { id: PERSON_NOT_FOUND },
    body: userRateSchema,
  }),
  setProjectRate: endpoint<ProjectRate>()({
    method: 'PUT',
    path: '/api/time/rates/projects/:id',
    ids: { id: PROJECT_NOT_FOUND },
    body: projectRateSchema,
  }),
  /** A CSV download (not JSON): declared for its URL; the server answers it with plain Hono. */
  exportCsv: endpoint<string>()({ method: 'GET', path: '/api/time/export.csv', query: exportQuerySchema }),
  /** One project's figures (the projects read rule: any staff); reading may raise the 80 % alert. */
  projectProfitability: endpoint<ProjectProfitability>()({
    method: 'GET',
    path: '/api/projects/:id/profitability',
    ids: { id: PROJECT_NOT_FOUND },
  }),
  /** Every project's figures for the finance reports, newest first (keyset pages). */
  profitabilityReport: endpoint<ProfitabilityPage>()({
    method: 'GET',
    path: '/api/reports/project-profitability',
    query: profitabilityQuerySchema,
  }),
};
