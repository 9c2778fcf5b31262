/** `npm start`: reads the settings, opens the database, migrates, seeds demo data and serves everything. */

import { demoUsers } from '@server/db/seed';
import { startServer } from './bootstrap';
import { loadConfig, shouldSeedDemo } from './config';

async function main() {
  const config = loadConfig();
  const started = await startServer(config);
  const driver =
    started.deps.database.driver === 'pglite' ? `PGlite em ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`\nCoders rodando em ${started.url}  ·  banco: ${driver}`);
  if (config.authSecretSource === 'generated') {
    console.log(
      `Segredo das sessões: ${config.DATA_DIR}/auth-secret (gerado aqui; em produção defina BETTER_AUTH_SECRET)`,
    );
  }
  if (shouldSeedDemo(config)) {
    console.log(`\nLogins de demonstração (senha: ${config.DEMO_PASSWORD}):`);
    for (const user of demoUsers) {
      console.log(
        `  ${user.email.padEnd(28)} ${user.roles.length ? user.roles.join(', ') : 'sem papel de equipe'}`,
      );
    }
    console.log('');
  }
  const stop = async () => {
    await started.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
