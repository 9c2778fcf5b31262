/**
 * The asset library (docs/product/assets.md): marketing uploads an image, edits its details, sends a
 * second version and picks it in the blog editor; a video link is added and deleted. Every asset is
 * made by the journey itself (a title with the run's time), so a retry starts from nothing of its own.
 */
import { expect, expectAccessible, loginAs, test } from './fixtures';

// Real 1×1 PNGs (red, then blue), so the server's content check accepts them.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PNG_V2 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==',
  'base64',
);

test('marketing uploads an asset, sends a new version and picks it in the blog editor', async ({ page }) => {
  test.setTimeout(90_000);
  const title = `Capa E2E ${Date.now()}`;
  await page.goto('/');
  await loginAs(page, 'mkt');
  await page.goto('/coders/mkt/assets');
  await expect(page.getByRole('list', { name: 'Arquivos da biblioteca' })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Enviar arquivo' }).click();
  const upload = page.getByRole('dialog', { name: 'Enviar arquivo' });
  await upload.getByRole('button', { name: 'Enviar' }).click();
  await expect(upload.getByText('Selecione um arquivo.')).toBeVisible();
  await upload.getByLabel('Arquivo').setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: PNG });
  await upload.getByLabel('Título').fill(title);
  await upload.getByLabel('Tags').fill('blog, e2e');
  await upload.getByRole('button', { name: 'Enviar' }).click();
  await expect(upload).toBeHidden();
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByRole('img', { name: title })).toBeVisible();
  await expect(card.getByText('e2e', { exact: true })).toBeVisible();

  // Details: a description and a second file; the first stays in the history.
  await card.getByRole('button', { name: `Detalhes de ${title}` }).click();
  const details = page.getByRole('dialog', { name: title });
  await details.getByLabel('Descrição').fill('Capa da série sobre IA.');
  await details.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Alterações salvas')).toBeVisible();
  await details.getByRole('button', { name: 'Enviar nova versão' }).click();
  const version = page.getByRole('dialog', { name: 'Enviar nova versão' });
  await version.getByLabel('Arquivo da nova versão').setInputFiles({
    name: 'capa-v2.png',
    mimeType: 'image/png',
    buffer: PNG_V2,
  });
  await version.getByRole('button', { name: 'Enviar versão' }).click();
  await expect(version).toBeHidden();
  const versions = details.getByRole('list', { name: 'Versões' }).getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('Versão 2 · capa-v2.png');
  await details.getByText('Fechar', { exact: true }).click();
  await expect(card).toContainText('versão 2');

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

test('marketing adds a video link and deletes it after confirming', async ({ page }) => {
  const title = `Vídeo E2E ${Date.now()}`;
  await loginAs(page, 'mkt');
  await page.goto('/coders/mkt/assets');
  await page.getByRole('button', { name: 'Link de vídeo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar link de vídeo' });
  await dialog.getByLabel('Link (https)').fill('http://video.example/e2e');
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByRole('button', { name: 'Salvar link' }).click();
  await expect(dialog.getByText('Informe um link https válido')).toBeVisible();
  await dialog.getByLabel('Link (https)').fill('https://video.example/e2e');
  await dialog.getByRole('button', { name: 'Salvar link' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByRole('link', { name: `Abrir vídeo ${title}` })).toHaveAttribute(
    'href',
    'https://video.example/e2e',
  );
  await card.getByRole('button', { name: `Detalhes de ${title}` }).click();
  const details = page.getByRole('dialog', { name: title });
  await expect(details.getByRole('button', { name: 'Enviar nova versão' })).toHaveCount(0);
  await details.getByRole('button', { name: 'Excluir' }).click();
  await page
    .getByRole('alertdialog', { name: 'Excluir da biblioteca?' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(page.getByText('Arquivo excluído')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
});
