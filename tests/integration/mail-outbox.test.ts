/**
 * The e-mail outbox (issue 26, decision 057) against a real SMTP server on 127.0.0.1: a message queued
 * twice under one key is one row and one e-mail; a server that refuses the recipient leaves the
 * message 'failed' with its answer after the last try, and 'Reenviar' delivers it exactly once; the
 * LGPD erasure anonymises a person's deliveries.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '@server/db/schema';
import { declaredJobs } from '@server/jobs/declared';
import { enqueueMail, mailDeliveryJob } from '@server/mail/outbox';
import { mailDeliveries } from '@server/mail/schema';
import { applyErasure, inErasureTransaction } from '@server/privacy/erasure';
import type { MailDeliveryPage } from '@shared/mail/schemas';
import { createTestApp, type TestApp } from '../support/test-app';

type Received = { to: string[]; raw: string };

/** An SMTP server that refuses `refused` recipients with 550 until told otherwise. */
async function pickySmtp() {
  const inbox: Received[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) {
        const error = Object.assign(new Error('5.1.1 Caixa postal inexistente'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    inbox,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const waitFor = async <T>(
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('tempo esgotado esperando o e-mail');
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
};

let smtp: Awaited<ReturnType<typeof pickySmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await pickySmtp();
  // Two tries, a second apart, instead of ten over hours.
  const quickMail = { ...mailDeliveryJob, retry: { limit: 1, delaySeconds: 1, backoff: false } };
  const jobs = declaredJobs().map((job) => (job.name === mailDeliveryJob.name ? quickMail : job));
  t = await createTestApp({ SMTP_URL: smtp.url }, { jobs: { jobs } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const rowFor = async (to: string) =>
  (await t.db.select().from(mailDeliveries).where(eq(mailDeliveries.toAddress, to)))[0];

describe('the e-mail outbox', () => {
  it('queues a message once per key and delivers it once, with a stable Message-ID', async () => {
    const mail = {
      kind: 'notification' as const,
      key: 'teste:uma-vez',
      to: 'uma.vez@exemplo.com.br',
      subject: 'Uma vez',
      text: 'Olá',
    };
    expect(await enqueueMail(t.db, t.config, mail)).toBe(true);
    expect(await enqueueMail(t.db, t.config, mail)).toBe(true);
    const sent = await waitFor(async () => {
      const row = await rowFor(mail.to);
      return row?.status === 'sent' ? row : null;
    });
    expect(
      await t.db.select().from(mailDeliveries).where(eq(mailDeliveries.idempotencyKey, 'teste:uma-vez')),
    ).toHaveLength(1);
    expect(sent).toMatchObject({ attempts: 1, bodyText: null, lastError: null });
    expect(sent.smtpResponse).toMatch(/^250/);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const received = smtp.inbox.filter((item) => item.to.includes(mail.to));
    expect(received).toHaveLength(1);
    expect(received[0]!.raw).toContain(`Message-ID: ${sent.messageId}`);
  });

  it("is kept as failed with the SMTP answer after the last try, and 'Reenviar' delivers it once", async () => {
    const to = 'recusado@exemplo.com.br';
    smtp.refused.add(to);
    await enqueueMail(t.db, t.config, { kind: 'invite', to, subject: 'Convite', text: 'Venha' });
    const failed = await waitFor(async () => {
      const row = await rowFor(to);
      return row?.status === 'failed' ? row : null;
    });
    expect(failed.attempts).toBe(2);
    expect(failed.lastError).toMatch(/O servidor de e-mail recusou: 550/);
    expect(failed.bodyText).toBe('Venha');

    const page = (await (
      await t.request('/api/mail/deliveries?status=failed', { as: 'adm' })
    ).json()) as MailDeliveryPage;
    expect(page.smtpConfigured).toBe(true);
    expect(page.items.find((item) => item.id === failed.id)).toMatchObject({
      kind: 'invite',
      to,
      status: 'failed',
      attempts: 2,
    });
    expect(page.counts.failed).toBeGreaterThanOrEqual(1);

    smtp.refused.delete(to);
    const resent = await t.request(`/api/mail/deliveries/${failed.id}/resend`, { as: 'adm', method: 'POST' });
    expect(resent.status).toBe(202);
    const sent = await waitFor(async () => {
      const row = await rowFor(to);
      return row?.status === 'sent' ? row : null;
    });
    expect(sent.attempts).toBe(3);
    // Only a failed message can be resent: a second click is refused, nothing is sent again.
    const again = await t.request(`/api/mail/deliveries/${failed.id}/resend`, { as: 'adm', method: 'POST' });
    expect(again.status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.inbox.filter((item) => item.to.includes(to))).toHaveLength(1);
    expect(
      (await t.request(`/api/mail/deliveries/${crypto.randomUUID()}/resend`, { as: 'adm', method: 'POST' }))
        .status,
    ).toBe(404);
    expect((await t.request('/api/mail/deliveries', { as: 'financeiro' })).status).toBe(403);
  }, 60_000);

  it("a person's deliveries are anonymised with them (the LGPD erasure)", async () => {
    const [lead] = await t.db
      .insert(leads)
      .values({
        name: 'Titular Outbox',
        email: 'titular.outbox@exemplo.com.br',
        message: 'x',
        source: 'manual',
      })
      .returning();
    smtp.refused.add('cobranca.titular@exemplo.com.br');
    await enqueueMail(t.db, t.config, {
      kind: 'invoice_reminder',
      to: 'cobranca.titular@exemplo.com.br',
      leadId: lead!.id,
      subject: 'Fatura de Titular Outbox',
      text: 'Olá, Titular Outbox',
    });
    await waitFor(async () => (await rowFor('cobranca.titular@exemplo.com.br'))?.status === 'failed');
    await inErasureTransaction(
      t.db,
      (tx) => applyErasure(tx, { email: lead!.email, leadIds: [lead!.id], userIds: [] }),
      {
        dryRun: false,
      },
    );
    const [row] = await t.db.select().from(mailDeliveries).where(eq(mailDeliveries.leadId, lead!.id));
    expect(row!.toAddress).toMatch(/^anonimizado\+/);
    expect(row!.bodyText).toBeNull();
    expect(row!.subject).not.toContain('Titular Outbox');
  }, 60_000);
});
