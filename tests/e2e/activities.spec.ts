/**
 * Activities (issue 28): an activity due today, created in 'Minhas atividades', is listed under Hoje;
 * the reminder job notifies its owner and the notification shows in the bell, linking back; closing
 * it with an outcome moves it to Concluídas. Creates its own data (a unique title), so a retry on the
 * same server passes. The page fits a 375 px phone.
 */
import { dateToSaoPauloLocal } from '@shared/schemas/appointment';
import { expect, expectAccessible, loginAs, test, unique } from './fixtures';

const PAGE = '/coders/colaboradores/atividades';

test.describe.configure({ timeout: 120_000 });

test('an activity due today appears in Minhas atividades and its reminder shows in the bell', async ({
  page,
  baseURL,
}) => {
  const title = `Ligar para confirmar ${unique()}`;
  await page.goto('/');
  await loginAs(page, 'adm');
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'Minhas atividades', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Nova atividade' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova atividade' });
  await dialog.getByLabel('Assunto').fill(title);
  // Due in a few minutes (São Paulo time): today, and inside the reminder's 15-minute window.
  await dialog.getByLabel('Data e hora').fill(dateToSaoPauloLocal(new Date(Date.now() + 3 * 60_000)));
  const leads = dialog.getByLabel('Lead', { exact: true });
  await expect(leads.locator('option').nth(1)).toBeAttached();
  await leads.selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Criar atividade' }).click();
  await expect(dialog).toBeHidden();

  const today = page.getByRole('list', { name: 'Hoje' });
  const item = today.getByRole('listitem').filter({ hasText: title });
  await expect(item).toBeVisible();
  await expectAccessible(page);

  // The reminder job, run now (as 'Executar agora' in Rotinas does).
  const run = await page.request.post('/api/jobs/lembretes-de-atividade/run', {
    headers: { origin: baseURL! },
  });
  expect(run.status()).toBe(202);
  const bell = page.getByRole('button', { name: /^Notificações/ });
  await expect(async () => {
    await page.reload();
    await bell.click();
    await expect(
      page
        .getByRole('list', { name: 'Lista de notificações' })
        .getByRole('button', { name: new RegExp(title) }),
    ).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 45_000 });
  await page
    .getByRole('list', { name: 'Lista de notificações' })
    .getByRole('button', { name: new RegExp(title) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));

  // Done with an outcome, from the keyboard.
  await page
    .getByRole('list', { name: 'Hoje' })
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button', { name: /^Concluir/ })
    .focus();
  await page.keyboard.press('Enter');
  const done = page.getByRole('dialog', { name: 'Concluir atividade' });
  await done.getByRole('button', { name: 'Concluir' }).click();
  await expect(done.getByText('Descreva o resultado para concluir a atividade')).toBeVisible();
  await done.getByLabel('Resultado').fill('Confirmado para amanhã.');
  await done.getByRole('button', { name: 'Concluir' }).click();
  await expect(done).toBeHidden();
  await page.getByRole('tab', { name: /Concluídas/ }).click();
  await expect(page.getByRole('list', { name: 'Concluídas' }).getByText(title)).toBeVisible();
});

test('Minhas atividades fits a 375 px phone for comercial, with the demo day', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await loginAs(page, 'comercial');
  await page.goto(PAGE);
  await expect(page.getByRole('tab', { name: /Hoje/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Hoje' }).getByRole('listitem').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/activities-375.png', fullPage: true });
  await expectAccessible(page);
});
