/** Activities on the server: the endpoints, the reminder job and the demo day (docs/product/activities.md). */
import { defineServerModule } from '@server/module';
import { manifest as shared } from '@shared/activities/module';
import { activityRemindersJob } from './reminders';
import { activityRoutes } from './routes';
import { seedActivities } from './seed';

export const manifest = defineServerModule({
  shared,
  routes: activityRoutes,
  seed: { order: 60, run: seedActivities },
  jobs: [activityRemindersJob],
});
