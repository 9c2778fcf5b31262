/**
 * 'Notificações por Email' (settings): every staff notification is also e-mailed to its recipient.
 * Each serving process listens on the same 'notifications' channel the bell's realtime stream uses;
 * the row is claimed once (emailed_at set in one UPDATE) and its message queued in the e-mail outbox
 * in the same transaction (mail/outbox.ts, decision 057), so with several processes listening one of
 * them queues it, and the outbox's job delivers it (retrying while SMTP is down). Nothing is queued
 * while the setting is off or SMTP_URL is not configured.
 */
import { sql } from 'drizzle-orm';
import type { AppDeps } from '@server/context';
import { queryRows } from '@server/db/client';
import { rootLogger } from '@server/lib/logger';
import { enqueueMail } from '@server/mail/outbox';
import { NOTIFICATION_CHANNEL } from '@server/realtime/hub';
import { getSettings } from '@server/settings/settings';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Queues one notification's e-mail if the setting is on; resolves true when it was queued. */
export async function emailNotification(deps: AppDeps, id: string): Promise<boolean> {
  if (!deps.config.SMTP_URL) return false;
  const settings = await getSettings(deps.db);
  if (!settings.emailNotifications) return false;
  const site = settings.siteName;
  return deps.db.transaction(async (tx) => {
    const [row] = await queryRows<{ email: string; title: string; message: string; link: string | null }>(
      tx,
      sql`
        update notifications n set emailed_at = now()
        from users u
        where n.id = ${id} and n.emailed_at is null and u.id = n.user_id
        returning u.email, n.title, n.message, n.link`,
    );
    if (!row) return false;
    const url = row.link ? new URL(row.link, deps.config.baseUrl).toString() : null;
    return enqueueMail(tx, deps.config, {
      kind: 'notification',
      key: `notificacao:${id}`,
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
  });
}

/** Starts listening; resolves to the function that stops it. */
export async function startNotificationMailer(
  deps: AppDeps,
  /** Told after each notification is handled (queued or not): lets tests wait for the decision. */
  onHandled?: (id: string, sent: boolean) => void,
): Promise<() => Promise<void>> {
  const log = (error: unknown) => {
    (deps.logger ?? rootLogger()).error({ err: error }, 'Falha ao pôr notificação na fila de e-mail');
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
