import { type Browser, request as playwrightRequest } from '@playwright/test';
import { expect, expectAccessible, invitedUser, loginAs, test, unique } from './fixtures';

/** A fresh, signed-out browser (its own cookies). */
async function freshPage(browser: Browser) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  return { context, page: await context.newPage() };
}

async function openRowMenu(page: import('@playwright/test').Page, email: string) {
  await page.getByRole('searchbox', { name: 'Buscar usuários' }).fill(email);
  await expect(page.getByRole('list', { name: 'Usuários' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: `Ações para ${email}` }).click();
}

test.describe('Gerenciamento de Usuários', () => {
  // Journeys with two browsers and several server round trips.
  test.describe.configure({ timeout: 90_000 });

  test('lists and searches users, accessible', async ({ page }) => {
    await page.goto('/');
    await loginAs(page, 'adm');
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Gerenciamento de Usuários' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Usuários' });
    await expect(list.getByText('adm@coders.example')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('searchbox', { name: 'Buscar usuários' }).fill('Fernanda Financeiro');
    await expect(page).toHaveURL(/q=Fernanda/);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText('financeiro@coders.example')).toBeVisible();
    await expect(list.getByText('FF', { exact: true })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Buscar usuários' }).fill('ninguem-com-esse-nome');
    await expect(page.getByText('Nenhum usuário encontrado')).toBeVisible();
  });

  test('a role change gives that user the access at once, and taking it back removes it', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/');
    await loginAs(page, 'adm');
    const person = await invitedUser(page.request, baseURL!, ['mkt']);

    const other = await freshPage(browser);
    await other.page.goto('/');
    await loginAs(other.page, person.email, person.password);
    await other.page.goto('/dashboard/comercial');
    await expect(other.page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();

    await page.goto('/admin/users');
    await openRowMenu(page, person.email);
    await page.getByRole('menuitem', { name: 'Editar Função' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Função do Usuário' });
    await expect(dialog.getByText(person.email)).toBeVisible();
    await expect(dialog.getByLabel('Função')).toHaveValue('user');
    await expect(dialog.getByRole('checkbox', { name: 'Marketing' })).toBeChecked();
    await expectAccessible(page);
    await dialog.getByRole('checkbox', { name: 'Comercial' }).check();
    await dialog.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(page.getByText('Função atualizada')).toBeVisible();
    await expect(page.getByText('A função do usuário foi atualizada com sucesso.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('list', { name: 'Usuários' }).getByRole('listitem');
    await expect(row.getByText('Comercial', { exact: true })).toBeVisible();

    await other.page.goto('/dashboard/comercial');
    await expect(other.page.getByRole('heading', { name: 'Dashboard Comercial' })).toBeVisible();

    await page.getByRole('button', { name: `Ações para ${person.email}` }).click();
    await page.getByRole('menuitem', { name: 'Editar Função' }).click();
    await dialog.getByRole('checkbox', { name: 'Comercial' }).uncheck();
    await dialog.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(dialog).toBeHidden();
    await other.page.goto('/dashboard/comercial');
    await expect(other.page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
    await other.context.close();
  });

  test('an admin cannot remove their own admin access', async ({ page }) => {
    await page.goto('/');
    await loginAs(page, 'adm');
    await page.goto('/admin/users');
    await openRowMenu(page, 'adm@coders.example');
    await page.getByRole('menuitem', { name: 'Editar Função' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Função do Usuário' });
    await dialog.getByLabel('Função').selectOption('user');
    await dialog.getByRole('checkbox', { name: 'Administrador' }).uncheck();
    await dialog.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(page.getByText('Erro ao atualizar função')).toBeVisible();
    await expect(page.getByText('Você não pode remover seu próprio acesso de administrador.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect((await (await page.request.get('/api/me')).json()).roles).toContain('adm');
  });

  test('invite flow end to end: the invitee sets a password and lands signed in with the role', async ({
    page,
    browser,
  }) => {
    const email = `convite.${unique()}@exemplo.com.br`;
    await page.goto('/');
    await loginAs(page, 'adm');
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Convidar Usuário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convidar Usuário' });
    await dialog.getByRole('button', { name: 'Gerar convite' }).click();
    await expect(dialog.getByText('Email é obrigatório')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('checkbox', { name: 'Marketing' }).check();
    await dialog.getByRole('button', { name: 'Gerar convite' }).click();
    await expect(dialog.getByText('Copie o link e envie para a pessoa.')).toBeVisible();
    const link = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
    expect(link).toMatch(/\/convite\/[A-Za-z0-9_-]{43}$/);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Concluir' }).click();

    const invitee = await freshPage(browser);
    await invitee.page.goto(new URL(link).pathname);
    await expect(invitee.page.getByRole('heading', { name: 'Você foi convidado' })).toBeVisible();
    await expect(invitee.page.getByText(email)).toBeVisible();
    await expectAccessible(invitee.page);
    await invitee.page.getByLabel('Nome').fill('Nova Analista');
    await invitee.page.getByLabel('Senha', { exact: true }).fill('senha-convite-1');
    await invitee.page.getByLabel('Confirmar senha').fill('senha-diferente');
    await invitee.page.getByRole('button', { name: 'Criar conta e entrar' }).click();
    await expect(invitee.page.getByText('As senhas não conferem')).toBeVisible();
    await invitee.page.getByLabel('Confirmar senha').fill('senha-convite-1');
    await invitee.page.getByRole('button', { name: 'Criar conta e entrar' }).click();
    await expect(invitee.page).toHaveURL(/\/dashboard\/mkt$/);
    await expect(invitee.page.getByRole('heading', { name: 'Dashboard Marketing' })).toBeVisible();
    const me = await (await invitee.page.request.get('/api/me')).json();
    expect(me).toMatchObject({ user: { email }, roles: ['mkt'] });

    // The link was single use.
    const again = await freshPage(browser);
    await again.page.goto(new URL(link).pathname);
    await expect(again.page.getByText('Este link expirou ou já foi usado.')).toBeVisible();
    await invitee.context.close();
    await again.context.close();
  });

  test('Redefinir Senha gives a one-time link that sets a new password', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/');
    await loginAs(page, 'adm');
    const person = await invitedUser(page.request, baseURL!, ['financeiro']);
    await page.goto('/admin/users');
    await openRowMenu(page, person.email);
    await page.getByRole('menuitem', { name: 'Redefinir Senha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redefinir Senha' });
    await dialog.getByRole('button', { name: 'Gerar link' }).click();
    const link = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
    expect(link).toMatch(/\/redefinir-senha\/[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: 'Concluir' }).click();

    const target = await freshPage(browser);
    await target.page.goto(new URL(link).pathname);
    await expect(target.page.getByRole('heading', { name: 'Redefinir senha' })).toBeVisible();
    await expectAccessible(target.page);
    await target.page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-equipe-9');
    await target.page.getByLabel('Confirmar nova senha').fill('nova-senha-equipe-9');
    await target.page.getByRole('button', { name: 'Redefinir senha' }).click();
    await expect(target.page).toHaveURL(/\/dashboard\/financeiro$/);

    const api = await playwrightRequest.newContext({ baseURL });
    const oldPassword = await api.post('/api/auth/sign-in/email', {
      data: { email: person.email, password: person.password },
      headers: { origin: baseURL! },
    });
    expect(oldPassword.status()).toBe(401);
    const newPassword = await api.post('/api/auth/sign-in/email', {
      data: { email: person.email, password: 'nova-senha-equipe-9' },
      headers: { origin: baseURL! },
    });
    expect(newPassword.ok()).toBeTruthy();
    await api.dispose();
    await target.context.close();
  });

  test('Desativar signs the person out everywhere and refuses their sign-in; Reativar lets them back', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/');
    await loginAs(page, 'adm');
    const person = await invitedUser(page.request, baseURL!, ['comercial']);

    const other = await freshPage(browser);
    await other.page.goto('/');
    await loginAs(other.page, person.email, person.password);
    await other.page.goto('/dashboard/comercial');
    await expect(other.page.getByRole('heading', { name: 'Comercial', exact: false }).first()).toBeVisible();

    await page.goto('/admin/users');
    await openRowMenu(page, person.email);
    await page.getByRole('menuitem', { name: 'Desativar' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Desativar conta' });
    await expect(confirm).toContainText('será desconectado de todos os dispositivos');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Desativar' }).click();
    await expect(page.getByRole('list', { name: 'Usuários' }).getByText('Desativado')).toBeVisible();

    // The other browser's session is over, and signing in again is refused in PT-BR.
    expect((await (await other.page.request.get('/api/me')).json()).user).toBeNull();
    await other.page.goto('/auth');
    await other.page.getByLabel('Email').first().fill(person.email);
    await other.page.getByLabel('Senha').first().fill(person.password);
    await other.page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(other.page.getByRole('alert')).toHaveText(
      'Esta conta foi desativada. Fale com o administrador da Coders.',
    );

    await openRowMenu(page, person.email);
    await page.getByRole('menuitem', { name: 'Reativar' }).click();
    await page
      .getByRole('alertdialog', { name: 'Reativar conta' })
      .getByRole('button', { name: 'Reativar' })
      .click();
    await expect(page.getByRole('list', { name: 'Usuários' }).getByText('Desativado')).toHaveCount(0);
    await other.page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(other.page).not.toHaveURL(/\/auth/);
    await other.context.close();
  });
});
