/**
 * Issue 23, the PIX key (docs/product/settings.md, decision 054): saved checked by type and in the DICT's
 * form; the receiver name and city as the BR Code carries them; a key saved before the check normalised
 * on read when it can be (invoices keep their PIX code), and when it cannot, no unreadable code at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, settings } from '@server/db/schema';
import { clearSettingsCache } from '@server/settings/settings';
import type { InvoiceDetail } from '@shared/invoices/schemas';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let leadId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [lead] = await t.db
    .insert(leads)
    .values({ name: 'Cliente PIX', email: 'cliente.pix@exemplo.com.br', source: 'manual', status: 'won' })
    .returning();
  leadId = lead!.id;
  await t.cookieFor('financeiro');
});
afterAll(async () => {
  await t?.close();
});

const put = (patch: Record<string, unknown>) =>
  t.request('/api/settings', { as: 'adm', method: 'PUT', json: patch });
const saved = async () =>
  (await (await t.request('/api/settings', { as: 'adm' })).json()) as Record<string, string>;

async function issuedInvoice(): Promise<InvoiceDetail> {
  const draft = await t.request('/api/invoices', {
    as: 'financeiro',
    json: {
      leadId,
      description: 'Mensalidade',
      competence: '2099-01',
      dueDate: '2099-01-10',
      items: [{ description: 'Site', quantity: 1, unitPrice: '1.500,00' }],
    },
  });
  expect(draft.status, await draft.clone().text()).toBe(201);
  const { id } = (await draft.json()) as InvoiceDetail;
  const issued = await t.request(`/api/invoices/${id}/issue`, { as: 'financeiro', method: 'POST' });
  expect(issued.status, await issued.clone().text()).toBe(200);
  return (await issued.json()) as InvoiceDetail;
}

/** A value written as an older version of the app did, straight into the settings table. */
async function storedBefore(key: string, value: string) {
  await t.db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  clearSettingsCache(t.db);
}

describe('saving the PIX key', () => {
  it.each([
    ['123.456.789-09', '12345678909'],
    ['(11) 98765-4321', '+5511987654321'],
    ['12.ABC.345/01DE-35', '12ABC34501DE35'],
    ['Financeiro@Coders.com.br', 'financeiro@coders.com.br'],
  ])('stores %j in the DICT form %j', async (typed, key) => {
    const response = await put({ pixKey: typed, pixReceiverName: 'Coders', pixCity: 'São Paulo' });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await saved()).pixKey).toBe(key);
  });

  it('refuses a key no bank would accept, and receiver text the BR Code cannot carry, in PT-BR', async () => {
    const accented = await put({ pixKey: 'joão@coders.com.br' });
    expect(accented.status).toBe(422);
    expect((await accented.json()).error.fields.pixKey).toBe(
      'Chave PIX de e-mail não tem acentos, ç nem espaços: confira como ela está cadastrada no seu banco.',
    );
    expect((await (await put({ pixKey: '123.456.789-00' })).json()).error.fields.pixKey).toBe(
      'CPF inválido. Confira os dígitos da chave PIX.',
    );
    const city = await put({ pixCity: 'São Paulo ★' });
    expect(city.status).toBe(422);
    expect((await city.json()).error.fields.pixCity).toMatch(/^Use letras/);
    expect((await put({ pixKey: '' })).status).toBe(200); // no key: invoices without PIX
  });
});

describe('a key saved before the check', () => {
  it('is normalised on read when it can be: invoices keep a PIX code with the DICT form of the key', async () => {
    await put({ pixReceiverName: 'Coders', pixCity: 'São Paulo' });
    await storedBefore('pixKey', '(11) 98765-4321');
    expect((await saved()).pixKey).toBe('+5511987654321');
    const invoice = await issuedInvoice();
    expect(invoice.pix?.code).toContain('0114+5511987654321');
  });

  it('when it cannot be, makes no unreadable PIX code and stays as saved for Configurações to flag', async () => {
    await storedBefore('pixKey', 'joão@coders.com.br');
    expect((await saved()).pixKey).toBe('joão@coders.com.br');
    const invoice = await issuedInvoice();
    expect(invoice.pix).toBeNull();
  });

  it('keeps a receiver name and city saved before their checks', async () => {
    await storedBefore('pixKey', 'financeiro@coders.com.br');
    await storedBefore('pixCity', 'São Paulo ★');
    expect((await saved()).pixCity).toBe('São Paulo ★');
    expect((await issuedInvoice()).pix?.code).toContain('6009Sao Paulo');
  });
});
