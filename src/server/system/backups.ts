/**
 * 'Backup Automático' (settings) for the embedded database: daily at 02:00 (a job, decision 057) the whole PGlite data folder is
 * dumped (dumpDataDir, gzipped tarball, made on the database's own thread) into DATA_DIR/backups/;
 * the 7 newest are kept. `npm run restore -- FILE` puts one back (server stopped). On PostgreSQL
 * (DATABASE_URL) there is nothing to dump from here: the settings page says to use pg_dump.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Config } from '@server/config';
import type { AppDeps } from '@server/context';
import { defineJob } from '@server/jobs/define';
import { getSettings } from '@server/settings/settings';
import { saoPauloDay } from '@shared/format';

export const BACKUPS_KEPT = 7;
const NAME = /^coders-\d{8}-\d{6}(-\d+)?\.tar\.gz$/;

export type BackupFile = { name: string; size: number; createdAt: string };

export const backupsDir = (config: Pick<Config, 'DATA_DIR'>) => join(resolve(config.DATA_DIR), 'backups');

/** The backups on disk, newest first. */
export function listBackups(config: Pick<Config, 'DATA_DIR'>): BackupFile[] {
  const dir = backupsDir(config);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => NAME.test(name))
    .map((name) => {
      const stat = statSync(join(dir, name));
      return { name, size: stat.size, createdAt: stat.mtime.toISOString() };
    })
    .sort((a, b) => b.name.localeCompare(a.name));
}

/** A backup's path, or null for any name that is not one of ours (no path tricks). */
export function backupPath(config: Pick<Config, 'DATA_DIR'>, name: string): string | null {
  if (!NAME.test(name) || basename(name) !== name) return null;
  const path = join(backupsDir(config), name);
  return existsSync(path) ? path : null;
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace('T', '-')
    .replace(/\.\d+Z$/, '');

/** Dumps the embedded database now and keeps the newest BACKUPS_KEPT. */
export async function createBackup(
  deps: Pick<AppDeps, 'database' | 'config'>,
  now = new Date(),
): Promise<BackupFile> {
  const dump = deps.database.dump;
  if (!dump) throw new Error('O backup automático é do banco embutido; no PostgreSQL use pg_dump.');
  const bytes = await dump();
  const dir = backupsDir(deps.config);
  mkdirSync(dir, { recursive: true });
  let name = `coders-${stamp(now)}.tar.gz`;
  for (let n = 2; existsSync(join(dir, name)); n += 1) name = `coders-${stamp(now)}-${n}.tar.gz`;
  const path = join(dir, name);
  // Written under a temporary name first: a crash never leaves a half backup that looks whole.
  writeFileSync(`${path}.part`, bytes);
  renameSync(`${path}.part`, path);
  for (const old of listBackups(deps.config).slice(BACKUPS_KEPT))
    rmSync(join(dir, old.name), { force: true });
  return { name, size: bytes.byteLength, createdAt: now.toISOString() };
}

/** Makes today's backup when the setting is on and none was made this São Paulo day. */
export async function backupIfDue(deps: Pick<AppDeps, 'database' | 'config' | 'db'>, now = new Date()) {
  if (deps.database.driver !== 'pglite' || !deps.database.dump) return null;
  if (!(await getSettings(deps.db)).autoBackup) return null;
  const [latest] = listBackups(deps.config);
  if (latest && saoPauloDay(latest.createdAt) >= saoPauloDay(now)) return null;
  return createBackup(deps, now);
}

const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;

export const backupJob = defineJob({
  name: 'backup-automatico',
  title: 'Backup automático',
  description:
    "Com 'Backup Automático' ligado, copia o banco embutido inteiro para DATA_DIR/backups (os 7 mais novos ficam). No PostgreSQL use pg_dump.",
  schedule: '0 2 * * *',
  retry: { limit: 2, delaySeconds: 600, backoff: true },
  timeoutSeconds: 1800,
  singleton: true,
  handler: async ({ deps, now }) => {
    if (deps.database.driver !== 'pglite')
      return 'Banco PostgreSQL: o backup é feito com pg_dump, fora do servidor.';
    if (!(await getSettings(deps.db)).autoBackup)
      return "'Backup Automático' está desligado nas configurações.";
    const made = await backupIfDue(deps, now);
    return made
      ? `Backup ${made.name} feito (${megabytes(made.size)}).`
      : 'O backup de hoje já tinha sido feito.';
  },
});

/**
 * Puts a backup back into DATA_DIR (the server must be stopped). The current data folder is kept
 * beside it as pg.antes-da-restauracao-<date>, so a restore can itself be undone.
 */
export async function restoreBackup(dataDir: string, file: string): Promise<{ previous: string | null }> {
  const root = resolve(dataDir);
  const lock = join(root, 'server.lock');
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, 'utf8').trim());
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `O servidor (processo ${pid}) está usando ${root}. Pare o servidor antes de restaurar.`,
      );
    }
  }
  const bytes = readFileSync(file);
  const target = join(root, 'pg');
  let previous: string | null = null;
  if (existsSync(target)) {
    previous = `${target}.antes-da-restauracao-${stamp(new Date())}`;
    renameSync(target, previous);
  }
  mkdirSync(root, { recursive: true });
  const db = new PGlite(target, { extensions: { pg_trgm }, loadDataDir: new Blob([bytes]) });
  try {
    await db.waitReady;
    await db.query('select 1');
  } catch (error) {
    await db.close().catch(() => undefined);
    rmSync(target, { recursive: true, force: true });
    if (previous) renameSync(previous, target);
    throw error;
  }
  await db.close();
  return { previous };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
