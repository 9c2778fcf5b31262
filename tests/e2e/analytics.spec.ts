/**
 * The Analytics page (docs/product/analytics-and-campaigns.md): the period's totals with the comparison,
 * the charts with their tables, the presets and the custom period checked by the report's own schema.
 * It only reads; it relies on no number.
 */
import { expect, expectAccessible, loginAs, test } from './fixtures';

test('a página de Analytics mostra o período com comparação, o funil e tabelas alternativas', async ({
  page,
}) => {
  await loginAs(page, 'mkt');
  await page.goto('/coders/mkt/analytics');
  await expect(page.getByRole('list', { name: 'Totais do período' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: /Gráfico de visitas por dia/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Funil:/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: '7 dias' }).click();
  await expect(page).toHaveURL(/periodo=7/);
  // The funnel's numbers as a table, behind its 'Ver como tabela'.
  const funnelTable = page.locator('details', {
    has: page.locator('caption', { hasText: 'Funil do período' }),
  });
  await funnelTable.getByText('Ver como tabela').click();
  await expect(page.getByRole('table', { name: 'Funil do período' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Funil do período' }).getByRole('rowheader')).toHaveText([
    'Visitas',
    'Questionário iniciado',
    'Questionário enviado',
    'Leads',
    'Negócios ganhos',
    'Dinheiro recebido',
  ]);

  // A custom period: the end before the start is refused under 'Até', a valid one goes to the address.
  await page.getByRole('button', { name: 'Personalizado' }).click();
  const custom = page.getByRole('form', { name: 'Período personalizado' });
  await custom.getByLabel('De').fill('2030-03-10');
  await custom.getByLabel('Até').fill('2030-03-01');
  await custom.getByRole('button', { name: 'Aplicar' }).click();
  await expect(
    custom.getByText('Período inválido: a data final deve ser igual ou posterior à inicial.'),
  ).toBeVisible();
  await custom.getByLabel('Até').fill('2030-03-16');
  await custom.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(/periodo=personalizado&de=2030-03-10&ate=2030-03-16/);
  await expect(page.getByText('10/03/2030 a 16/03/2030')).toBeVisible();
  await expect(page.getByText('Nenhuma visita registrada neste período')).toBeVisible();
});
