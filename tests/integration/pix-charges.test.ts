/**
 * PIX charges confirmed by the bank (decision 071) against the local mock PSP (tests/support/mock-psp.ts):
 * the cobv payload, the idempotent retry after a timeout, the webhook's verification, the race between
 * the webhook and the reconcile job, and a wrong amount refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, leads } from '@server/db/schema';
import { billingProfiles } from '@server/db/schema-finance';
import { payments } from '@server/payments/schema';
import { bcbProvider, forgetTokens } from '@server/pix-charges/bcb-provider';
import { createCharge, reconcilePixCharges, settlePix } from '@server/pix-charges/charges';
import { WEBHOOK_LIMIT } from '@server/pix-charges/routes';
import { pixCharges } from '@server/pix-charges/schema';
import { saveSettings } from '@server/settings/settings';
import type { InvoiceDetail, PublicInvoice } from '@shared/invoices/schemas';
import { crc16 } from '@shared/pix';
import type { PixProviderView } from '@shared/pix-charges/schemas';
import { endToEndIdOf, type MockPsp, startMockPsp } from '../support/mock-psp';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let psp: MockPsp;
let clientId: string;
const WEBHOOK_SECRET = 'segredo-do-webhook-123';

const day = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );

async function issue(amount = '1500.00', dueOffset = 10): Promise<InvoiceDetail> {
  const draft = await t.request('/api/invoices', {
    as: 'financeiro',
    json: {
      leadId: clientId,
      description: 'Gestão de tráfego',
      competence: day(0).slice(0, 7),
      dueDate: day(dueOffset),
      items: [{ description: 'Mensalidade', quantity: 1, unitPrice: amount }],
    },
  });
  expect(draft.status, await draft.clone().text()).toBe(201);
  const { id } = (await draft.json()) as InvoiceDetail;
  const issued = await t.request(`/api/invoices/${id}/issue`, { as: 'financeiro', method: 'POST' });
  expect(issued.status, await issued.clone().text()).toBe(200);
  return (await issued.json()) as InvoiceDetail;
}

const chargeOf = async (invoiceId: string) =>
  (await t.db.select().from(pixCharges).where(eq(pixCharges.invoiceId, invoiceId)))[0]!;
const invoice = async (id: string) =>
  (await (await t.request(`/api/invoices/${id}`, { as: 'financeiro' })).json()) as InvoiceDetail;
const paymentsFor = (endToEndId: string) =>
  t.db.select().from(payments).where(eq(payments.reference, endToEndId));
const webhook = (body: unknown, secret = WEBHOOK_SECRET) =>
  t.request(`/api/public/pix/webhook/${secret}/pix`, { json: body });

/** An issued invoice whose charge is active on the mock PSP. */
async function activeCharge(amount = '1500.00', dueOffset = 10) {
  const issued = await issue(amount, dueOffset);
  const charge = await chargeOf(issued.id);
  expect(await createCharge(t.deps, charge.id)).toContain('criada no banco');
  return { invoice: issued, charge: await chargeOf(issued.id) };
}

beforeAll(async () => {
  psp = await startMockPsp();
  t = await createTestApp();
  const [lead] = await t.db
    .insert(leads)
    .values({
      name: 'Cliente PIX Teste',
      email: 'cliente.pix@exemplo.com.br',
      source: 'manual',
      status: 'won',
    })
    .returning();
  clientId = lead!.id;
  await t.db.insert(billingProfiles).values({
    leadId: clientId,
    personType: 'pj',
    document: '12345678000195',
    legalName: 'Cliente PIX Ltda',
  });
  await saveSettings(
    t.db,
    {
      pixKey: 'financeiro@coders.example',
      pixReceiverName: 'Coders Agência Digital',
      pixCity: 'São Paulo',
      lateFinePercent: '2',
      monthlyInterestPercent: '1',
    },
    null,
  );
  await t.cookieFor('financeiro');
  const saved = await t.request('/api/pix-charges/settings', {
    as: 'adm',
    method: 'PUT',
    json: {
      enabled: true,
      baseUrl: psp.url,
      tokenUrl: '',
      clientId: psp.clientId,
      clientSecret: psp.clientSecret,
      pixKey: 'financeiro@coders.example',
      certificate: '',
      webhookSecret: WEBHOOK_SECRET,
      boleto: false,
    },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await psp?.close();
});
beforeEach(() => {
  psp.delayMs = 0;
  psp.delayMethod = null;
  psp.failNext = null;
});

describe('Configurações → Cobrança PIX', () => {
  it('keeps the secrets on the server: the screen only learns they are saved', async () => {
    const response = await t.request('/api/pix-charges/settings', { as: 'adm' });
    const text = await response.text();
    expect(text).not.toContain(psp.clientSecret);
    expect(text).not.toContain(WEBHOOK_SECRET);
    const view = JSON.parse(text) as PixProviderView;
    expect(view).toMatchObject({
      enabled: true,
      clientSecretSaved: true,
      webhookSecretSaved: true,
      certificateSaved: false,
    });
    const stored = JSON.stringify(await t.db.select().from(auditLog));
    expect(stored).not.toContain(psp.clientSecret);
  });

  it("'Testar conexão' fetches a token, and says in PT-BR when the bank refuses", async () => {
    const ok = await t.request('/api/pix-charges/settings/test', { as: 'adm', method: 'POST' });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { message: string }).message).toContain('token de acesso obtido');
    psp.failNext = { status: 401, count: 1 };
    const refused = await t.request('/api/pix-charges/settings/test', { as: 'adm', method: 'POST' });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain(
      'recusou as credenciais',
    );
  });

  it('is adm only', async () => {
    expect((await t.request('/api/pix-charges/settings', { as: 'financeiro' })).status).toBe(403);
    expect((await t.request('/api/pix-charges/settings')).status).toBe(401);
  });
});

describe('issuing an invoice creates the cobv charge', () => {
  it('sends due date, debtor, amount, fine and interest; the invoice and its public page show the dynamic code', async () => {
    const { invoice: issued, charge } = await activeCharge('1500.00');
    expect(charge.txid).toMatch(/^[A-Za-z0-9]{26,35}$/);
    expect(charge.status).toBe('ativa');
    const sent = psp.charges.get(charge.txid)!.body as Record<string, unknown>;
    expect(sent.calendario).toEqual({ dataDeVencimento: day(10), validadeAposVencimento: 60 });
    expect(sent.devedor).toEqual({ cnpj: '12345678000195', nome: 'Cliente PIX Ltda' });
    expect(sent.valor).toEqual({
      original: '1500.00',
      multa: { modalidade: '2', valorPerc: '2.00' },
      juros: { modalidade: '3', valorPerc: '1.00' },
    });
    expect(sent.chave).toBe('financeiro@coders.example');

    const detail = await invoice(issued.id);
    expect(detail.pix?.bank).toBe(true);
    const code = detail.pix!.code;
    expect(code).toContain(`25${String(charge.location!.length).padStart(2, '0')}${charge.location}`);
    expect(code).toContain('010212');
    expect(code).not.toContain('financeiro@coders.example');
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));

    const link = await t.request(`/api/invoices/${issued.id}/public-link`, {
      as: 'financeiro',
      method: 'POST',
    });
    const { url } = (await link.json()) as { url: string };
    const token = url.split('/').pop()!;
    const page = (await (await t.request(`/api/public/invoices/${token}`)).json()) as PublicInvoice;
    expect(page.pix?.code).toBe(code);
  });

  it('a timeout fails the attempt for a retry, and the retry finds the charge instead of creating it twice', async () => {
    const issued = await issue('800.00');
    const charge = await chargeOf(issued.id);
    psp.delayMs = 400;
    psp.delayMethod = 'PUT';
    const slow = bcbProvider({
      baseUrl: psp.url,
      tokenUrl: '',
      clientId: psp.clientId,
      clientSecret: psp.clientSecret,
      certificate: '',
      boleto: false,
      timeoutMs: 150,
    });
    forgetTokens();
    psp.delayMethod = 'PUT';
    // The PUT reaches the bank, but its answer comes after our time limit.
    await expect(createCharge(t.deps, charge.id, { provider: slow })).rejects.toThrow(
      'não respondeu a tempo',
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const waiting = await chargeOf(issued.id);
    expect(waiting).toMatchObject({ status: 'pendente', lastError: 'O banco não respondeu a tempo.' });
    expect(psp.charges.has(charge.txid)).toBe(true);
    psp.delayMs = 0;
    expect(await createCharge(t.deps, charge.id, { provider: slow })).toContain('criada no banco');
    const puts = psp.calls.filter((call) => call.method === 'PUT' && call.path === `/v2/cobv/${charge.txid}`);
    expect(puts).toHaveLength(1);
    expect((await chargeOf(issued.id)).status).toBe('ativa');
  });

  it('a refusal on the last attempt leaves the static code and a PT-BR error on the invoice', async () => {
    const issued = await issue('300.00');
    const charge = await chargeOf(issued.id);
    psp.failNext = { status: 503, count: 10 };
    expect(await createCharge(t.deps, charge.id, { lastAttempt: true })).toContain('Cobrança PIX não criada');
    const detail = await invoice(issued.id);
    expect(detail.pixCharge).toMatchObject({ status: 'falhou' });
    expect(detail.pixCharge?.lastError).toContain('O banco recusou a consulta da cobrança');
    expect(detail.pix?.bank).toBeUndefined();
    expect(detail.pix?.code).toContain('financeiro@coders.example');
  });
});

describe('the /pix webhook', () => {
  it('refuses a wrong secret and a forged body, and records a real payment once', async () => {
    const { invoice: issued, charge } = await activeCharge('1500.00');
    const forged = {
      pix: [
        {
          endToEndId: endToEndIdOf(),
          txid: charge.txid,
          valor: '1500.00',
          horario: new Date().toISOString(),
        },
      ],
    };
    expect((await webhook(forged, 'segredo-errado')).status).toBe(404);
    expect((await t.request('/api/public/pix/webhook/pix', { json: forged })).status).toBe(404);
    // The right secret but a PIX the bank never saw: nothing is recorded.
    const stranger = await webhook(forged);
    expect(await stranger.json()).toMatchObject({ registrados: 0, recusados: 1 });
    expect(await paymentsFor(forged.pix[0]!.endToEndId)).toHaveLength(0);
    expect((await invoice(issued.id)).status).not.toBe('paga');

    const paid = psp.pay(charge.txid);
    const first = await webhook({ pix: [paid] });
    expect(await first.json()).toMatchObject({ registrados: 1 });
    const again = await webhook({ pix: [paid] });
    expect(await again.json()).toMatchObject({ registrados: 0, repetidos: 1 });
    const recorded = await paymentsFor(paid.endToEndId);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ amount: '1500.00', method: 'pix' });
    const detail = await invoice(issued.id);
    expect(detail.status).toBe('paga');
    expect(detail.pixCharge?.status).toBe('paga');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, issued.id));
    expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(['pix_charge', 'pix_paid']));
  });

  it('refuses an amount the bank does not show', async () => {
    const { invoice: issued, charge } = await activeCharge('1200.00');
    const paid = psp.pay(charge.txid);
    const answer = await webhook({ pix: [{ ...paid, valor: '12.00' }] });
    expect(await answer.json()).toMatchObject({ registrados: 0, recusados: 1 });
    expect(await paymentsFor(paid.endToEndId)).toHaveLength(0);
    expect((await invoice(issued.id)).status).not.toBe('paga');
    // Paid less than charged on the bank itself: refused too.
    const { charge: other } = await activeCharge('1100.00');
    const short = psp.pay(other.txid, { valor: '10.00' });
    expect(await (await webhook({ pix: [short] })).json()).toMatchObject({ registrados: 0, recusados: 1 });
  });
});

describe('the daily reconcile', () => {
  it('records a paid charge whose webhook never came, and races the webhook to one payment', async () => {
    const { invoice: issued, charge } = await activeCharge('900.00', -1);
    const paid = psp.pay(charge.txid);
    const later = new Date(Date.now() + 2 * 86_400_000);
    const [fromWebhook, fromJob] = await Promise.all([
      settlePix(t.deps, charge.txid, paid, 'webhook'),
      reconcilePixCharges(t.deps, { now: later }),
    ]);
    // One of the two recorded it; the other found it paid (the job may also settle older charges of
    // this file that were paid on the bank, so only this PIX's payments are counted).
    expect(['recorded', 'duplicate']).toContain(fromWebhook);
    expect(fromWebhook === 'recorded' || fromJob.recorded > 0).toBe(true);
    expect(await paymentsFor(paid.endToEndId)).toHaveLength(1);
    expect((await invoice(issued.id)).status).toBe('paga');

    const { invoice: quiet, charge: unheard } = await activeCharge('700.00', -1);
    const silent = psp.pay(unheard.txid);
    const result = await reconcilePixCharges(t.deps, { now: later });
    expect(result.recorded).toBeGreaterThanOrEqual(1);
    expect(await paymentsFor(silent.endToEndId)).toHaveLength(1);
    expect((await invoice(quiet.id)).status).toBe('paga');
    expect((await reconcilePixCharges(t.deps, { now: later })).recorded).toBe(0);
  });
});

describe('the webhook under a flood', () => {
  it('answers 429 past the per-address limit, before reading the secret', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= WEBHOOK_LIMIT.requests; i++)
      statuses.push((await webhook({ pix: [] }, 'segredo-errado')).status);
    // Earlier tests of this file used part of this address's window.
    const first429 = statuses.indexOf(429);
    expect(first429).toBeGreaterThan(0);
    expect(statuses.slice(0, first429).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(first429).every((status) => status === 429)).toBe(true);
  });
});

describe('boleto híbrido (where the PSP offers it)', () => {
  it('asks for the boleto with the PIX and shows its linha digitável', async () => {
    const boleto = bcbProvider({
      baseUrl: psp.url,
      tokenUrl: '',
      clientId: psp.clientId,
      clientSecret: psp.clientSecret,
      certificate: '',
      boleto: true,
    });
    expect(boleto.capabilities.boleto).toBe(true);
    const issued = await issue('450.00');
    const charge = await chargeOf(issued.id);
    expect(await createCharge(t.deps, charge.id, { provider: boleto })).toContain('criada no banco');
    const detail = await invoice(issued.id);
    expect(detail.pixCharge?.boletoLine).toMatch(/^23790/);
    expect(detail.pix?.bank).toBe(true);
    expect(psp.calls.some((call) => call.path === `/v2/cobv/${charge.txid}/boleto`)).toBe(true);
  });
});
