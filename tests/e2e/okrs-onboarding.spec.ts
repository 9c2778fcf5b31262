/**
 * OKRs, onboarding and the asset library (docs/product/okrs-and-onboarding.md, docs/product/assets.md):
 * a check-in moves an objective's progress; a new person completes an onboarding activity; marketing
 * uploads an asset and picks it in the blog editor.
 */
import { expect, expectAccessible, loginAs, test } from './fixtures';

// A real 1×1 PNG, so the server's content check accepts it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

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

test('marketing uploads an asset and picks it in the blog editor', async ({ page }) => {
  const title = `Capa E2E ${Date.now()}`;
  await page.goto('/');
  await loginAs(page, 'mkt');
  await page.goto('/coders/mkt/assets');
  await expect(page.getByRole('list', { name: 'Arquivos da biblioteca' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Enviar arquivo' }).click();
  const upload = page.getByRole('dialog', { name: 'Enviar arquivo' });
  await upload.getByLabel('Arquivo').setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: PNG });
  await upload.getByLabel('Título').fill(title);
  await upload.getByLabel('Tags').fill('blog, e2e');
  await upload.getByRole('button', { name: 'Enviar' }).click();
  await expect(upload).toBeHidden();
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByRole('img', { name: title })).toBeVisible();
  await expect(card.getByText('e2e', { exact: true })).toBeVisible();

  await page.goto('/admin/blog');
  await page.getByRole('button', { name: 'Novo Post' }).click();
  const editor = page.getByRole('dialog', { name: 'Novo Post' });
  await editor.getByRole('button', { name: 'Escolher da biblioteca' }).click();
  const picker = page.getByRole('dialog', { name: 'Escolher da biblioteca' });
  await picker.getByRole('button', { name: `Usar ${title}` }).click();
  await expect(picker).toBeHidden();
  await expect(editor.getByRole('img', { name: 'Prévia da imagem de capa' })).toHaveAttribute(
    'src',
    /^\/api\/uploads\/[0-9a-f-]{36}$/,
  );
});
