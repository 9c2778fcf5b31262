/**
 * A PIX charge confirmed by the bank (issue 27, decision 071), on the second e2e server (the one with
 * SMTP, so the main server's journeys keep the static PIX): adm points Cobrança PIX at this journey's
 * own mock PSP (tests/support/mock-psp.ts on 127.0.0.1); an invoice issued for a client with a CNPJ
 * shows the bank's dynamic code; the mock PSP pays it and fires the webhook; the invoice turns 'Paga'
 * with no manual match. Retry-safe: its own client and invoice, and the provider is switched off after.
 */
import { expect, test } from '@playwright/test';
import { type MockPsp, startMockPsp } from '../support/mock-psp';
import { DEMO_PASSWORD, demo } from './fixtures';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE = `http://127.0.0.1:${PORT + 1000}`;
test.use({ baseURL: BASE });
test.describe.configure({ mode: 'serial' });

const SECRET = `segredo${Date.now().toString(36)}`;
let psp: MockPsp;

const settings = (enabled: boolean) => ({
  enabled,
  baseUrl: enabled ? psp.url : '',
  tokenUrl: '',
  clientId: enabled ? psp.clientId : '',
  clientSecret: enabled ? psp.clientSecret : '',
  pixKey: enabled ? 'financeiro@coders.example' : '',
  certificate: '',
  webhookSecret: enabled ? SECRET : '',
  boleto: false,
});

test.beforeAll(async () => {
  psp = await startMockPsp({ port: PORT + 1002 });
  psp.webhookUrl = `${BASE}/api/public/pix/webhook/${SECRET}/pix`;
});
test.afterAll(async ({ request }) => {
  await request.post('/api/auth/sign-in/email', {
    data: { email: demo.adm, password: DEMO_PASSWORD },
    headers: { origin: BASE },
  });
  await request.put('/api/pix-charges/settings', { data: settings(false), headers: { origin: BASE } });
  await psp?.close();
});

test('an invoice issued with the bank charge shows the dynamic QR and turns Paga from the webhook', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await page.goto('/');
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: demo.adm, password: DEMO_PASSWORD },
    headers: { origin: BASE },
  });
  expect(signIn.ok()).toBeTruthy();
  const saved = await page.request.put('/api/pix-charges/settings', { data: settings(true) });
  expect(saved.ok(), await saved.text()).toBeTruthy();

  // The settings tab shows the secrets only as saved.
  await page.goto('/admin/settings?aba=cobranca-pix');
  await expect(page.getByText('Ativa: cada fatura emitida')).toBeVisible();
  await expect(page.getByText(/^Definido\./).first()).toBeVisible();
  await page.getByRole('button', { name: 'Testar conexão' }).click();
  await expect(page.getByText('token de acesso obtido')).toBeVisible();

  const lead = await page.request.post('/api/leads', {
    data: {
      name: `Cliente PIX ${id}`,
      email: `pix.${id}@exemplo.com.br`,
      phone: '(11) 98765-4321',
      status: 'won',
    },
  });
  expect(lead.ok(), await lead.text()).toBeTruthy();
  const leadId = ((await lead.json()) as { id: string }).id;
  const profile = await page.request.put(`/api/leads/${leadId}/billing-profile`, {
    data: { personType: 'pj', document: '11.222.333/0001-81', legalName: `Cliente PIX ${id} Ltda` },
  });
  expect(profile.ok(), await profile.text()).toBeTruthy();
  const draft = await page.request.post('/api/invoices', {
    data: {
      leadId,
      description: `Mensalidade ${id}`,
      competence: '2099-11',
      dueDate: '2099-12-15',
      items: [{ description: 'Gestão de tráfego', quantity: 1, unitPrice: '980,00' }],
    },
  });
  expect(draft.ok(), await draft.text()).toBeTruthy();
  const invoiceId = ((await draft.json()) as { id: string }).id;
  const issued = await page.request.post(`/api/invoices/${invoiceId}/issue`);
  expect(issued.ok(), await issued.text()).toBeTruthy();

  // The job creates the charge on the bank; the page shows its dynamic code once it is active.
  await expect
    .poll(
      async () =>
        [...psp.charges.values()].some((charge) => charge.txid.startsWith(invoiceId.replace(/-/g, ''))),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
  const txid = [...psp.charges.keys()].find((key) => key.startsWith(invoiceId.replace(/-/g, '')))!;
  await expect
    .poll(
      async () => {
        await page.goto(`/coders/finance/faturas?fatura=${invoiceId}`);
        return page
          .getByText('Cobrança registrada no banco')
          .waitFor({ timeout: 5_000 })
          .then(() => true)
          .catch(() => false);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect(page.getByLabel('Código PIX copia e cola')).toHaveValue(
    /br\.gov\.bcb\.pix25\d\dpix\.example\/qr\/v2\//,
  );
  await expect(page.getByText('Aguardando pagamento')).toBeVisible();

  // The client pays in their bank; the PSP calls our webhook.
  const response = await page.request.post(`${psp.url}/__mock/pay/${txid}`);
  const fired = (await response.json()) as { webhook: { status: number; body: { registrados: number } } };
  expect(fired.webhook.status).toBe(200);
  expect(fired.webhook.body.registrados).toBe(1);

  await page.reload();
  await expect(page.getByText('Paga', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('R$ 980,00').first()).toBeVisible();
});
