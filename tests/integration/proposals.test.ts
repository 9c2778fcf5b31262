/**
 * Proposals end to end through the API (docs/product/proposals.md): access, billing profile, numbering
 * under concurrency, totals, versions, the public link (view, accept, decline, revoke, expiry) and what
 * an acceptance creates (exactly one project, the plan's draft invoices, the lead won).
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leadEvents, leads, notifications, projects } from '@server/db/schema';
import { billingProfiles } from '@server/db/schema-finance';
import { invoiceItems, invoices, recurringInvoices } from '@server/invoices/schema';
import { proposals, proposalVersions } from '@server/proposals/schema';
import type { ProposalDetails, ProposalList, PublicProposal } from '@shared/proposals/schemas';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let leadId: string;
let otherLeadId: string;
let address = 0;

const CPF = '529.982.247-25';
const HALF_HALF = {
  kind: 'instalments',
  instalments: [
    { label: '50% na aceitação', percent: 50, dueInDays: 0 },
    { label: '50% na entrega', percent: 50, dueInDays: 30 },
  ],
};
const body = (over: Record<string, unknown> = {}) => ({
  leadId,
  title: 'Loja virtual',
  intro: 'Olá!',
  scope: 'Loja completa',
  terms: 'Pagamento conforme o plano.',
  validUntil: '2099-12-31',
  paymentPlan: HALF_HALF,
  items: [
    {
      description: 'Desenvolvimento',
      service: 'ecommerce',
      quantity: 1,
      unitPrice: '10000.00',
      discount: '1000',
    },
    { description: 'Hospedagem anual', quantity: 12, unitPrice: 50.5 },
    { description: 'Identidade visual', quantity: 1, unitPrice: 2000, optional: true, selected: false },
  ],
  ...over,
});

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  const [lead, other] = await t.db
    .insert(leads)
    .values([
      {
        name: 'Cliente Propostas',
        email: 'cliente.propostas@exemplo.com.br',
        source: 'manual',
        status: 'proposal',
      },
      { name: 'Outro Cliente', email: 'outro.cliente@exemplo.com.br', source: 'manual' },
    ])
    .returning();
  leadId = lead!.id;
  otherLeadId = other!.id;
});
afterAll(async () => {
  await t?.close();
});

const read = async <T>(response: Response) => (await response.json()) as T;

async function create(over: Record<string, unknown> = {}, as = 'comercial') {
  const response = await t.request('/api/proposals', { as, json: body(over) });
  expect(response.status, await response.clone().text()).toBe(201);
  return read<ProposalDetails>(response);
}

async function send(id: string) {
  const response = await t.request(`/api/proposals/${id}/send`, { as: 'comercial', method: 'POST' });
  expect(response.status, await response.clone().text()).toBe(200);
  const { url } = await read<{ url: string }>(response);
  return url.split('/proposta/')[1]!;
}

/** The client, from an address of its own each time (the per-address limits are tested apart). */
function client(path: string, init: RequestInit & { json?: unknown; from?: string } = {}) {
  const { from, ...rest } = init;
  address += 1;
  return t.request(path, {
    ...rest,
    headers: { 'x-forwarded-for': from ?? `203.0.113.${address % 250}`, 'user-agent': 'Teste/1.0' },
  });
}
/** What the client's page holds: the version and content hash it was served (a placeholder if none). */
async function shown(token: string) {
  const response = await client(`/api/public/proposals/${token}`);
  if (response.status !== 200) return { version: 1, contentHash: '0'.repeat(64) };
  const view = await read<PublicProposal>(response);
  return { version: view.version, contentHash: view.contentHash };
}
const accept = async (token: string, over: Record<string, unknown> = {}, from?: string) =>
  client(`/api/public/proposals/${token}/accept`, {
    from,
    json: {
      name: 'Maria Cliente',
      cpf: CPF,
      agree: true,
      selectedOptionalItemIds: [],
      ...(await shown(token)),
      ...over,
    },
  });

describe('access', () => {
  it('answers 401 signed out and 403 to other roles on every staff endpoint', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [string, RequestInit & { json?: unknown }][] = [
      ['/api/proposals', {}],
      ['/api/proposals', { json: body() }],
      [`/api/proposals/${id}`, {}],
      [`/api/proposals/${id}`, { method: 'PUT', json: body() }],
      [`/api/proposals/${id}`, { method: 'DELETE' }],
      [`/api/proposals/${id}/cancel`, { json: { reason: 'não quer mais' } }],
      [`/api/proposals/${id}/send`, { method: 'POST' }],
      [`/api/proposals/${id}/link`, { method: 'POST' }],
      [`/api/proposals/${id}/link`, { method: 'DELETE' }],
      [`/api/leads/${leadId}/billing-profile`, { method: 'PUT', json: { personType: 'pf' } }],
    ];
    for (const [path, init] of calls) {
      expect((await t.request(path, init)).status, `${init.method ?? 'GET'} ${path}`).toBe(401);
      for (const as of ['mkt', 'financeiro', 'usuario']) {
        expect((await t.request(path, { ...init, as })).status, `${as} ${path}`).toBe(403);
      }
    }
    expect((await t.request(`/api/leads/${leadId}/billing-profile`)).status).toBe(401);
    expect((await t.request(`/api/leads/${leadId}/billing-profile`, { as: 'mkt' })).status).toBe(403);
    expect((await t.request(`/api/leads/${leadId}/billing-profile`, { as: 'financeiro' })).status).toBe(200);
  });
});

describe('billing profile', () => {
  const profile = {
    personType: 'pj',
    document: '12.abc.345/01de-35',
    legalName: 'Cliente Propostas Ltda',
    municipalRegistration: '123456',
    billingEmail: 'financeiro@cliente.com.br',
    cep: '01310-100',
    street: 'Av. Paulista',
    number: '1000',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  };

  it('refuses an invalid document, CEP or e-mail with PT-BR messages', async () => {
    const path = `/api/leads/${leadId}/billing-profile`;
    const bad = async (over: Record<string, unknown>) => {
      const response = await t.request(path, {
        as: 'comercial',
        method: 'PUT',
        json: { ...profile, ...over },
      });
      expect(response.status).toBe(422);
      return (await read<{ error: { fields: Record<string, string> } }>(response)).error.fields;
    };
    expect((await bad({ document: '11.222.333/0001-82' })).document).toBe(
      'CNPJ inválido. Confira os dígitos.',
    );
    expect((await bad({ personType: 'pf', document: '111.111.111-11' })).document).toBe(
      'CPF inválido. Confira os dígitos.',
    );
    expect((await bad({ cep: '0131010' })).cep).toBe('CEP deve ter 8 dígitos');
    expect((await bad({ billingEmail: 'nope' })).billingEmail).toBe('E-mail inválido');
    expect((await bad({ state: 'XX' })).state).toBe('UF inválida');
  });

  it('saves (alphanumeric CNPJ, clean CEP), reads back, audits, and 404s an unknown lead', async () => {
    const path = `/api/leads/${leadId}/billing-profile`;
    expect((await read<{ profile: null }>(await t.request(path, { as: 'comercial' }))).profile).toBeNull();
    const saved = await t.request(path, { as: 'comercial', method: 'PUT', json: profile });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const { profile: stored } = await read<{ profile: Record<string, unknown> }>(saved);
    expect(stored).toMatchObject({ document: '12ABC34501DE35', cep: '01310100', personType: 'pj' });
    const again = await read<{ profile: Record<string, unknown> }>(
      await t.request(path, { as: 'financeiro' }),
    );
    expect(again.profile).toMatchObject({ legalName: 'Cliente Propostas Ltda' });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'billing_profile'), eq(auditLog.entityId, leadId)));
    expect(audits).toHaveLength(1);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.request(`/api/leads/${missing}/billing-profile`, { as: 'comercial' })).status).toBe(404);
  });
});

describe('creating and editing', () => {
  it('refuses bad input with 422', async () => {
    const bad = async (over: Record<string, unknown>) =>
      (await t.request('/api/proposals', { as: 'comercial', json: body(over) })).status;
    expect(await bad({ title: '' })).toBe(422);
    expect(await bad({ leadId: 'x' })).toBe(422);
    expect(await bad({ leadId: '00000000-0000-4000-8000-000000000000' })).toBe(422);
    expect(await bad({ validUntil: '2026-02-30' })).toBe(422);
    expect(await bad({ items: [{ description: 'x', quantity: 0, unitPrice: 10 }] })).toBe(422);
    expect(await bad({ items: [{ description: 'x', quantity: 1, unitPrice: -10 }] })).toBe(422);
    expect(
      await bad({
        paymentPlan: { kind: 'instalments', instalments: [{ label: 'a', percent: 60, dueInDays: 0 }] },
      }),
    ).toBe(422);
    expect(await bad({ paymentPlan: { kind: 'retainer', months: 0, dayOfMonth: 10 } })).toBe(422);
    expect(await bad({ paymentPlan: { kind: 'retainer', months: 3, dayOfMonth: 31 } })).toBe(422);
  });

  it('keeps a client with proposals: deleting the lead is refused with the way to anonymise it', async () => {
    await create();
    const refused = await t.request(`/api/leads/${leadId}`, { as: 'adm', method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('Anonimizar');
  });

  it('numbers the proposal, computes the totals on the server and audits the money', async () => {
    const proposal = await create();
    expect(proposal.number).toMatch(/^PROP-\d{4}-\d{4}$/);
    expect(proposal.status).toBe('rascunho');
    expect(proposal.totals).toEqual({
      subtotal: '10606.00',
      discount: '1000.00',
      total: '9606.00',
      optionalTotal: '2000.00',
    });
    expect(proposal.total).toBe('9606.00');
    expect(proposal.items.map((item) => item.lineTotal)).toEqual(['9000.00', '606.00', '2000.00']);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'proposal'), eq(auditLog.entityId, proposal.id)));
    expect(audit).toMatchObject({ action: 'create', after: expect.objectContaining({ total: '9606.00' }) });
  });

  it('gives 20 parallel creations 20 distinct, consecutive numbers', async () => {
    const created = await Promise.all(Array.from({ length: 20 }, () => create({ title: 'Paralela' })));
    const numbers = created.map((proposal) => Number(proposal.number.slice(-4))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.at(-1)! - numbers[0]!).toBe(19);
  });

  it('lists with search and status filter, keyset-paged', async () => {
    const proposal = await create({ title: 'Aplicativo Buscável' });
    const found = await read<ProposalList>(await t.request('/api/proposals?q=buscável', { as: 'comercial' }));
    expect(found.items.map((item) => item.id)).toEqual([proposal.id]);
    const byNumber = await read<ProposalList>(
      await t.request(`/api/proposals?q=${proposal.number}`, { as: 'adm' }),
    );
    expect(byNumber.items[0]?.number).toBe(proposal.number);
    const byClient = await read<ProposalList>(
      await t.request('/api/proposals?q=cliente%20propostas&limit=5', { as: 'comercial' }),
    );
    expect(byClient.items).toHaveLength(5);
    expect(byClient.nextCursor).toBeTruthy();
    const next = await read<ProposalList>(
      await t.request(`/api/proposals?q=cliente%20propostas&limit=5&cursor=${byClient.nextCursor}`, {
        as: 'comercial',
      }),
    );
    expect(next.items.some((item) => byClient.items.some((seen) => seen.id === item.id))).toBe(false);
    const drafts = await read<ProposalList>(
      await t.request('/api/proposals?status=rascunho', { as: 'comercial' }),
    );
    expect(drafts.items.every((item) => item.status === 'rascunho')).toBe(true);
    expect((await t.request('/api/proposals?status=nope', { as: 'comercial' })).status).toBe(422);
    expect((await t.request('/api/proposals?cursor=bad', { as: 'comercial' })).status).toBe(422);
  });

  it('edits a draft in place, and a sent one as a new version with the previous frozen', async () => {
    const proposal = await create();
    const edited = await t.request(`/api/proposals/${proposal.id}`, {
      as: 'comercial',
      method: 'PUT',
      json: body({ title: 'Loja virtual v1' }),
    });
    expect(edited.status).toBe(200);
    expect((await read<ProposalDetails>(edited)).version).toBe(1);
    await send(proposal.id);
    const unchanged = await t.request(`/api/proposals/${proposal.id}`, {
      as: 'comercial',
      method: 'PUT',
      json: body({ title: 'Loja virtual v1' }),
    });
    expect((await read<ProposalDetails>(unchanged)).version).toBe(1);
    const bumped = await read<ProposalDetails>(
      await t.request(`/api/proposals/${proposal.id}`, {
        as: 'comercial',
        method: 'PUT',
        json: body({
          title: 'Loja virtual v2',
          items: [{ description: 'Só o site', quantity: 1, unitPrice: 5000 }],
        }),
      }),
    );
    expect(bumped).toMatchObject({
      version: 2,
      total: '5000.00',
      title: 'Loja virtual v2',
      status: 'enviada',
    });
    expect(bumped.versions).toMatchObject([{ version: 1, total: '9606.00', title: 'Loja virtual v1' }]);
    const frozen = await t.db
      .select()
      .from(proposalVersions)
      .where(eq(proposalVersions.proposalId, proposal.id));
    expect(frozen).toHaveLength(1);
    expect(frozen[0]!.snapshot).toMatchObject({ title: 'Loja virtual v1', items: expect.any(Array) });
  });

  it('deletes a never-sent draft, refuses to delete a sent one, cancels with a reason', async () => {
    const draft = await create();
    expect(
      (await t.request(`/api/proposals/${draft.id}`, { as: 'comercial', method: 'DELETE' })).status,
    ).toBe(204);
    expect((await t.request(`/api/proposals/${draft.id}`, { as: 'comercial' })).status).toBe(404);

    const sent = await create();
    const token = await send(sent.id);
    expect((await t.request(`/api/proposals/${sent.id}`, { as: 'comercial', method: 'DELETE' })).status).toBe(
      409,
    );
    const noReason = await t.request(`/api/proposals/${sent.id}/cancel`, {
      as: 'comercial',
      json: { reason: '' },
    });
    expect(noReason.status).toBe(422);
    const cancelled = await t.request(`/api/proposals/${sent.id}/cancel`, {
      as: 'comercial',
      json: { reason: 'Cliente desistiu' },
    });
    expect(cancelled.status).toBe(200);
    expect(await read<ProposalDetails>(cancelled)).toMatchObject({
      status: 'cancelada',
      cancelReason: 'Cliente desistiu',
      linkActive: false,
    });
    expect((await client(`/api/public/proposals/${token}`)).status).toBe(404);
    const edit = await t.request(`/api/proposals/${sent.id}`, {
      as: 'comercial',
      method: 'PUT',
      json: body(),
    });
    expect(edit.status).toBe(409);
  });
});

describe('sending and the public link', () => {
  it('refuses to send an empty proposal, sends once, hides everything internal', async () => {
    const empty = await create({ items: [] });
    const refused = await t.request(`/api/proposals/${empty.id}/send`, { as: 'comercial', method: 'POST' });
    expect(refused.status).toBe(422);

    const proposal = await create();
    const token = await send(proposal.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.db.select().from(proposals).where(eq(proposals.id, proposal.id));
    expect(stored!.publicTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.publicTokenHash).not.toContain(token);
    expect(
      (await t.request(`/api/proposals/${proposal.id}/send`, { as: 'comercial', method: 'POST' })).status,
    ).toBe(409);

    const response = await client(`/api/public/proposals/${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.clone().text();
    expect(text).not.toContain(proposal.id);
    expect(text).not.toContain(leadId);
    expect(text).not.toContain('cliente.propostas@exemplo.com.br');
    const view = await read<PublicProposal>(response);
    expect(view).toMatchObject({
      number: proposal.number,
      state: 'open',
      expired: false,
      clientName: 'Cliente Propostas',
    });
    expect(view.items.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('counts views, moves to visualizada and notifies staff on the first view only (not each reload)', async () => {
    const proposal = await create({ title: 'Proposta vista' });
    const token = await send(proposal.id);
    const noticesBefore = await t.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.link, `/coders/comercial/propostas/${proposal.id}`));
    for (let index = 0; index < 3; index += 1) {
      expect((await client(`/api/public/proposals/${token}`)).status).toBe(200);
    }
    const details = await read<ProposalDetails>(
      await t.request(`/api/proposals/${proposal.id}`, { as: 'comercial' }),
    );
    expect(details).toMatchObject({ status: 'visualizada', viewCount: 3 });
    expect(details.firstViewedAt).toBeTruthy();
    const notices = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/coders/comercial/propostas/${proposal.id}`));
    expect(noticesBefore[0]!.n).toBe(0);
    // One per comercial/adm recipient, once (three views).
    expect(notices.length).toBeGreaterThan(0);
    expect(new Set(notices.map((notice) => notice.userId)).size).toBe(notices.length);
    expect(notices.every((notice) => notice.title === 'Proposta visualizada')).toBe(true);
  });

  it('answers 404 to an unknown or revoked link, and a regenerated link replaces the old one', async () => {
    expect((await client('/api/public/proposals/nope')).status).toBe(404);
    expect((await client(`/api/public/proposals/${'A'.repeat(43)}`)).status).toBe(404);
    const proposal = await create();
    const token = await send(proposal.id);
    const regenerated = await t.request(`/api/proposals/${proposal.id}/link`, {
      as: 'comercial',
      method: 'POST',
    });
    const newToken = (await read<{ url: string }>(regenerated)).url.split('/proposta/')[1]!;
    expect((await client(`/api/public/proposals/${token}`)).status).toBe(404);
    expect((await client(`/api/public/proposals/${newToken}`)).status).toBe(200);
    const revoked = await t.request(`/api/proposals/${proposal.id}/link`, {
      as: 'comercial',
      method: 'DELETE',
    });
    expect((await read<ProposalDetails>(revoked)).linkActive).toBe(false);
    const gone = await client(`/api/public/proposals/${newToken}`);
    expect(gone.status).toBe(404);
    expect((await read<{ error: { message: string } }>(gone)).error.message).toBe(
      'Este link de proposta não é válido ou foi revogado.',
    );
    expect((await accept(newToken)).status).toBe(404);
  });

  it('shows an expired proposal as expired and refuses its acceptance', async () => {
    const proposal = await create();
    const token = await send(proposal.id);
    await t.db.update(proposals).set({ validUntil: '2020-01-01' }).where(eq(proposals.id, proposal.id));
    const view = await read<PublicProposal>(await client(`/api/public/proposals/${token}`));
    expect(view.expired).toBe(true);
    const refused = await accept(token);
    expect(refused.status).toBe(410);
    const list = await read<ProposalList>(
      await t.request('/api/proposals?status=expirada', { as: 'comercial' }),
    );
    expect(list.items.map((item) => item.id)).toContain(proposal.id);
  });
});

describe('accepting', () => {
  it('validates the acceptance (name, CPF, the checkbox, the optional items)', async () => {
    const proposal = await create();
    const token = await send(proposal.id);
    expect((await accept(token, { cpf: '111.111.111-11' })).status).toBe(422);
    expect((await accept(token, { agree: false })).status).toBe(422);
    expect((await accept(token, { name: '' })).status).toBe(422);
    expect((await accept(token, { selectedOptionalItemIds: [1] })).status).toBe(422); // item 1 is not optional
    expect((await accept(token, { selectedOptionalItemIds: 'x' })).status).toBe(422);
  });

  it('creates exactly one project, the plan’s draft invoices and wins the lead; a second acceptance is refused', async () => {
    const proposal = await create();
    const token = await send(proposal.id);
    const response = await accept(token, { selectedOptionalItemIds: [3] });
    expect(response.status, await response.clone().text()).toBe(200);
    const result = await read<{ acceptedHash: string; total: string }>(response);
    expect(result.total).toBe('11606.00');
    expect(result.acceptedHash).toMatch(/^[0-9a-f]{64}$/);

    const details = await read<ProposalDetails>(
      await t.request(`/api/proposals/${proposal.id}`, { as: 'comercial' }),
    );
    expect(details).toMatchObject({
      status: 'aceita',
      acceptedName: 'Maria Cliente',
      acceptedDocument: '52998224725',
      acceptedHash: result.acceptedHash,
      acceptedTotal: '11606.00',
      total: '11606.00',
    });
    expect(details.acceptedIp).toMatch(/^203\.0\.113\./);
    expect(details.items.find((item) => item.position === 3)?.selected).toBe(true);

    const projectRows = await t.db.select().from(projects).where(eq(projects.id, details.projectId!));
    expect(projectRows).toHaveLength(1);
    expect(projectRows[0]).toMatchObject({ clientId: leadId, budget: '11606.00', status: 'in_progress' });

    const drafted = await t.db.select().from(invoices).where(eq(invoices.proposalId, proposal.id));
    expect(drafted).toHaveLength(2);
    expect(drafted.every((invoice) => invoice.issuedAt === null && invoice.number === null)).toBe(true);
    expect(drafted.map((invoice) => invoice.total).sort()).toEqual(['5803.00', '5803.00']);
    expect(drafted.every((invoice) => invoice.projectId === details.projectId)).toBe(true);
    const lines = await t.db
      .select()
      .from(invoiceItems)
      .where(
        inArray(
          invoiceItems.invoiceId,
          drafted.map((invoice) => invoice.id),
        ),
      );
    expect(lines).toHaveLength(2);

    const [lead] = await t.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead!.status).toBe('won');
    const events = await t.db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.kind, 'proposal_accepted')));
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ number: proposal.number, total: '11606.00' });

    const again = await accept(token, { selectedOptionalItemIds: [3] });
    expect(again.status).toBe(409);
    expect((await read<{ error: { message: string } }>(again)).error.message).toBe(
      'Esta proposta já foi aceita.',
    );
    expect(
      (await t.db.select().from(projects).where(eq(projects.title, 'Loja virtual'))).length,
    ).toBeGreaterThan(0);
    expect(await t.db.select().from(invoices).where(eq(invoices.proposalId, proposal.id))).toHaveLength(2);

    const publicView = await read<PublicProposal>(await client(`/api/public/proposals/${token}`));
    expect(publicView).toMatchObject({ state: 'accepted', acceptedHash: result.acceptedHash });

    const notices = await t.db.select().from(notifications).where(eq(notifications.title, 'Proposta aceita'));
    expect(notices.length).toBeGreaterThan(0);
  });

  it('lets only one of two concurrent acceptances through', async () => {
    const proposal = await create({ leadId: otherLeadId, title: 'Concorrente' });
    const token = await send(proposal.id);
    const answers = await Promise.all([accept(token), accept(token), accept(token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const made = await t.db.select().from(projects).where(eq(projects.title, 'Concorrente'));
    expect(made).toHaveLength(1);
    expect(await t.db.select().from(invoices).where(eq(invoices.proposalId, proposal.id))).toHaveLength(2);
  });

  it('drafts a retainer: the recurring row and the first month', async () => {
    const proposal = await create({
      title: 'Gestão de redes',
      paymentPlan: { kind: 'retainer', months: 6, dayOfMonth: 10 },
      items: [{ description: 'Gestão mensal', quantity: 1, unitPrice: 3000 }],
    });
    const token = await send(proposal.id);
    const response = await accept(token);
    expect(response.status).toBe(200);
    expect((await read<{ total: string }>(response)).total).toBe('18000.00');
    const [recurring] = await t.db
      .select()
      .from(recurringInvoices)
      .where(eq(recurringInvoices.proposalId, proposal.id));
    expect(recurring).toMatchObject({ amount: '3000.00', months: 6, dayOfMonth: 10, issuedCount: 1 });
    const drafted = await t.db.select().from(invoices).where(eq(invoices.proposalId, proposal.id));
    expect(drafted).toHaveLength(1);
    expect(drafted[0]).toMatchObject({ total: '3000.00', recurringInvoiceId: recurring!.id });
    expect(drafted[0]!.dueDate.slice(8)).toBe('10');
  });

  it('declines with a reason; then neither accept nor decline again', async () => {
    const proposal = await create();
    const token = await send(proposal.id);
    const path = `/api/public/proposals/${token}/decline`;
    expect((await client(path, { json: { reason: '' } })).status).toBe(422);
    expect((await client(path, { json: { reason: 'Achei caro demais' } })).status).toBe(200);
    const details = await read<ProposalDetails>(
      await t.request(`/api/proposals/${proposal.id}`, { as: 'comercial' }),
    );
    expect(details).toMatchObject({ status: 'recusada', declineReason: 'Achei caro demais' });
    expect((await accept(token)).status).toBe(409);
    expect((await client(path, { json: { reason: 'De novo' } })).status).toBe(409);
  });

  it('limits answers per address', async () => {
    const proposal = await create();
    const token = await send(proposal.id);
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      statuses.push((await accept(token, { cpf: '000' }, '198.51.100.77')).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('billing profile rows inserted directly', () => {
  it('shows on the proposal', async () => {
    await t.db
      .insert(billingProfiles)
      .values({ leadId: otherLeadId, personType: 'pf', document: '52998224725', legalName: 'Outro Cliente' })
      .onConflictDoNothing();
    const proposal = await create({ leadId: otherLeadId });
    expect(proposal.billingProfile).toMatchObject({ document: '52998224725', personType: 'pf' });
  });
});
