/**
 * `npm run restore -- FILE`: puts a backup made by 'Backup Automático' (DATA_DIR/backups/*.tar.gz)
 * back into the embedded database under DATA_DIR. Stop the server first; the current data folder is
 * kept beside it (pg.antes-da-restauracao-<data>).
 */
import { existsSync } from 'node:fs';
import { restoreBackup } from '@server/system/backups';
import { loadConfig } from './config';

async function main() {
  const file = process.argv[2];
  if (!file || !existsSync(file))
    throw new Error('Informe o arquivo do backup: npm run restore -- ARQUIVO.tar.gz');
  const config = loadConfig();
  if (config.DATABASE_URL)
    throw new Error('DATABASE_URL está definido: restaure o PostgreSQL com pg_restore/psql.');
  const { previous } = await restoreBackup(config.DATA_DIR, file);
  console.log(`Backup ${file} restaurado em ${config.DATA_DIR}.`);
  if (previous) console.log(`Os dados anteriores foram guardados em ${previous}.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
