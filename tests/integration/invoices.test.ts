import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leads } from '@server/db/schema';
import { readInvoice } from '@server/invoices/invoices';
import { runBillingJobs, runRecurringInvoices } from '@server/invoices/jobs';
import { invoiceReminders, invoices, recurringInvoices } from '@server/invoices/schema';
import { mailDeliveries } from '@server/mail/schema';
import { saveSettings } from '@server/settings/settings';
import type { InvoiceDetail, InvoiceList, PublicInvoice } from '@shared/invoices/schemas';
import { startSmtp } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let client: { id: string; name: string };

const json = async <T>(response: Response) => (await response.json()) as T;
const day = (offset: number) => {
  const date = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(date);
};
const draftBody = (overrides: Record<string, unknown> = {}) => ({
  leadId: client.id,
  description: 'Site institucional',
  competence: day(0).slice(0, 7),
  dueDate: day(10),
  items: [
    { description: 'Desenvolvimento', quantity: 1, unitPrice: '1000.00' },
    { description: 'Hospedagem', quantity: '2', unitPrice: '250,50' },
  ],
  ...overrides,
});

async function draft(overrides: Record<string, unknown> = {}) {
  const response = await t.request('/api/invoices', { as: 'financeiro', json: draftBody(overrides) });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<InvoiceDetail>(response);
}
async function issued(overrides: Record<string, unknown> = {}) {
  const invoice = await draft(overrides);
  const response = await t.request(`/api/invoices/${invoice.id}/issue`, { as: 'financeiro', method: 'POST' });
  expect(response.status, await response.clone().text()).toBe(200);
  return json<InvoiceDetail>(response);
}

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url }, { jobs: true });
  const [lead] = await t.db
    .insert(leads)
    .values({
      name: 'Cliente Faturas Teste',
      email: 'cliente.faturas@exemplo.com.br',
      source: 'manual',
      status: 'won',
    })
    .returning();
  client = { id: lead!.id, name: lead!.name };
  // One sign-in up front: parallel requests would otherwise each sign in and trip the sign-in limit.
  await t.cookieFor('financeiro');
  await saveSettings(
    t.db,
    { pixKey: 'financeiro@coders.example', pixReceiverName: 'Coders Agência Digital', pixCity: 'São Paulo' },
    null,
  );
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('access to /api/invoices', () => {
  it('answers 401 signed out and 403 to roles outside finance, for every endpoint', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const endpoints: [string, string][] = [
      ['GET', '/api/invoices'],
      ['GET', '/api/invoices/clients'],
      ['POST', '/api/invoices'],
      ['GET', `/api/invoices/${id}`],
      ['PATCH', `/api/invoices/${id}`],
      ['DELETE', `/api/invoices/${id}`],
      ['POST', `/api/invoices/${id}/issue`],
      ['POST', `/api/invoices/${id}/cancel`],
      ['PUT', `/api/invoices/${id}/nfse`],
      ['PUT', `/api/invoices/${id}/boleto`],
      ['POST', `/api/invoices/${id}/public-link`],
      ['DELETE', `/api/invoices/${id}/public-link`],
      ['POST', `/api/invoices/${id}/files/nfse-pdf`],
      ['GET', `/api/invoices/${id}/files/nfse-pdf`],
    ];
    for (const [method, path] of endpoints) {
      const body = method === 'GET' || method === 'DELETE' ? {} : { json: {} };
      expect((await t.request(path, { method, ...body })).status, `${method} ${path}`).toBe(401);
      for (const as of ['comercial', 'mkt', 'usuario']) {
        expect((await t.request(path, { method, as, ...body })).status, `${as} ${method} ${path}`).toBe(403);
      }
    }
    expect((await t.request('/api/invoices', { as: 'adm' })).status).toBe(200);
  });
});

describe('drafts and issue', () => {
  it('creates a draft with exact totals and audits it', async () => {
    const invoice = await draft();
    expect(invoice).toMatchObject({
      status: 'rascunho',
      number: null,
      total: '1501.00',
      clientName: client.name,
    });
    expect(invoice.items.map((item) => item.total)).toEqual(['1000.00', '501.00']);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, invoice.id)));
    expect(audit).toMatchObject({ action: 'create' });
  });

  it('refuses bad input with 422 in PT-BR', async () => {
    const bad = [
      draftBody({ items: [] }),
      draftBody({ dueDate: '2026-02-30' }),
      draftBody({ competence: '2026-13' }),
      draftBody({ leadId: 'x' }),
      draftBody({ items: [{ description: 'A', quantity: 1, unitPrice: 'abc' }] }),
      draftBody({ leadId: '00000000-0000-4000-8000-000000000000' }),
    ];
    for (const body of bad) {
      const response = await t.request('/api/invoices', { as: 'financeiro', json: body });
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect((await json<{ error: { message: string } }>(response)).error.message).toMatch(/[a-zá-ú]/i);
    }
    const invoice = await issued();
    const checks: [string, string, unknown][] = [
      ['POST', `/api/invoices/${invoice.id}/cancel`, { reason: '' }],
      [
        'PUT',
        `/api/invoices/${invoice.id}/nfse`,
        { number: '1', issuedOn: 'x', issRate: '5', issWithheld: false },
      ],
      ['PUT', `/api/invoices/${invoice.id}/boleto`, { line: '123' }],
      ['GET', '/api/invoices?status=nada', undefined],
      ['GET', '/api/invoices?cursor=bad', undefined],
    ];
    for (const [method, path, body] of checks) {
      const response = await t.request(path, { as: 'financeiro', method, ...(body ? { json: body } : {}) });
      expect(response.status, path).toBe(422);
    }
  });

  it('edits and deletes drafts, but never an issued invoice', async () => {
    const invoice = await draft();
    const edited = await t.request(`/api/invoices/${invoice.id}`, {
      as: 'financeiro',
      method: 'PATCH',
      json: draftBody({ items: [{ description: 'Só um', quantity: 1, unitPrice: 300 }] }),
    });
    expect((await json<InvoiceDetail>(edited)).total).toBe('300.00');
    expect(
      (await t.request(`/api/invoices/${invoice.id}`, { as: 'financeiro', method: 'DELETE' })).status,
    ).toBe(200);
    expect((await t.request(`/api/invoices/${invoice.id}`, { as: 'financeiro' })).status).toBe(404);

    const done = await issued();
    expect(done.number).toMatch(/^FAT-\d{4}-\d{4}$/);
    expect(done.status).toBe('aberta');
    expect((await t.request(`/api/invoices/${done.id}`, { as: 'financeiro', method: 'DELETE' })).status).toBe(
      409,
    );
    expect(
      (await t.request(`/api/invoices/${done.id}`, { as: 'financeiro', method: 'PATCH', json: draftBody() }))
        .status,
    ).toBe(409);
    expect(
      (await t.request(`/api/invoices/${done.id}/issue`, { as: 'financeiro', method: 'POST' })).status,
    ).toBe(409);
  });

  it('gives 20 parallel issues 20 consecutive numbers, no gaps, no twins', async () => {
    const drafts = await Promise.all(Array.from({ length: 20 }, () => draft()));
    const responses = await Promise.all(
      drafts.map((invoice) =>
        t.request(`/api/invoices/${invoice.id}/issue`, { as: 'financeiro', method: 'POST' }),
      ),
    );
    const numbers = await Promise.all(
      responses.map(async (response) => (await json<InvoiceDetail>(response)).number!),
    );
    expect(new Set(numbers).size).toBe(20);
    const sequence = numbers.map((number) => Number(number.slice(-4))).sort((a, b) => a - b);
    expect(sequence.at(-1)! - sequence[0]!).toBe(19);
  });

  it('cancels with a reason and keeps the row', async () => {
    const invoice = await issued();
    const response = await t.request(`/api/invoices/${invoice.id}/cancel`, {
      as: 'financeiro',
      json: { reason: 'Emitida em duplicidade' },
    });
    expect(response.status).toBe(200);
    expect(await json<InvoiceDetail>(response)).toMatchObject({
      status: 'cancelada',
      cancelReason: 'Emitida em duplicidade',
    });
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row?.number).toBe(invoice.number);
    expect(
      (
        await t.request(`/api/invoices/${invoice.id}/cancel`, {
          as: 'financeiro',
          json: { reason: 'De novo' },
        })
      ).status,
    ).toBe(409);
  });

  it('turns overdue as the clock passes the due date, with fine and interest', async () => {
    const invoice = await issued({
      dueDate: day(5),
      items: [{ description: 'Mensal', quantity: 1, unitPrice: '1000.00' }],
    });
    const before = await readInvoice(t.db, invoice.id, new Date(Date.now() + 4 * 86_400_000));
    expect(before?.status).toBe('aberta');
    const after = await readInvoice(t.db, invoice.id, new Date(Date.now() + 15 * 86_400_000));
    expect(after?.status).toBe('vencida');
    expect(after?.lateFees).toMatchObject({
      daysLate: 10,
      fine: '20.00',
      interest: '3.33',
      total: '1023.33',
    });
    expect(after?.pix?.code).toContain('54071023.33');

    const late = await issued({ dueDate: day(-3) });
    expect(late.status).toBe('vencida');
    const list = await json<InvoiceList>(
      await t.request('/api/invoices?status=vencida&limit=100', { as: 'financeiro' }),
    );
    expect(list.items.some((item) => item.id === late.id)).toBe(true);
    expect(list.items.every((item) => item.status === 'vencida')).toBe(true);
  });

  it('lists by due date with keyset pages and search', async () => {
    const first = await json<InvoiceList>(
      await t.request('/api/invoices?limit=5&q=faturas teste', { as: 'financeiro' }),
    );
    expect(first.items).toHaveLength(5);
    expect(first.total).toBeGreaterThan(5);
    const second = await json<InvoiceList>(
      await t.request(`/api/invoices?limit=5&q=faturas teste&cursor=${first.nextCursor}`, {
        as: 'financeiro',
      }),
    );
    const ids = new Set(first.items.map((item) => item.id));
    expect(second.items.some((item) => ids.has(item.id))).toBe(false);
    const dues = [...first.items, ...second.items].map((item) => item.dueDate);
    expect([...dues].sort().reverse()).toEqual(dues);
  });

  it('filters by each computed status with the same rules as the status itself', async () => {
    for (const status of ['rascunho', 'aberta', 'parcialmente_paga', 'paga', 'vencida', 'cancelada']) {
      const list = await json<InvoiceList>(
        await t.request(`/api/invoices?status=${status}&limit=100`, { as: 'financeiro' }),
      );
      expect(
        list.items.every((item) => item.status === status),
        status,
      ).toBe(true);
      expect(list.total, status).toBe(list.items.length < 100 ? list.items.length : list.total);
    }
  });
});

describe('NFS-e, boleto and PIX', () => {
  it('records NFS-e data and files with type checks', async () => {
    const invoice = await issued();
    const saved = await t.request(`/api/invoices/${invoice.id}/nfse`, {
      as: 'financeiro',
      method: 'PUT',
      json: {
        number: '2026/123',
        issuedOn: day(0),
        verificationCode: 'ABC-123',
        issRate: '5',
        issWithheld: true,
      },
    });
    expect((await json<InvoiceDetail>(saved)).nfse).toMatchObject({
      number: '2026/123',
      issRate: '5.00',
      issWithheld: true,
    });

    const upload = (kind: string, name: string, content: string) => {
      const body = new FormData();
      body.set('file', new File([content], name));
      return t.request(`/api/invoices/${invoice.id}/files/${kind}`, {
        as: 'financeiro',
        method: 'POST',
        body,
      });
    };
    expect((await upload('nfse-pdf', 'nota.pdf', '%PDF-1.4 teste')).status).toBe(201);
    expect((await upload('nfse-xml', 'nota.xml', '<?xml version="1.0"?><nfse/>')).status).toBe(201);
    expect((await upload('nfse-pdf', 'nota.pdf', 'não sou pdf')).status).toBe(415);
    expect((await upload('nfse-xml', 'vazio.xml', '')).status).toBe(422);
    const file = await t.request(`/api/invoices/${invoice.id}/files/nfse-pdf`, { as: 'financeiro' });
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.4 teste');

    const line = '23793.38128 60007.827136 95000.063305 9 84410000026000';
    const boleto = await t.request(`/api/invoices/${invoice.id}/boleto`, {
      as: 'financeiro',
      method: 'PUT',
      json: { line },
    });
    expect((await json<InvoiceDetail>(boleto)).boleto.line).toBe(line.replace(/\D/g, ''));
  });

  it('shows the PIX copia-e-cola for the open amount', async () => {
    const invoice = await issued({ items: [{ description: 'X', quantity: 1, unitPrice: '1500' }] });
    expect(invoice.pix?.code).toMatch(/^000201/);
    expect(invoice.pix?.code).toContain('br.gov.bcb.pix');
    expect(invoice.pix?.code).toContain('54071500.00');
    expect(invoice.pix?.code).toContain(invoice.number!.replace(/-/g, ''));
    expect(invoice.pix?.code).toContain('5922Coders Agencia Digital');
    expect(invoice.pix?.svg).toMatch(/^<svg/);
  });
});

describe('public link /api/public/invoices/:token', () => {
  it('serves the invoice by token without internal ids, and 404 once revoked', async () => {
    const invoice = await issued();
    expect(
      (await t.request(`/api/invoices/${invoice.id}/public-link`, { as: 'comercial', method: 'POST' }))
        .status,
    ).toBe(403);
    const link = await json<{ url: string }>(
      await t.request(`/api/invoices/${invoice.id}/public-link`, { as: 'financeiro', method: 'POST' }),
    );
    const token = link.url.split('/fatura/')[1]!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row?.publicTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.publicTokenHash).not.toContain(token);

    const response = await t.request(`/api/public/invoices/${token}`);
    expect(response.status).toBe(200);
    const text = await response.clone().text();
    expect(text).not.toContain(invoice.id);
    expect(text).not.toContain(client.id);
    const body = await json<PublicInvoice>(response);
    expect(body).toMatchObject({ number: invoice.number, clientName: client.name, amountDue: '1501.00' });
    expect(body.pix?.code).toContain('br.gov.bcb.pix');

    expect((await t.request(`/api/public/invoices/${'x'.repeat(43)}`)).status).toBe(404);
    const regenerated = await json<{ url: string }>(
      await t.request(`/api/invoices/${invoice.id}/public-link`, { as: 'financeiro', method: 'POST' }),
    );
    expect((await t.request(`/api/public/invoices/${token}`)).status).toBe(404);
    const newToken = regenerated.url.split('/fatura/')[1]!;
    expect((await t.request(`/api/public/invoices/${newToken}`)).status).toBe(200);
    expect(
      (await t.request(`/api/invoices/${invoice.id}/public-link`, { as: 'financeiro', method: 'DELETE' }))
        .status,
    ).toBe(200);
    expect((await t.request(`/api/public/invoices/${newToken}`)).status).toBe(404);
  });

  it('refuses a link on a draft', async () => {
    const invoice = await draft();
    expect(
      (await t.request(`/api/invoices/${invoice.id}/public-link`, { as: 'financeiro', method: 'POST' }))
        .status,
    ).toBe(409);
  });
});

describe('billing jobs', () => {
  it('issues each recurring invoice once per month, catching up missed months', async () => {
    const [template] = await t.db
      .insert(recurringInvoices)
      .values({
        leadId: client.id,
        description: 'Retainer de marketing',
        amount: '2500.00',
        dayOfMonth: 31,
        startMonth: '2026-01-01',
        nextMonth: '2026-01-01',
        months: 3,
      })
      .returning();
    const february = new Date('2026-02-10T15:00:00Z');
    const first = await runRecurringInvoices(t.db, february);
    expect(first).toHaveLength(2);
    expect(await runRecurringInvoices(t.db, february)).toHaveLength(0);
    const rows = await t.db.select().from(invoices).where(eq(invoices.recurringInvoiceId, template!.id));
    expect(rows.map((row) => row.dueDate).sort()).toEqual(['2026-01-31', '2026-02-28']);
    expect(rows.every((row) => row.issuedAt && row.number?.startsWith('FAT-2026-'))).toBe(true);
    expect(await runRecurringInvoices(t.db, new Date('2026-05-10T15:00:00Z'))).toHaveLength(1);
    const [after] = await t.db.select().from(recurringInvoices).where(eq(recurringInvoices.id, template!.id));
    expect(after).toMatchObject({ issuedCount: 3, nextMonth: null });
  });

  it('sends the reminder before the due date once, through SMTP', async () => {
    await saveSettings(t.db, { reminderDaysBefore: '3', reminderDaysAfter: '2' }, null);
    const [lead] = await t.db
      .insert(leads)
      .values({ name: 'Cliente Lembrete', email: 'lembrete@exemplo.com.br', source: 'manual' })
      .returning();
    const invoice = await issued({ leadId: lead!.id, dueDate: day(20) });
    const soon = new Date(Date.now() + 18 * 86_400_000);
    const result = await runBillingJobs(t.deps, soon);
    expect(result.reminders).toBeGreaterThanOrEqual(1);
    // The outbox delivers it (behind the demo invoices' own reminders, queued by the same run).
    const mail = await smtp.mailTo('lembrete@exemplo.com.br', 60_000);
    expect(mail.raw).toContain(invoice.number!);
    await runBillingJobs(t.deps, soon);
    await runBillingJobs(t.deps, new Date(Date.now() + 19 * 86_400_000));
    // Queued once in the outbox (mail_deliveries), delivered once.
    const queued = await t.db
      .select()
      .from(mailDeliveries)
      .where(eq(mailDeliveries.toAddress, 'lembrete@exemplo.com.br'));
    expect(queued.map((row) => row.kind)).toEqual(['invoice_reminder']);
    expect(smtp.inbox.filter((item) => item.to.includes('lembrete@exemplo.com.br'))).toHaveLength(0);
    const sent = await t.db.select().from(invoiceReminders).where(eq(invoiceReminders.invoiceId, invoice.id));
    expect(sent.map((row) => row.step)).toEqual(['antes']);

    await runBillingJobs(t.deps, new Date(Date.now() + 23 * 86_400_000));
    const late = await smtp.mailTo('lembrete@exemplo.com.br', 60_000);
    expect(late.raw).toMatch(/atraso/);
  });
});
