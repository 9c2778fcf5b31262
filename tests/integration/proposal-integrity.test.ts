/**
 * Issue 23, proposals (docs/product/proposals.md): the client accepts exactly what their page showed
 * (version + SHA-256 of the content, 409 'proposal_changed' otherwise), moving a sent proposal to another
 * client revokes its link, and no line or total goes below zero — refused under the field, by the
 * database, and (for rows written before the checks) at the acceptance with a PT-BR 409, never a 500.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, notifications, projects } from '@server/db/schema';
import { invoices } from '@server/invoices/schema';
import { proposalItems, proposals } from '@server/proposals/schema';
import { type ProposalDetails, type PublicProposal, publicContent } from '@shared/proposals/schemas';
import { canonicalJson } from '@shared/schemas/proposal-totals';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let clientA: string;
let clientB: string;
let address = 0;

const CPF = '529.982.247-25';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const read = async <T>(response: Response) => (await response.json()) as T;

const body = (over: Record<string, unknown> = {}) => ({
  leadId: clientA,
  title: 'Site institucional',
  intro: 'Olá!',
  scope: 'Site com 5 páginas',
  terms: 'Pagamento conforme o plano.',
  validUntil: '2099-12-31',
  paymentPlan: {
    kind: 'instalments',
    instalments: [
      { label: 'Entrada', percent: 50, dueInDays: 0 },
      { label: 'Entrega', percent: 50, dueInDays: 30 },
    ],
  },
  items: [{ description: 'Desenvolvimento do site', quantity: 1, unitPrice: '9.300,00' }],
  ...over,
});

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  const [a, b] = await t.db
    .insert(leads)
    .values([
      { name: 'Ana Cliente A', email: 'ana.a@exemplo.com.br', source: 'manual', status: 'proposal' },
      { name: 'Bruno Cliente B', email: 'bruno.b@exemplo.com.br', source: 'manual', status: 'proposal' },
    ])
    .returning();
  clientA = a!.id;
  clientB = b!.id;
});
afterAll(async () => {
  await t?.close();
});

function client(path: string, init: RequestInit & { json?: unknown } = {}) {
  address += 1;
  return t.request(path, {
    ...init,
    headers: { 'x-forwarded-for': `198.51.100.${address % 250}`, 'user-agent': 'Teste/1.0' },
  });
}
const view = async (token: string) => read<PublicProposal>(await client(`/api/public/proposals/${token}`));
const accept = (token: string, page: Pick<PublicProposal, 'version' | 'contentHash'>, over = {}) =>
  client(`/api/public/proposals/${token}/accept`, {
    json: {
      name: 'Ana Cliente A',
      cpf: CPF,
      agree: true,
      selectedOptionalItemIds: [],
      version: page.version,
      contentHash: page.contentHash,
      ...over,
    },
  });

async function create(over: Record<string, unknown> = {}) {
  const response = await t.request('/api/proposals', { as: 'comercial', json: body(over) });
  expect(response.status, await response.clone().text()).toBe(201);
  return read<ProposalDetails>(response);
}
async function send(id: string) {
  const response = await t.request(`/api/proposals/${id}/send`, { as: 'comercial', method: 'POST' });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await read<{ url: string }>(response)).url.split('/proposta/')[1]!;
}
const edit = (id: string, over: Record<string, unknown>) =>
  t.request(`/api/proposals/${id}`, { as: 'comercial', method: 'PUT', json: body(over) });
const madeFor = async (proposalId: string) => ({
  invoices: await t.db.select().from(invoices).where(eq(invoices.proposalId, proposalId)),
  projects: await t.db
    .select({ id: projects.id })
    .from(proposals)
    .innerJoin(projects, eq(projects.id, proposals.projectId))
    .where(eq(proposals.id, proposalId)),
});

describe('the client accepts exactly what they saw', () => {
  it('serves the version and the SHA-256 of the canonical content shown', async () => {
    const proposal = await create();
    const token = await send(proposal.id);
    const page = await view(token);
    expect(page.version).toBe(1);
    expect(page.totals.total).toBe('9300.00');
    expect(page.contentHash).toBe(sha256(canonicalJson(publicContent(page))));
  });

  it('refuses the old price after staff changed it (409, PT-BR), then accepts the new version', async () => {
    const proposal = await create();
    const token = await send(proposal.id);
    const opened = await view(token); // R$ 9.300,00 on the client's screen
    const changed = await edit(proposal.id, {
      items: [{ description: 'Desenvolvimento do site', quantity: 1, unitPrice: '79.500,00' }],
    });
    expect(changed.status).toBe(200);

    const refused = await accept(token, opened);
    expect(refused.status).toBe(409);
    expect((await read<{ error: { code: string; message: string } }>(refused)).error).toEqual({
      code: 'proposal_changed',
      message:
        'A proposta mudou desde que você a abriu. Revise a nova versão abaixo e, se estiver de acordo, aceite de novo.',
    });
    expect(await madeFor(proposal.id)).toEqual({ invoices: [], projects: [] });
    const [still] = await t.db.select().from(proposals).where(eq(proposals.id, proposal.id));
    expect(still!.status).not.toBe('aceita');

    const reviewed = await view(token);
    expect(reviewed.version).toBe(2);
    expect(reviewed.totals.total).toBe('79500.00');
    expect(reviewed.contentHash).not.toBe(opened.contentHash);
    // The right version with the old content's hash is refused too.
    expect((await accept(token, { version: 2, contentHash: opened.contentHash })).status).toBe(409);

    const accepted = await accept(token, reviewed);
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    const result = await read<{ acceptedHash: string; total: string }>(accepted);
    expect(result.total).toBe('79500.00');
    const made = await madeFor(proposal.id);
    expect(made.invoices.map((invoice) => invoice.total).sort()).toEqual(['39750.00', '39750.00']);

    // The stored acceptance is of exactly the content that page showed.
    const [row] = await t.db.select().from(proposals).where(eq(proposals.id, proposal.id));
    const snapshot = row!.acceptedSnapshot as { shown: unknown; contentHash: string };
    expect(snapshot.shown).toEqual(publicContent(reviewed));
    expect(snapshot.contentHash).toBe(reviewed.contentHash);
    expect(sha256(canonicalJson(snapshot.shown))).toBe(reviewed.contentHash);
    expect(row!.acceptedHash).toBe(result.acceptedHash);
    expect(sha256(canonicalJson(row!.acceptedSnapshot))).toBe(result.acceptedHash);
  });

  it('refuses when what is shown changed without a new version (the client’s name)', async () => {
    const [lead] = await t.db
      .insert(leads)
      .values({ name: 'Carla Antes', email: 'carla@exemplo.com.br', source: 'manual' })
      .returning();
    const proposal = await create({ leadId: lead!.id });
    const token = await send(proposal.id);
    const opened = await view(token);
    await t.db.update(leads).set({ name: 'Carla Depois' }).where(eq(leads.id, lead!.id));
    const refused = await accept(token, opened, { name: 'Carla Depois' });
    expect(refused.status).toBe(409);
    expect((await read<{ error: { code: string } }>(refused)).error.code).toBe('proposal_changed');
    expect((await accept(token, await view(token), { name: 'Carla Depois' })).status).toBe(200);
  });

  it('asks for the version and the hash (422 without them)', async () => {
    const proposal = await create();
    const token = await send(proposal.id);
    const response = await client(`/api/public/proposals/${token}/accept`, {
      json: { name: 'Ana Cliente A', cpf: CPF, agree: true },
    });
    expect(response.status).toBe(422);
    const { fields } = (await read<{ error: { fields: Record<string, string> } }>(response)).error;
    expect(Object.keys(fields).sort()).toEqual(['contentHash', 'version']);
  });
});

describe('two proposals of one client accepted at once (found by the ledger invariants test)', () => {
  it('both are accepted: one project and its invoices each, never a 500 (5 rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      const first = await create();
      const second = await create({
        items: [{ description: 'Loja virtual', quantity: 1, unitPrice: '4.000,00' }],
      });
      const tokens = [await send(first.id), await send(second.id)];
      const pages = await Promise.all(tokens.map((token) => view(token)));
      const answers = await Promise.all(tokens.map((token, index) => accept(token, pages[index]!)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      for (const proposal of [first, second]) {
        const made = await madeFor(proposal.id);
        expect(made.projects).toHaveLength(1);
        expect(made.invoices).toHaveLength(2);
      }
      const [lead] = await t.db.select({ status: leads.status }).from(leads).where(eq(leads.id, clientA));
      expect(lead?.status).toBe('won');
    }
  });
});

describe('moving a sent proposal to another client', () => {
  it('revokes the link the first client holds; staff send again for a new one', async () => {
    const proposal = await create();
    const token = await send(proposal.id);
    const opened = await view(token);
    expect(opened.clientName).toBe('Ana Cliente A');

    const moved = await edit(proposal.id, {
      leadId: clientB,
      items: [{ description: 'Desenvolvimento do site', quantity: 1, unitPrice: '12.000,00' }],
    });
    expect(moved.status).toBe(200);
    expect(await read<ProposalDetails>(moved)).toMatchObject({
      status: 'rascunho',
      linkActive: false,
      clientName: 'Bruno Cliente B',
    });

    const gone = await client(`/api/public/proposals/${token}`);
    expect(gone.status).toBe(404);
    const text = await gone.text();
    expect(text).toContain('Este link de proposta não é válido ou foi revogado.');
    expect(text).not.toContain('Bruno');
    expect(text).not.toContain('12000');
    expect((await accept(token, opened)).status).toBe(404);

    const fresh = await send(proposal.id);
    expect(fresh).not.toBe(token);
    expect((await view(fresh)).clientName).toBe('Bruno Cliente B');
    expect((await client(`/api/public/proposals/${token}`)).status).toBe(404);
  });
});

describe('no negative line or total', () => {
  it('refuses a discount larger than its line under the discount field, on create and edit', async () => {
    const refused = await t.request('/api/proposals', {
      as: 'comercial',
      json: body({ items: [{ description: 'Logo', quantity: 1, unitPrice: '10,00', discount: '100,00' }] }),
    });
    expect(refused.status).toBe(422);
    const { fields } = (await read<{ error: { fields: Record<string, string> } }>(refused)).error;
    expect(fields['items.0.discount']).toBe(
      'Desconto: não pode passar do valor do item (quantidade × valor unitário = R$\u00a010,00).',
    );
    const proposal = await create();
    const edited = await edit(proposal.id, {
      items: [{ description: 'Logo', quantity: 2, unitPrice: '10,00', discount: '20,01' }],
    });
    expect(edited.status).toBe(422);
    // Equal to the line is a free line, not a negative one.
    expect(
      (
        await edit(proposal.id, {
          items: [
            { description: 'Logo', quantity: 2, unitPrice: '10,00', discount: '20,00' },
            { description: 'Site', quantity: 1, unitPrice: '100,00' },
          ],
        })
      ).status,
    ).toBe(200);
  });

  it('the database refuses such a line too', async () => {
    const proposal = await create();
    const failure = await t.db
      .insert(proposalItems)
      .values({
        proposalId: proposal.id,
        position: 9,
        description: 'Desconto maior que o item',
        quantity: '1',
        unitPrice: '10.00',
        discount: '100.00',
      })
      .then(
        () => null,
        (error: Error & { cause?: { message?: string } }) => `${error.message} ${error.cause?.message ?? ''}`,
      );
    expect(failure).toMatch(/proposal_items_discount_within_line/);
  });

  it('refuses to send or accept rows saved before the checks: PT-BR 409, nothing created, never 500', async () => {
    const proposal = await create();
    const token = await send(proposal.id);
    const draft = await create();
    // Rows as an old version of the app could leave them (the checks are NOT VALID: old rows stay).
    await t.db.execute(sql`alter table proposal_items drop constraint proposal_items_discount_within_line`);
    try {
      for (const id of [proposal.id, draft.id]) {
        await t.db.update(proposalItems).set({ discount: '9390.00' }).where(eq(proposalItems.proposalId, id));
      }
      const page = await view(token);
      expect(page.totals.total).toBe('-90.00');
      const refused = await accept(token, page);
      expect(refused.status).toBe(409);
      expect((await read<{ error: { code: string; message: string } }>(refused)).error).toEqual({
        code: 'proposal_invalid',
        message:
          'Esta proposta tem um erro nos valores e não pode ser aceita agora. Avisamos a equipe da Coders, que vai enviar uma versão corrigida.',
      });
      expect(await madeFor(proposal.id)).toEqual({ invoices: [], projects: [] });
      const notices = await t.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.title, 'Proposta com erro nos valores'),
            eq(notifications.link, `/coders/comercial/propostas/${proposal.id}`),
          ),
        );
      expect(notices.length).toBeGreaterThan(0);

      const sendDraft = await t.request(`/api/proposals/${draft.id}/send`, {
        as: 'comercial',
        method: 'POST',
      });
      expect(sendDraft.status).toBe(422);
      expect(
        (await read<{ error: { fields: Record<string, string> } }>(sendDraft)).error.fields.items,
      ).toMatch(/^Desconto: não pode passar do valor do item/);
    } finally {
      await t.db.execute(
        sql`alter table proposal_items add constraint proposal_items_discount_within_line check (quantity > 0 and unit_price >= 0 and discount >= 0 and discount <= round(quantity * unit_price, 2)) not valid`,
      );
    }
  });

  it('answers hostile stored plans and amounts with the PT-BR 409, never a 500', async () => {
    const hostile: Record<string, unknown>[] = [
      { paymentPlan: { kind: 'retainer', months: 0, dayOfMonth: 31 } },
      { paymentPlan: { kind: 'instalments', instalments: [{ label: 'x', percent: 'cem', dueInDays: -5 }] } },
      { paymentPlan: { kind: 'instalments', instalments: [{ label: 'x', amount: '1', dueInDays: 1e9 }] } },
      { paymentPlan: null },
      { paymentPlan: { kind: 'retainer', months: 60, dayOfMonth: 10 }, unitPrice: '999999999999.00' },
    ];
    for (const [index, over] of hostile.entries()) {
      const proposal = await create({ title: `Hostil ${index}` });
      const token = await send(proposal.id);
      if (over.paymentPlan !== undefined) {
        await t.db.execute(
          sql`update proposals set payment_plan = ${JSON.stringify(over.paymentPlan)}::jsonb where id = ${proposal.id}`,
        );
      }
      if (over.unitPrice) {
        await t.db
          .update(proposalItems)
          .set({ unitPrice: over.unitPrice as string })
          .where(eq(proposalItems.proposalId, proposal.id));
      }
      const page = await client(`/api/public/proposals/${token}`);
      expect(page.status, `view ${index}`).toBe(200);
      const answer = await accept(token, await read<PublicProposal>(page));
      expect(answer.status, `accept ${index}: ${await answer.clone().text()}`).toBe(409);
      expect((await read<{ error: { code: string } }>(answer)).error.code).toBe('proposal_invalid');
      expect(await madeFor(proposal.id)).toEqual({ invoices: [], projects: [] });
    }
  });
});
