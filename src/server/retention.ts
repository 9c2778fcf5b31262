/**
 * `npm run retention [-- --dry-run]`: the LGPD retention job once, for a cron outside the server
 * (docs/product/privacy-lgpd.md). With --dry-run it lists what it would anonymise and changes nothing.
 */
import { runRetention } from '@server/privacy/retention';
import { openConfiguredDatabase } from './bootstrap';
import { loadConfig } from './config';

async function main() {
  const dryRun = process.argv.includes('--dry-run');
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const result = await runRetention(database.db, { now: new Date(), dryRun });
    console.log(
      `${dryRun ? 'Simulação: anonimizaria' : 'Anonimizados'} ${result.leads.length} lead(s) (prazo ${result.leadMonths} meses) e ${result.chatSessions.length} conversa(s) do chat (prazo ${result.chatMonths} meses).`,
    );
    for (const lead of result.leads)
      console.log(`lead ${lead.id} · ${lead.status} · última interação ${lead.lastActivity}`);
    for (const chat of result.chatSessions) {
      console.log(`chat ${chat.sessionId} · ${chat.messages} mensagens · última ${chat.lastMessage}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
