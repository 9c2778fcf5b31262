/**
 * Role dashboards (docs/product/dashboards-and-kpis.md): each demo user lands on their dashboard, the cards show what the
 * KPI function returns for the seeded database (formatted pt-BR), the breadcrumb, loading and failure
 * states, the period selector and the charts.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from './fixtures';

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
// Intl puts a no-break space after 'R$'; the page text is compared the same way.
const money = (value: number) => brl.format(value);
const count = (value: number) => integer.format(value);
const percent = (value: number) => `${oneDecimal.format(value)}%`;

type Kpis = Record<string, number>;
type CardCheck = { title: string; field: string; format: (value: number) => string };

const dashboards = [
  {
    who: 'comercial',
    path: '/dashboard/comercial',
    title: 'Dashboard Comercial',
    crumb: 'Comercial',
    fn: 'crm-kpis',
    cards: [
      { title: 'Novos Leads (30d)', field: 'newLeads7d', format: count },
      { title: 'Oportunidades Abertas', field: 'openOpportunities', format: count },
      { title: 'Leads Convertidos', field: 'conversionRate', format: percent },
    ],
  },
  {
    who: 'financeiro',
    path: '/dashboard/financeiro',
    title: 'Dashboard Financeiro',
    crumb: 'Financeiro',
    fn: 'finance-kpis',
    cards: [
      { title: 'Receitas (30d)', field: 'revenueMonth', format: money },
      { title: 'Oportunidades Pendentes', field: 'expensesMonth', format: money },
      { title: 'Ticket Médio', field: 'averageTicket', format: money },
    ],
  },
  {
    who: 'mkt',
    path: '/dashboard/mkt',
    title: 'Dashboard Marketing',
    crumb: 'Marketing',
    fn: 'marketing-kpis',
    cards: [
      { title: 'Conteúdo Gerado', field: 'leadsByCampaign', format: count },
      { title: 'Agendamentos', field: 'appointments', format: count },
      { title: 'Posts Publicados', field: 'publishedPosts', format: count },
    ],
  },
] as const satisfies readonly {
  who: string;
  path: string;
  title: string;
  crumb: string;
  fn: string;
  cards: readonly CardCheck[];
}[];

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function kpis(page: Page, fn: string, period = 30): Promise<Kpis> {
  const response = await page.request.post(`/api/functions/${fn}`, { data: { period } });
  expect(response.status()).toBe(200);
  return response.json();
}

/** The cards match the function's answer; other tests share the database, so re-read until both agree. */
async function expectCardsMatch(page: Page, fn: string, cards: readonly CardCheck[]) {
  let first = true;
  await expect(async () => {
    if (!first) await page.reload();
    first = false;
    const values = await kpis(page, fn);
    for (const check of cards) {
      await expect(card(page, check.title).getByTestId('kpi-value')).toHaveText(
        check.format(values[check.field]!),
        { timeout: 5_000 },
      );
    }
  }).toPass({ timeout: 30_000 });
}

for (const dashboard of dashboards) {
  test(`${dashboard.who}: /dashboard lands on ${dashboard.path} with the seeded figures`, async ({
    page,
  }) => {
    await page.goto('/');
    await loginAs(page, dashboard.who);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(new RegExp(`${dashboard.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: dashboard.title })).toBeVisible();
    await expect(page).toHaveTitle(`${dashboard.title} | Coders`);

    const crumbs = page.getByRole('navigation', { name: 'breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(crumbs.getByText(dashboard.crumb, { exact: true })).toHaveAttribute('aria-current', 'page');

    await expectCardsMatch(page, dashboard.fn, dashboard.cards);
    // The demo data makes every figure non-zero: a dashboard stuck on its defaults would fail here.
    const values = await kpis(page, dashboard.fn);
    for (const check of dashboard.cards) expect(values[check.field], check.title).toBeGreaterThan(0);

    await expect(page.getByRole('heading', { name: 'Tendências' })).toBeVisible();
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await expectAccessible(page);
  });
}

test('comercial: the period selector changes the charts and the period figures, not the cards', async ({
  page,
}) => {
  await page.goto('/');
  await loginAs(page, 'comercial');
  await page.goto('/dashboard/comercial');
  const period = page.getByRole('group', { name: 'Período dos gráficos' });
  await expect(period.getByRole('button', { name: '30 dias' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Leads por dia e origem' })).toBeVisible();

  await period.getByRole('button', { name: '7 dias' }).click();
  await expect(page).toHaveURL(/periodo=7/);
  await expect(period.getByRole('button', { name: '7 dias' })).toHaveAttribute('aria-pressed', 'true');
  await expect(period.getByRole('button', { name: '30 dias' })).toHaveAttribute('aria-pressed', 'false');
  await expect(
    page.getByText('Novos leads por dia nos últimos 7 dias, empilhados por origem.'),
  ).toBeVisible();
  await expect(async () => {
    const week = await kpis(page, 'crm-kpis', 7);
    const noun = week.newLeadsPeriod === 1 ? 'novo lead' : 'novos leads';
    await expect(page.getByText(`${count(week.newLeadsPeriod!)} ${noun} nos últimos 7 dias.`)).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 20_000 });

  // The chart's numbers are readable as a table: one row per day of the period.
  const leadsChart = page.getByRole('region', { name: 'Leads por dia e origem', exact: true });
  await leadsChart.getByText('Ver dados do gráfico').click();
  await expect(leadsChart.getByRole('table').getByRole('row')).toHaveCount(8);
  await expect(leadsChart.getByRole('img', { name: /leads? nos últimos 7 dias/ })).toBeVisible();
});

test('financeiro: revenue by month covers 12 months and the pending proposals chart', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'financeiro');
  await page.goto('/dashboard/financeiro');
  const revenue = page.getByRole('region', { name: 'Receita por mês', exact: true });
  await expect(revenue).toBeVisible();
  await revenue.getByText('Ver dados do gráfico').click();
  await expect(revenue.getByRole('table').getByRole('row')).toHaveCount(13);
  await expect(
    page.getByRole('region', { name: 'Orçamento por status do projeto', exact: true }),
  ).toBeVisible();
});

test('cards show skeletons while loading, then the figures', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'mkt');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/functions/marketing-kpis', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard/mkt');
  await expect(card(page, 'Conteúdo Gerado').getByTestId('kpi-skeleton')).toBeVisible();
  await expect(page.getByTestId('kpi-skeleton')).toHaveCount(3);
  release();
  await expect(card(page, 'Posts Publicados').getByTestId('kpi-value')).toBeVisible();
  await expect(page.getByTestId('kpi-skeleton')).toHaveCount(0);
});

test('a failure shows the call message and the cards keep 0', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'comercial');
  await page.route('**/api/functions/crm-kpis', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal', message: 'Banco de dados indisponível' } }),
    }),
  );
  await page.goto('/dashboard/comercial');
  await expect(page.getByRole('alert').filter({ hasText: 'Banco de dados indisponível' })).toBeVisible();
  await expect(card(page, 'Novos Leads (30d)').getByTestId('kpi-value')).toHaveText('0');
  await expect(card(page, 'Oportunidades Abertas').getByTestId('kpi-value')).toHaveText('0');
  await expect(card(page, 'Leads Convertidos').getByTestId('kpi-value')).toHaveText('0,0%');
});

test("a failure without a message says 'Erro ao carregar KPIs'", async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'financeiro');
  await page.route('**/api/functions/finance-kpis', (route) => route.fulfill({ status: 502, body: '' }));
  await page.goto('/dashboard/financeiro');
  await expect(page.getByRole('alert').filter({ hasText: 'Erro ao carregar KPIs' })).toBeVisible();
  await expect(card(page, 'Receitas (30d)').getByTestId('kpi-value')).toHaveText(money(0));
});

test('adm may open the three dashboards from the dashboard header', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'adm');
  await page.goto('/dashboard/comercial');
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await nav.getByRole('link', { name: 'Marketing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Marketing' })).toBeVisible();
  await nav.getByRole('link', { name: 'Financeiro' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Financeiro' })).toBeVisible();
  await nav.getByRole('link', { name: 'Área CODERS' }).click();
  await expect(page).toHaveURL(/\/coders$/);
});

test('the wrong role gets Acesso negado on a dashboard and 403 from its function', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'mkt');
  await page.goto('/dashboard/financeiro');
  await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
  const response = await page.request.post('/api/functions/finance-kpis', { data: {} });
  expect(response.status()).toBe(403);
});

test('dashboards work at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await loginAs(page, 'comercial');
  await page.goto('/dashboard/comercial');
  await expect(card(page, 'Leads Convertidos').getByTestId('kpi-value')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
