/**
 * 'Rotinas' (issue 26, docs/product/health.md): after a fresh start with the demo data every
 * scheduled job has really run once (the catch-up at start); adm runs one now and its last run
 * changes; the history lists both; the page works at 375 px.
 */
import { expect, expectAccessible, loginAs, test } from './fixtures';

test('adm sees the real history of every job and runs one now', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'adm');
  await page.goto('/coders/adm/rotinas');
  await expect(page.getByRole('heading', { name: 'Rotinas', level: 1 })).toBeVisible();

  const card = page.getByRole('article', { name: 'Comissões de parceiros' });
  const last = card.getByTestId('ultima-execucao');
  // The fresh server ran each scheduled job once at start (its 04:30 had gone by with no run).
  await expect(last).toContainText('Ao iniciar (horário perdido)', { timeout: 30_000 });
  await expect(card.getByText('Concluída')).toBeVisible();
  await expect(card).toContainText('Todo dia às 04:30');
  for (const title of [
    'Faturas recorrentes',
    'Lembretes de fatura',
    'Retenção (LGPD)',
    'Backup automático',
    'Analytics do dia',
  ]) {
    await expect(page.getByRole('article', { name: title }).getByTestId('ultima-execucao')).not.toHaveText(
      'Nunca',
      {
        timeout: 30_000,
      },
    );
  }
  await expect(page.getByRole('article', { name: 'Envio de e-mails' })).toContainText(
    'Sob demanda, pela fila',
  );
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/rotinas-desktop.png' });

  await card.getByRole('button', { name: 'Executar agora' }).click();
  await expect(
    page.getByText("'Comissões de parceiros' foi para a fila e começa em instantes."),
  ).toBeVisible();
  await expect(last).toContainText('Executar agora', { timeout: 20_000 });
  await expect(card.getByText('Concluída')).toBeVisible();

  await card.getByRole('button', { name: 'Histórico' }).click();
  const history = page.getByRole('dialog', { name: 'Histórico: Comissões de parceiros' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('Executar agora');
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // The e-mail log: no SMTP on this server, so nothing is queued and the page says why.
  await expect(page.getByRole('heading', { name: 'Registro de e-mails', exact: true })).toBeVisible();
  await expect(page.getByText('SMTP não configurado (SMTP_URL)')).toBeVisible();
  await expect(page.getByText('Nenhum e-mail aqui')).toBeVisible();
});

test('Rotinas fits a 375 px phone and is refused to non-adm', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await loginAs(page, 'adm');
  await page.goto('/coders/adm/rotinas');
  await expect(page.getByRole('article', { name: 'Faturas recorrentes' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/rotinas-375.png', fullPage: true });
  await expectAccessible(page);

  await loginAs(page, 'financeiro');
  await page.goto('/coders/adm/rotinas');
  await expect(page.getByRole('article', { name: 'Faturas recorrentes' })).toHaveCount(0);
});
