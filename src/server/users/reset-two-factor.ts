/**
 * 'Redefinir verificação em duas etapas' (decision 064): for a person who lost both their authenticator
 * and their recovery codes, adm turns their second factor off. Their sessions end, so whoever holds one
 * must sign in again; if a role of theirs requires the second factor, the back office sends them to
 * enrol anew on their next sign-in. The person is told by e-mail (when SMTP is set) so that a reset
 * they did not ask for is noticed.
 */
import { eq } from 'drizzle-orm';
import { announceIdentityChange } from '@server/auth/identity-events';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { sessions, twoFactors, users } from '@server/db/schema';
import { type Actor, recordAudit } from '@server/lib/audit';
import { HttpError, notFound } from '@server/lib/http';
import { linkMail } from '@server/mail/mailer';
import { enqueueMail } from '@server/mail/outbox';

export const SELF_TWO_FACTOR_RESET_MESSAGE =
  'Para a sua própria conta, desative ou reconfigure a verificação em Minha conta.';
export const TWO_FACTOR_NOT_ON_MESSAGE = 'Esta pessoa não usa a verificação em duas etapas.';

export async function resetTwoFactor(
  db: Db,
  config: Config,
  actor: NonNullable<Actor>,
  userId: string,
): Promise<{ id: string; twoFactorEnabled: false }> {
  if (userId === actor.id) throw new HttpError(409, 'self_two_factor_reset', SELF_TWO_FACTOR_RESET_MESSAGE);
  const target = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // The row lock makes two resets at once one reset (the second finds it already off).
    const [row] = await t
      .select({ id: users.id, email: users.email, enabled: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
      .limit(1);
    if (!row) throw notFound('Usuário não encontrado');
    if (!row.enabled) throw new HttpError(409, 'two_factor_off', TWO_FACTOR_NOT_ON_MESSAGE);
    await t.delete(twoFactors).where(eq(twoFactors.userId, userId));
    await t.update(users).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, userId));
    await t.delete(sessions).where(eq(sessions.userId, userId));
    await recordAudit(t, actor, {
      action: 'disable',
      entity: 'two_factor',
      entityId: userId,
      before: { email: row.email, enabled: true },
      after: { email: row.email, enabled: false, resetBy: actor.email },
    });
    return row;
  });
  await announceIdentityChange(db, userId);
  await enqueueMail(db, config, {
    kind: 'notification',
    key: `duas-etapas-redefinida:${userId}:${Date.now()}`,
    ...linkMail({
      to: target.email,
      subject: 'Sua verificação em duas etapas foi redefinida — Coders',
      intro: `Um administrador (${actor.email}) desativou a verificação em duas etapas da sua conta. Na próxima entrada, configure-a de novo em Minha conta:`,
      url: `${config.baseUrl}/conta`,
      note: 'Se você não pediu isso, fale com o administrador imediatamente.',
    }),
  });
  return { id: userId, twoFactorEnabled: false };
}
