/**
 * OKRs and onboarding (docs/product/okrs-and-onboarding.md): a check-in moves an objective's progress;
 * a new person completes an onboarding activity. (The asset library's journey: assets.spec.ts.)
 */
import { expect, expectAccessible, loginAs, test } from './fixtures';

test('a weekly check-in moves the objective’s progress', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'mkt');
  await page.goto('/coders/colaboradores/okrs');
  const objective = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Tornar o blog uma fonte de clientes' }) });
  const progress = objective.getByTestId('objective-progress');
  // 'Publicar 12 posts' at 6 of 12 (50 %) and the visits at 2.400 from 1.800 towards 5.000 (18,75 %).
  await expect(progress).toHaveText('34%');
  await expectAccessible(page);

  await objective.getByRole('button', { name: 'Check-in: Publicar 12 posts no blog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check-in semanal' });
  await dialog.getByLabel('Valor atual').fill('12');
  await dialog.getByLabel('No rumo').check();
  await dialog.getByLabel('Nota (opcional)').fill('Meta batida com a série sobre IA.');
  await dialog.getByRole('button', { name: 'Registrar check-in' }).click();
  await expect(dialog).toBeHidden();
  await expect(progress).toHaveText('59%');

  await objective.getByRole('button', { name: 'Histórico: Publicar 12 posts no blog' }).click();
  const history = page.getByRole('dialog', { name: 'Histórico de check-ins' });
  await expect(history.getByText('Meta batida com a série sobre IA.')).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(5);
});

test('a new person completes an onboarding activity', async ({ page }) => {
  await page.goto('/');
  // Marina (mkt) is halfway through her CLT onboarding in the demo data.
  await loginAs(page, 'mkt');
  await page.goto('/coders/colaboradores/onboarding');
  await expect(page.getByRole('tab', { name: 'Meu onboarding', selected: true })).toBeVisible();
  const progress = page.getByRole('tabpanel').getByTestId('onboarding-progress');
  await expect(progress).toHaveText('4 de 8 concluídas');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Concluir: Ler o manual da marca e os últimos cases' }).click();
  await expect(progress).toHaveText('5 de 8 concluídas');
  await expect(
    page.getByRole('button', { name: 'Concluir: Ler o manual da marca e os últimos cases' }),
  ).toHaveCount(0);

  // Everyone on the team sees her progress.
  await page.getByRole('tab', { name: 'Pessoas' }).click();
  await expect(
    page.getByRole('list', { name: 'Pessoas em onboarding' }).getByText('5 de 8 concluídas'),
  ).toBeVisible();
});
