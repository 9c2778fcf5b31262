/**
 * What Better Auth's e-mail flows send. 'Esqueci minha senha' (POST /api/auth/request-password-reset)
 * answers the same whatever the address; behind that answer, for an existing active account:
 * with SMTP the reset link is queued in the e-mail outbox (mail/outbox.ts); without it the adms get a notification to generate a reset
 * link on the users page (the access-link mechanism, users/invitations.ts) and pass it on, since
 * no mail can prove the address. Sending runs in the background so timing tells nothing either.
 */
import { eq } from 'drizzle-orm';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';
import { notifyStaff } from '@server/lib/notify';
import { hitRateLimit } from '@server/lib/rate-limit';
import { linkMail, mailConfigured } from '@server/mail/mailer';
import { enqueueMail } from '@server/mail/outbox';

export const RESET_TOKEN_VALID_SECONDS = 60 * 60;
export const VERIFY_TOKEN_VALID_SECONDS = 24 * 60 * 60;
/** At most this many reset mails (or adm notices) per account per hour, whoever asks. */
const RESETS_PER_HOUR = 3;

function log(config: Config, message: string, error: unknown) {
  if (config.LOG_LEVEL !== 'silent') console.error(message, error);
}

async function onResetRequested(
  db: Db,
  config: Config,
  user: { id: string; email: string; name: string },
  url: string,
) {
  const [account] = await db
    .select({ deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  if (!account || account.deactivatedAt) return;
  if (!(await hitRateLimit(db, `password-reset:${user.id}`, RESETS_PER_HOUR, 60 * 60 * 1000)).allowed) return;
  if (mailConfigured(config)) {
    await enqueueMail(db, config, {
      kind: 'password_reset',
      ...linkMail({
        to: user.email,
        subject: 'Redefinição de senha — Coders',
        intro: 'Recebemos um pedido para redefinir a sua senha. Para escolher uma nova senha, abra o link:',
        url,
        note: 'O link vale por 1 hora e só pode ser usado uma vez. Se você não pediu, ignore esta mensagem: sua senha continua a mesma.',
      }),
    });
    return;
  }
  await notifyStaff(db, {
    title: 'Pedido de nova senha',
    message: `${user.name || user.email} (${user.email}) pediu para redefinir a senha. Sem e-mail configurado: gere um link em Usuários → Redefinir Senha e entregue à pessoa.`,
    type: 'warning',
    priority: 'medium',
    target: { job: 'users', params: { q: user.email } },
    roles: ['adm'],
  });
}

/** Better Auth's sendResetPassword: returns at once, the work runs after the answer. */
export function resetPasswordSender(db: Db, config: Config) {
  return async ({ user, url }: { user: { id: string; email: string; name: string }; url: string }) => {
    void onResetRequested(db, config, user, url).catch((error) =>
      log(config, 'Falha no pedido de nova senha:', error),
    );
  };
}

/** Better Auth's sendVerificationEmail (only when SMTP is configured): queued in the outbox. */
export function verificationSender(db: Db, config: Config) {
  return async ({ user, url }: { user: { email: string }; url: string }) => {
    await enqueueMail(db, config, {
      kind: 'email_verification',
      ...linkMail({
        to: user.email,
        subject: 'Confirme seu e-mail — Coders',
        intro: 'Para ativar sua conta na Coders, confirme seu e-mail abrindo o link:',
        url,
        note: 'O link vale por 24 horas. Se você não criou esta conta, ignore esta mensagem.',
      }),
    });
  };
}
