/** Roles on the server (decision 065): the custom roles' endpoints and the demo colaborador's work. */
import { defineServerModule } from '@server/module';
import { manifest as shared } from '@shared/roles/module';
import { rolesRoutes } from './routes';
import { seedColaborador } from './seed';

export const manifest = defineServerModule({
  shared,
  routes: rolesRoutes,
  // After the tasks (70) and the timesheet (71): the colaborador works on their demo rows.
  seed: { order: 72, run: seedColaborador },
});
