/**
 * What a module adds to the server (DESIGN.md §3 "Modules", decision 052): its routes, its demo data
 * and (issue 26) its background jobs. Its tables live beside it in `schema.ts` (drizzle.config.ts reads
 * every `src/server/<m>/schema.ts`). `scripts/modules.mjs` lists every `src/server/<m>/module.ts` in
 * `modules.generated.ts`; app.ts mounts the routes and the demo seed runs the seeds.
 */
import type { Hono } from 'hono';
import type { Db } from '@server/db/client';
import type { JobDefinition } from '@server/jobs/define';
import type { SharedModule } from '@shared/module';
import type { AppDeps, AppEnv } from './context';

/** What a module's demo seed gets: the database, the demo accounts' ids by e-mail, and 'now'. */
export type SeedContext = { db: Db; ids: Record<string, string>; now: number };

export type ServerModule = {
  shared: SharedModule;
  /** A router with the module's endpoints at their full paths (/api/<module>/…). */
  routes?: (deps: AppDeps) => Hono<AppEnv>;
  /** Demo data for a fresh install; `order` runs it after the modules it reads (lower first). */
  seed?: { order: number; run: (context: SeedContext) => Promise<void> };
  /** Its background jobs (src/server/jobs/define.ts): the engine runs every module's. */
  jobs?: readonly JobDefinition[];
};

export const defineServerModule = (module: ServerModule): ServerModule => module;
