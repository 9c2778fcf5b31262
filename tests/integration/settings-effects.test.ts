/**
 * Settings that do what they say (issue 12 item 6): 'Notificações por Email' e-mails staff
 * notifications through a real SMTP server on 127.0.0.1; 'Backup Automático' dumps the embedded
 * database into DATA_DIR/backups (7 kept) and `restore` brings the data back.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import type { AppEnv } from '@server/context';
import { openDatabase } from '@server/db/client';
import { leads, notifications } from '@server/db/schema';
import { startNotificationMailer } from '@server/lib/notification-mailer';
import { notifyStaff } from '@server/lib/notify';
import { saveSettings } from '@server/settings/settings';
import { siteMetaTransform } from '@server/settings/site-meta';
import { BACKUPS_KEPT, backupIfDue, createBackup, listBackups, restoreBackup } from '@server/system/backups';
import { serveWeb } from '@server/web-static';
import { createTestApp, type TestApp } from '../support/test-app';

type Received = { to: string[]; raw: string };

describe("'Notificações por Email' through SMTP", () => {
  const received: Received[] = [];
  const handled = new Map<string, boolean>();
  const waiters = new Set<() => void>();
  let smtp: SMTPServer;
  let t: TestApp;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
          for (const wake of waiters) wake();
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as { port: number };
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { jobs: true });
    stop = await startNotificationMailer(t.deps, (id, sent) => {
      handled.set(id, sent);
      for (const wake of waiters) wake();
    });
  });
  afterAll(async () => {
    await stop?.();
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  /** Resolves when a message whose text contains `marker` has reached every address. */
  const delivered = (marker: string, addresses: string[]) =>
    new Promise<Received[]>((resolve) => {
      const check = () => {
        const mine = received.filter((mail) => mail.raw.includes(marker));
        if (addresses.every((address) => mine.some((mail) => mail.to.includes(address)))) {
          resolve(mine);
          return true;
        }
        return false;
      };
      if (check()) return;
      const wake = () => {
        if (check()) waiters.delete(wake);
      };
      waiters.add(wake);
    });

  it('e-mails each recipient of a staff notification, with a link to open it', async () => {
    await saveSettings(t.db, { emailNotifications: true }, null);
    await notifyStaff(t.db, {
      title: 'Aviso por e-mail',
      message: 'Marcador-um do teste',
      target: { job: 'projects' },
      roles: ['financeiro'],
    });
    const mails = await delivered('Marcador-um', ['financeiro@coders.example', 'adm@coders.example']);
    expect(mails.every((mail) => !mail.to.includes('mkt@coders.example'))).toBe(true);
    const financeiro = mails.find((mail) => mail.to.includes('financeiro@coders.example'))!;
    expect(financeiro.raw).toContain('Aviso por e-mail');
    expect(financeiro.raw).toContain(`${t.config.baseUrl}/coders/colaboradores/projetos`);
  });

  it('sends nothing while the setting is off', async () => {
    await saveSettings(t.db, { emailNotifications: false }, null);
    await notifyStaff(t.db, { title: 'Desligado', message: 'Marcador-dois', roles: ['mkt'] });
    const rows = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.message, 'Marcador-dois'));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    // Every row handled, and not sent, before the setting comes back on.
    await new Promise<void>((resolve) => {
      const wake = () => {
        if (rows.every((row) => handled.has(row.id))) {
          waiters.delete(wake);
          resolve();
        }
      };
      waiters.add(wake);
      wake();
    });
    expect(rows.map((row) => handled.get(row.id))).toEqual(rows.map(() => false));
    await saveSettings(t.db, { emailNotifications: true }, null);
    await notifyStaff(t.db, { title: 'Ligado', message: 'Marcador-tres', roles: ['mkt'] });
    await delivered('Marcador-tres', ['mkt@coders.example']);
    expect(received.filter((mail) => mail.raw.includes('Marcador-dois'))).toEqual([]);
  });
});

describe("'Backup Automático' of the embedded database", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'coders-backup-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('backs up, and restore brings the data back after a change', async () => {
    const config = { DATA_DIR: dir } as never;
    let database = await openDatabase({ dataDir: dir });
    await database.migrate();
    const [lead] = await database.db
      .insert(leads)
      .values({ name: 'Antes do backup', email: 'antes@exemplo.com.br', message: 'x', source: 'manual' })
      .returning();
    const backup = await createBackup({ database, config });
    expect(listBackups(config).map((item) => item.name)).toEqual([backup.name]);

    await database.db.update(leads).set({ name: 'Depois do backup' }).where(eq(leads.id, lead!.id));
    await database.close();

    const { previous } = await restoreBackup(dir, join(dir, 'backups', backup.name));
    expect(previous && existsSync(previous)).toBeTruthy();

    database = await openDatabase({ dataDir: dir });
    const [restored] = await database.db.select().from(leads).where(eq(leads.id, lead!.id));
    expect(restored?.name).toBe('Antes do backup');

    // Seven kept: older ones go as new ones come.
    for (let day = 1; day <= BACKUPS_KEPT + 2; day += 1) {
      await createBackup({ database, config }, new Date(Date.UTC(2030, 0, day, 3)));
    }
    const kept = listBackups(config);
    expect(kept).toHaveLength(BACKUPS_KEPT);
    expect(kept[0]!.name).toBe('coders-20300109-030000.tar.gz');
    await database.close();
  }, 120_000);

  it('is made only when switched on, on the embedded database, and once a day', async () => {
    const t = await createTestApp();
    try {
      const config = { ...t.config, DATA_DIR: mkdtempSync(join(tmpdir(), 'coders-backup-due-')) };
      const deps = { ...t.deps, config };
      await saveSettings(t.db, { autoBackup: false }, null);
      expect(await backupIfDue(deps)).toBeNull();
      await saveSettings(t.db, { autoBackup: true }, null);
      if (deps.database.driver === 'postgres') {
        // On PostgreSQL the switch is disabled (pg_dump is the way): nothing is made even when on.
        expect(await backupIfDue(deps)).toBeNull();
        return;
      }
      const first = await backupIfDue(deps);
      expect(first?.name).toMatch(/^coders-.*\.tar\.gz$/);
      expect(await backupIfDue(deps)).toBeNull();
      const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
      expect(await backupIfDue(deps, tomorrow)).not.toBeNull();
      expect(await backupIfDue({ ...deps, database: { ...deps.database, driver: 'postgres' } })).toBeNull();
      rmSync(config.DATA_DIR, { recursive: true, force: true });
    } finally {
      await t.close();
    }
  }, 120_000);
});

describe("'Descrição do Site' on the public home page", () => {
  it('is served in the description, og:description and twitter:description once an admin saves one', async () => {
    const t = await createTestApp();
    const webRoot = mkdtempSync(join(tmpdir(), 'coders-meta-'));
    try {
      const built =
        '<!doctype html><head><meta data-head name="description" content="Texto do código">' +
        '<meta data-head property="og:description" content="Texto do código">' +
        '<meta data-head name="twitter:description" content="Texto do código"></head><div id="root"></div>';
      writeFileSync(join(webRoot, 'index.html'), built);
      mkdirSync(join(webRoot, 'blog'));
      writeFileSync(join(webRoot, 'blog', 'index.html'), built.replaceAll('Texto do código', 'Blog'));
      const site = createApp(t.deps) as unknown as Hono<AppEnv>;
      serveWeb(site, webRoot, { transformHtml: siteMetaTransform(t.db) });

      // The placeholder default is not served: the page keeps the text it was built with.
      expect(await (await site.request('/')).text()).toContain('content="Texto do código"');

      await saveSettings(t.db, { siteDescription: 'Sites & agentes de IA "sob medida" no Rio' }, null);
      const home = await (await site.request('/')).text();
      expect(home.match(/content="Sites &amp; agentes de IA &quot;sob medida&quot; no Rio"/g)).toHaveLength(
        3,
      );
      expect(home).not.toContain('Texto do código');
      // A page with its own description keeps it.
      expect(await (await site.request('/blog')).text()).toContain('content="Blog"');
    } finally {
      await t.close();
      rmSync(webRoot, { recursive: true, force: true });
    }
  });
});

describe("'Email de Contato' and 'Email de Suporte' on the public pages", () => {
  it('are served in the contact and footer links of every page once an admin saves them', async () => {
    const t = await createTestApp();
    const webRoot = mkdtempSync(join(tmpdir(), 'coders-emails-'));
    try {
      const links =
        '<a href="mailto:contato@coders.example" data-contact-email="contato@coders.example">contato@coders.example</a>' +
        '<a href="mailto:suporte@coders.example" data-support-email="suporte@coders.example"><span>Suporte: ' +
        '<span>suporte@coders.example</span></span></a>';
      // Text outside those links (e.g. the privacy policy) is what the app renders itself: untouched.
      const built = `<!doctype html><div id="root">${links}<p>Escreva para contato@coders.example</p></div>`;
      writeFileSync(join(webRoot, 'index.html'), built);
      mkdirSync(join(webRoot, 'questionario'));
      writeFileSync(join(webRoot, 'questionario', 'index.html'), built);
      const site = createApp(t.deps) as unknown as Hono<AppEnv>;
      serveWeb(site, webRoot, { transformHtml: siteMetaTransform(t.db) });

      expect(await (await site.request('/questionario')).text()).toBe(built);

      await saveSettings(
        t.db,
        { contactEmail: 'vendas@agencia.com.br', supportEmail: 'ajuda@agencia.com.br' },
        null,
      );
      for (const path of ['/', '/questionario']) {
        const html = await (await site.request(path)).text();
        expect(html).toContain(
          '<a href="mailto:vendas@agencia.com.br" data-contact-email="vendas@agencia.com.br">vendas@agencia.com.br</a>',
        );
        expect(html).toContain('data-support-email="ajuda@agencia.com.br"');
        expect(html).toContain('<span>ajuda@agencia.com.br</span>');
        expect(html).not.toContain('suporte@coders.example');
        expect(html).toContain('<p>Escreva para contato@coders.example</p>');
      }
      // The browser's source for a page reached without server HTML.
      const publicSettings = await (await site.request('/api/public/settings')).json();
      expect(publicSettings).toMatchObject({
        contactEmail: 'vendas@agencia.com.br',
        supportEmail: 'ajuda@agencia.com.br',
      });
    } finally {
      await t.close();
      rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
