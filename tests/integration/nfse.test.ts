/**
 * NFS-e through the national API (issue 27, decision 072), against the local mock of SEFIN Nacional
 * (tests/support/mock-nfse-api.ts), which verifies the XMLDSig signature with the certificate inside
 * it and the DPS's required fields. The A1 certificate is made in the test (node-forge).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leads, settings } from '@server/db/schema';
import { billingProfiles } from '@server/db/schema-finance';
import type { ApiErrorBody } from '@server/lib/http';
import { processNote } from '@server/nfse/nfse';
import { nfseNotes } from '@server/nfse/schema';
import { NFSE_SETTINGS_KEY } from '@server/nfse/settings';
import type { InvoiceDetail } from '@shared/invoices/schemas';
import type { NfseInvoiceState, NfseNoteView, NfseSettingsView } from '@shared/nfse/schemas';
import { type MockNfseApi, startMockNfseApi } from '../support/mock-nfse-api';
import { createTestApp, type TestApp } from '../support/test-app';
import { makeTestCertificate, type TestCertificate } from '../support/test-certificate';

let t: TestApp;
let api: MockNfseApi;
let cert: TestCertificate;
let clientId: string;

const json = async <T>(response: Response) => (await response.json()) as T;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const settingsBody = (overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  environment: 'producao_restrita',
  baseUrl: api.url,
  municipalRegistration: '1234567',
  municipalityCode: '3550308',
  serviceItem: '17.06',
  nationalTaxCode: '170601',
  nbsCode: '1.1502.10.00',
  issRate: '2,5',
  simplesNacional: true,
  ...overrides,
});

async function issuedInvoice(): Promise<InvoiceDetail> {
  const created = await t.request('/api/invoices', {
    as: 'financeiro',
    json: {
      leadId: clientId,
      description: 'Gestão de mídia',
      competence: today().slice(0, 7),
      dueDate: today(),
      items: [
        { description: 'Gestão de tráfego pago', quantity: 1, unitPrice: '1000.00' },
        { description: 'Criativos', quantity: '2', unitPrice: '250,50' },
      ],
    },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const draft = await json<InvoiceDetail>(created);
  const issued = await t.request(`/api/invoices/${draft.id}/issue`, { as: 'financeiro', method: 'POST' });
  expect(issued.status).toBe(200);
  return json<InvoiceDetail>(issued);
}

/** Asks for the note and runs the job's one try here (the engine is not running in this file). */
async function emit(invoiceId: string, timeoutMs = 5_000) {
  const response = await t.request(`/api/nfse/invoices/${invoiceId}`, { as: 'financeiro', method: 'POST' });
  expect(response.status, await response.clone().text()).toBe(202);
  const note = await json<NfseNoteView>(response);
  return { note, run: (lastAttempt = false) => processNote(t.deps, note.id, { lastAttempt, timeoutMs }) };
}

const state = async (invoiceId: string) =>
  json<NfseInvoiceState>(await t.request(`/api/nfse/invoices/${invoiceId}`, { as: 'financeiro' }));

beforeAll(async () => {
  api = await startMockNfseApi();
  cert = makeTestCertificate();
  t = await createTestApp();
  const [lead] = await t.db
    .insert(leads)
    .values({ name: 'Cliente NFS-e', email: 'cliente.nfse@exemplo.com.br', source: 'manual', status: 'won' })
    .returning();
  clientId = lead!.id;
  await t.db.insert(billingProfiles).values({
    leadId: clientId,
    personType: 'pj',
    document: '11222333000181',
    legalName: 'Cliente Tomador & Filhos Ltda',
    billingEmail: 'financeiro@tomador.com.br',
  });
  await t.cookieFor('financeiro');
  await t.cookieFor('adm');
});
afterAll(async () => {
  await t?.close();
  await api?.close();
});

describe('Configurações → NFS-e', () => {
  it('is adm only; the invoice endpoints are finance (financeiro and adm) only', async () => {
    for (const role of ['financeiro', 'comercial', 'mkt'] as const) {
      expect((await t.request('/api/nfse/settings', { as: role })).status).toBe(403);
      expect(
        (await t.request('/api/nfse/settings/certificate', { as: role, method: 'PUT', json: cert })).status,
      ).toBe(403);
    }
    const id = '00000000-0000-4000-8000-000000000000';
    for (const role of ['comercial', 'mkt', 'colaborador'] as const) {
      expect((await t.request(`/api/nfse/invoices/${id}`, { as: role })).status).toBe(403);
      expect((await t.request(`/api/nfse/invoices/${id}`, { as: role, method: 'POST' })).status).toBe(403);
    }
    expect((await t.request(`/api/nfse/invoices/${id}`, { as: 'financeiro' })).status).toBe(404);
    expect((await t.request(`/api/nfse/invoices/${id}`, { as: 'adm' })).status).toBe(404);
  });

  it('validates the settings in PT-BR (ISS rate between 2% and 5%)', async () => {
    const bad = await t.request('/api/nfse/settings', {
      as: 'adm',
      method: 'PUT',
      json: settingsBody({
        issRate: '7',
        municipalityCode: '355',
        nbsCode: '12',
        baseUrl: 'http://sefin.exemplo.com',
      }),
    });
    expect(bad.status).toBe(422);
    const fields = (await json<ApiErrorBody>(bad)).error.fields!;
    expect(fields.issRate).toBe('A alíquota do ISS vai de 2% a 5% (LC 116/2003)');
    expect(fields.municipalityCode).toMatch(/7 dígitos/);
    expect(fields.nbsCode).toMatch(/9 dígitos/);
    expect(fields.baseUrl).toMatch(/https:\/\//);
  });

  it('refuses an expired or unreadable certificate, and a wrong password, in PT-BR', async () => {
    const expired = makeTestCertificate({
      notBefore: new Date('2020-01-01'),
      notAfter: new Date('2021-03-04T12:00:00Z'),
    });
    const answer = await t.request('/api/nfse/settings/certificate', {
      as: 'adm',
      method: 'PUT',
      json: expired,
    });
    expect(answer.status).toBe(422);
    expect((await json<ApiErrorBody>(answer)).error.message).toBe(
      'Certificado vencido em 04/03/2021: envie um certificado A1 válido.',
    );
    const garbage = await t.request('/api/nfse/settings/certificate', {
      as: 'adm',
      method: 'PUT',
      json: { pfxBase64: Buffer.from('não é um pfx').toString('base64'), password: 'x' },
    });
    expect(garbage.status).toBe(422);
    expect((await json<ApiErrorBody>(garbage)).error.fields?.pfxBase64).toMatch(
      /Não foi possível ler o certificado/,
    );
    const wrong = await t.request('/api/nfse/settings/certificate', {
      as: 'adm',
      method: 'PUT',
      json: { ...cert, password: 'outra-senha' },
    });
    expect(wrong.status).toBe(422);
    expect((await json<ApiErrorBody>(wrong)).error.fields?.password).toBe('Senha do certificado incorreta.');
  });

  it('stores the PFX and its password sealed, never serves nor logs them, and shows CN, CNPJ and expiry', async () => {
    const saved = await t.request('/api/nfse/settings', { as: 'adm', method: 'PUT', json: settingsBody() });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const uploaded = await t.request('/api/nfse/settings/certificate', {
      as: 'adm',
      method: 'PUT',
      json: cert,
    });
    const text = await uploaded.text();
    expect(uploaded.status, text).toBe(200);
    expect(text).not.toContain(cert.password);
    expect(text).not.toContain(cert.pfxBase64.slice(0, 40));
    const view = JSON.parse(text) as NfseSettingsView;
    expect(view.certificate).toMatchObject({ subject: cert.subject, cnpj: cert.cnpj, unreadable: false });
    expect(view).toMatchObject({ configured: true, issRate: '2.50', nbsCode: '115021000', enabled: true });
    const read = await (await t.request('/api/nfse/settings', { as: 'adm' })).text();
    expect(read).not.toContain(cert.password);

    const [row] = await t.db.select().from(settings).where(eq(settings.key, NFSE_SETTINGS_KEY));
    const stored = JSON.stringify(row!.value);
    expect(stored).not.toContain(cert.password);
    expect(stored).not.toContain(cert.pfxBase64.slice(0, 40));
    const audit = JSON.stringify(
      await t.db.select().from(auditLog).where(eq(auditLog.entity, 'nfse_settings')),
    );
    expect(audit).toContain(cert.subject);
    expect(audit).not.toContain(cert.password);
    expect(audit).not.toContain(cert.pfxBase64.slice(0, 40));
    expect(await (await t.request('/api/settings', { as: 'adm' })).text()).not.toContain('v1:');
  });
});

describe('Emitir NFS-e', () => {
  it('builds the DPS from the invoice and the billing profile, signed; the mock issues it; the invoice shows it', async () => {
    const invoice = await issuedInvoice();
    const before = await state(invoice.id);
    expect(before).toMatchObject({ available: true, note: null });
    const { note, run } = await emit(invoice.id);
    expect(note).toMatchObject({ status: 'processando', series: '1', amount: '1501.00', issAmount: '37.53' });
    expect(await run()).toMatch(/^NFS-e nº \d+ emitida\.$/);

    const dps = api.received.at(-1)!;
    expect(dps).toContain('<CNPJ>12345678000195</CNPJ>'); // the provider: the certificate's CNPJ
    expect(dps).toContain('<IM>1234567</IM>');
    expect(dps).toContain(
      '<toma><CNPJ>11222333000181</CNPJ><xNome>Cliente Tomador &amp; Filhos Ltda</xNome>',
    );
    expect(dps).toContain('<email>financeiro@tomador.com.br</email>');
    expect(dps).toContain('<cTribNac>170601</cTribNac>');
    expect(dps).toContain('<cNBS>115021000</cNBS>');
    expect(dps).toContain('Gestão de tráfego pago; Criativos (2,00 × R$ 250,50)');
    expect(dps).toContain('<vServ>1501.00</vServ>');
    expect(dps).toContain('<pAliq>2.50</pAliq>');
    expect(dps).toContain(`<dCompet>${today().slice(0, 7)}-01</dCompet>`);
    expect(dps).toMatch(/<infDPS Id="DPS3550308212345678000195000010{14}\d"/);
    expect(dps).toContain('<SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"/>');
    expect(dps).toMatch(/<Reference URI="#DPS3550308/);

    const after = await state(invoice.id);
    const stored = api.notes.get(after.note!.accessKey!)!;
    expect(after.note).toMatchObject({
      status: 'emitida',
      number: String(stored.number),
      hasXml: true,
      hasDanfse: true,
    });
    const xml = await t.request(`/api/nfse/notes/${note.id}/xml`, { as: 'financeiro' });
    expect(await xml.text()).toContain(`<nNFSe>${stored.number}</nNFSe>`);
    const pdf = await t.request(`/api/nfse/notes/${note.id}/danfse`, { as: 'financeiro' });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // Issuing again is refused: one live note per invoice.
    const again = await t.request(`/api/nfse/invoices/${invoice.id}`, { as: 'financeiro', method: 'POST' });
    expect(again.status).toBe(409);
    expect((await json<ApiErrorBody>(again)).error.message).toBe(
      `Esta fatura já tem a NFS-e nº ${stored.number}.`,
    );
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, note.id));
    expect(audits.map((entry) => entry.action).sort()).toEqual(['issue', 'send']);
  });

  it('a DPS altered after signing is rejected by the mock (signature check)', async () => {
    const invoice = await issuedInvoice();
    const { note, run } = await emit(invoice.id);
    const [row] = await t.db.select().from(nfseNotes).where(eq(nfseNotes.id, note.id));
    await t.db
      .update(nfseNotes)
      .set({ dpsXml: row!.dpsXml.replace('<vServ>1501.00</vServ>', '<vServ>15.01</vServ>') })
      .where(eq(nfseNotes.id, note.id));
    expect(await run()).toMatch(/^DPS rejeitada pela API nacional: E0714/);
    const after = await state(invoice.id);
    expect(after.note).toMatchObject({ status: 'rejeitada', number: null });
    expect(after.note!.rejections[0]).toMatchObject({ code: 'E0714' });
    expect(after.note!.lastError).toMatch(/documento foi alterado depois de assinado/);
    // 'Emitir de novo' rebuilds the DPS under the same número, signed again: issued.
    const retry = await emit(invoice.id);
    expect(retry.note).toMatchObject({ id: note.id, dpsNumber: note.dpsNumber, status: 'processando' });
    expect(await retry.run()).toMatch(/emitida/);
  });

  it('a try that timed out after the API issued the note: the retry fetches it, one note only', async () => {
    const invoice = await issuedInvoice();
    const notesBefore = api.notes.size;
    api.slowNext(1_500);
    const { note, run } = await emit(invoice.id, 400);
    await expect(run()).rejects.toThrow(/não respondeu em 0 s\. Nova tentativa agendada\./);
    expect((await state(invoice.id)).note).toMatchObject({ status: 'processando', attempts: 1 });
    expect(api.notes.size).toBe(notesBefore + 1); // the API did issue it
    const second = await processNote(t.deps, note.id, { lastAttempt: false, timeoutMs: 5_000 });
    expect(second).toMatch(/recuperada \(já emitida numa tentativa anterior\)/);
    expect(api.notes.size).toBe(notesBefore + 1);
    const after = await state(invoice.id);
    expect(after.note).toMatchObject({ status: 'emitida', attempts: 2 });
    expect(api.notes.get(after.note!.accessKey!)!.dpsXml).toBe(
      (await t.db.select().from(nfseNotes).where(eq(nfseNotes.id, note.id)))[0]!.dpsXml,
    );
  });

  it('API down (503): kept for a retry, and after the last try shown in PT-BR', async () => {
    const invoice = await issuedInvoice();
    api.failNext(2);
    const { note, run } = await emit(invoice.id);
    await expect(run()).rejects.toThrow(/indisponível \(HTTP 503\)/);
    await expect(run(true)).rejects.toThrow(/Sem novas tentativas/);
    const after = await state(invoice.id);
    expect(after.note).toMatchObject({ id: note.id, status: 'rejeitada' });
    expect(after.note!.lastError).toMatch(
      /A API nacional da NFS-e está indisponível \(HTTP 503\)\. Sem novas tentativas/,
    );
  });

  it('cancels with a required reason through the signed event', async () => {
    const invoice = await issuedInvoice();
    const { note, run } = await emit(invoice.id);
    await run();
    const short = await t.request(`/api/nfse/notes/${note.id}/cancel`, {
      as: 'financeiro',
      json: { reason: 'erro' },
    });
    expect(short.status).toBe(422);
    expect((await json<ApiErrorBody>(short)).error.fields?.reason).toBe(
      'Descreva o motivo em pelo menos 15 caracteres',
    );
    const reason = 'Serviço faturado em duplicidade';
    const cancelled = await t.request(`/api/nfse/notes/${note.id}/cancel`, {
      as: 'financeiro',
      json: { reason },
    });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect(await json<NfseNoteView>(cancelled)).toMatchObject({ status: 'cancelada', cancelReason: reason });
    const accessKey = (await state(invoice.id)).note!.accessKey!;
    expect(api.notes.get(accessKey)).toMatchObject({ cancelled: true, cancelReason: reason });
    const twice = await t.request(`/api/nfse/notes/${note.id}/cancel`, {
      as: 'financeiro',
      json: { reason },
    });
    expect(twice.status).toBe(409);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'cancel'));
    expect(audit).toBeTruthy();
  });

  it('is refused in PT-BR when the provider is off', async () => {
    await t.request('/api/nfse/settings', {
      as: 'adm',
      method: 'PUT',
      json: settingsBody({ enabled: false }),
    });
    const invoice = await issuedInvoice();
    expect(await state(invoice.id)).toMatchObject({
      available: false,
      unavailableReason: 'A emissão de NFS-e pela API nacional está desligada (Configurações → NFS-e).',
    });
    const refused = await t.request(`/api/nfse/invoices/${invoice.id}`, { as: 'financeiro', method: 'POST' });
    expect(refused.status).toBe(409);
    await t.request('/api/nfse/settings', { as: 'adm', method: 'PUT', json: settingsBody() });
  });
});
