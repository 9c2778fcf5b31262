/**
 * Background jobs on the server (decision 057): the 'Rotinas' endpoints. The engine itself
 * (engine.ts) is started by bootstrap.ts with every declared job (declared.ts).
 */
import { defineServerModule } from '@server/module';
import { manifest as shared } from '@shared/jobs/module';
import { jobRoutes } from './routes';

export const manifest = defineServerModule({ shared, routes: jobRoutes });
