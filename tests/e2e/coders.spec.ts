/**
 * The CODERS area (docs/product/coders-area.md): each section reachable by its roles only (page guard and server),
 * the index lists only what a person may open, and the sub-pages with real content work.
 */
import { type Page, request as playwrightRequest } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from './fixtures';

const sections = [
  { id: 'adm', title: 'Administração', roles: ['adm'] },
  { id: 'comercial', title: 'Comercial', roles: ['adm', 'comercial'] },
  { id: 'finance', title: 'Financeiro', roles: ['adm', 'financeiro'] },
  { id: 'mkt', title: 'Marketing', roles: ['adm', 'mkt'] },
  // Decision 060: the partner programme is marketing's work, with adm.
  { id: 'parceiros', title: 'Parceiros', roles: ['adm', 'mkt'] },
  { id: 'colaboradores', title: 'Colaboradores', roles: ['adm', 'comercial', 'financeiro', 'mkt'] },
] as const;
const staff = ['adm', 'comercial', 'financeiro', 'mkt'] as const;
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function signIn(page: Page, who: string) {
  await page.goto('/');
  await loginAs(page, who);
}

for (const who of staff) {
  test(`${who}: the index lists only the sections ${who} may open, and each guard agrees`, async ({
    page,
  }) => {
    test.slow(); // six sections, each loaded in turn
    await signIn(page, who);
    await page.goto('/coders');
    await expect(page.getByRole('heading', { level: 1, name: 'Área CODERS' })).toBeVisible();
    const allowed = sections.filter((section) => (section.roles as readonly string[]).includes(who));
    await expect(
      page.getByRole('list', { name: 'Áreas disponíveis' }).getByRole('heading', { level: 2 }),
    ).toHaveText(allowed.map((section) => section.title));
    if (who === 'adm') await expectAccessible(page);

    for (const section of sections) {
      await page.goto(`/coders/${section.id}/visao-geral`);
      if ((section.roles as readonly string[]).includes(who)) {
        const subnav = page.getByRole('navigation', { name: `Páginas de ${section.title}` });
        await expect(subnav).toBeVisible();
        await expect(subnav.getByRole('link', { name: 'Visão Geral' })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(page.getByRole('heading', { name: 'Acesso negado' })).toHaveCount(0);
      } else {
        await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
        await expect(page.getByText('Você não possui permissão para acessar esta área.')).toBeVisible();
      }
    }
  });
}

test('a signed-in person without a role is refused the whole area', async ({ page }) => {
  await signIn(page, 'usuario');
  for (const path of ['/coders', '/coders/colaboradores/visao-geral', '/coders/comercial/clientes']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
  }
});

test('signed out, a CODERS page sends to /auth and comes back after sign-in', async ({ page }) => {
  await page.goto('/coders/mkt/calendario');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fcoders%2Fmkt%2Fcalendario/);
});

test('the server refuses the CODERS data to the wrong roles', async ({ page }) => {
  await signIn(page, 'mkt');
  expect((await page.request.get('/api/clients')).status()).toBe(403);
  expect((await page.request.get('/api/system/integrations')).status()).toBe(403);
  expect((await page.request.get('/api/audit')).status()).toBe(403);
  expect((await page.request.get('/api/calendar')).status()).toBe(200);
  await loginAs(page, 'comercial');
  expect((await page.request.get('/api/calendar')).status()).toBe(403);
  expect((await page.request.get('/api/clients')).status()).toBe(200);
});

test('/coders/:section opens its visão geral, replacing history', async ({ page }) => {
  await signIn(page, 'financeiro');
  await page.goto('/coders');
  await page.goto('/coders/finance');
  await expect(page).toHaveURL(/\/coders\/finance\/visao-geral$/);
  await expect(page.getByRole('region', { name: 'Receitas (30d)', exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/coders$/);
});

test('a module page opens under its guard and title, with its data', async ({ page }) => {
  await signIn(page, 'financeiro');
  await page.goto('/coders/finance/faturas');
  await expect(page.getByRole('heading', { level: 1, name: 'Faturas' })).toBeVisible();
  await expect(page).toHaveTitle('Faturas — Financeiro | Coders');
  await expect(page.getByRole('list', { name: 'Faturas' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText('Em breve')).toHaveCount(0);
  await expectAccessible(page);
});

test('auditoria shows a change made a moment before, with who and what', async ({ page }) => {
  await signIn(page, 'adm');
  const title = `Post da auditoria ${unique()}`;
  const created = await page.request.post('/api/posts', {
    data: { title, slug: '', excerpt: '', content: 'Texto do post criado pelo teste.' },
  });
  expect(created.status()).toBe(201);
  const post = await created.json();

  await page.goto('/coders/adm/auditoria');
  await page.getByLabel('Entidade').selectOption('blog_post');
  await page.getByLabel('Usuário').fill('adm@coders.example');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/entidade=blog_post/);
  // The record is named by its title, never by its id (issue 25: no internal key shown to a person).
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText(post.id);
  await expect(row).toContainText('Criação');
  await expect(row).toContainText('Post do blog');
  await expect(row).toContainText('adm@coders.example');
  await row.getByText(/campos?$/).click();
  await expect(row.locator('dt', { hasText: 'Título' })).toBeVisible();
  await expect(row.locator('dd').filter({ hasText: title }).first()).toBeVisible();
  await expectAccessible(page);

  // A filter that excludes it: another person.
  await page.getByLabel('Usuário').fill('mkt@coders.example');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});

test('papéis: the access matrix, and a role given and taken with a checkbox', async ({ page, baseURL }) => {
  test.slow();
  const email = `papel.${unique()}@exemplo.com.br`;
  const visitor = await playwrightRequest.newContext({ baseURL });
  const signUp = await visitor.post('/api/auth/sign-up/email', {
    data: { email, password: 'senha-segura-123', name: 'Pessoa Papel' },
    headers: { origin: String(baseURL) },
  });
  expect(signUp.ok()).toBeTruthy();
  await visitor.dispose();

  await signIn(page, 'adm');
  await page.goto('/coders/adm/papeis');
  // What each role may do, by permission, in PT-BR words (decision 065): no route pattern shown.
  const matrix = page.getByRole('region', { name: 'O que cada papel pode fazer', exact: true });
  // The row of the 'Faturas' permission (another row's description mentions 'faturas').
  const invoices = matrix
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^Faturas/ }) })
    .first();
  await expect(invoices.getByText('Permitido')).toHaveCount(2); // Administrador, Financeiro
  // Comercial, Marketing, Colaborador (and any custom role without Faturas another journey made).
  expect(await invoices.getByText('Negado').count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByText('/api/', { exact: false })).toHaveCount(0);
  await expect(page.getByText('/coders/', { exact: false })).toHaveCount(0);

  await page.getByPlaceholder('Buscar usuários...').fill(email);
  const marketing = page.getByRole('checkbox', { name: 'Marketing para Pessoa Papel' });
  await expect(marketing).not.toBeChecked();
  await marketing.click();
  await expect(page.getByText('Função atualizada').first()).toBeVisible();
  await expect(marketing).toBeChecked();
  const listed = await (await page.request.get(`/api/users?q=${encodeURIComponent(email)}`)).json();
  expect(listed.items[0].staffRoles).toEqual(['mkt']);

  await marketing.click();
  await expect(marketing).not.toBeChecked();
  await expect(async () => {
    const again = await (await page.request.get(`/api/users?q=${encodeURIComponent(email)}`)).json();
    expect(again.items[0].staffRoles).toEqual([]);
  }).toPass({ timeout: 10_000 });
  // The toasts are the app's shared component, checked on their own pages.
  await expectAccessible(page, { exclude: ['[data-sonner-toaster]'] });
});

test('integrações names the running services without secrets', async ({ page }) => {
  await signIn(page, 'adm');
  await page.goto('/coders/adm/integracoes');
  await expect(page.getByRole('heading', { name: 'Assistente de IA' })).toBeVisible();
  await expect(page.getByText('Assistente local')).toBeVisible();
  await expect(page.getByText('Não configurado')).toBeVisible();
  await expect(page.getByText('PostgreSQL embutido (PGlite)')).toBeVisible();
  await expectAccessible(page);
});

test('oportunidades: move a lead by menu, then win it; it becomes a client', async ({ page }) => {
  await signIn(page, 'comercial');
  const name = `Oportunidade ${unique()}`;
  const created = await page.request.post('/api/leads', {
    data: { name, email: `op.${unique()}@exemplo.com.br`, status: 'qualified', company: 'Empresa Teste' },
  });
  expect(created.status()).toBe(201);
  const lead = await created.json();

  await page.goto('/coders/comercial/oportunidades');
  const qualified = page.getByRole('list', { name: 'Leads em Qualificado' });
  const proposal = page.getByRole('list', { name: 'Leads em Proposta' });
  await expect(qualified.getByText(name)).toBeVisible();

  await qualified.getByRole('button', { name: `Mover ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Proposta' }).click();
  await expect(page.getByText('Status atualizado').first()).toBeVisible();
  await expect(proposal.getByText(name)).toBeVisible();
  await expect(qualified.getByText(name)).toHaveCount(0);

  await proposal.getByText(name).dragTo(page.getByText('Solte aqui para marcar como Convertido'));
  await expect(proposal.getByText(name)).toHaveCount(0);
  await expect(async () => {
    const details = await (await page.request.get(`/api/leads/${lead.id}`)).json();
    expect(details.status).toBe('won');
  }).toPass({ timeout: 10_000 });
  await expectAccessible(page, { exclude: ['[data-sonner-toaster]'] });

  await page.goto('/coders/comercial/clientes');
  await page.getByLabel('Buscar clientes').fill(name);
  const client = page.getByRole('list', { name: 'Clientes' }).getByRole('listitem').filter({ hasText: name });
  await expect(client).toBeVisible();
  await expect(client).toContainText('Nenhum projeto ainda');
  await expectAccessible(page);
});

test('calendário: the month grid starts on Sunday and navigates months', async ({ page }) => {
  await signIn(page, 'mkt');
  await page.goto('/coders/mkt/calendario');
  const grid = page.getByRole('table', { name: /^Calendário de / });
  await expect(grid.getByRole('columnheader').first()).toHaveText('Dom');
  await expect(grid.getByRole('columnheader').last()).toHaveText('Sáb');
  const month = await (await page.request.get('/api/calendar')).json();
  if (month.appointments.length)
    await expect(grid.getByText(month.appointments[0].title).first()).toBeVisible();

  const heading = page.getByRole('heading', { level: 2 }).first();
  const current = await heading.textContent();
  await page.getByRole('button', { name: 'Próximo mês' }).click();
  await expect(page).toHaveURL(/mes=\d{4}-\d{2}/);
  await expect(heading).not.toHaveText(current ?? '');
  await page.getByRole('button', { name: 'Hoje' }).click();
  await expect(heading).toHaveText(current ?? '');
  await expectAccessible(page);
});

test('colaboradores: overview counts and a read-only projects list for non-adm', async ({ page }) => {
  await signIn(page, 'mkt');
  await page.goto('/coders/colaboradores/visao-geral');
  await expect(page.getByRole('heading', { name: /Para acompanhar hoje/ })).toBeVisible();
  await expect(page.getByText('Notificações não lidas')).toBeVisible();
  await expect(page.getByText('Rascunhos do blog')).toBeVisible();
  // Marketing may not read leads: that counter is not offered.
  await expect(page.getByText('Leads novos')).toHaveCount(0);
  await expectAccessible(page);

  await page
    .getByRole('navigation', { name: 'Páginas de Colaboradores' })
    .getByRole('link', { name: 'Projetos' })
    .click();
  // The one projects page (decision 015), read-only for mkt: no 'Novo Projeto', no edit, budgets shown.
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciamento de Projetos' })).toBeVisible();
  await expect(page.getByText('Somente leitura')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Novo Projeto' })).toHaveCount(0);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Editar / })).toHaveCount(0);
  await expectAccessible(page);
});

test('adm visão geral shows the system counts', async ({ page }) => {
  await signIn(page, 'adm');
  await page.goto('/coders/adm/visao-geral');
  let first = true;
  await expect(async () => {
    if (!first) await page.reload();
    first = false;
    const stats = await (await page.request.get('/api/stats')).json();
    expect(stats.leads).toBeGreaterThan(0);
    for (const [title, value] of [
      ['Total de Leads', stats.leads],
      ['Projetos', stats.projects],
      ['Agendamentos', stats.appointments],
      ['Mensagens de Chat', stats.chatMessages],
    ] as const) {
      await expect(
        page.getByRole('region', { name: title, exact: true }).getByTestId('kpi-value'),
      ).toHaveText(new Intl.NumberFormat('pt-BR').format(value), { timeout: 5_000 });
    }
  }).toPass({ timeout: 30_000 });
  const status = page.locator('[data-check="database"]');
  await expect(page.getByText('Status do Sistema')).toBeVisible();
  await expect(status).toContainText('Conexão com o Banco de Dados');
  await expect(status).toContainText('OK');
  await expectAccessible(page);
});

test('CODERS works at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'comercial');
  await page.goto('/coders/comercial/clientes');
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('CODERS reuses the admin pages for usuários, configurações and leads', async ({ page }) => {
  await signIn(page, 'adm');
  await page.goto('/coders/adm/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciamento de Usuários' })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Páginas de Administração' })
      .getByRole('link', { name: 'Usuários' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.goto('/coders/adm/configuracoes');
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações do Sistema' })).toBeVisible();
  await loginAs(page, 'comercial');
  await page.goto('/coders/comercial/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciamento de Leads' })).toBeVisible();
});
