/** `npm run create-admin -- --email a@b.c --password ... [--name "Nome"]`: the first admin in production. */
import { eq } from 'drizzle-orm';
import { buildDeps, openConfiguredDatabase } from './bootstrap';
import { loadConfig } from './config';
import { profiles, userRoles, users } from './db/schema';
import { createUser } from './db/seed';

function arg(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main() {
  const email = arg('email')?.trim().toLowerCase();
  const password = arg('password');
  const name = arg('name') ?? 'Administrador';
  if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    throw new Error('Informe --email com um e-mail válido.');
  if (!password || password.length < 8) throw new Error('Informe --password com pelo menos 8 caracteres.');

  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const deps = buildDeps(database, config);
    const [existing] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) {
      await database.db
        .update(profiles)
        .set({ role: 'admin', updatedAt: new Date() })
        .where(eq(profiles.id, existing.id));
      await database.db.insert(userRoles).values({ userId: existing.id, role: 'adm' }).onConflictDoNothing();
      console.log(`Usuário existente ${email} agora é administrador.`);
    } else {
      await createUser(deps.auth, database.db, { email, password, name, roles: ['adm'], admin: true });
      console.log(`Administrador ${email} criado.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
