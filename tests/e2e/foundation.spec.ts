import { expect, expectAccessible, loginAs, test } from './fixtures';

test.describe('sign in and the route guard', () => {
  test('signs in on /auth and returns to the page that asked', async ({ page }) => {
    await page.goto('/admin/leads');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fadmin%2Fleads/);
    await page.getByLabel('Email').fill('adm@coders.example');
    await page.getByLabel('Senha').fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toHaveText('E-mail ou senha inválidos.');
    await page.getByLabel('Senha').fill('demo12345');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
  });

  test('shows PT-BR validation messages', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Email é obrigatório')).toBeVisible();
    await expect(page.getByText('Senha é obrigatória')).toBeVisible();
  });

  test('creates an account and lands signed in', async ({ page }) => {
    const email = `visitante.${Date.now()}@exemplo.com.br`;
    await page.goto('/auth?redirect=%2Fdashboard');
    await page.getByRole('tab', { name: 'Criar conta' }).click();
    await page.getByLabel('Nome').fill('Visitante Teste');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Senha').fill('curta');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('A senha deve ter pelo menos 8 caracteres')).toBeVisible();
    await page.getByLabel('Senha').fill('senha-segura-123');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    // No staff role: /dashboard sends everyone else home.
    await expect(page).toHaveURL(/\/$/);
    const me = await page.request.get('/api/me');
    expect((await me.json()).user.email).toBe(email);
  });

  test('staff sign-in on /coders/login lands on /coders', async ({ page }) => {
    await page.goto('/coders/login');
    await page.getByLabel('Email').fill('comercial@coders.example');
    await page.getByLabel('Senha').fill('demo12345');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/coders$/);
  });

  test('the guard says Acesso negado to a signed-in user without the role', async ({ page }) => {
    await page.goto('/');
    await loginAs(page, 'mkt');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
    await expect(page.getByText('Você não possui permissão para acessar esta área.')).toBeVisible();
  });

  for (const [who, landing] of [
    ['adm', '/admin'],
    ['comercial', '/dashboard/comercial'],
    ['financeiro', '/dashboard/financeiro'],
    ['mkt', '/dashboard/mkt'],
    ['usuario', '/'],
  ] as const) {
    test(`${who} opens /dashboard and lands on ${landing}`, async ({ page }) => {
      await page.goto('/');
      await loginAs(page, who);
      await page.goto('/dashboard');
      await expect(page).toHaveURL(new RegExp(`${landing.replace(/\//g, '\\/')}$`));
      // History was replaced: going back does not return to /dashboard.
      await page.goBack();
      await expect(page).not.toHaveURL(/\/dashboard$/);
    });
  }

  test('the server refuses data to the wrong role whatever the browser does', async ({ page }) => {
    await page.goto('/');
    await loginAs(page, 'mkt');
    const response = await page.request.get('/api/leads');
    expect(response.status()).toBe(403);
  });
});

test('404 page names the path and links home', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto('/pagina-que-nao-existe');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  // The console event may arrive after the page has painted.
  await expect.poll(() => messages.some((text) => text.includes('/pagina-que-nao-existe'))).toBe(true);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/auth has no serious accessibility violations', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expectAccessible(page);
});

test('offline banner follows the connection', async ({ page, context }) => {
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await context.setOffline(true);
  await expect(
    page.getByText('Você está offline. Algumas funcionalidades podem não estar disponíveis.'),
  ).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Você está offline.')).toBeHidden();
});
