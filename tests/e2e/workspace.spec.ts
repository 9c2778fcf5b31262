/**
 * Issue 12 / decision 015: signed in as each demo role, every page the sidebar shows and every
 * notification the bell shows opens — no 'Acesso negado', no 404 — and opening a notification marks
 * it read. Before the walks, notifications are made for every role (each worker does it once).
 */
import type { Page } from '@playwright/test';
import type { NotificationItem, NotificationList } from '@shared/schemas/notification';
import { expect, expectAccessible, loginAs, test } from './fixtures';

const roles = ['adm', 'comercial', 'financeiro', 'mkt'] as const;
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function expectOpens(page: Page, where: string) {
  await expect(page.locator('main#conteudo, main').first(), `${where} renders`).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Acesso negado' }), `${where}: Acesso negado`).toHaveCount(
    0,
  );
  await expect(page.getByRole('heading', { name: '404', exact: true }), `${where}: 404`).toHaveCount(0);
}

/** Every link of the sidebar, its groups opened one by one. */
async function sidebarLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(nav).toBeVisible();
  const closed = nav.locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  const hrefs = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

test.beforeAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await loginAs(page, 'adm');
  // Post publicado → mkt (and adm).
  const post = await page.request.post('/api/posts', {
    data: { title: `Post do workspace ${unique()}`, slug: '', excerpt: '', content: 'Texto do post.' },
  });
  expect(post.status()).toBe(201);
  const { id: postId } = await post.json();
  expect((await page.request.post(`/api/posts/${postId}/publish`)).ok()).toBeTruthy();
  // Novo agendamento → comercial (and adm).
  // Each worker runs this once: a slot of its own (a taken slot answers 409, still notified once).
  const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
  const hour = String(8 + Math.floor(Math.random() * 10)).padStart(2, '0');
  const appointment = await page.request.post('/api/appointments', {
    data: {
      title: `Reunião do workspace ${unique()}`,
      date: `2027-03-${day}T${hour}:00`,
      durationMinutes: 30,
    },
  });
  expect([201, 409]).toContain(appointment.status());
  // Lead convertido → comercial (and adm): opens the lead's drawer.
  const list = await (await page.request.get('/api/leads?status=new&limit=1')).json();
  const lead = list.items[0];
  expect(
    (await page.request.patch(`/api/leads/${lead.id}/status`, { data: { status: 'won' } })).ok(),
  ).toBeTruthy();
  await context.close();
});

for (const who of roles) {
  test(`${who}: every sidebar link and every notification opens`, async ({ page }) => {
    test.setTimeout(360_000); // adm's sidebar lists every page of the back office
    await page.goto('/');
    await loginAs(page, who);
    await page.goto('/dashboard');
    await expect(page).not.toHaveURL(/\/dashboard$/);
    await expectOpens(page, '/dashboard');

    const links = await sidebarLinks(page);
    expect(links.length).toBeGreaterThan(3);
    expect(links).toContain('/conta');
    // Clicked as a person does: the app navigates in place (one page load for the whole walk).
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    for (const href of links) {
      await nav.locator(`a[href="${href}"]`).first().click();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
      await expectOpens(page, href);
    }

    // Notifications: each one with a target opens it and is marked read.
    const body = (await (await page.request.get('/api/notifications')).json()) as NotificationList;
    const linked = body.items.filter((item: NotificationItem) => item.link);
    if (who !== 'financeiro') expect(linked.length).toBeGreaterThan(0);
    for (const item of linked) {
      await page.goto(item.link!);
      await expectOpens(page, `notificação '${item.title}' → ${item.link}`);
    }

    // Opening one from the bell navigates to its target and marks it read.
    const unread = linked.find((item) => item.status === 'unread');
    if (unread) {
      await page.goto('/coders');
      await page.getByRole('button', { name: /^Notificações/ }).click();
      const row = page
        .getByRole('list', { name: 'Lista de notificações' })
        .getByRole('button', { name: new RegExp(unread.title) })
        .first();
      await row.click();
      // Several notifications may share a title (the demo data's reminders): any of their links is right.
      const links = linked.filter((item) => item.title === unread.title).map((item) => item.link);
      await expect(page).toHaveURL((url) => links.includes(`${url.pathname}${url.search}`));
      await expectOpens(page, unread.link!);
      await expect(async () => {
        const again = (await (await page.request.get('/api/notifications')).json()) as NotificationList;
        expect(again.items.find((item) => item.id === unread.id)?.status).toBe('read');
      }).toPass({ timeout: 8_000 });
    }
  });
}

test('comercial opens a won lead from its notification: the drawer shows it', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'comercial');
  const body = (await (await page.request.get('/api/notifications')).json()) as NotificationList;
  const won = body.items.find((item) => item.title === 'Lead convertido' && item.link?.includes('lead='));
  expect(won).toBeTruthy();
  await page.goto(won!.link!);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Mensagem' })).toBeVisible();
});

test('the sidebar shows each role only its own areas', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'mkt');
  await page.goto('/coders');
  const links = await sidebarLinks(page);
  expect(links).toContain('/admin/blog');
  expect(links).toContain('/coders/mkt/calendario');
  // Decision 060: partners are marketing's programme (the sidebar walk above opens each page).
  expect(links).toContain('/coders/parceiros/visao-geral');
  expect(links).toContain('/coders/parceiros/comissoes');
  expect(links).not.toContain('/admin');
  expect(links).not.toContain('/admin/leads');
  expect(links).not.toContain('/admin/users');
  // Marketing reads the companies and the deals (issue 28), nothing else of sales.
  expect(links.filter((href) => href.startsWith('/coders/comercial'))).toEqual([
    '/coders/comercial/empresas',
    '/coders/comercial/negocios',
  ]);

  await loginAs(page, 'comercial');
  await page.goto('/coders');
  const sales = await sidebarLinks(page);
  for (const href of ['/admin/leads', '/admin/projects', '/admin/appointments', '/coders/comercial/leads']) {
    expect(sales).toContain(href);
  }
  expect(sales).not.toContain('/admin/blog');
  expect(sales.filter((href) => href.startsWith('/coders/parceiros'))).toEqual([]);
  expect(sales).not.toContain('/admin/settings');
});

test('comercial creates a project from its own area', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'comercial');
  await page.goto('/coders/colaboradores/projetos');
  await expect(page.getByRole('button', { name: 'Novo Projeto' })).toBeVisible();
  await expect(page.getByText('Somente leitura')).toHaveCount(0);
  await loginAs(page, 'financeiro');
  await page.goto('/coders/colaboradores/projetos');
  await expect(page.getByText('Somente leitura')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Novo Projeto' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Orçamento' })).toBeVisible();
});

test('Ctrl+K finds a lead and opens it; the palette offers only what the person may open', async ({
  page,
}) => {
  await page.goto('/');
  await loginAs(page, 'comercial');
  await page.goto('/coders');
  await expect(page.getByRole('heading', { level: 1, name: 'Área CODERS' })).toBeVisible();
  const list = await (await page.request.get('/api/leads?limit=1')).json();
  const lead = list.items[0];
  await page.keyboard.press('Control+k');
  const search = page.getByRole('combobox', { name: /Buscar páginas/ });
  await expect(search).toBeFocused();
  await search.fill(lead.name);
  const option = page.getByRole('option').filter({ hasText: lead.name }).first();
  await expect(option).toBeVisible();
  // Keyboard: move to the lead and open it.
  const options = page.getByRole('option');
  const index = await options.evaluateAll(
    (nodes, name) => nodes.findIndex((node) => node.textContent?.includes(name)),
    lead.name,
  );
  for (let step = 0; step < index; step += 1) await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`lead=${lead.id}`));
  await expect(page.getByRole('dialog')).toBeVisible();

  await loginAs(page, 'mkt');
  await page.goto('/coders');
  await expect(page.getByRole('heading', { level: 1, name: 'Área CODERS' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: /Buscar páginas/ }).fill('Usuários');
  await expect(page.getByText('Nenhum resultado.')).toBeVisible();
});

test('Ctrl+K finds an invoice by its number for finance and opens it; commercial staff get no invoices', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await loginAs(page, 'financeiro');
  const list = await (await page.request.get('/api/invoices?limit=20')).json();
  const invoice = (list.items as { id: string; number: string | null }[]).find((item) => item.number)!;
  await page.goto('/coders');
  await expect(page.getByRole('heading', { level: 1, name: 'Área CODERS' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const search = page.getByRole('combobox', { name: /Buscar páginas/ });
  await search.fill(invoice.number!);
  const option = page.getByRole('option').filter({ hasText: invoice.number! });
  await expect(option.first()).toContainText('Fatura');
  await option.first().click();
  await expect(page).toHaveURL(new RegExp(`/coders/finance/faturas\\?fatura=${invoice.id}`));
  await expect(page.getByRole('heading', { name: new RegExp(invoice.number!) }).first()).toBeVisible();

  const context = await browser.newContext();
  const sales = await context.newPage();
  await sales.goto('/');
  await loginAs(sales, 'comercial');
  await sales.goto('/coders');
  await expect(sales.getByRole('heading', { level: 1, name: 'Área CODERS' })).toBeVisible();
  await sales.keyboard.press('Control+k');
  await sales.getByRole('combobox', { name: /Buscar páginas/ }).fill(invoice.number!);
  await expect(sales.getByText('Nenhum resultado.')).toBeVisible();
  await context.close();
});

test('Minha conta: name, and sessions with Sair de todas as outras', async ({ page, browser, baseURL }) => {
  // An account of its own: ending "every other session" of a demo login would sign out the journeys
  // running beside this one.
  const email = `conta.${unique()}@exemplo.com.br`;
  const password = 'senha-segura-123';
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password, name: 'Pessoa Conta' },
    headers: { origin: String(baseURL) },
  });
  expect(signUp.ok()).toBeTruthy();

  // A second session of the same person, elsewhere.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  await loginAs(otherPage, email, password);

  await page.goto('/');
  await loginAs(page, email, password);
  await page.goto('/conta');
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
  const sessions = page.getByRole('list', { name: 'Sessões ativas' });
  await expect(sessions.getByText('Esta sessão')).toBeVisible();
  expect(await sessions.getByRole('listitem').count()).toBeGreaterThan(1);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Sair de todas as outras' }).click();
  await expect(page.getByText('As outras sessões foram encerradas').first()).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  expect((await otherPage.request.get('/api/notifications')).status()).toBe(401);
  await other.close();

  await page.getByLabel('Sobrenome').fill('Conta Coders');
  await page.getByRole('button', { name: 'Salvar nome' }).click();
  await expect(page.getByText('Nome atualizado').first()).toBeVisible();
});
