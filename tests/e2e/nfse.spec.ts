/**
 * NFS-e issued through the national API (issue 27 deliverable 4, decision 072, docs/product/nfse.md), on
 * the second e2e server (as tests/e2e/pix-charges.spec.ts, so the main server's journeys see the provider
 * off): adm fills Configurações → NFS-e with this journey's own mock of the national API
 * (tests/support/mock-nfse-api.ts on 127.0.0.1, which verifies the DPS's signature and required fields)
 * and uploads an A1 test certificate made here (tests/support/test-certificate.ts); financeiro opens an
 * issued invoice of a client with a billing profile, clicks 'Emitir NFS-e', sees the number and chave the
 * mock issued, downloads the DANFSe and the XML, and cancels the note with a reason.
 * Retry-safe: its own client, invoice and certificate; the provider is switched off after.
 */
import { type APIRequestContext, type Download, expect, type Page, test } from '@playwright/test';
import { type MockNfseApi, startMockNfseApi } from '../support/mock-nfse-api';
import { makeTestCertificate } from '../support/test-certificate';
import { DEMO_PASSWORD, demo } from './fixtures';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE = `http://127.0.0.1:${PORT + 1000}`;
/** +1001 is the second server's SMTP, +1002 the pix journey's PSP. */
const API_PORT = PORT + 1003;
test.use({ baseURL: BASE });
test.describe.configure({ mode: 'serial' });

let api: MockNfseApi;

async function signIn(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: BASE },
  });
  expect(response.ok(), `sign in as ${email}`).toBeTruthy();
}

async function bodyOf(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function downloadFrom(page: Page, link: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: link }).click(),
  ]);
  return { name: download.suggestedFilename(), body: await bodyOf(download) };
}

test.beforeAll(async () => {
  api = await startMockNfseApi({ port: API_PORT });
});
test.afterAll(async ({ request }) => {
  // Off again, pointed back at the official address: other journeys on this server never see the card.
  await signIn(request, demo.adm);
  const current = await request.get('/api/nfse/settings');
  if (current.ok()) {
    const view = (await current.json()) as Record<string, unknown>;
    const keys = [
      'environment',
      'municipalRegistration',
      'municipalityCode',
      'serviceItem',
      'nationalTaxCode',
      'nbsCode',
      'issRate',
      'simplesNacional',
    ];
    await request.put('/api/nfse/settings', {
      data: {
        ...Object.fromEntries(keys.map((key) => [key, view[key]])),
        enabled: false,
        baseUrl: 'https://sefin.producaorestrita.nfse.gov.br/SefinNacional',
      },
      headers: { origin: BASE },
    });
  }
  await api?.close();
});

test('financeiro issues the NFS-e of an invoice through the national API, downloads it and cancels it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const certificate = makeTestCertificate({ name: `AGENCIA JORNADA ${id.toUpperCase()} LTDA` });
  const validUntil = (() => {
    const [year, month, day] = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10).split('-');
    return `${day}/${month}/${year}`;
  })();

  await test.step('adm configures Configurações → NFS-e with the mock API and the A1 certificate', async () => {
    await page.goto('/');
    await signIn(page.request, demo.adm);
    await page.goto('/admin/settings?aba=nfse');
    const form = page.getByRole('form', { name: 'Configurar a emissão de NFS-e' });
    await expect(form).toBeVisible();
    await form.getByLabel('Emitir NFS-e pela API nacional a partir das faturas').check();
    await form.getByLabel('Ambiente').selectOption({ label: 'Produção restrita (testes)' });
    await form.getByLabel('Endereço da API (SEFIN Nacional)').fill(api.url);
    await form.getByLabel('Inscrição municipal').fill('12345678');
    await form.getByLabel('Código do município (IBGE)').fill('3550308');
    await form.getByLabel('Item da lista de serviços (LC 116)').fill('17.06');
    await form.getByLabel('Código de tributação nacional').fill('170601');
    await form.getByLabel('Código NBS').fill('1.1502.10.00');
    await form.getByLabel('Alíquota do ISS (%)').fill('2,5');
    await form.getByLabel('Simples Nacional (ME/EPP)').check();
    await form.getByRole('button', { name: 'Salvar NFS-e' }).click();
    await expect(page.getByText('Configurações da NFS-e salvas')).toBeVisible();
    await expect(page.getByText('Ligada: as faturas emitidas mostram "Emitir NFS-e".')).toBeVisible();

    const upload = page.getByRole('form', { name: 'Enviar o certificado A1' });
    await upload.getByLabel('Arquivo do certificado A1 (.pfx ou .p12)').setInputFiles({
      name: 'agencia-e-cnpj.pfx',
      mimeType: 'application/x-pkcs12',
      buffer: Buffer.from(certificate.pfxBase64, 'base64'),
    });
    await upload.getByLabel('Senha do certificado').fill(certificate.password);
    await upload.getByRole('button', { name: /^(Enviar|Trocar) certificado$/ }).click();
    await expect(page.getByText(`Válido até ${validUntil}.`)).toBeVisible();
    // What the screen keeps of the certificate: its holder, CNPJ and expiry (never the file or password).
    const summary = page.locator('dl').filter({ hasText: 'Titular' });
    await expect(summary).toContainText(certificate.subject);
    await expect(summary).toContainText(certificate.cnpj);
    await expect(summary).toContainText(validUntil);
    await expect(upload.getByLabel('Senha do certificado')).toHaveValue('');
    await summary.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('settings-nfse-certificate.png') });
  });

  // The client and the issued invoice, this journey's own (leads are the commercial team's: adm makes them).
  const legalName = `Cliente NFS-e ${id} Ltda`;
  const lead = await page.request.post('/api/leads', {
    data: {
      name: `Cliente NFS-e ${id}`,
      email: `nfse.${id}@exemplo.com.br`,
      phone: '(11) 98765-4321',
      status: 'won',
    },
  });
  expect(lead.ok(), await lead.text()).toBeTruthy();
  const leadId = ((await lead.json()) as { id: string }).id;
  const profile = await page.request.put(`/api/leads/${leadId}/billing-profile`, {
    data: { personType: 'pj', document: '11.222.333/0001-81', legalName },
  });
  expect(profile.ok(), await profile.text()).toBeTruthy();
  const draft = await page.request.post('/api/invoices', {
    data: {
      leadId,
      description: `Mensalidade NFS-e ${id}`,
      competence: new Date().toISOString().slice(0, 7),
      dueDate: '2099-12-15',
      items: [{ description: 'Gestão de tráfego pago', quantity: 1, unitPrice: '1.200,00' }],
    },
  });
  expect(draft.ok(), await draft.text()).toBeTruthy();
  const invoiceId = ((await draft.json()) as { id: string }).id;
  const issued = await page.request.post(`/api/invoices/${invoiceId}/issue`);
  expect(issued.ok(), await issued.text()).toBeTruthy();

  // Financeiro, in a browser of their own, does the rest.
  const finance = await browser.newContext({
    baseURL: BASE,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const money = await finance.newPage();
  try {
    await money.goto('/');
    await signIn(money.request, demo.financeiro);
    await money.goto(`/coders/finance/faturas?fatura=${invoiceId}`);
    // The card 'NFS-e nacional' (the innermost card around its heading).
    const nfse = money
      .locator('div.rounded-xl')
      .filter({ has: money.getByRole('heading', { name: /^NFS-e nacional/ }) })
      .last();
    await expect(nfse.getByText('Nenhuma NFS-e emitida para esta fatura.')).toBeVisible();

    await test.step("'Emitir NFS-e': the job sends the signed DPS and the note from the mock shows", async () => {
      await nfse.getByRole('button', { name: 'Emitir NFS-e' }).click();
      await expect(money.getByText('DPS enviada')).toBeVisible();
      // The job engine sends it; the card polls while it is 'Processando'.
      await expect
        .poll(() => [...api.notes.values()].find((note) => note.dpsXml.includes(legalName)), {
          timeout: 30_000,
        })
        .toBeTruthy();
      const note = [...api.notes.values()].find((entry) => entry.dpsXml.includes(legalName))!;
      await expect(nfse.getByText('Emitida', { exact: true })).toBeVisible({ timeout: 15_000 });
      await expect(
        nfse.getByText('Número', { exact: true }).locator('xpath=following-sibling::dd[1]'),
      ).toHaveText(String(note.number));
      await expect(nfse.getByText(note.accessKey, { exact: true })).toBeVisible();
      await expect(nfse).toContainText('R$ 1.200,00 · R$ 30,00');
      // The DPS the API received: signed with this journey's certificate, for this client.
      expect(note.dpsXml).toContain('<CNPJ>11222333000181</CNPJ>');
      expect(note.dpsXml).toContain(`<CNPJ>${certificate.cnpj}</CNPJ>`);
      await nfse.scrollIntoViewIfNeeded();
      await money.screenshot({ path: testInfo.outputPath('invoice-with-nfse.png') });

      const danfse = await downloadFrom(money, 'Baixar DANFSe');
      expect(danfse.name).toMatch(/\.pdf$/);
      expect(danfse.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const xml = await downloadFrom(money, 'Baixar XML');
      expect(xml.name).toMatch(/\.xml$/);
      expect(xml.body.toString('utf8')).toContain(`<nNFSe>${note.number}</nNFSe>`);
      expect(xml.body.toString('utf8')).toContain(`Id="NFS${note.accessKey}"`);
    });

    await test.step("'Cancelar NFS-e' with a reason: the event reaches the API and the note shows cancelled", async () => {
      const reason = 'Serviço faturado em duplicidade para este cliente';
      await nfse.getByRole('button', { name: 'Cancelar NFS-e' }).click();
      const dialog = money.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: /^Cancelar a NFS-e nº \d+\?$/ })).toBeVisible();
      await dialog.getByLabel('Motivo do cancelamento').fill(reason);
      await dialog.getByRole('button', { name: 'Cancelar NFS-e' }).click();
      await expect(dialog).toBeHidden();
      await expect(nfse.getByText('Cancelada', { exact: true })).toBeVisible();
      await expect(nfse).toContainText(`: ${reason}`);
      const note = [...api.notes.values()].find((entry) => entry.dpsXml.includes(legalName))!;
      expect(note.cancelled).toBe(true);
      expect(note.cancelReason).toBe(reason);
      await expect(nfse.getByRole('button', { name: 'Cancelar NFS-e' })).toHaveCount(0);
      await nfse.scrollIntoViewIfNeeded();
      await money.screenshot({ path: testInfo.outputPath('invoice-nfse-cancelled.png') });
    });
  } finally {
    await finance.close();
  }
});
