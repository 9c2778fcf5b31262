/**
 * Faturas and Pagamentos (docs/product/invoices-and-payments.md): financeiro creates and issues an
 * invoice, sends its public link (opened signed out, it shows the PIX code), records a PIX payment,
 * and the invoice shows 'Paga'.
 */
import { expect, expectAccessible, loginAs, test } from './fixtures';

test('financeiro issues an invoice, the client sees the PIX code, the payment makes it Paga', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000); // one long journey: staff, then a signed-out client, then staff again
  // The agency's PIX receiver (adm → Configurações → Financeiro).
  await page.goto('/');
  await loginAs(page, 'adm');
  const saved = await page.request.put('/api/settings', {
    data: { pixKey: 'financeiro@coders.example', pixReceiverName: 'Coders Agência', pixCity: 'São Paulo' },
    headers: { origin: String(baseURL) },
  });
  expect(saved.ok()).toBeTruthy();
  await page.context().clearCookies();
  await loginAs(page, 'financeiro');

  await page.goto('/coders/finance/faturas');
  await page.getByRole('button', { name: 'Nova fatura' }).click();
  const client = page.getByLabel('Cliente', { exact: true });
  await expect(client.locator('option')).not.toHaveCount(1);
  await client.selectOption({ index: 1 });
  await page.getByLabel('Descrição', { exact: true }).fill('Manutenção mensal');
  await page.getByLabel('Vencimento').fill('2099-12-15');
  await page.getByLabel('Descrição do item').fill('Suporte e manutenção');
  await page.getByLabel('Preço unitário').fill('1.250,00');
  // The line's total and the invoice's, both by the shared rule.
  await expect(page.getByRole('listitem', { name: 'Item 1' }).getByText('R$ 1.250,00')).toBeVisible();
  await expect(page.getByText('Total: R$ 1.250,00', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();

  await expect(page.getByText('Rascunho', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Emitir fatura' }).click();
  const title = page.getByText(/^Fatura FAT-\d{4}-\d{4}/);
  await expect(title).toBeVisible();
  await expect(page.getByText('Aberta', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Código PIX copia e cola')).toHaveValue(/br\.gov\.bcb\.pix.*54071250\.00/);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Gerar link público' }).click();
  const link = await page.getByLabel('Link da fatura').inputValue();
  expect(link).toMatch(/\/fatura\/[A-Za-z0-9_-]{43}$/);

  // The client, signed out, in a fresh browser.
  const visitor = await browser.newContext();
  const clientPage = await visitor.newPage();
  await clientPage.goto(new URL(link).pathname);
  await expect(clientPage.getByRole('heading', { name: /Fatura FAT-/ })).toBeVisible();
  await expect(clientPage.getByText('Manutenção mensal').first()).toBeVisible();
  await expect(clientPage.getByLabel('Código PIX copia e cola')).toHaveValue(/^000201.*br\.gov\.bcb\.pix/);
  await expect(clientPage.getByRole('button', { name: 'Copiar código PIX' })).toBeVisible();
  await expect(clientPage.getByRole('img', { name: /QR code PIX/ })).toBeVisible();
  await expectAccessible(clientPage);
  await visitor.close();

  await page.getByRole('button', { name: 'Registrar pagamento' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Valor recebido')).toHaveValue('1.250,00');
  await expect(dialog.getByLabel('Forma de pagamento')).toHaveValue('pix');
  await dialog.getByRole('button', { name: 'Registrar pagamento' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Paga', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pagamentos recebidos' })).toBeVisible();

  await page.goto('/coders/finance/pagamentos');
  await expect(page.getByRole('list', { name: 'Pagamentos' }).getByText('R$ 1.250,00').first()).toBeVisible();
});
