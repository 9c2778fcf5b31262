/**
 * `npm run create-admin`: the first administrator in production, or (only with --promote) an
 * existing account made administrator. A password given is never silently ignored: a new account
 * gets it, a promoted account gets it as its new password (every other session ended).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '@server/context';
import { accounts, profiles, sessions, userRoles, users } from '@server/db/schema';
import { createUser } from '@server/db/seed';

export type CreateAdminArgs = { email: string; password?: string; name: string; promote: boolean };

export class CreateAdminError extends Error {}

export function parseCreateAdminArgs(argv: readonly string[]): CreateAdminArgs {
  const value = (name: string): string | undefined => {
    const index = argv.indexOf(`--${name}`);
    if (index < 0) return undefined;
    const next = argv[index + 1];
    if (next === undefined || next.startsWith('--'))
      throw new CreateAdminError(`Informe um valor para --${name}.`);
    return next;
  };
  const known = new Set(['--email', '--password', '--name', '--promote']);
  for (const [index, item] of argv.entries()) {
    const previous = argv[index - 1];
    const isValue = previous !== undefined && ['--email', '--password', '--name'].includes(previous);
    if (!isValue && !known.has(item)) throw new CreateAdminError(`Opção desconhecida: ${item}`);
  }
  const email = value('email')?.trim().toLowerCase();
  if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    throw new CreateAdminError('Informe --email com um e-mail válido.');
  }
  const password = value('password');
  if (password !== undefined && (password.length < 8 || password.length > 128)) {
    throw new CreateAdminError('A senha (--password) deve ter de 8 a 128 caracteres.');
  }
  return { email, password, name: value('name') ?? 'Administrador', promote: argv.includes('--promote') };
}

/** Returns the line to print; throws CreateAdminError with a PT-BR reason when it will not act. */
export async function createAdmin(
  deps: Pick<AppDeps, 'auth' | 'db'>,
  args: CreateAdminArgs,
): Promise<string> {
  const { db, auth } = deps;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${args.email}`)
    .limit(1);

  if (!existing) {
    if (!args.password) throw new CreateAdminError('Informe --password (8+ caracteres) para a nova conta.');
    await createUser(auth, db, {
      email: args.email,
      password: args.password,
      name: args.name,
      roles: ['adm'],
      admin: true,
    });
    return `Administrador ${args.email} criado.`;
  }

  if (!args.promote) {
    throw new CreateAdminError(
      `Já existe uma conta com o e-mail ${args.email}; nada foi alterado. Para torná-la administradora, rode de novo com --promote (com --password a senha também é trocada).`,
    );
  }
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ role: 'admin', updatedAt: new Date() })
      .where(eq(profiles.id, existing.id));
    await tx.insert(userRoles).values({ userId: existing.id, role: 'adm' }).onConflictDoNothing();
    await tx
      .update(users)
      .set({ deactivatedAt: null, emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
  });
  if (!args.password) return `Conta existente ${args.email} agora é administradora (senha mantida).`;

  const hash = await (await auth.$context).password.hash(args.password);
  const updated = await db
    .update(accounts)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, existing.id), eq(accounts.providerId, 'credential')))
    .returning({ id: accounts.id });
  if (!updated.length) {
    await db
      .insert(accounts)
      .values({ accountId: existing.id, providerId: 'credential', userId: existing.id, password: hash });
  }
  await db.delete(sessions).where(eq(sessions.userId, existing.id));
  return `Conta existente ${args.email} agora é administradora, com a senha informada (sessões abertas encerradas).`;
}
