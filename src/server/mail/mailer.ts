/**
 * Outgoing e-mail through nodemailer when SMTP_URL is configured; without it nothing is sent and
 * the caller shows the link to copy instead.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '@server/config';
import { rootLogger } from '@server/lib/logger';

export type Mail = { to: string; subject: string; text: string; html?: string };

const transports = new Map<string, Transporter>();

export function mailConfigured(config: Config): boolean {
  return Boolean(config.SMTP_URL);
}

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

/** Whether mail can go out now: not configured, reachable (SMTP handshake), or unreachable. */
export async function mailStatus(config: Config): Promise<'off' | 'ok' | 'unreachable'> {
  if (!config.SMTP_URL) return 'off';
  const transport = transportFor(config.SMTP_URL);
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 3000).unref());
  const reached = await Promise.race([
    transport.verify().then(
      () => true,
      () => false,
    ),
    timeout,
  ]);
  return reached ? 'ok' : 'unreachable';
}

/** Sends the message; resolves false when SMTP is not configured or the server refused it. */
export async function sendMail(config: Config, mail: Mail): Promise<boolean> {
  if (!config.SMTP_URL) return false;
  const transport = transportFor(config.SMTP_URL);
  try {
    await transport.sendMail({ from: config.SMTP_FROM, ...mail });
    return true;
  } catch (error) {
    rootLogger().error({ err: error }, 'Falha ao enviar e-mail');
    return false;
  }
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A plain PT-BR message with one link, as text and minimal HTML. */
export function linkMail(input: {
  to: string;
  subject: string;
  intro: string;
  url: string;
  note: string;
}): Mail {
  return {
    to: input.to,
    subject: input.subject,
    text: `${input.intro}\n\n${input.url}\n\n${input.note}`,
    html: `<p>${escapeHtml(input.intro)}</p><p><a href="${escapeHtml(input.url)}">${escapeHtml(input.url)}</a></p><p>${escapeHtml(input.note)}</p>`,
  };
}
