/**
 * Every e-mail we send to a person (lead, data subject) ends with the one-click marketing withdrawal
 * (art. 8 §5, docs/product/privacy-lgpd.md): a fresh unsubscribe token per message, no sign-in.
 * Any new mail to a lead (proposals, invoices...) should go through sendPersonMail.
 */
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { enqueueMail } from '@server/mail/outbox';
import { issuePrivacyToken } from './tokens';

export const UNSUBSCRIBE_PATH = '/meus-dados/descadastro';
export const VERIFY_PATH = '/meus-dados/confirmar';
export const WITHDRAWAL_PATH = '/meus-dados/revogacao';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export async function unsubscribeUrl(db: Db, config: Config, email: string): Promise<string> {
  const token = await issuePrivacyToken(db, { kind: 'unsubscribe', email });
  return `${config.baseUrl}${UNSUBSCRIBE_PATH}?token=${token}`;
}

/**
 * Queues `paragraphs` (and an optional link) with the unsubscribe footer in the e-mail outbox
 * (mail/outbox.ts); false when SMTP is off.
 */
export async function sendPersonMail(
  db: Db,
  config: Config,
  input: { to: string; subject: string; paragraphs: string[]; link?: { url: string; label: string } },
): Promise<boolean> {
  if (!config.SMTP_URL) return false;
  const unsubscribe = await unsubscribeUrl(db, config, input.to);
  const footer = 'Não quer mais receber comunicações de marketing da Coders? Descadastre-se com um clique:';
  const text = [
    ...input.paragraphs,
    ...(input.link ? [`${input.link.label}: ${input.link.url}`] : []),
    '--',
    `${footer} ${unsubscribe}`,
  ].join('\n\n');
  const html = [
    ...input.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    input.link ? `<p><a href="${escapeHtml(input.link.url)}">${escapeHtml(input.link.label)}</a></p>` : '',
    `<hr><p style="font-size:12px">${escapeHtml(footer)} <a href="${escapeHtml(unsubscribe)}">Descadastrar</a></p>`,
  ].join('');
  return enqueueMail(db, config, {
    kind: 'privacy',
    to: input.to,
    subject: input.subject,
    text,
    html,
  });
}
