import { expect, expectAccessible, loginAs, test } from './fixtures';

test("'Esqueci minha senha' on /auth: same answer for anyone; without SMTP the adms are told", async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText('Email é obrigatório')).toBeVisible();
  await page.getByLabel('Email').fill('comercial@coders.example');
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status')).toContainText('Pedido recebido');
  await page.getByRole('button', { name: 'Voltar para Entrar' }).click();
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();

  await loginAs(page, 'adm');
  await expect
    .poll(async () => {
      const list = await (await page.request.get('/api/notifications')).json();
      return list.items.some(
        (item: { title: string; message: string }) =>
          item.title === 'Pedido de nova senha' && item.message.includes('comercial@coders.example'),
      );
    })
    .toBe(true);
});

test('a broken reset link on /auth says so in PT-BR', async ({ page }) => {
  await page.goto('/auth?senha=nova&error=INVALID_TOKEN');
  await expect(page.getByRole('alert')).toContainText('Este link expirou ou já foi usado.');
});
