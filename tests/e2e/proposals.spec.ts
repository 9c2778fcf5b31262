/**
 * From proposal to project (docs/product/proposals.md): comercial creates a proposal with an optional
 * item and sends it; in a fresh signed-out browser the client opens the link, ticks the optional item
 * and accepts (name, CPF, checkbox); back as comercial the proposal is 'Aceita' and the project is in
 * the projects list.
 */
import { emulateBlurOnDisable, expect, expectAccessible, loginAs, test, watchFocusInside } from './fixtures';

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('comercial sends a proposal, the client accepts it online with an optional item, a project appears', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const id = tag();
  const clientName = `Cliente Proposta ${id}`;
  const title = `Site institucional ${id}`;
  await page.goto('/');
  await loginAs(page, 'comercial');
  const lead = await page.request.post('/api/leads', {
    data: { name: clientName, email: `proposta.${id}@exemplo.com.br`, status: 'proposal' },
  });
  expect(lead.ok()).toBeTruthy();

  await page.goto('/coders/comercial/propostas');
  await expect(page.getByRole('heading', { name: 'Propostas' })).toBeVisible();
  await page.getByRole('link', { name: 'Nova proposta' }).click();
  await expect(page.getByRole('heading', { name: 'Nova proposta' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar cliente' }).fill(id);
  const clientSelect = page.getByRole('combobox', { name: 'Cliente' });
  await expect(clientSelect.locator('option', { hasText: clientName })).toHaveCount(1);
  await clientSelect.selectOption({ label: clientName });
  await page.getByLabel('Título').fill(title);
  await page.getByLabel('Escopo').fill('Site com 5 páginas, blog e formulário de contato.');

  const first = page.getByRole('listitem', { name: 'Item 1' });
  await first.getByLabel('Descrição').fill('Desenvolvimento do site');
  await first.getByLabel('Valor unitário (R$)').fill('4.000,00');
  await page.getByRole('button', { name: 'Adicionar item' }).click();
  const second = page.getByRole('listitem', { name: 'Item 2' });
  await second.getByLabel('Descrição').fill('Identidade visual');
  await second.getByLabel('Valor unitário (R$)').fill('1.500,00');
  await second.getByLabel('Opcional (o cliente escolhe)').check();
  await expect(page.getByTestId('editor-total')).toHaveText(/R\$\s4\.000,00/);

  await page.getByRole('button', { name: 'Criar proposta' }).click();
  await expect(page).toHaveURL(/\/coders\/comercial\/propostas\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('proposal-status')).toHaveText('Rascunho');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  const linkBox = page.getByRole('textbox', { name: 'Link da proposta' });
  await expect(linkBox).toHaveValue(/\/proposta\/[A-Za-z0-9_-]{43}$/);
  const link = new URL(await linkBox.inputValue());
  await expect(page.getByTestId('proposal-status')).toHaveText('Enviada');

  // The client: a fresh browser with no session.
  const context = await browser.newContext();
  const client = await context.newPage();
  // Issue 30: as on a browser that blurs a control the moment it is disabled.
  await emulateBlurOnDisable(client);
  await client.goto(link.pathname);
  await expect(client.getByRole('heading', { name: title })).toBeVisible();
  await expect(client.getByTestId('proposal-total')).toHaveText(/R\$\s4\.000,00/);
  await client.getByRole('checkbox', { name: /Identidade visual/ }).check();
  await expect(client.getByTestId('proposal-total')).toHaveText(/R\$\s5\.500,00/);
  await client.getByRole('button', { name: 'Aceitar proposta' }).click();
  await expect(client.getByText('Marque a caixa para confirmar o aceite')).toBeVisible();
  await client.getByLabel('Nome completo').fill('Maria da Silva');
  await client.getByLabel('CPF').fill('529.982.247-25');
  await client.getByRole('checkbox', { name: /Li e aceito esta proposta/ }).check();
  // From the keyboard: focus stays on the pending button, then moves to the confirmation, never <body>.
  await client.getByRole('button', { name: 'Aceitar proposta' }).focus();
  const focus = await watchFocusInside(client, 'main');
  await client.keyboard.press('Enter');
  await expect(client.getByRole('heading', { name: 'Proposta aceita. Obrigado!' })).toBeFocused();
  expect(await focus.lost()).toEqual({ lost: 0, where: [] });
  await expect(client.getByTestId('accepted-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expectAccessible(client);
  await context.close();

  // Back as comercial.
  await page.reload();
  await expect(page.getByTestId('proposal-status')).toHaveText('Aceita');
  await expect(page.getByText('Maria da Silva')).toBeVisible();
  await expect(page.getByText('R$ 5.500,00').first()).toBeVisible();

  await page.goto('/coders/comercial/propostas?status=aceita');
  await expect(page.getByRole('list', { name: 'Propostas' }).getByText(title)).toBeVisible();

  await page.goto('/coders/colaboradores/projetos');
  await page.getByRole('searchbox', { name: 'Buscar projetos' }).fill(id);
  await expect(page.getByText(title).first()).toBeVisible();
});

test('staff change the price while the client has the page open: the client is shown the new total and accepts it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const id = tag();
  const title = `Loja virtual ${id}`;
  await page.goto('/');
  await loginAs(page, 'comercial');
  const lead = await page.request.post('/api/leads', {
    data: { name: `Cliente Preço ${id}`, email: `preco.${id}@exemplo.com.br`, status: 'proposal' },
  });
  expect(lead.ok()).toBeTruthy();
  const leadId = ((await lead.json()) as { id: string }).id;
  const created = await page.request.post('/api/proposals', {
    data: {
      leadId,
      title,
      validUntil: '2099-12-31',
      paymentPlan: { kind: 'instalments', instalments: [{ label: 'À vista', percent: 100, dueInDays: 0 }] },
      items: [{ description: 'Desenvolvimento da loja', quantity: 1, unitPrice: '9.300,00' }],
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const proposalId = ((await created.json()) as { id: string }).id;
  const sent = await page.request.post(`/api/proposals/${proposalId}/send`);
  expect(sent.ok()).toBeTruthy();
  const link = new URL(((await sent.json()) as { url: string }).url);

  // The client opens the link: R$ 9.300,00.
  const context = await browser.newContext();
  const client = await context.newPage();
  await client.goto(link.pathname);
  await expect(client.getByRole('heading', { name: title })).toBeVisible();
  await expect(client.getByTestId('proposal-total')).toHaveText(/R\$\s9\.300,00/);

  // Meanwhile staff raise the price in the editor (typed as a bank pastes it: a lone dot is the decimal).
  await page.goto(`/coders/comercial/propostas/${proposalId}`);
  const price = page.getByRole('listitem', { name: 'Item 1' }).getByLabel('Valor unitário (R$)');
  await price.fill('79500.00');
  await price.blur();
  await expect(price).toHaveValue('79.500,00');
  await expect(page.getByTestId('editor-total')).toHaveText(/R\$\s79\.500,00/);
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('versão 2', { exact: false }).first()).toBeVisible();

  // The client, still on the old page, accepts what they saw: refused, the new version is shown.
  await client.getByLabel('Nome completo').fill('Maria da Silva');
  await client.getByLabel('CPF').fill('529.982.247-25');
  await client.getByRole('checkbox', { name: /Li e aceito esta proposta/ }).check();
  await client.getByRole('button', { name: 'Aceitar proposta' }).click();
  const changed = client.getByRole('alert').filter({ hasText: 'A proposta mudou' });
  await expect(changed).toBeVisible();
  await expect(changed).toBeFocused();
  await expect(client.getByTestId('changed-total')).toHaveText(/R\$\s79\.500,00/);
  await expect(client.getByTestId('proposal-total')).toHaveText(/R\$\s79\.500,00/);
  await expectAccessible(client);
  // The new version must be agreed to again; name and CPF are kept.
  await expect(client.getByLabel('Nome completo')).toHaveValue('Maria da Silva');
  const agree = client.getByRole('checkbox', {
    name: /Li e aceito esta proposta, no valor de R\$\s79\.500,00/,
  });
  await expect(agree).not.toBeChecked();
  await agree.check();
  await client.getByRole('button', { name: 'Aceitar proposta' }).click();
  await expect(client.getByRole('heading', { name: 'Proposta aceita. Obrigado!' })).toBeVisible();
  await expect(client.getByText(/no valor de R\$\s79\.500,00/).first()).toBeVisible();
  await context.close();

  await page.reload();
  await expect(page.getByTestId('proposal-status')).toHaveText('Aceita');
  await expect(page.getByText('R$ 79.500,00').first()).toBeVisible();
});
