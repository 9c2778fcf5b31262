/**
 * `npm run create-admin -- --email a@b.c --password ... [--name "Nome"] [--promote]`: the first admin
 * in production. An existing account is changed only with --promote (users/create-admin.ts).
 */

import { createAdmin, parseCreateAdminArgs } from '@server/users/create-admin';
import { buildDeps, openConfiguredDatabase } from './bootstrap';
import { loadConfig } from './config';

async function main() {
  const args = parseCreateAdminArgs(process.argv.slice(2));
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    console.log(await createAdmin(buildDeps(database, config), args));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
