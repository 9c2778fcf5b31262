import { expect, expectAccessible, loginAs, test } from './fixtures';

// A real 1×1 PNG, so the server's content check accepts it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('marketing writes a post, publishes it, reads it on /blog, unpublishes it and deletes it', async ({
  page,
}) => {
  // A whole journey with several axe scans: longer than the default budget on a busy machine.
  test.setTimeout(150_000);
  const stamp = Date.now();
  const title = `Guia E2E de Automação ${stamp}`;
  const slug = `guia-e2e-de-automacao-${stamp}`;

  await page.goto('/');
  await loginAs(page, 'mkt');
  await page.goto('/admin/blog');
  await expect(page.getByRole('heading', { name: 'Gerenciamento de Blog' })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(0);
  await expectAccessible(page);

  // The editor: slug from the title, Markdown preview, cover upload.
  await page.getByRole('button', { name: 'Novo Post' }).click();
  const editor = page.getByRole('dialog', { name: 'Novo Post' });
  await editor.getByLabel('Título').fill(title);
  await expect(editor.getByLabel('Endereço')).toHaveValue(slug);
  await editor.getByLabel('Resumo').fill('Como começar a automatizar sem dor de cabeça.');
  await editor
    .getByLabel('Conteúdo (Markdown)')
    .fill(
      '## Por onde começar\n\nTexto com **negrito** e [um link](/questionario).\n\n<script>window.__xss = 1</script>',
    );
  await editor.getByRole('tab', { name: 'Visualizar' }).click();
  const preview = editor.getByRole('region', { name: 'Prévia do conteúdo' });
  await expect(preview.getByRole('heading', { name: 'Por onde começar' })).toBeVisible();
  await expect(preview.getByText('<script>window.__xss = 1</script>')).toBeVisible();
  await editor
    .locator('input[type="file"]')
    .setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: PNG });
  await expect(editor.getByRole('img', { name: 'Prévia da imagem de capa' })).toBeVisible();
  await expectAccessible(page);
  await editor.getByRole('button', { name: 'Criar post' }).click();
  await expect(page.getByText('O novo post foi criado com sucesso.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar posts' }).fill(title);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Rascunho')).toBeVisible();

  // A draft is not public.
  const draft = await page.request.get(`/api/public/posts/${slug}`);
  expect(draft.status()).toBe(404);

  // Publicar → visible at /blog/:slug.
  await row.getByRole('button', { name: `Publicar ${title}` }).click();
  await expect(page.getByText('Post publicado com sucesso.')).toBeVisible();
  await expect(row.getByText('Publicado', { exact: true })).toBeVisible();

  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Por onde começar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'um link' })).toHaveAttribute('href', '/questionario');
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expectAccessible(page);

  await page.goto('/blog');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expectAccessible(page);

  // Despublicar → gone.
  await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: `Despublicar ${title}` }).click();
  await expect(page.getByText('Post despublicado com sucesso.')).toBeVisible();

  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { name: 'Post não encontrado' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver todos os posts' })).toBeVisible();
  await expectAccessible(page);

  // Delete asks first.
  await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: `Excluir ${title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir post' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Nenhum post encontrado')).toBeVisible();
});

test('sales cannot open the blog admin page', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'comercial');
  await page.goto('/admin/blog');
  await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
});
