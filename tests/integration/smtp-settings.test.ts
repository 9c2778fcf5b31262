/**
 * SMTP in Configurações → E-mail (issue 27, decision 066), against real SMTP servers on 127.0.0.1:
 * the password is stored sealed and never served; 'Enviar e-mail de teste' logs in with it and shows
 * the server's refusal in PT-BR; the saved server is the one the outbox delivers through; an empty
 * password keeps the saved one; removing it turns e-mail off; SMTP_URL in the environment wins.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { settings } from '@server/db/schema';
import type { ApiErrorBody } from '@server/lib/http';
import { deliverMail, enqueueMail } from '@server/mail/outbox';
import { mailDeliveries } from '@server/mail/schema';
import {
  applyStoredSmtp,
  keepSmtpFresh,
  REFRESH_MS,
  readSmtpSettings,
  SMTP_SETTINGS_KEY,
} from '@server/mail/smtp-settings';
import type { SmtpSettingsView, SmtpTestResult } from '@shared/mail/schemas';
import { startSmtp } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';

const USER = 'agencia@exemplo.com.br';
// Characters a URL would break on: the password must survive them.
const PASSWORD = 'p@ss:w/rd %20 #çã?';

type Received = { to: string[]; raw: string; login: string };

/** A server that requires a login and accepts only USER / PASSWORD. */
async function startAuthSmtp() {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('535 5.7.8 Autenticação recusada'));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          login: String(session.user ?? ''),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startAuthSmtp>>;

const json = async <T>(response: Response) => (await response.json()) as T;
const form = (overrides: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port: smtp.port,
  security: 'none',
  user: USER,
  password: PASSWORD,
  from: 'Agência Exemplo <contato@exemplo.com.br>',
  ...overrides,
});

beforeAll(async () => {
  smtp = await startAuthSmtp();
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('SMTP saved in Configurações', () => {
  it('starts off, and refuses bad input field by field in PT-BR', async () => {
    const view = await json<SmtpSettingsView>(await t.request('/api/mail/smtp', { as: 'adm' }));
    expect(view.source).toBe('off');
    const bad = await t.request('/api/mail/smtp', {
      as: 'adm',
      method: 'PUT',
      json: form({ host: 'smtp://exemplo.com', port: 70000, from: 'contato' }),
    });
    expect(bad.status).toBe(422);
    const body = await json<ApiErrorBody>(bad);
    expect(body.error.fields?.host).toMatch(/nome do servidor/);
    expect(body.error.fields?.port).toBe('Porta entre 1 e 65535');
    expect(body.error.fields?.from).toMatch(/Nome <email@dominio/);
    const noPassword = await t.request('/api/mail/smtp', {
      as: 'adm',
      method: 'PUT',
      json: form({ password: '' }),
    });
    expect(noPassword.status).toBe(422);
    expect((await json<ApiErrorBody>(noPassword)).error.fields?.password).toBe(
      'Informe a senha do usuário SMTP',
    );
  });

  it('is adm only', async () => {
    for (const role of ['financeiro', 'comercial', 'mkt'] as const) {
      expect((await t.request('/api/mail/smtp', { as: role })).status).toBe(403);
      expect((await t.request('/api/mail/smtp', { as: role, method: 'PUT', json: form() })).status).toBe(403);
    }
  });

  it('stores the password sealed, never serves it, and logs in with it', async () => {
    const saved = await t.request('/api/mail/smtp', { as: 'adm', method: 'PUT', json: form() });
    expect(saved.status).toBe(200);
    const text = await saved.text();
    expect(text).not.toContain(PASSWORD);
    const view = JSON.parse(text) as SmtpSettingsView;
    expect(view).toMatchObject({ source: 'settings', host: '127.0.0.1', user: USER, passwordSaved: true });
    expect(view).not.toHaveProperty('password');

    const [row] = await t.db.select().from(settings).where(eq(settings.key, SMTP_SETTINGS_KEY));
    const stored = JSON.stringify(row?.value);
    expect(stored).not.toContain(PASSWORD);
    expect(stored).not.toContain(encodeURIComponent(PASSWORD));
    expect((row!.value as { password: string }).password).toMatch(/^v1:/);
    // The general settings never carry it either.
    expect(await (await t.request('/api/settings', { as: 'adm' })).text()).not.toContain('v1:');

    const sent = await t.request('/api/mail/smtp/test', {
      as: 'adm',
      method: 'POST',
      json: { to: 'teste.smtp@exemplo.com.br' },
    });
    expect(sent.status).toBe(200);
    expect((await json<SmtpTestResult>(sent)).message).toBe(
      'E-mail de teste enviado para teste.smtp@exemplo.com.br.',
    );
    const mail = smtp.inbox.find((item) => item.to.includes('teste.smtp@exemplo.com.br'));
    expect(mail?.login).toBe(USER);
    expect(mail?.raw).toContain('From: =?UTF-8?Q?Ag=C3=AAncia_Exemplo?= <contato@exemplo.com.br>');
  });

  it('is the server the outbox delivers through', async () => {
    expect(
      await enqueueMail(t.db, t.deps.config, {
        kind: 'notification',
        to: 'fila.smtp@exemplo.com.br',
        subject: 'Pela fila',
        text: 'Entregue pelo servidor salvo nas Configurações.',
      }),
    ).toBe(true);
    const [row] = await t.db
      .select({ id: mailDeliveries.id })
      .from(mailDeliveries)
      .where(eq(mailDeliveries.toAddress, 'fila.smtp@exemplo.com.br'));
    await deliverMail(t.deps, row!.id, false);
    const [delivered] = await t.db.select().from(mailDeliveries).where(eq(mailDeliveries.id, row!.id));
    expect(delivered?.status).toBe('sent');
    expect(smtp.inbox.find((item) => item.to.includes('fila.smtp@exemplo.com.br'))?.login).toBe(USER);
  });

  it("shows the server's refusal of a wrong password, and an empty password keeps the saved one", async () => {
    await t.request('/api/mail/smtp', { as: 'adm', method: 'PUT', json: form({ password: 'senha-errada' }) });
    const refused = await t.request('/api/mail/smtp/test', {
      as: 'adm',
      method: 'POST',
      json: { to: 'recusado@exemplo.com.br' },
    });
    expect(refused.status).toBe(422);
    expect((await json<ApiErrorBody>(refused)).error.message).toMatch(/^O servidor de e-mail recusou/);

    await t.request('/api/mail/smtp', { as: 'adm', method: 'PUT', json: form() });
    const kept = await t.request('/api/mail/smtp', {
      as: 'adm',
      method: 'PUT',
      json: form({ password: '', from: 'Outro Nome <contato@exemplo.com.br>' }),
    });
    expect(kept.status).toBe(200);
    const again = await t.request('/api/mail/smtp/test', {
      as: 'adm',
      method: 'POST',
      json: { to: 'mantida@exemplo.com.br' },
    });
    expect(again.status).toBe(200);
    expect(smtp.inbox.find((item) => item.to.includes('mantida@exemplo.com.br'))?.raw).toContain(
      'Outro Nome',
    );
  });

  it('requires STARTTLS when chosen (a server without it is refused, nothing goes out in the clear)', async () => {
    await t.request('/api/mail/smtp', { as: 'adm', method: 'PUT', json: form({ security: 'starttls' }) });
    const count = smtp.inbox.length;
    const refused = await t.request('/api/mail/smtp/test', {
      as: 'adm',
      method: 'POST',
      json: { to: 'sem.tls@exemplo.com.br' },
    });
    expect(refused.status).toBe(422);
    expect(smtp.inbox.length).toBe(count);
  });

  it('reads as unreadable under another server secret, and sends nothing with it', async () => {
    await t.request('/api/mail/smtp', { as: 'adm', method: 'PUT', json: form() });
    const other = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    await applyStoredSmtp(t.db, other);
    expect(other.SMTP_URL).toBeUndefined();
    expect(await readSmtpSettings(t.db, other)).toMatchObject({
      passwordSaved: false,
      passwordUnreadable: true,
    });
  });

  it('reaches another process on its next request after a minute, with no timer', async () => {
    await t.request('/api/mail/smtp', { as: 'adm', method: 'PUT', json: form() });
    // Another process with the same server secret, which read the settings before the save.
    const other = { ...t.deps.config, SMTP_URL: undefined };
    const start = Date.now();
    await keepSmtpFresh(t.db, other, start);
    expect(other.SMTP_URL).toContain('127.0.0.1');
    other.SMTP_URL = undefined;
    await keepSmtpFresh(t.db, other, start + REFRESH_MS - 1);
    expect(other.SMTP_URL).toBeUndefined();
    await keepSmtpFresh(t.db, other, start + REFRESH_MS);
    expect(other.SMTP_URL).toContain('127.0.0.1');
  });

  it('removing it turns e-mail off', async () => {
    const removed = await t.request('/api/mail/smtp', { as: 'adm', method: 'DELETE' });
    expect((await json<SmtpSettingsView>(removed)).source).toBe('off');
    expect(t.deps.config.SMTP_URL).toBeUndefined();
    expect(
      await enqueueMail(t.db, t.deps.config, {
        kind: 'notification',
        to: 'x@exemplo.com.br',
        subject: 's',
        text: 't',
      }),
    ).toBe(false);
  });
});

describe('SMTP_URL in the environment', () => {
  it('wins: shown read-only, without its password, and saving is refused', async () => {
    const envSmtp = await startSmtp();
    const app = await createTestApp({ SMTP_URL: envSmtp.url.replace('smtp://', 'smtp://quem:segredo@') });
    try {
      const view = await json<SmtpSettingsView>(await app.request('/api/mail/smtp', { as: 'adm' }));
      expect(view).toMatchObject({ source: 'env', host: '127.0.0.1', user: 'quem', passwordSaved: true });
      expect(JSON.stringify(view)).not.toContain('segredo');
      const refused = await app.request('/api/mail/smtp', { as: 'adm', method: 'PUT', json: form() });
      expect(refused.status).toBe(409);
      expect((await json<ApiErrorBody>(refused)).error.message).toMatch(/SMTP_URL/);
    } finally {
      await app.close();
      await envSmtp.close();
    }
  });
});
