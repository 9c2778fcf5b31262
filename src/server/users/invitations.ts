/**
 * Invitations and password-reset links (beyond the original product: 'Convidar Usuário' and 'Redefinir Senha'
 * work). The admin gets a link to copy; with SMTP configured it is also e-mailed (queued in the outbox).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Auth } from '@server/auth/auth';
import { ACCOUNT_DEACTIVATED_MESSAGE } from '@server/auth/auth';
import { announceIdentityChange } from '@server/auth/identity-events';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { accounts, profiles, sessions, userRoles, users } from '@server/db/schema';
import { type Actor, recordAudit } from '@server/lib/audit';
import { conflict, HttpError, notFound } from '@server/lib/http';
import { rootLogger } from '@server/lib/logger';
import { notifyStaff } from '@server/lib/notify';
import { linkMail } from '@server/mail/mailer';
import { enqueueMail } from '@server/mail/outbox';
import { startOnboardingForInvite } from '@server/onboarding/onboarding';
import { customRoles, userCustomRoles } from '@server/roles/schema';
import { customRoleKey, isStaffRole, type StaffRole } from '@shared/catalog/roles';
import type { ContractType } from '@shared/onboarding/catalog';
import { type AccessLinkCreated, INVITE_VALID_DAYS, RESET_VALID_HOURS } from '@shared/schemas/user';
import { claimLink, createAccessLink, findUsableLink, releaseLink } from './access-links';
import { sortRoles } from './list-users';

const DAY_MS = 24 * 60 * 60 * 1000;
export const EMAIL_TAKEN_MESSAGE = 'Já existe uma conta com este e-mail.';

export const DEACTIVATED_INVITE_MESSAGE =
  'Esta conta está desativada. Reative-a na lista de usuários antes de convidá-la.';

async function accountByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

export const CUSTOM_ROLE_GONE_MESSAGE = 'Um papel escolhido não existe mais. Atualize a página.';
const CUSTOM_PREFIX = 'custom:';

/** The custom roles an invitation's link carries (`custom:<id>` in its roles), with their names. */
async function customRolesOf(db: Db, keys: readonly string[]): Promise<{ id: string; name: string }[]> {
  const ids = keys
    .filter((key) => key.startsWith(CUSTOM_PREFIX))
    .map((key) => key.slice(CUSTOM_PREFIX.length));
  if (!ids.length) return [];
  return db
    .select({ id: customRoles.id, name: customRoles.name })
    .from(customRoles)
    .where(inArray(customRoles.id, ids))
    .orderBy(customRoles.name);
}

export async function createInvitation(
  db: Db,
  config: Config,
  actor: NonNullable<Actor>,
  input: {
    email: string;
    staffRoles: StaffRole[];
    customRoles?: string[];
    contractType?: ContractType | null;
  },
): Promise<AccessLinkCreated> {
  const email = input.email.trim().toLowerCase();
  // An existing account may be invited too: its roles apply only when the link is accepted (which
  // proves the address and sets a new password), never to whoever registered the address first.
  const existing = await accountByEmail(db, email);
  if (existing?.deactivatedAt)
    throw conflict(DEACTIVATED_INVITE_MESSAGE, { email: DEACTIVATED_INVITE_MESSAGE });
  const roles = sortRoles(input.staffRoles);
  const chosen = await customRolesOf(db, (input.customRoles ?? []).map(customRoleKey));
  if (chosen.length !== (input.customRoles ?? []).length)
    throw new HttpError(422, 'validation', CUSTOM_ROLE_GONE_MESSAGE, {
      customRoles: CUSTOM_ROLE_GONE_MESSAGE,
    });
  const { token, link } = await createAccessLink(db, {
    kind: 'invite',
    email,
    userId: existing?.id ?? null,
    // The fixed roles by code, the custom ones as `custom:<id>` (one list, as Segurança names them).
    roles: [...roles, ...chosen.map((role) => customRoleKey(role.id))],
    contractType: input.contractType ?? null,
    createdBy: actor.id,
    validForMs: INVITE_VALID_DAYS * DAY_MS,
  });
  const url = `${config.baseUrl}/convite/${token}`;
  const emailed = await enqueueMail(db, config, {
    kind: 'invite',
    key: `convite:${link.id}`,
    ...linkMail({
      to: email,
      subject: 'Convite para a equipe Coders',
      intro: 'Você foi convidado para a área da equipe Coders. Para criar sua senha e entrar, abra o link:',
      url,
      note: `O link vale por ${INVITE_VALID_DAYS} dias e só pode ser usado uma vez.`,
    }),
  });
  await recordAudit(db, actor, {
    action: 'create',
    entity: 'invite',
    entityId: link.id,
    after: {
      email,
      staffRoles: roles,
      customRoles: chosen.map((role) => role.name),
      contractType: input.contractType ?? null,
      expiresAt: link.expiresAt.toISOString(),
      emailed,
    },
  });
  return { url, expiresAt: link.expiresAt.toISOString(), emailed };
}

export async function createResetLink(
  db: Db,
  config: Config,
  actor: NonNullable<Actor>,
  userId: string,
): Promise<AccessLinkCreated> {
  const [target] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!target) throw notFound('Usuário não encontrado');
  const { token, link } = await createAccessLink(db, {
    kind: 'reset',
    email: target.email,
    userId: target.id,
    createdBy: actor.id,
    validForMs: RESET_VALID_HOURS * 60 * 60 * 1000,
  });
  const url = `${config.baseUrl}/redefinir-senha/${token}`;
  const emailed = await enqueueMail(db, config, {
    kind: 'password_reset',
    key: `senha:${link.id}`,
    ...linkMail({
      to: target.email,
      subject: 'Redefinição de senha — Coders',
      intro: 'Recebemos um pedido para redefinir a sua senha. Para escolher uma nova senha, abra o link:',
      url,
      note: `O link vale por ${RESET_VALID_HOURS} horas e só pode ser usado uma vez. Se você não pediu, ignore esta mensagem.`,
    }),
  });
  await recordAudit(db, actor, {
    action: 'create',
    entity: 'password_reset',
    entityId: target.id,
    after: { email: target.email, expiresAt: link.expiresAt.toISOString(), emailed },
  });
  return { url, expiresAt: link.expiresAt.toISOString(), emailed };
}

/** What the invitee's page shows before they set a password. */
export async function describeLink(db: Db, kind: 'invite' | 'reset', token: string) {
  const link = await findUsableLink(db, kind, token);
  return {
    kind,
    email: link.email,
    staffRoles: link.roles.filter(isStaffRole),
    /** The custom roles still existing, by name. */
    customRoles: (await customRolesOf(db, link.roles)).map((role) => role.name),
    expiresAt: link.expiresAt.toISOString(),
    // The invitee already has an account: accepting sets its new password.
    existingAccount: kind === 'invite' ? Boolean(await accountByEmail(db, link.email)) : true,
  };
}

/**
 * `twoFactorRequired`: the password step is done but the account has two-factor sign-in on, so the
 * cookie set is the plugin's challenge, not a session: the person still enters a code (decision 064).
 */
export type SignedIn = { userId: string; email: string; setCookies: string[]; twoFactorRequired?: boolean };

function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie();
}

async function authFailure(response: Response, fallback: string): Promise<HttpError> {
  const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
  if (body?.code === 'USER_ALREADY_EXISTS' || body?.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
    return conflict(EMAIL_TAKEN_MESSAGE);
  }
  if (body?.code === 'PASSWORD_TOO_SHORT') {
    return new HttpError(422, 'validation', 'A senha deve ter pelo menos 8 caracteres', {
      password: 'A senha deve ter pelo menos 8 caracteres',
    });
  }
  return new HttpError(response.status >= 500 ? 500 : 400, 'auth', fallback);
}

/**
 * The invitee sets name and password. Without an account, it is created server-side (so it works
 * even with 'Permitir Registros' off). With one (someone may have registered the address before),
 * the link proves the mailbox: the account gets the new password, every other session of it ends,
 * and only then are the invited roles applied. The link is spent and the person signed in.
 */
export async function acceptInvitation(
  db: Db,
  auth: Auth,
  token: string,
  input: { name: string; password: string },
): Promise<SignedIn> {
  const link = await claimLink(db, 'invite', token);
  let userId: string;
  let setCookies: string[] = [];
  let twoFactorRequired = false;
  let existed = false;
  try {
    const existing = await accountByEmail(db, link.email);
    if (existing?.deactivatedAt) throw conflict(DEACTIVATED_INVITE_MESSAGE);
    if (existing) {
      existed = true;
      userId = existing.id;
      await setPassword(db, auth, userId, input.password);
      await db.delete(sessions).where(eq(sessions.userId, userId));
      await db.update(users).set({ name: input.name, updatedAt: new Date() }).where(eq(users.id, userId));
    } else {
      const response = await auth.api.signUpEmail({
        body: { email: link.email, password: input.password, name: input.name },
        asResponse: true,
      });
      if (!response.ok) throw await authFailure(response, 'Não foi possível criar a conta. Tente novamente.');
      const body = (await response.json()) as { user: { id: string } };
      userId = body.user.id;
      setCookies = cookiesOf(response);
    }
  } catch (error) {
    await releaseLink(db, link.id);
    throw error;
  }

  const roles = sortRoles(link.roles.filter(isStaffRole));
  // The link reached their mailbox or was handed over by an admin: the address counts as verified.
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
  if (roles.includes('adm')) {
    await db.update(profiles).set({ role: 'admin', updatedAt: new Date() }).where(eq(profiles.id, userId));
  }
  if (roles.length) {
    await db
      .insert(userRoles)
      .values(roles.map((role) => ({ userId, role })))
      .onConflictDoNothing();
  }
  // Custom roles deleted since the invitation was made are skipped: they grant nothing any more. One
  // statement reads and assigns them, so a role deleted meanwhile cannot fail the accept.
  const custom = await customRolesOf(db, link.roles);
  if (custom.length) {
    await db
      .insert(userCustomRoles)
      .select(
        db
          .select({
            userId: sql<string>`${userId}::uuid`.as('user_id'),
            roleId: customRoles.id,
            createdAt: sql<Date>`now()`.as('created_at'),
          })
          .from(customRoles)
          .where(
            inArray(
              customRoles.id,
              custom.map((role) => role.id),
            ),
          ),
      )
      .onConflictDoNothing();
  }
  if (existed) await announceIdentityChange(db, userId);
  // A new team member starts onboarding (docs/product/okrs-and-onboarding.md); never undoes the accept.
  if (roles.length || custom.length) {
    await startOnboardingForInvite(db, userId, link.contractType as ContractType | null).catch(
      (error: unknown) =>
        rootLogger().error({ err: error, userId }, 'onboarding not started for an accepted invitation'),
    );
  }
  if (!setCookies.length) {
    const signIn = await signInCookies(auth, link.email, input.password);
    setCookies = signIn.cookies;
    twoFactorRequired = signIn.twoFactorRequired;
  }

  await recordAudit(
    db,
    { id: userId, email: link.email },
    {
      action: existed ? 'update' : 'create',
      entity: 'user',
      entityId: userId,
      after: {
        email: link.email,
        name: input.name,
        staffRoles: roles,
        customRoles: custom.map((role) => role.name),
        invitedBy: link.createdBy,
        existingAccount: existed,
      },
    },
  );
  await notifyStaff(db, {
    title: 'Convite aceito',
    message: `${input.name} (${link.email}) entrou na equipe.`,
    type: 'success',
    priority: 'medium',
    target: { job: 'users' },
    roles: ['adm'],
  });
  return { userId, email: link.email, setCookies, twoFactorRequired };
}

/** Sets the credential password with Better Auth's own hasher (creating the credential if missing). */
async function setPassword(db: Db, auth: Auth, userId: string, password: string): Promise<void> {
  const context = await auth.$context;
  const hash = await context.password.hash(password);
  const updated = await db
    .update(accounts)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .returning({ id: accounts.id });
  if (!updated.length) {
    await db.insert(accounts).values({ accountId: userId, providerId: 'credential', userId, password: hash });
  }
}

async function signInCookies(
  auth: Auth,
  email: string,
  password: string,
): Promise<{ cookies: string[]; twoFactorRequired: boolean }> {
  const response = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
  if (!response.ok) throw await authFailure(response, 'Não foi possível entrar. Tente novamente.');
  // With two-factor sign-in on, the plugin answers { twoFactorRedirect: true } and no session.
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { twoFactorRedirect?: boolean } | null;
  return { cookies: cookiesOf(response), twoFactorRequired: body?.twoFactorRedirect === true };
}

/**
 * Sets a new password from a reset link: hashed with Better Auth's own hasher, every session of
 * the person revoked (a stolen session dies with the old password), then a fresh session opened.
 */
export async function resetPassword(
  db: Db,
  auth: Auth,
  token: string,
  input: { password: string },
): Promise<SignedIn> {
  const link = await claimLink(db, 'reset', token);
  const [user] = link.userId
    ? await db
        .select({ id: users.id, email: users.email, deactivatedAt: users.deactivatedAt })
        .from(users)
        .where(eq(users.id, link.userId))
        .limit(1)
    : [];
  if (!user) throw notFound('Usuário não encontrado');
  if (user.deactivatedAt) {
    await releaseLink(db, link.id);
    throw new HttpError(403, 'account_deactivated', ACCOUNT_DEACTIVATED_MESSAGE);
  }

  await setPassword(db, auth, user.id, input.password);
  await db.delete(sessions).where(eq(sessions.userId, user.id));
  await announceIdentityChange(db, user.id);

  await recordAudit(
    db,
    { id: user.id, email: user.email },
    {
      action: 'update',
      entity: 'password',
      entityId: user.id,
      after: { via: 'reset_link', linkId: link.id },
    },
  );
  const signIn = await signInCookies(auth, user.email, input.password);
  return {
    userId: user.id,
    email: user.email,
    setCookies: signIn.cookies,
    twoFactorRequired: signIn.twoFactorRequired,
  };
}
