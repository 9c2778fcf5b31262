import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureChatLead } from '@server/chat/lead-capture';
import { queryRows } from '@server/db/client';
import { leads } from '@server/db/schema';
import { invoices } from '@server/invoices/schema';
import { recordPublicSubmission } from '@server/leads/public-submission';
import { accrueCommissions, onPaymentRecorded } from '@server/partners/commissions';
import { partnerCommissions } from '@server/partners/schema';
import { paymentAllocations, payments } from '@server/payments/schema';
import { emptyLeadProfile } from '@shared/lead-profile/types';
import type {
  AgreementItem,
  CommissionPage,
  PartnerDocumentItem,
  PartnerItem,
  PartnersOverview,
  ReferralLinkCreated,
  ReferredLeadPage,
} from '@shared/partners/schemas';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let partnerA: PartnerItem; // ativo, % agreement (10 %, 3 months, 30-day window)
let partnerB: PartnerItem; // ativo, fixed agreement (R$ 500)
let partnerOff: PartnerItem; // inativo
let agreementA: AgreementItem;

const DAY = 86_400_000;
const json = async <T>(response: Response) => (await response.json()) as T;
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

async function ok<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return json<T>(response);
}

const partnerBody = (over: Record<string, unknown> = {}) => ({
  name: 'Parceiro Teste',
  personType: 'pf',
  document: '123.456.789-09',
  contactName: 'Ana Teste',
  email: 'ana.parceira@exemplo.com.br',
  phone: '(11) 98888-7777',
  pixKey: 'ana.parceira@exemplo.com.br',
  code: 'tsta',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  partnerA = await ok(await t.request('/api/partners', { as: 'adm', json: partnerBody() }), 201);
  partnerB = await ok(
    await t.request('/api/partners', {
      as: 'adm',
      json: partnerBody({
        name: 'Agência Parceira',
        personType: 'pj',
        document: '12.ABC.345/01DE-35',
        email: 'contato@agencia.example',
        code: 'TSTB',
      }),
    }),
    201,
  );
  partnerOff = await ok(
    await t.request('/api/partners', {
      as: 'adm',
      json: partnerBody({
        name: 'Parceiro Inativo',
        personType: 'pj',
        document: '98.765.432/0001-98',
        email: 'inativo@exemplo.com.br',
        code: 'TSTOFF',
      }),
    }),
    201,
  );
  agreementA = await ok(
    await t.request('/api/partners/agreements', {
      as: 'adm',
      json: {
        partnerId: partnerA.id,
        kind: 'percentual',
        percent: '10',
        recurringMonths: 3,
        attributionDays: 30,
        validFrom: daysAgo(400),
      },
    }),
    201,
  );
  await ok(
    await t.request('/api/partners/agreements', {
      as: 'adm',
      json: {
        partnerId: partnerB.id,
        kind: 'fixo',
        fixedAmount: '500.00',
        recurringMonths: 1,
        attributionDays: 60,
        validFrom: daysAgo(400),
      },
    }),
    201,
  );
  await ok(
    await t.request('/api/partners/agreements', {
      as: 'adm',
      json: {
        partnerId: partnerOff.id,
        kind: 'fixo',
        fixedAmount: '100',
        recurringMonths: 1,
        attributionDays: 60,
        validFrom: daysAgo(400),
      },
    }),
    201,
  );
  await ok(
    await t.request(`/api/partners/${partnerOff.id}`, {
      as: 'adm',
      method: 'PATCH',
      json: partnerBody({
        name: 'Parceiro Inativo',
        personType: 'pj',
        document: '98.765.432/0001-98',
        email: 'inativo@exemplo.com.br',
        code: 'TSTOFF',
        status: 'inativo',
      }),
    }),
  );
});
afterAll(async () => {
  await t?.close();
});

const ID = '00000000-0000-4000-8000-000000000000';
const ENDPOINTS: [method: string, path: string][] = [
  ['GET', '/api/partners'],
  ['POST', '/api/partners'],
  ['GET', `/api/partners/${ID}`],
  ['PATCH', `/api/partners/${ID}`],
  ['GET', '/api/partners/overview'],
  ['GET', '/api/partners/agreements'],
  ['POST', '/api/partners/agreements'],
  ['PATCH', `/api/partners/agreements/${ID}`],
  ['GET', '/api/partners/referred-leads'],
  ['GET', '/api/partners/referral-links'],
  ['POST', '/api/partners/referral-links'],
  ['POST', `/api/partners/referral-links/${ID}/revoke`],
  ['POST', '/api/partners/commissions/accrue'],
  ['GET', '/api/partners/commissions'],
  ['GET', '/api/partners/commissions/statements'],
  ['GET', '/api/partners/commissions/export'],
  ['POST', '/api/partners/commissions/approve'],
  ['POST', '/api/partners/commissions/pay'],
  ['GET', '/api/partners/documents'],
  ['POST', '/api/partners/documents'],
  ['POST', '/api/partners/documents/versions'],
  ['PATCH', `/api/partners/documents/${ID}/signature`],
  ['GET', `/api/partners/documents/versions/${ID}/file`],
];

/** Approving and paying commissions is money: adm's alone (decision 060). */
const MONEY = new Set(['/api/partners/commissions/approve', '/api/partners/commissions/pay']);

describe('access to /api/partners', () => {
  it('answers 401 signed out and 403 to comercial, financeiro and a person without a role', async () => {
    for (const [method, path] of ENDPOINTS) {
      const body = method === 'GET' ? {} : { json: {}, method };
      expect((await t.request(path, { ...body })).status, `${method} ${path}`).toBe(401);
      for (const as of ['comercial', 'financeiro', 'usuario']) {
        expect((await t.request(path, { ...body, as })).status, `${as} ${method} ${path}`).toBe(403);
      }
    }
  });

  it('lets mkt run the programme (decision 060) but refuses approving and paying commissions', async () => {
    for (const [method, path] of ENDPOINTS) {
      const body = method === 'GET' ? {} : { json: {}, method };
      const status = (await t.request(path, { ...body, as: 'mkt' })).status;
      if (MONEY.has(path)) expect(status, `mkt ${method} ${path}`).toBe(403);
      else expect([401, 403], `mkt ${method} ${path}: ${status}`).not.toContain(status);
    }
  });
});

describe('validation (422)', () => {
  const fields = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(422);
    return (await json<{ error: { fields: Record<string, string> } }>(response)).error.fields;
  };

  it('refuses invalid partners, agreements and filters with PT-BR messages', async () => {
    expect(
      await fields(
        await t.request('/api/partners', { as: 'adm', json: partnerBody({ document: '111.111.111-11' }) }),
      ),
    ).toMatchObject({ document: 'CPF inválido. Confira os dígitos.' });
    expect(
      await fields(
        await t.request('/api/partners', {
          as: 'adm',
          json: partnerBody({ personType: 'pj', document: '123.456.789-09', code: 'a b', email: 'x' }),
        }),
      ),
    ).toMatchObject({ document: expect.any(String), code: expect.any(String), email: 'E-mail inválido.' });
    expect(
      await fields(
        await t.request(`/api/partners/${partnerA.id}`, { as: 'adm', method: 'PATCH', json: { name: '' } }),
      ),
    ).toHaveProperty('name');
    expect(
      await fields(
        await t.request('/api/partners/agreements', {
          as: 'adm',
          json: {
            partnerId: partnerA.id,
            kind: 'percentual',
            percent: 150,
            recurringMonths: 0,
            validFrom: 'x',
          },
        }),
      ),
    ).toMatchObject({
      percent: expect.any(String),
      recurringMonths: expect.any(String),
      validFrom: expect.any(String),
    });
    expect(
      await fields(
        await t.request(`/api/partners/agreements/${agreementA.id}`, {
          as: 'adm',
          method: 'PATCH',
          json: {
            partnerId: partnerA.id,
            kind: 'fixo',
            recurringMonths: 1,
            attributionDays: 1,
            validFrom: today(),
          },
        }),
      ),
    ).toHaveProperty('fixedAmount');
    for (const path of [
      '/api/partners?status=x',
      '/api/partners/referred-leads?partnerId=x',
      '/api/partners/agreements?partnerId=1',
      '/api/partners/referral-links?partnerId=1',
      '/api/partners/commissions?month=2026-13',
      '/api/partners/commissions/statements?status=x',
      '/api/partners/commissions/export?month=x',
      '/api/partners/documents?partnerId=x',
      '/api/partners/commissions?cursor=nope',
    ]) {
      expect((await t.request(path, { as: 'adm' })).status, path).toBe(422);
    }
    expect(
      await fields(
        await t.request('/api/partners/referral-links', {
          as: 'adm',
          json: { partnerId: partnerA.id, expiresInDays: 0 },
        }),
      ),
    ).toHaveProperty('expiresInDays');
    expect(
      await fields(await t.request('/api/partners/commissions/approve', { as: 'adm', json: { ids: [] } })),
    ).toHaveProperty('ids');
    expect(
      await fields(
        await t.request('/api/partners/commissions/pay', {
          as: 'adm',
          json: { ids: [ID], paidOn: '2026-02-30' },
        }),
      ),
    ).toHaveProperty('paidOn');
    expect(
      await fields(
        await t.request(`/api/partners/documents/${ID}/signature`, {
          as: 'adm',
          method: 'PATCH',
          json: { signatureStatus: 'talvez' },
        }),
      ),
    ).toHaveProperty('signatureStatus');
    const upload = new FormData();
    upload.set('partnerId', partnerA.id);
    upload.set('title', '');
    expect(
      await fields(await t.request('/api/partners/documents', { as: 'adm', method: 'POST', body: upload })),
    ).toMatchObject({
      title: expect.any(String),
      file: expect.any(String),
    });
    const version = new FormData();
    version.set('documentId', 'x');
    expect(
      await fields(
        await t.request('/api/partners/documents/versions', { as: 'adm', method: 'POST', body: version }),
      ),
    ).toHaveProperty('documentId');
  });

  it('refuses a duplicate code and a second active agreement (409)', async () => {
    const dup = await t.request('/api/partners', {
      as: 'adm',
      json: partnerBody({ document: '123.456.796-20', code: 'TSTA' }),
    });
    expect(dup.status).toBe(409);
    const second = await t.request('/api/partners/agreements', {
      as: 'adm',
      json: {
        partnerId: partnerA.id,
        kind: 'fixo',
        fixedAmount: 10,
        recurringMonths: 1,
        attributionDays: 1,
        validFrom: today(),
      },
    });
    expect(second.status).toBe(409);
  });
});

describe('partners list', () => {
  it('lists with search, upper-cases the code and shows the agreement in force', async () => {
    const page = await ok<{ items: PartnerItem[] }>(await t.request('/api/partners?q=tsta', { as: 'adm' }));
    expect(page.items.map((item) => item.code)).toEqual(['TSTA']);
    expect(page.items[0]!.agreement).toMatchObject({ kind: 'percentual', percent: '10.00' });
    expect(partnerB.document).toBe('12ABC34501DE35');
    const first = await ok<{ items: PartnerItem[]; nextCursor: string }>(
      await t.request('/api/partners?limit=1', { as: 'adm' }),
    );
    const next = await ok<{ items: PartnerItem[] }>(
      await t.request(`/api/partners?limit=1&cursor=${first.nextCursor}`, { as: 'adm' }),
    );
    expect(next.items[0]!.id).not.toBe(first.items[0]!.id);
  });
});

const submission = (email: string, ref: { code: string; at: number } | null, now = new Date()) =>
  recordPublicSubmission(t.db, {
    channel: 'questionnaire',
    contact: { name: 'Visitante Indicado', email },
    lead: { source: 'questionario', referral: ref },
    details: {},
    consent: { contato: true, marketing: false },
    context: { ip: null, userAgent: null, now },
  });

describe('referral attribution', () => {
  it('credits a new lead whose visit is within the window', async () => {
    const at = Date.now() - 5 * DAY;
    const { lead, created } = await submission('novo.indicado@exemplo.com.br', { code: 'tsta', at });
    expect(created).toBe(true);
    expect(lead.partnerId).toBe(partnerA.id);
    expect(lead.referredAt?.getTime()).toBe(at);
  });

  it('does not credit a visit outside the window, in the future, an unknown code or an inactive partner', async () => {
    const cases = [
      ['fora.janela@exemplo.com.br', { code: 'TSTA', at: Date.now() - 31 * DAY }],
      ['futuro@exemplo.com.br', { code: 'TSTA', at: Date.now() + DAY }],
      ['desconhecido@exemplo.com.br', { code: 'NAOEXISTE', at: Date.now() }],
      ['inativo.lead@exemplo.com.br', { code: 'TSTOFF', at: Date.now() }],
    ] as const;
    for (const [email, ref] of cases) {
      const { lead, created } = await submission(email, ref);
      expect(created, email).toBe(true);
      expect(lead.partnerId, email).toBeNull();
    }
  });

  it('never credits a lead that already existed', async () => {
    await submission('ja.existia@exemplo.com.br', null);
    const { lead, created } = await submission('JA.EXISTIA@exemplo.com.br', { code: 'TSTA', at: Date.now() });
    expect(created).toBe(false);
    expect(lead.partnerId).toBeNull();
  });

  it('credits a lead the chat creates, not one it only updates', async () => {
    const profile = { ...emptyLeadProfile(), email: 'chat.indicado@exemplo.com.br' };
    const created = await captureChatLead(
      t.db,
      profile,
      'Oi',
      { email: 'chat.indicado@exemplo.com.br' },
      {
        referral: { code: 'TSTA', at: Date.now() - DAY },
      },
    );
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, created!.id));
    expect(lead!.partnerId).toBe(partnerA.id);
    const known = await captureChatLead(
      t.db,
      { ...emptyLeadProfile(), email: 'ja.existia@exemplo.com.br' },
      'Oi',
      { email: 'ja.existia@exemplo.com.br' },
      { referral: { code: 'TSTA', at: Date.now() } },
    );
    const [existing] = await t.db.select().from(leads).where(eq(leads.id, known!.id));
    expect(existing!.partnerId).toBeNull();
  });

  it('lists referred leads per partner with their stage', async () => {
    const page = await ok<ReferredLeadPage>(
      await t.request(`/api/partners/referred-leads?partnerId=${partnerA.id}`, { as: 'adm' }),
    );
    expect(page.items.map((item) => item.email)).toContain('novo.indicado@exemplo.com.br');
    expect(page.items.every((item) => item.partnerCode === 'TSTA')).toBe(true);
    expect(page.items[0]).toMatchObject({ status: 'new', received: '0.00' });
  });
});

describe('one-time referral links', () => {
  async function newLink(partnerId = partnerB.id) {
    const created = await ok<ReferralLinkCreated>(
      await t.request('/api/partners/referral-links', { as: 'adm', json: { partnerId, expiresInDays: 7 } }),
      201,
    );
    return created.url.split('/indicar/')[1]!;
  }
  const form = {
    name: 'Indicada Pelo Link',
    email: 'indicada.link@exemplo.com.br',
    phone: '(21) 97777-1234',
    company: 'Empresa Indicada',
    note: 'Quer uma loja virtual.',
    consent: true,
  };

  it('creates the lead credited to the partner, once; a second use is refused', async () => {
    const token = await newLink();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await ok<{ partnerName: string }>(await t.request(`/api/public/referrals/${token}`));
    expect(info.partnerName).toBe('Agência Parceira');
    await ok(await t.request(`/api/public/referrals/${token}`, { json: form }), 201);
    const [lead] = await t.db.select().from(leads).where(eq(leads.email, form.email));
    expect(lead).toMatchObject({ partnerId: partnerB.id, source: 'indicacao' });
    const consents = await queryRows<{ channel: string }>(
      t.db,
      sql`select purpose, granted, channel from consent_events where lead_id = ${lead!.id}`,
    );
    expect(consents.map((row) => row.channel)).toEqual(['referral', 'referral']);
    expect((await t.request(`/api/public/referrals/${token}`, { json: form })).status).toBe(404);
    expect((await t.request(`/api/public/referrals/${token}`)).status).toBe(404);
  });

  it('does not credit a known contact and answers the same', async () => {
    const token = await newLink();
    await ok(
      await t.request(`/api/public/referrals/${token}`, {
        json: { ...form, name: 'Outra Pessoa', email: 'ja.existia@exemplo.com.br', phone: null },
      }),
      201,
    );
    const [lead] = await t.db.select().from(leads).where(eq(leads.email, 'ja.existia@exemplo.com.br'));
    expect(lead!.partnerId).toBeNull();
  });

  it('refuses bad tokens, revoked links and invalid bodies', async () => {
    expect((await t.request('/api/public/referrals/nope')).status).toBe(404);
    expect((await t.request(`/api/public/referrals/${'a'.repeat(43)}`, { json: form })).status).toBe(404);
    const token = await newLink();
    const bad = await t.request(`/api/public/referrals/${token}`, {
      json: { ...form, consent: false, email: 'x' },
    });
    expect(bad.status).toBe(422);
    const links = await ok<{ id: string; state: string }[]>(
      await t.request(`/api/partners/referral-links?partnerId=${partnerB.id}`, { as: 'adm' }),
    );
    const open = links.find((link) => link.state === 'aberto')!;
    await ok(await t.request(`/api/partners/referral-links/${open.id}/revoke`, { as: 'adm', json: {} }));
    expect((await t.request(`/api/public/referrals/${token}`)).status).toBe(404);
    expect(
      (await t.request('/api/partners/referral-links', { as: 'adm', json: { partnerId: partnerOff.id } }))
        .status,
    ).toBe(409);
  });
});

describe('commissions', () => {
  let leadId: string;
  let invoiceId: string;

  /** A payment (or, with `reverses`, a refund giving back that allocation) on the test invoice. */
  async function pay(amount: string, receivedOn: string, reverses?: string) {
    const [payment] = await t.db
      .insert(payments)
      .values({ receivedOn, amount, method: 'pix', leadId })
      .returning({ id: payments.id });
    const [allocation] = await t.db
      .insert(paymentAllocations)
      .values({ paymentId: payment!.id, invoiceId, amount, reversesId: reverses ?? null })
      .returning({ id: paymentAllocations.id });
    return { id: payment!.id, allocationId: allocation!.id };
  }
  let firstAllocation: string;

  beforeAll(async () => {
    const [lead] = await t.db
      .insert(leads)
      .values({
        name: 'Cliente Comissão',
        email: 'cliente.comissao@exemplo.com.br',
        source: 'questionario',
        partnerId: partnerA.id,
        referredAt: new Date(Date.now() - 200 * DAY),
      })
      .returning({ id: leads.id });
    leadId = lead!.id;
    const [invoice] = await t.db
      .insert(invoices)
      .values({
        leadId,
        number: 'FAT-TESTE-0001',
        competence: `${daysAgo(150).slice(0, 8)}01`,
        dueDate: daysAgo(150),
        total: '10000.00',
        issuedAt: new Date(Date.now() - 150 * DAY),
      })
      .returning({ id: invoices.id });
    invoiceId = invoice!.id;
  });

  it('earns the percent of each amount received within the recurring months, once', async () => {
    const first = await pay('1000.00', daysAgo(150));
    firstAllocation = first.allocationId;
    await pay('2000.55', daysAgo(100));
    await pay('3000.00', daysAgo(40)); // 110 days after the first payment: past 3 months
    expect(await onPaymentRecorded(t.db, first.id)).toEqual({ created: 1 });
    expect(await accrueCommissions(t.db)).toMatchObject({ created: expect.any(Number) });
    const rows = await t.db.select().from(partnerCommissions).where(eq(partnerCommissions.leadId, leadId));
    expect(rows.map((row) => row.amount).sort()).toEqual(['100.00', '200.06']);
    expect(rows.every((row) => row.status === 'pendente' && row.agreementId === agreementA.id)).toBe(true);
    expect(await accrueCommissions(t.db)).toEqual({ created: 0 });
  });

  it('turns a refund into a negative entry on the current statement', async () => {
    const refund = await pay('-1000.00', today(), firstAllocation);
    expect(await onPaymentRecorded(t.db, refund.id)).toEqual({ created: 1 });
    const [row] = await t.db
      .select()
      .from(partnerCommissions)
      .where(sql`${partnerCommissions.leadId} = ${leadId} and ${partnerCommissions.amount} < 0`);
    expect(row).toMatchObject({ amount: '-100.00', statementMonth: `${today().slice(0, 7)}-01` });
  });

  it('counts a refund accrued in the same run as the payment it refunds', async () => {
    const [other] = await t.db
      .insert(leads)
      .values({
        name: 'Mesmo Dia',
        email: 'mesmo.dia@exemplo.com.br',
        source: 'manual',
        partnerId: partnerA.id,
      })
      .returning({ id: leads.id });
    const [invoice] = await t.db
      .insert(invoices)
      .values({
        leadId: other!.id,
        competence: `${today().slice(0, 8)}01`,
        dueDate: today(),
        total: '300.00',
      })
      .returning({ id: invoices.id });
    let reverses: string | null = null;
    for (const amount of ['300.00', '-300.00']) {
      const [payment] = await t.db
        .insert(payments)
        .values({ receivedOn: today(), amount, method: 'pix', leadId: other!.id })
        .returning({ id: payments.id });
      const [allocation]: { id: string }[] = await t.db
        .insert(paymentAllocations)
        .values({ paymentId: payment!.id, invoiceId: invoice!.id, amount, reversesId: reverses })
        .returning({ id: paymentAllocations.id });
      reverses = allocation!.id;
    }
    expect(await accrueCommissions(t.db)).toEqual({ created: 2 });
    const rows = await t.db.select().from(partnerCommissions).where(eq(partnerCommissions.leadId, other!.id));
    expect(rows.map((row) => row.amount).sort()).toEqual(['-30.00', '30.00']);
  });

  it('earns a fixed amount once when the lead is won', async () => {
    const [lead] = await t.db
      .insert(leads)
      .values({
        name: 'Ganho Fixo',
        email: 'ganho.fixo@exemplo.com.br',
        source: 'manual',
        partnerId: partnerB.id,
      })
      .returning({ id: leads.id });
    await accrueCommissions(t.db);
    expect(
      await t.db.select().from(partnerCommissions).where(eq(partnerCommissions.leadId, lead!.id)),
    ).toHaveLength(0);
    await t.db.update(leads).set({ status: 'won' }).where(eq(leads.id, lead!.id));
    expect(await accrueCommissions(t.db)).toEqual({ created: 1 });
    expect(await accrueCommissions(t.db)).toEqual({ created: 0 });
    const [row] = await t.db.select().from(partnerCommissions).where(eq(partnerCommissions.leadId, lead!.id));
    expect(row).toMatchObject({ amount: '500.00', status: 'pendente' });
  });

  it('approves, pays, filters, sums and exports', async () => {
    const page = await ok<CommissionPage>(
      await t.request(`/api/partners/commissions?partnerId=${partnerA.id}&status=pendente`, { as: 'adm' }),
    );
    expect(page.items.length).toBeGreaterThanOrEqual(3);
    const ids = page.items.map((item) => item.id);
    expect(
      await ok(
        await t.request('/api/partners/commissions/pay', { as: 'adm', json: { ids, paidOn: today() } }),
      ),
    ).toEqual({
      updated: 0,
    });
    expect(
      await ok(await t.request('/api/partners/commissions/approve', { as: 'adm', json: { ids } })),
    ).toEqual({
      updated: ids.length,
    });
    expect(
      await ok(
        await t.request('/api/partners/commissions/pay', {
          as: 'adm',
          json: { ids: [ids[0]], paidOn: today(), pixReference: 'E123' },
        }),
      ),
    ).toEqual({ updated: 1 });
    const after = await ok<CommissionPage>(
      await t.request(`/api/partners/commissions?partnerId=${partnerA.id}`, { as: 'adm' }),
    );
    expect(after.items.find((item) => item.id === ids[0])).toMatchObject({
      status: 'paga',
      pixReference: 'E123',
    });
    expect(Number(after.totals.paga) + Number(after.totals.aprovada)).toBeCloseTo(200.06);
    const statements = await ok<{ partnerName: string }[]>(
      await t.request(`/api/partners/commissions/statements?partnerId=${partnerA.id}`, { as: 'adm' }),
    );
    expect(statements.length).toBeGreaterThanOrEqual(2);
    const csv = await t.request(`/api/partners/commissions/export?partnerId=${partnerA.id}`, { as: 'adm' });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('Mês;Parceiro')).toBe(true);
    expect(text).toContain('Parceiro Teste');
    const overview = await ok<PartnersOverview>(await t.request('/api/partners/overview', { as: 'adm' }));
    const rank = overview.ranking.find((row) => row.partnerId === partnerA.id)!;
    expect(rank.revenue).toBe('5000.55');
    expect(
      (
        await ok<{ created: number }>(
          await t.request('/api/partners/commissions/accrue', { as: 'adm', json: {} }),
        )
      ).created,
    ).toBe(0);
  });
});

describe('documents', () => {
  const pdf = (text: string) =>
    new File([`%PDF-1.4\n${text}\n%%EOF`], 'contrato parceiro.pdf', { type: 'application/pdf' });

  it('keeps versions, tracks the signature, serves files only to adm and refuses other types', async () => {
    const body = new FormData();
    body.set('partnerId', partnerA.id);
    body.set('title', 'Contrato de parceria');
    body.set('file', pdf('v1'));
    const created = await ok<PartnerDocumentItem>(
      await t.request('/api/partners/documents', { as: 'adm', method: 'POST', body }),
      201,
    );
    expect(created.versions).toHaveLength(1);
    const sent = await ok<PartnerDocumentItem>(
      await t.request(`/api/partners/documents/${created.id}/signature`, {
        as: 'adm',
        method: 'PATCH',
        json: { signatureStatus: 'enviado', date: today() },
      }),
    );
    expect(sent.signatureStatus).toBe('enviado');
    expect(sent.sentAt).not.toBeNull();
    const next = new FormData();
    next.set('documentId', created.id);
    next.set('file', pdf('v2'));
    const versioned = await ok<PartnerDocumentItem>(
      await t.request('/api/partners/documents/versions', { as: 'adm', method: 'POST', body: next }),
      201,
    );
    expect(versioned.versions.map((version) => version.version)).toEqual([2, 1]);
    expect(versioned.signatureStatus).toBe('pendente');
    const file = await t.request(`/api/partners/documents/versions/${versioned.versions[1]!.id}/file`, {
      as: 'adm',
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('attachment');
    expect(await file.text()).toContain('v1');
    // The public uploads route does not serve contracts.
    const [{ file_id: fileId }] = (await queryRows<{ file_id: string }>(
      t.db,
      sql`select file_id from partner_document_versions where id = ${versioned.versions[1]!.id}`,
    )) as [{ file_id: string }];
    expect((await t.request(`/api/uploads/${fileId}`)).status).toBe(404);
    const exe = new FormData();
    exe.set('partnerId', partnerA.id);
    exe.set('title', 'Executável');
    exe.set('file', new File(['MZ\x90\x00'], 'x.pdf'));
    expect(
      (await t.request('/api/partners/documents', { as: 'adm', method: 'POST', body: exe })).status,
    ).toBe(415);
    const list = await ok<PartnerDocumentItem[]>(
      await t.request(`/api/partners/documents?partnerId=${partnerA.id}`, { as: 'adm' }),
    );
    expect(list.map((doc) => doc.title)).toContain('Contrato de parceria');
  });
});
