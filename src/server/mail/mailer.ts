/**
 * The SMTP side of outgoing e-mail (nodemailer, when SMTP_URL is configured). Nothing here is called
 * to send a message: every message goes through the outbox (outbox.ts, decision 057), whose job calls
 * `transmit`. Without SMTP_URL nothing is queued and the caller shows the link to copy instead.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '@server/config';

export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** At most one today: the document's PDF (issue 27). */
  attachments?: MailAttachment[];
};

const transports = new Map<string, Transporter>();

export function mailConfigured(config: Config): boolean {
  return Boolean(config.SMTP_URL);
}

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    // Bounded waits: a dead server fails the try (and the outbox retries later) instead of hanging.
    transport = nodemailer.createTransport({
      url,
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 60_000,
    });
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

/**
 * Hands one message to the SMTP server; resolves to the server's answer ('250 OK …') and throws with
 * its refusal. Only the outbox's delivery job calls this.
 */
export async function transmit(config: Config, mail: Mail & { messageId: string }): Promise<string> {
  if (!config.SMTP_URL) throw new Error('SMTP não configurado (SMTP_URL).');
  const info = await transportFor(config.SMTP_URL).sendMail({
    from: config.SMTP_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments?.map((attachment) => ({
      filename: attachment.filename,
      content: attachment.content,
      contentType: attachment.contentType,
    })),
    messageId: mail.messageId,
  });
  return String(info.response ?? '');
}

/** What the SMTP server said when a try failed, in PT-BR with its own answer (for the delivery log). */
export function smtpFailure(error: unknown): { message: string; code: string } {
  const failure = error as { code?: string; responseCode?: number; response?: string; message?: string };
  if (failure?.responseCode) {
    return {
      code: String(failure.responseCode),
      message: `O servidor de e-mail recusou: ${failure.response ?? failure.message ?? failure.responseCode}`,
    };
  }
  // nodemailer wraps the socket's own error ('ESOCKET' … 'connect ECONNREFUSED'): the inner one says more.
  const inner = /\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH)\b/.exec(
    failure?.message ?? '',
  )?.[1];
  const code = inner ?? failure?.code ?? 'erro';
  const reasons: Record<string, string> = {
    ECONNREFUSED: 'O servidor de e-mail recusou a conexão',
    ECONNRESET: 'A conexão com o servidor de e-mail caiu',
    ENOTFOUND: 'O endereço do servidor de e-mail não foi encontrado',
    EHOSTUNREACH: 'O servidor de e-mail está inacessível',
    ECONNECTION: 'Sem conexão com o servidor de e-mail',
    ETIMEDOUT: 'O servidor de e-mail não respondeu a tempo',
    ESOCKET: 'A conexão com o servidor de e-mail caiu',
    EDNS: 'O endereço do servidor de e-mail não foi encontrado',
    EAUTH: 'O servidor de e-mail recusou o usuário ou a senha',
    EENVELOPE: 'O servidor de e-mail recusou o remetente ou o destinatário',
  };
  const reason = reasons[code] ?? 'Falha ao falar com o servidor de e-mail';
  return { code, message: `${reason} (${failure?.message ?? code})` };
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
