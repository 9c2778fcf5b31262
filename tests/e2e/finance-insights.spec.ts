/**
 * Fluxo de caixa, Relatórios and Metas on the demo data (docs/product/finance-insights.md): the
 * financeiro reads the chart and the tables, exports a CSV; the comercial reads the goals and the
 * ranking, creates a goal and deletes it.
 */
import { readFileSync } from 'node:fs';
import { expect, expectAccessible, loginAs, test } from './fixtures';

test('financeiro: the cash flow shows the chart, 19 months in the table and the proposals switch', async ({
  page,
}) => {
  await page.goto('/');
  await loginAs(page, 'financeiro');
  await page.goto('/coders/finance/fluxo-caixa');
  await expect(page.getByRole('heading', { level: 1, name: 'Fluxo de Caixa' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Fluxo de caixa de/ })).toBeVisible();
  const table = page.getByRole('region', { name: 'Fluxo de caixa mês a mês' });
  // header + opening balance + 12 past months + this month + 6 ahead
  await expect(table.getByRole('row')).toHaveCount(21);
  await expect(table.getByText('(atual)')).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Propostas (ponderadas)' })).toHaveCount(0);
  await page.getByRole('switch', { name: /Incluir propostas em aberto/ }).click();
  await expect(page).toHaveURL(/propostas=1/);
  await expect(table.getByRole('columnheader', { name: 'Propostas (ponderadas)' })).toBeVisible();
  await expect(page.getByLabel('Saldo inicial')).toHaveValue('25.000,00');
  await expectAccessible(page);
});

test('financeiro: reports render with the demo data and the CSV downloads with BOM and ;', async ({
  page,
}) => {
  await page.goto('/');
  await loginAs(page, 'financeiro');
  await page.goto('/coders/finance/relatorios');
  const dre = page.getByRole('region', { name: 'DRE gerencial' });
  await expect(dre.getByRole('rowheader', { name: 'Receita bruta (recebimentos)' })).toBeVisible();
  await expect(dre.getByRole('rowheader', { name: 'Aluguel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^dre_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain('Linha;');

  await page.getByRole('tab', { name: 'Recebíveis por idade' }).click();
  await expect(page).toHaveURL(/relatorio=aging/);
  const aging = page.getByRole('region', { name: 'Recebíveis por idade' });
  await expect(aging.getByRole('columnheader', { name: '90+ dias' })).toBeVisible();
  await expect(aging.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  await page.getByRole('tab', { name: 'Receita por serviço' }).click();
  await expect(
    page.getByRole('region', { name: 'Receita por serviço' }).getByText('Marketing Digital'),
  ).toBeVisible();
  await expectAccessible(page);
});

test('comercial: goals with progress and ranking; creates a goal and deletes it', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'comercial');
  await page.goto('/coders/comercial/metas');
  await expect(
    page.getByRole('progressbar', { name: /Valor ganho · Equipe comercial/ }).first(),
  ).toBeVisible();
  const ranking = page.getByRole('region', { name: 'Ranking da equipe comercial' });
  await expect(ranking.getByRole('rowheader', { name: 'Carlos Comercial' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Nova meta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova meta' });
  await dialog.getByLabel('Pessoa').selectOption({ label: 'Carlos Comercial' });
  await dialog.getByLabel('Métrica').selectOption({ label: 'Consultas realizadas' });
  await dialog.getByLabel('Meta (quantidade)').fill('6');
  await dialog.getByRole('button', { name: 'Salvar meta' }).click();
  await expect(dialog).toBeHidden();
  const bar = page.getByRole('progressbar', { name: 'Progresso: Consultas realizadas · Carlos Comercial' });
  await expect(bar).toBeVisible();

  await page.getByRole('button', { name: 'Excluir meta Consultas realizadas · Carlos Comercial' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(bar).toHaveCount(0);
});
