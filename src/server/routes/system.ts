/**
 * /api/system (adm): GET /health, the four real checks of docs/product/health.md (the status lives in the body);
 * the embedded database's backups ('Backup Automático'): list, 'Fazer backup agora', 'Baixar'.
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '@server/context';
import { HttpError, notFound } from '@server/lib/http';
import { backupPath, createBackup, listBackups } from '@server/system/backups';
import { runHealthChecks } from '@server/system/health';

export function systemRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/health', async (c) => {
      c.header('cache-control', 'no-store');
      return c.json(await runHealthChecks(deps, c.req.raw.headers));
    })
    .get('/backups', (c) => {
      c.header('cache-control', 'no-store');
      const embedded = deps.database.driver === 'pglite';
      return c.json({ embedded, items: embedded ? listBackups(deps.config) : [] });
    })
    .post('/backups', async (c) => {
      if (deps.database.driver !== 'pglite') {
        throw new HttpError(409, 'not_embedded', 'No PostgreSQL, faça o backup com pg_dump.');
      }
      return c.json(await createBackup(deps), 201);
    })
    .get('/backups/:name', (c) => {
      const path = backupPath(deps.config, c.req.param('name'));
      if (!path) throw notFound('Backup não encontrado');
      c.header('content-type', 'application/gzip');
      c.header('content-disposition', `attachment; filename="${c.req.param('name')}"`);
      c.header('cache-control', 'no-store');
      return c.body(Readable.toWeb(createReadStream(path)) as ReadableStream);
    });
}
