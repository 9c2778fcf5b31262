/** Projects on the server: the endpoints and the demo projects (docs/product/projects.md). */
import { defineServerModule } from '@server/module';
import { manifest as shared } from '@shared/projects/module';
import { projectRoutes } from './routes';
import { seedProjects } from './seed';

// The demo projects come before everything that works on them: the proposals (1), the money (2),
// tasks and hours (70, 71) — after the core seed's leads, whose clients they belong to.
export const manifest = defineServerModule({
  shared,
  routes: projectRoutes,
  seed: { order: 0, run: seedProjects },
});
