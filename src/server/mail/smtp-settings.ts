/**
 * SMTP saved in Configurações → E-mail (issue 27, decision 066). SMTP_URL in the environment wins and
 * makes this screen read-only. Otherwise the saved server is applied to the running config
 * (`config.SMTP_URL` / `SMTP_FROM`), which every sender and the outbox's delivery job already read:
 * at start, at once after a save in this process, and within REFRESH_MS in every other process
 * (re-read on its next request or delivery after that, keepSmtpFresh).
 *
 * The password is sealed (lib/secret-box.ts) and never leaves the server: the screen only learns
 * whether one is saved.
 */
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { settings } from '@server/db/schema';
import { type Actor, recordAudit } from '@server/lib/audit';
import { conflict, HttpError } from '@server/lib/http';
import { openSecret, sealSecret } from '@server/lib/secret-box';
import type { SmtpSecurity, SmtpSettingsInput, SmtpSettingsView, SmtpTestResult } from '@shared/mail/schemas';
import { smtpFailure } from './mailer';

/** The settings row's key: outside the general settings (never served by GET /api/settings). */
export const SMTP_SETTINGS_KEY = 'mail.smtp';
const PURPOSE = 'smtp-password';
export const REFRESH_MS = 60_000;
export const SMTP_FROM_ENV_MESSAGE =
  'O SMTP está definido no servidor (variável SMTP_URL), que prevalece sobre esta tela. Para mudar, altere a variável e reinicie.';

type Stored = {
  host: string;
  port: number;
  security: SmtpSecurity;
  user: string;
  /** Sealed with the server secret, or '' when the server needs no login. */
  password: string;
  from: string;
};

async function readStored(db: Db): Promise<Stored | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SMTP_SETTINGS_KEY))
    .limit(1);
  const value = row?.value as Partial<Stored> | undefined;
  if (!value || typeof value.host !== 'string' || !value.host) return null;
  return {
    host: value.host,
    port: Number(value.port) || 587,
    security: value.security === 'tls' || value.security === 'none' ? value.security : 'starttls',
    user: typeof value.user === 'string' ? value.user : '',
    password: typeof value.password === 'string' ? value.password : '',
    from: typeof value.from === 'string' ? value.from : '',
  };
}

/**
 * The nodemailer URL of a server: smtps:// for direct TLS; STARTTLS required on smtp:// unless the
 * staff chose no encryption (then never attempted, for an internal relay).
 */
export function smtpUrlOf(server: Omit<Stored, 'password'> & { password: string | null }): string {
  const auth = server.user
    ? `${encodeURIComponent(server.user)}:${encodeURIComponent(server.password ?? '')}@`
    : '';
  const scheme = server.security === 'tls' ? 'smtps' : 'smtp';
  const options =
    server.security === 'starttls' ? '?requireTLS=true' : server.security === 'none' ? '?ignoreTLS=true' : '';
  return `${scheme}://${auth}${server.host}:${server.port}${options}`;
}

/** Applies the saved server to `config` (unless the environment set SMTP_URL). */
export async function applyStoredSmtp(db: Db, config: Config, now = Date.now()): Promise<void> {
  if (config.smtpFromEnv) return;
  appliedAt.set(config, now);
  const stored = await readStored(db);
  const password = stored?.password ? openSecret(config.authSecret, PURPOSE, stored.password) : '';
  if (!stored || password === null) {
    config.SMTP_URL = undefined;
    return;
  }
  config.SMTP_URL = smtpUrlOf({ ...stored, password });
  if (stored.from) config.SMTP_FROM = stored.from;
}

const appliedAt = new WeakMap<Config, number>();

/**
 * Keeps this process in step with a save made by another one, without a timer: at most once per
 * REFRESH_MS, on the next API request or e-mail delivery of this process (app.ts, outbox.ts).
 */
export async function keepSmtpFresh(db: Db, config: Config, now = Date.now()): Promise<void> {
  if (config.smtpFromEnv || now - (appliedAt.get(config) ?? 0) < REFRESH_MS) return;
  await applyStoredSmtp(db, config, now);
}

/** What the screen shows (from the environment's URL when it wins, without its password). */
export async function readSmtpSettings(db: Db, config: Config): Promise<SmtpSettingsView> {
  if (config.smtpFromEnv && config.SMTP_URL) {
    const url = new URL(config.SMTP_URL);
    return {
      source: 'env',
      host: url.hostname,
      port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
      security: url.protocol === 'smtps:' ? 'tls' : 'starttls',
      user: decodeURIComponent(url.username),
      from: config.SMTP_FROM,
      passwordSaved: Boolean(url.password),
      passwordUnreadable: false,
    };
  }
  const stored = await readStored(db);
  if (!stored) {
    return {
      source: 'off',
      host: '',
      port: 587,
      security: 'starttls',
      user: '',
      from: config.SMTP_FROM,
      passwordSaved: false,
      passwordUnreadable: false,
    };
  }
  const unreadable =
    Boolean(stored.password) && openSecret(config.authSecret, PURPOSE, stored.password) === null;
  return {
    source: 'settings',
    host: stored.host,
    port: stored.port,
    security: stored.security,
    user: stored.user,
    from: stored.from,
    passwordSaved: Boolean(stored.password) && !unreadable,
    passwordUnreadable: unreadable,
  };
}

function auditView(server: Omit<Stored, 'password'> | null) {
  return server
    ? {
        smtpHost: server.host,
        smtpPort: server.port,
        smtpSecurity: server.security,
        smtpUser: server.user,
        smtpFrom: server.from,
      }
    : null;
}

export async function saveSmtpSettings(
  db: Db,
  config: Config,
  actor: Actor,
  input: SmtpSettingsInput,
  userId: string | null,
): Promise<SmtpSettingsView> {
  if (config.smtpFromEnv) throw conflict(SMTP_FROM_ENV_MESSAGE);
  const before = await readStored(db);
  const keptPassword =
    before?.password && openSecret(config.authSecret, PURPOSE, before.password) !== null
      ? before.password
      : '';
  // An empty field keeps the saved password, but only for the same login: a new user needs its own.
  const sameLogin = before?.user === input.user && before.host === input.host;
  if (input.user && !input.password && !(sameLogin && keptPassword)) {
    throw new HttpError(422, 'validation', 'Informe a senha do usuário SMTP', {
      password: 'Informe a senha do usuário SMTP',
    });
  }
  const password = !input.user
    ? ''
    : input.password
      ? sealSecret(config.authSecret, PURPOSE, input.password)
      : keptPassword;
  const value: Stored = {
    host: input.host.toLowerCase(),
    port: input.port,
    security: input.security,
    user: input.user,
    password,
    from: input.from,
  };
  await db
    .insert(settings)
    .values({ key: SMTP_SETTINGS_KEY, value, updatedBy: userId, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
    });
  await recordAudit(db, actor, {
    action: 'update',
    entity: 'settings',
    entityId: null,
    before: auditView(before),
    after: { ...auditView(value), smtpPasswordChanged: Boolean(input.password) },
  });
  await applyStoredSmtp(db, config);
  return readSmtpSettings(db, config);
}

export async function removeSmtpSettings(db: Db, config: Config, actor: Actor): Promise<SmtpSettingsView> {
  if (config.smtpFromEnv) throw conflict(SMTP_FROM_ENV_MESSAGE);
  const before = await readStored(db);
  await db.delete(settings).where(eq(settings.key, SMTP_SETTINGS_KEY));
  if (before) {
    await recordAudit(db, actor, {
      action: 'delete',
      entity: 'settings',
      entityId: null,
      before: auditView(before),
    });
  }
  await applyStoredSmtp(db, config);
  return readSmtpSettings(db, config);
}

/**
 * 'Enviar e-mail de teste': one message straight to the server in use (not through the outbox, so the
 * answer — or the refusal — is on the screen at once), with bounded waits.
 */
export async function sendTestMail(config: Config, to: string): Promise<SmtpTestResult> {
  if (!config.SMTP_URL) {
    throw conflict('Nenhum servidor SMTP configurado: salve as configurações antes de testar.');
  }
  const transport = nodemailer.createTransport({
    url: config.SMTP_URL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  try {
    const info = await transport.sendMail({
      from: config.SMTP_FROM,
      to,
      subject: 'Teste de e-mail — Coders',
      text: 'Este é um e-mail de teste enviado pelas Configurações da Coders. Se ele chegou, o envio de propostas, faturas e recibos está pronto.',
    });
    return { message: `E-mail de teste enviado para ${to}.`, response: String(info.response ?? '') };
  } catch (error) {
    const failure = smtpFailure(error);
    throw new HttpError(422, 'smtp', failure.message);
  } finally {
    transport.close();
  }
}
