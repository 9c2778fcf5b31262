/**
 * Timesheet on the server: the endpoints (hours, weeks, rates, profitability) and the demo hours
 * (docs/product/tasks-and-timesheet.md).
 */
import { defineServerModule } from '@server/module';
import { manifest as shared } from '@shared/timesheet/module';
import { timesheetRoutes } from './routes';
import { seedTimesheet } from './seed';

export const manifest = defineServerModule({
  shared,
  routes: timesheetRoutes,
  // After the tasks (70): the demo entries point at the demo tasks.
  seed: { order: 71, run: seedTimesheet },
});
