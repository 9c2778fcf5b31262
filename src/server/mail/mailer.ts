/**
 * Outgoing e-mail through nodemailer when SMTP_URL is configured; without it nothing is sent and
 * the caller shows the link to copy instead.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';
import { rootLogger } from '../lib/logger';

export type Mail = { to: string; subject: string; text: string; html?: string };

const transports = new Map<string, Transporter>();

export function mailConfigured(config: Config): boolean {
  return Boolean(config.SMTP_URL);
}

/** Sends the message; resolves false when SMTP is not configured or the server refused it. */
export async function sendMail(config: Config, mail: Mail): Promise<boolean> {
  if (!config.SMTP_URL) return false;
  let transport = transports.get(config.SMTP_URL);
  if (!transport) {
    transport = nodemailer.createTransport(config.SMTP_URL);
    transports.set(config.SMTP_URL, transport);
  }
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
