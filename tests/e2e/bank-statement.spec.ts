/**
 * Pagamentos → 'Extrato bancário' (docs/product/invoices-and-payments.md, issue 23): financeiro
 * creates two bank accounts, imports Itaú's OFX in windows-1252 (accents intact) and Nubank's CSV
 * through the column-mapping step, reads the line-by-line summary, reconciles a line with a bill,
 * ignores another with a reason and undoes it after a confirmation.
 */
import { join } from 'node:path';
import { expect, expectAccessible, loginAs, test } from './fixtures';

const FIXTURES = join(import.meta.dirname, '../fixtures/bank-statements');

test('financeiro imports a 1252 OFX and a Nubank CSV, reconciles, ignores and undoes', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await page.goto('/');
  await loginAs(page, 'financeiro');
  const origin = { origin: String(baseURL) };
  // The bill the Nubank line pays (R$ 89,90 at the stationer's).
  const bill = await page.request.post('/api/expenses', {
    data: { supplier: 'Papelaria São Jorge', category: 'Escritório', amount: '89,90', dueDate: '2026-11-26' },
    headers: origin,
  });
  expect(bill.ok()).toBeTruthy();

  await page.goto('/coders/finance/pagamentos?aba=extrato');
  for (const [name, bank] of [
    ['Itaú PJ', '341'],
    ['Nubank', '260'],
  ]) {
    await page.getByRole('button', { name: 'Nova conta bancária' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova conta bancária' });
    await dialog.getByLabel('Nome').fill(name!);
    await dialog.getByLabel('Banco (código)').fill(bank!);
    await dialog.getByRole('button', { name: 'Cadastrar conta' }).click();
    await expect(dialog).toBeHidden();
  }

  // Itaú's OFX, CHARSET:1252.
  await page.getByRole('button', { name: 'Importar extrato' }).click();
  let wizard = page.getByRole('dialog', { name: 'Importar extrato' });
  await wizard.getByLabel('Conta bancária').selectOption({ label: 'Itaú PJ' });
  await wizard.getByLabel('Arquivo do extrato').setInputFiles(join(FIXTURES, 'itau.ofx'));
  await wizard.getByRole('button', { name: 'Continuar' }).click();
  await expect(wizard.getByText(/OFX com 2 lançamento\(s\)/)).toBeVisible();
  await expect(wizard.getByText(/SERVIÇOS DE INFORMÁTICA AÇÃO/)).toBeVisible();
  await wizard.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(
    wizard.getByText('2 importado(s), 0 já importado(s), 0 recusado(s).', { exact: false }),
  ).toBeVisible();
  await wizard.getByRole('button', { name: 'Concluir' }).click();
  await expect(wizard).toBeHidden();

  // Nubank's CSV: the mapping step, with the columns found from the header and a preview.
  await page.getByRole('button', { name: 'Importar extrato' }).click();
  wizard = page.getByRole('dialog', { name: 'Importar extrato' });
  await wizard.getByLabel('Conta bancária').selectOption({ label: 'Nubank' });
  await wizard.getByLabel('Arquivo do extrato').setInputFiles(join(FIXTURES, 'nubank.csv'));
  await wizard.getByRole('button', { name: 'Continuar' }).click();
  await expect(wizard.getByLabel('Separador', { exact: true })).toHaveValue(',');
  await expect(wizard.getByLabel('Separador decimal')).toHaveValue('.');
  await expect(wizard.getByLabel('Valor do lançamento')).toHaveValue('1');
  await expect(wizard.getByLabel('Identificador do banco (opcional)')).toHaveValue('2');
  const previewTable = wizard.getByRole('region', { name: 'Prévia do extrato' });
  await expect(previewTable.getByText('R$ 1.234,56')).toBeVisible();
  await expect(previewTable.getByText('Compra no débito - PAPELARIA SÃO JORGE')).toBeVisible();
  await expectAccessible(page);
  await wizard.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(
    wizard.getByText('3 importado(s), 0 já importado(s), 0 recusado(s).', { exact: false }),
  ).toBeVisible();
  await wizard.getByRole('button', { name: 'Concluir' }).click();

  // Reconcile: the stationer's line is suggested with its reasons.
  const lines = page.getByRole('list', { name: 'Lançamentos do extrato' });
  const stationer = lines.getByRole('listitem', { name: /PAPELARIA SÃO JORGE/ });
  await expect(stationer.getByText(/Por quê: mesmo valor/)).toBeVisible();
  await stationer.getByRole('button', { name: 'Conciliar com a conta' }).click();
  await expect(stationer).toBeHidden();
  await page.getByRole('button', { name: 'Conciliados' }).click();
  await expect(lines.getByText('Conta a pagar: Papelaria São Jorge')).toBeVisible();

  // Ignore a line with a reason, then undo it after the confirmation.
  await page.getByRole('button', { name: 'A conciliar' }).click();
  const fee = lines.getByRole('listitem', { name: /SERVIÇOS DE INFORMÁTICA AÇÃO/ });
  await fee.getByRole('button', { name: 'Ignorar' }).click();
  const ignore = page.getByRole('dialog', { name: 'Ignorar lançamento?' });
  await ignore.getByRole('button', { name: 'Ignorar lançamento' }).click();
  await expect(ignore.getByText('Informe o motivo (mín. 3 caracteres)')).toBeVisible();
  await ignore.getByLabel('Motivo').fill('Despesa lançada no cartão corporativo');
  await ignore.getByRole('button', { name: 'Ignorar lançamento' }).click();
  await expect(fee).toBeHidden();
  await page.getByRole('button', { name: 'Ignorados' }).click();
  const ignored = lines.getByRole('listitem', { name: /SERVIÇOS DE INFORMÁTICA AÇÃO/ });
  await expect(ignored.getByText('Despesa lançada no cartão corporativo')).toBeVisible();
  await ignored.getByRole('button', { name: 'Desfazer' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Desfazer “Ignorar”?' });
  await confirm.getByRole('button', { name: 'Desfazer' }).click();
  await expect(ignored).toBeHidden();
  await page.getByRole('button', { name: 'A conciliar' }).click();
  await expect(lines.getByRole('listitem', { name: /SERVIÇOS DE INFORMÁTICA AÇÃO/ })).toBeVisible();
  await expectAccessible(page);
});
