/** Tasks on the server: the endpoints and the demo tasks (docs/product/tasks-and-timesheet.md). */
import { defineServerModule } from '@server/module';
import { manifest as shared } from '@shared/tasks/module';
import { taskRoutes } from './routes';
import { seedTasks } from './seed';

export const manifest = defineServerModule({
  shared,
  routes: taskRoutes,
  // After the core demo data (projects, users) and finance; the timesheet's hours (71) log on these tasks.
  seed: { order: 70, run: seedTasks },
});
