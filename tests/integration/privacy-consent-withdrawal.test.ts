/**
 * Issue 24, deliverable 5 (docs/product/privacy-lgpd.md): a marketing withdrawal typed on /meus-dados
 * takes effect at once but is recorded as an unverified request from the form ('rights_page'), never as
 * the person's act; with SMTP set the person gets a one-time, expiring link to confirm it or undo it
 * (real SMTP server, tests/support/smtp.ts). The unsubscribe link of our own e-mails stays one click and
 * counts as the person's act ('unsubscribe').
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentEvents, leads, rateLimits } from '@server/db/schema';
import { privacyRequests, privacyTokens } from '@server/privacy/schema';
import { issueFormToken } from '@server/public-forms/form-token';
import { CONSENT_CHANNEL_LABELS, type LeadSubmissions } from '@shared/schemas/lead-submissions';
import { type ReceivedMail, startSmtp } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url }, { jobs: true });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

/** Every http(s) link of a message (quoted-printable soft breaks undone), in order. */
const linksIn = (mail: ReceivedMail) =>
  [
    ...mail.raw
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=')
      .matchAll(/https?:\/\/[^\s"<>]+/g),
  ].map((m) => m[0]);
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

let phones = 0;
/** A lead that gave marketing consent on the questionnaire (each with its own phone). */
async function leadWithMarketing(email: string, name: string) {
  phones += 1;
  const response = await t.request('/api/public/questionnaire', {
    json: {
      answers: {
        company: 'Empresa Teste',
        segment: 'servicos',
        segmentOther: '',
        companySize: '2-10',
        role: 'ceo',
        services: ['sites'],
        hasSite: 'nao',
        siteUrl: '',
        gptChannels: [],
        hasLogo: '',
        automationTools: '',
        goals: ['mais-clientes'],
        details: 'Quero um site',
        budget: '5-10k',
        timeline: 'este-mes',
        name,
        email,
        phone: `(31) 98765-43${String(phones).padStart(2, '0')}`,
        contactPreference: 'whatsapp',
      },
      consent: { purpose: true, marketing: true },
      website: '',
      formToken: issueFormToken(t.config.authSecret, 'questionario', Date.now() - 60_000),
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const [lead] = await t.db.select().from(leads).where(eq(leads.email, email));
  return lead!;
}

const marketing = async (leadId: string) =>
  t.db
    .select()
    .from(consentEvents)
    .where(and(eq(consentEvents.leadId, leadId), eq(consentEvents.purpose, 'marketing')))
    .orderBy(desc(consentEvents.createdAt), desc(consentEvents.id));

async function revoke(email: string) {
  const response = await t.request('/api/public/privacy-requests', { json: { type: 'revogacao', email } });
  expect(response.status).toBe(202);
  const mail = await smtp.mailTo(email);
  const [request] = await t.db
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.email, email))
    .orderBy(desc(privacyRequests.createdAt));
  return { mail, request: request!, links: linksIn(mail) };
}

const answer = (token: string, decision: 'confirm' | 'undo') =>
  t.request('/api/public/privacy-requests/withdrawal', { json: { token, decision } });

describe('a withdrawal typed on /meus-dados', () => {
  it('takes effect at once, recorded as an unverified request from the form, shown so in PT-BR', async () => {
    const lead = await leadWithMarketing('ana.revoga@exemplo.com.br', 'Ana Revoga Teste');
    expect((await marketing(lead.id))[0]!.granted).toBe(true);
    const { mail, links } = await revoke('ana.revoga@exemplo.com.br');
    const [latest] = await marketing(lead.id);
    expect(latest).toMatchObject({ granted: false, channel: 'rights_page' });
    expect(mail.raw).toContain('Subject: =?UTF-8?');
    expect(links[0]).toMatch(/\/meus-dados\/revogacao\?token=[A-Za-z0-9_-]{43}$/);
    // The lead drawer's history says nobody verified it.
    const history = (await (
      await t.request(`/api/leads/${lead.id}/submissions`, { as: 'comercial' })
    ).json()) as LeadSubmissions;
    const row = history.consents.find((consent) => consent.channel === 'rights_page')!;
    expect(CONSENT_CHANNEL_LABELS[row.channel]).toBe('Pedido no formulário Meus dados (não verificado)');
  });

  it("the link confirms it once: the person's act is recorded and the request verified", async () => {
    const lead = await leadWithMarketing('bia.confirma@exemplo.com.br', 'Bia Confirma Teste');
    const { links, request } = await revoke('bia.confirma@exemplo.com.br');
    const token = tokenOf(links[0]!);
    const first = await answer(token, 'confirm');
    expect(first.status, await first.clone().text()).toBe(200);
    expect((await marketing(lead.id))[0]).toMatchObject({ granted: false, channel: 'rights_confirmed' });
    const [row] = await t.db.select().from(privacyRequests).where(eq(privacyRequests.id, request.id));
    expect(row!.status).toBe('aberta');
    expect(row!.verifiedAt).not.toBeNull();
    // Single use: neither a second confirmation nor an undo afterwards.
    for (const decision of ['confirm', 'undo'] as const) {
      const again = await answer(token, decision);
      expect(again.status).toBe(422);
      expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
        'Link inválido ou expirado.',
      );
    }
    expect((await marketing(lead.id))[0]!.channel).toBe('rights_confirmed');
  });

  it('the link undoes it: the consent the person had comes back, and the request is closed as refused', async () => {
    const lead = await leadWithMarketing('caio.desfaz@exemplo.com.br', 'Caio Desfaz Teste');
    const { links, request } = await revoke('caio.desfaz@exemplo.com.br');
    expect((await answer(tokenOf(links[0]!), 'undo')).status).toBe(200);
    expect((await marketing(lead.id))[0]).toMatchObject({ granted: true, channel: 'rights_undone' });
    const [row] = await t.db.select().from(privacyRequests).where(eq(privacyRequests.id, request.id));
    expect(row!.status).toBe('recusada');
  });

  it("an undo never overrides the person's later choice (the unsubscribe link of the same e-mail)", async () => {
    const lead = await leadWithMarketing('duda.depois@exemplo.com.br', 'Duda Depois Teste');
    const { links } = await revoke('duda.depois@exemplo.com.br');
    // The same e-mail carries the one-click unsubscribe footer: the person uses it.
    const unsubscribe = links.find((link) => link.includes('/meus-dados/descadastro?token='))!;
    expect(
      (await t.request('/api/public/unsubscribe', { json: { token: tokenOf(unsubscribe) } })).status,
    ).toBe(200);
    expect((await answer(tokenOf(links[0]!), 'undo')).status).toBe(200);
    expect((await marketing(lead.id))[0]).toMatchObject({ granted: false, channel: 'unsubscribe' });
  });

  it('an expired link is refused and changes nothing', async () => {
    const lead = await leadWithMarketing('edu.expira@exemplo.com.br', 'Edu Expira Teste');
    const { links } = await revoke('edu.expira@exemplo.com.br');
    const token = tokenOf(links[0]!);
    await t.db
      .update(privacyTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(privacyTokens.email, 'edu.expira@exemplo.com.br'));
    expect((await answer(token, 'undo')).status).toBe(422);
    expect((await marketing(lead.id))[0]!.channel).toBe('rights_page');
  });

  it('answers the same and sends the same kind of mail for an e-mail we do not hold', async () => {
    const { links } = await revoke('ninguem.revoga@exemplo.com.br');
    expect(links[0]).toContain('/meus-dados/revogacao?token=');
    expect((await answer(tokenOf(links[0]!), 'confirm')).status).toBe(200);
  });
});

describe('the unsubscribe link in our own e-mails', () => {
  it("is one click, no sign-in, and counts as the person's own act", async () => {
    const lead = await leadWithMarketing('fabi.sai@exemplo.com.br', 'Fabi Sai Teste');
    // Any e-mail to a person carries it: here, the verification of an access request.
    const response = await t.request('/api/public/privacy-requests', {
      json: { type: 'acesso', email: 'fabi.sai@exemplo.com.br' },
    });
    expect(response.status).toBe(202);
    const links = linksIn(await smtp.mailTo('fabi.sai@exemplo.com.br'));
    const unsubscribe = links.find((link) => link.includes('/meus-dados/descadastro?token='));
    expect(unsubscribe).toBeDefined();
    const done = await t.request('/api/public/unsubscribe', { json: { token: tokenOf(unsubscribe!) } });
    expect(done.status).toBe(200);
    const [latest] = await marketing(lead.id);
    expect(latest).toMatchObject({ granted: false, channel: 'unsubscribe' });
    expect(CONSENT_CHANNEL_LABELS[latest!.channel]).toBe('Link de descadastro do e-mail (pelo titular)');
  });
});
