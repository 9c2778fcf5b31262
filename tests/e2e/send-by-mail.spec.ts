/**
 * A proposal goes out by e-mail with its PDF and is accepted (issue 27), on the second e2e server — the
 * one with SMTP (playwright.config.ts), whose SMTP server is this journey's own on 127.0.0.1: comercial
 * opens 'Enviar por e-mail' (the client's address pre-filled), sends; the message arrives with the
 * proposal's PDF (its number in the PDF's text); the page's delivery log turns 'Enviado'; the client
 * opens the link from the e-mail in a fresh browser and accepts.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { pdfAttachment, pdfText } from '../support/pdf-text';
import { linkIn, startSmtp } from '../support/smtp';
import { DEMO_PASSWORD, demo } from './fixtures';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE = `http://127.0.0.1:${PORT + 1000}`;
test.use({ baseURL: BASE });
// One SMTP server on one port for the file: its journeys run in one worker, one after the other.
test.describe.configure({ mode: 'serial' });

let smtp: Awaited<ReturnType<typeof startSmtp>>;
test.beforeAll(async () => {
  smtp = await startSmtp(PORT + 1001);
});
test.afterAll(async () => {
  await smtp?.close();
});

async function signIn(request: APIRequestContext) {
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email: demo.comercial, password: DEMO_PASSWORD },
    headers: { origin: BASE },
  });
  expect(response.ok(), 'sign in as comercial').toBeTruthy();
}

test('comercial sends a proposal by e-mail with its PDF; the log says Enviado; the client accepts from the e-mail', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const address = `envio.${id}@exemplo.com.br`;
  const title = `Proposta por e-mail ${id}`;
  await page.goto('/');
  await signIn(page.request);
  const lead = await page.request.post('/api/leads', {
    data: { name: `Cliente E-mail ${id}`, email: address, phone: '(11) 98765-4321', status: 'proposal' },
  });
  expect(lead.ok(), await lead.text()).toBeTruthy();
  const leadId = ((await lead.json()) as { id: string }).id;
  const created = await page.request.post('/api/proposals', {
    data: {
      leadId,
      title,
      validUntil: '2099-12-31',
      paymentPlan: { kind: 'instalments', instalments: [{ label: 'À vista', percent: 100, dueInDays: 0 }] },
      items: [{ description: 'Site institucional', quantity: 1, unitPrice: '4.800,00' }],
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const proposal = (await created.json()) as { id: string; number: string };

  await page.goto(`/coders/comercial/propostas/${proposal.id}`);
  await expect(page.getByTestId('proposal-status')).toHaveText('Rascunho');
  await page.getByRole('button', { name: 'Enviar por e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: `Enviar a proposta ${proposal.number} por e-mail` });
  await expect(dialog.getByLabel('Para')).toHaveValue(address);
  await expect(dialog.getByLabel('Assunto')).toHaveValue(new RegExp(proposal.number));
  await expect(dialog.getByLabel('Mensagem')).toHaveValue(/R\$\s4\.800,00/);
  await page.screenshot({ path: testInfo.outputPath('dialogo-enviar-email.png') });
  // A wrong address is refused under the field; corrected, it goes (from the keyboard).
  await dialog.getByLabel('Para').fill('sem-arroba');
  await dialog.getByRole('button', { name: 'Enviar e-mail' }).click();
  await expect(dialog.getByText('E-mail inválido').first()).toBeVisible();
  await dialog.getByLabel('Para').fill(address);
  await dialog.getByRole('button', { name: 'Enviar e-mail' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('proposal-status')).toHaveText('Enviada');

  const mail = await smtp.mailTo(address, 30_000);
  const pdf = pdfAttachment(mail.raw);
  expect(pdf?.filename).toBe(`proposta-${proposal.number}.pdf`);
  expect(pdf!.data.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfText(pdf!.data)).toContain(`Proposta ${proposal.number}`);
  await testInfo.attach('proposta.pdf', { body: pdf!.data, contentType: 'application/pdf' });

  const log = page.getByRole('list', { name: 'E-mails enviados' });
  await expect(log.getByText('Enviado', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(log.getByText(`Anexo: proposta-${proposal.number}.pdf`)).toBeVisible();
  // At 375 px the page (actions, log) fits the screen; the dialog too.
  await page.setViewportSize({ width: 375, height: 812 });
  await log.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('registro-375.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Enviar por e-mail' }).click();
  await expect(dialog.getByLabel('Para')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dialogo-375.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 720 });

  // The client, from the e-mail's link, in a browser with no session.
  const link = new URL(linkIn(mail));
  const context = await browser.newContext({ baseURL: BASE });
  const client = await context.newPage();
  await client.goto(link.pathname);
  await expect(client.getByRole('heading', { name: title })).toBeVisible();
  await expect(client.getByRole('link', { name: 'Baixar PDF' })).toBeVisible();
  await client.getByLabel('Nome completo').fill('Joana Cliente');
  await client.getByLabel('CPF').fill('529.982.247-25');
  await client.getByRole('checkbox', { name: /Li e aceito esta proposta/ }).check();
  await client.getByRole('button', { name: 'Aceitar proposta' }).click();
  await expect(client.getByRole('heading', { name: 'Proposta aceita. Obrigado!' })).toBeVisible();
  await context.close();

  await page.reload();
  await expect(page.getByTestId('proposal-status')).toHaveText('Aceita');
});

test("'Enviar pelo WhatsApp' makes the link and opens wa.me with the client's phone (55) and a PT-BR message", async ({
  page,
}) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await page.goto('/');
  await signIn(page.request);
  const lead = await page.request.post('/api/leads', {
    data: {
      name: `Cliente Zap ${id}`,
      email: `zap.${id}@exemplo.com.br`,
      phone: '(21) 99876-5432',
      status: 'proposal',
    },
  });
  expect(lead.ok(), await lead.text()).toBeTruthy();
  const created = await page.request.post('/api/proposals', {
    data: {
      leadId: ((await lead.json()) as { id: string }).id,
      title: `Proposta pelo WhatsApp ${id}`,
      validUntil: '2099-12-31',
      paymentPlan: { kind: 'instalments', instalments: [{ label: 'À vista', percent: 100, dueInDays: 0 }] },
      items: [{ description: 'Landing page', quantity: 1, unitPrice: '1.900,00' }],
    },
  });
  const proposal = (await created.json()) as { id: string; number: string };
  await page.goto(`/coders/comercial/propostas/${proposal.id}`);
  await page.getByRole('button', { name: 'Enviar pelo WhatsApp' }).click();
  const dialog = page.getByRole('dialog', { name: `Enviar a proposta ${proposal.number} pelo WhatsApp` });
  await dialog.getByRole('button', { name: 'Gerar link e preparar mensagem' }).click();
  const open = dialog.getByRole('link', { name: 'Abrir o WhatsApp' });
  await expect(open).toBeVisible();
  const href = (await open.getAttribute('href'))!;
  expect(href).toMatch(/^https:\/\/wa\.me\/5521998765432\?text=/);
  const text = decodeURIComponent(href.split('?text=')[1]!);
  expect(text).toContain(`Olá, Cliente Zap ${id}! Segue a proposta ${proposal.number}`);
  expect(text).toMatch(/\/proposta\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId('proposal-status')).toHaveText('Enviada');
});
