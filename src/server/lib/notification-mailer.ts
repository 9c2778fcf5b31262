/**
 * 'Notificações por Email' (settings): every staff notification is also e-mailed to its recipient
 * through SMTP. It listens on the same 'notifications' channel the bell's realtime stream uses; each
 * row is claimed once (emailed_at set in one UPDATE), so with several server processes listening only
 * one of them sends it. Nothing is sent while the setting is off or SMTP_URL is not configured.
 */
import { sql } from 'drizzle-orm';
import type { AppDeps } from '@server/context';
import { queryRows } from '@server/db/client';
import { sendMail } from '@server/mail/mailer';
import { NOTIFICATION_CHANNEL } from '@server/realtime/hub';
import { getSettings } from '@server/settings/settings';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Sends one notification's e-mail if the setting is on; resolves true when it was sent. */
export async function emailNotification(deps: AppDeps, id: string): Promise<boolean> {
  if (!deps.config.SMTP_URL) return false;
  const settings = await getSettings(deps.db);
  if (!settings.emailNotifications) return false;
  const [row] = await queryRows<{ email: string; title: string; message: string; link: string | null }>(
    deps.db,
    sql`
      update notifications n set emailed_at = now()
      from users u
      where n.id = ${id} and n.emailed_at is null and u.id = n.user_id
      returning u.email, n.title, n.message, n.link`,
  );
  if (!row) return false;
  const url = row.link ? new URL(row.link, deps.config.baseUrl).toString() : null;
  const site = settings.siteName;
  return sendMail(deps.config, {
    to: row.email,
    subject: `${row.title} — ${site}`,
    text: [
      row.message,
      url ? `Abrir: ${url}` : '',
      `Você recebe este e-mail porque as notificações por e-mail estão ativas em ${site}.`,
    ]
      .filter(Boolean)
      .join('\n\n'),
    html: [
      `<p><strong>${escapeHtml(row.title)}</strong></p>`,
      row.message ? `<p>${escapeHtml(row.message)}</p>` : '',
      url ? `<p><a href="${escapeHtml(url)}">Abrir no painel</a></p>` : '',
    ].join(''),
  });
}

/** Starts listening; resolves to the function that stops it. */
export async function startNotificationMailer(
  deps: AppDeps,
  /** Told after each notification is handled (sent or not): lets tests wait for the decision. */
  onHandled?: (id: string, sent: boolean) => void,
): Promise<() => Promise<void>> {
  const log = (error: unknown) => {
    if (deps.config.LOG_LEVEL !== 'silent') console.error('Falha ao enviar notificação por e-mail:', error);
  };
  return deps.database.listen(NOTIFICATION_CHANNEL, (payload) => {
    let id: string | undefined;
    try {
      id = (JSON.parse(payload) as { id?: string }).id;
    } catch {
      return;
    }
    if (!id) return;
    const handled = id;
    emailNotification(deps, handled)
      .catch((error) => {
        log(error);
        return false;
      })
      .then((sent) => onHandled?.(handled, sent));
  });
}
