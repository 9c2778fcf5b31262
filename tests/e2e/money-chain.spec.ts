/**
 * The whole chain of issue 15 in one journey (docs/product/proposals.md, invoices-and-payments.md,
 * finance-insights.md): a proposal sent by comercial is accepted online by a signed-out client; the
 * acceptance drafts the payment plan's invoices; financeiro issues the first one, records a PIX
 * payment, the invoice is 'Paga' and the cash flow's current month has received exactly that money.
 */
import { expect, loginAs, test } from './fixtures';

const brl = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);

type CashFlow = { months: { kind: string; realisedIn: string }[] };

test('lead → proposal accepted online → invoice → PIX payment → cash flow', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const clientName = `Cliente Cadeia ${id}`;
  const origin = { origin: String(baseURL) };

  // comercial: a lead and a proposal (50 % on acceptance + 50 % on delivery), sent.
  await page.goto('/');
  await loginAs(page, 'comercial');
  const lead = await page.request.post('/api/leads', {
    data: { name: clientName, email: `cadeia.${id}@exemplo.com.br`, status: 'proposal' },
    headers: origin,
  });
  expect(lead.ok(), await lead.text()).toBeTruthy();
  const { id: leadId } = (await lead.json()) as { id: string };
  const created = await page.request.post('/api/proposals', {
    headers: origin,
    data: {
      leadId,
      title: `Automação comercial ${id}`,
      intro: 'Proposta para automatizar o atendimento.',
      scope: 'Agente GPT no WhatsApp e integração com o CRM.',
      terms: 'Pagamento conforme o plano.',
      validUntil: '2099-12-31',
      paymentPlan: {
        kind: 'instalments',
        instalments: [
          { label: '50% na aceitação', percent: 50, dueInDays: 0 },
          { label: '50% na entrega', percent: 50, dueInDays: 30 },
        ],
      },
      items: [{ description: 'Agente GPT', service: 'agentes-gpt', quantity: 1, unitPrice: '3000.00' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const proposal = (await created.json()) as { id: string };
  const sent = await page.request.post(`/api/proposals/${proposal.id}/send`, { headers: origin });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  const { url } = (await sent.json()) as { url: string };

  // The client, signed out, accepts.
  const visitor = await browser.newContext();
  const client = await visitor.newPage();
  await client.goto(new URL(url).pathname);
  await client.getByLabel('Nome completo').fill('Joana Cadeia');
  await client.getByLabel('CPF').fill('111.444.777-35');
  await client.getByRole('checkbox', { name: /Li e aceito esta proposta/ }).check();
  await client.getByRole('button', { name: 'Aceitar proposta' }).click();
  await expect(client.getByRole('heading', { name: 'Proposta aceita. Obrigado!' })).toBeVisible();
  await visitor.close();

  // financeiro: the plan's two invoices are drafted for this client.
  await page.context().clearCookies();
  await loginAs(page, 'financeiro');
  const drafts = await page.request.get(`/api/invoices?leadId=${leadId}&order=asc`);
  expect(drafts.ok(), await drafts.text()).toBeTruthy();
  const { items } = (await drafts.json()) as { items: { id: string; total: string; status: string }[] };
  expect(items.map((invoice) => [invoice.total, invoice.status])).toEqual([
    ['1500.00', 'rascunho'],
    ['1500.00', 'rascunho'],
  ]);
  const before = (await (await page.request.get('/api/finance/cash-flow')).json()) as CashFlow;
  const receivedBefore = Number(before.months.find((month) => month.kind === 'current')!.realisedIn);

  await page.goto(`/coders/finance/faturas?fatura=${items[0]!.id}`);
  await expect(page.getByText('Rascunho', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Emitir fatura' }).click();
  await expect(page.getByText(/^Fatura FAT-\d{4}-\d{4}/)).toBeVisible();
  await page.getByRole('button', { name: 'Registrar pagamento' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Valor recebido')).toHaveValue('1.500,00');
  await expect(dialog.getByLabel('Forma de pagamento')).toHaveValue('pix');
  await dialog.getByRole('button', { name: 'Registrar pagamento' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Paga', { exact: true })).toBeVisible();

  // The cash flow's current month received exactly that payment.
  const after = (await (await page.request.get('/api/finance/cash-flow')).json()) as CashFlow;
  const receivedAfter = Number(after.months.find((month) => month.kind === 'current')!.realisedIn);
  expect(receivedAfter - receivedBefore).toBeCloseTo(1500, 2);
  await page.goto('/coders/finance/fluxo-caixa');
  await expect(page.getByRole('cell', { name: brl(receivedAfter), exact: true }).first()).toBeVisible();
});
