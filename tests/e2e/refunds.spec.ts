/**
 * Refunds on Pagamentos (docs/product/invoices-and-payments.md, 'Estorno'): the dialog says what the
 * refund will do before it is confirmed — here, that the invoice the payment paid reopens — refuses
 * 'só devolver o crédito' when the money is on the invoice, and the confirmed refund reopens it.
 */
import { expect, expectAccessible, loginAs, test } from './fixtures';

test('financeiro refunds a fully allocated payment: the dialog shows the invoice reopening, the invoice reopens', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await loginAs(page, 'financeiro');
  const headers = { origin: String(baseURL) };
  const clients = await (await page.request.get('/api/invoices/clients?q=')).json();
  const leadId = clients.items[0].id as string;
  const draft = await (
    await page.request.post('/api/invoices', {
      headers,
      data: {
        leadId,
        competence: '2099-12',
        dueDate: '2099-12-20',
        items: [{ description: 'Estorno e2e', quantity: 1, unitPrice: '840.00' }],
      },
    })
  ).json();
  const issued = await (await page.request.post(`/api/invoices/${draft.id}/issue`, { headers })).json();
  const paid = await page.request.post('/api/payments', {
    headers,
    data: {
      receivedOn: '2026-01-05',
      amount: '840.00',
      method: 'pix',
      reference: 'REF-ESTORNO-E2E',
      allocations: [{ invoiceId: issued.id, amount: '840.00' }],
    },
  });
  expect(paid.status()).toBe(201);

  await page.goto('/coders/finance/pagamentos?q=REF-ESTORNO-E2E');
  const row = page.getByRole('list', { name: 'Pagamentos' }).getByRole('listitem').first();
  await expect(row.getByText(issued.number)).toBeVisible();
  await row.getByRole('button', { name: 'Estornar' }).click();

  const dialog = page.getByRole('dialog', { name: 'Estornar pagamento' });
  const outcome = dialog.getByRole('region', { name: 'O que vai acontecer' });
  await expect(outcome).toContainText(`A fatura ${issued.number} volta a ficar em aberto: R$ 840,00`);
  await expect(outcome).toContainText('Nenhuma comissão de parceiro a estornar.');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/refund-dialog.png' });

  await dialog.getByLabel('De onde sai o estorno').selectOption('credit');
  await expect(outcome.getByRole('alert')).toContainText('Este pagamento não tem crédito não alocado');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'test-results/refund-dialog-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await dialog.getByLabel('De onde sai o estorno').selectOption('auto');
  await expect(outcome).toContainText('volta a ficar em aberto');
  await dialog.getByRole('button', { name: 'Confirmar estorno' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Estorno registrado')).toBeVisible();

  await page.goto(`/coders/finance/faturas?fatura=${issued.id}`);
  await expect(page.getByText('Aberta', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pagamentos recebidos' })).toBeVisible();
  await expect(page.getByText(/Estorno · PIX/)).toBeVisible();
});
