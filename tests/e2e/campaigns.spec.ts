/**
 * Campaigns and first-party analytics (docs/product/analytics-and-campaigns.md): marketing creates its
 * own campaign (the identifier drawn from the name), logs a spend and builds the campaign's link; a
 * visitor lands on `/` through that link (no script file at load, the page view sent as a beacon),
 * sends the questionnaire, and the campaign shows exactly that visit and that lead — also among PARC1's
 * referred leads. Every run makes a new campaign, so a retry on the same server starts from zero too.
 */
import type { CampaignDetail } from '@shared/campaigns/schemas';
import { expect, loginAs, test } from './fixtures';

// A real browser's user agent: the events endpoint drops headless browsers as bots.
const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test('a campanha criada pelo marketing conta a visita e o lead que vieram do seu link', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const name = `Campanha E2E ${stamp}`;
  const slug = `campanha-e2e-${stamp}`;

  // Marketing creates the campaign: the identifier follows the name.
  await loginAs(page, 'mkt');
  await page.goto('/coders/mkt/campanhas');
  await page.getByRole('button', { name: 'Nova campanha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova campanha' });
  await dialog.getByRole('button', { name: 'Salvar campanha' }).click();
  await expect(dialog.getByText('Informe o nome da campanha.')).toBeVisible();
  await dialog.getByLabel('Nome').fill(name);
  await expect(dialog.getByLabel('Identificador (utm_campaign)')).toHaveValue(slug);
  await dialog.getByLabel('Canal').selectOption({ label: 'Google Ads' });
  await dialog.getByLabel('Orçamento (opcional)').fill('2.000');
  await dialog.getByRole('button', { name: 'Salvar campanha' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const id = new URL(page.url()).searchParams.get('campanha');
  expect(id).toMatch(/^[0-9a-f-]{36}$/);

  // A spend entry, typed the pt-BR way.
  const spend = page.getByRole('form', { name: 'Lançar gasto' });
  await spend.getByLabel('Valor (R$)').fill('150,5');
  await spend.getByLabel('Observação').fill('Primeiro anúncio');
  await spend.getByRole('button', { name: 'Lançar' }).click();
  await expect(page.getByRole('list', { name: 'Gastos lançados' })).toContainText('R$ 150,50');
  await expect(page.getByText('R$ 150,50 de R$ 2.000,00')).toBeVisible();

  // The link for one ad, with its QR code.
  const builder = page.getByRole('form', { name: 'Link com UTM' });
  await builder.getByLabel('Fonte (utm_source)').fill('e2e');
  await builder.getByLabel('Mídia (utm_medium)').fill('teste');
  const link = new URL(await builder.getByLabel('Link gerado').inputValue());
  expect(Object.fromEntries(link.searchParams)).toEqual({
    utm_source: 'e2e',
    utm_medium: 'teste',
    utm_campaign: slug,
  });
  await expect(page.getByRole('img', { name: /QR code do link/ })).toBeVisible();

  // The visitor, in a browser of their own, lands through the link (with a partner's code too).
  const visitor = await browser.newContext({
    baseURL,
    userAgent: CHROME_UA,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Its own address: the public forms' per-address limit must not count the other journeys.
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.17' },
  });
  const site = await visitor.newPage();
  const scripts: string[] = [];
  site.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const beacon = site.waitForResponse(
    (response) => response.url().endsWith('/api/public/events') && response.request().method() === 'POST',
  );
  await site.goto(`${link.pathname}${link.search}&ref=PARC1`);
  expect((await beacon).status()).toBe(202);
  await site.waitForLoadState('load');
  expect(scripts).toEqual([]);
  expect(await site.evaluate(() => JSON.parse(sessionStorage.getItem('coders_utm') ?? '{}'))).toMatchObject({
    campaign: slug,
  });

  // The visitor goes on to the questionnaire and sends it.
  const email = `campanha.e2e.${stamp}@exemplo.com.br`;
  await site.goto('/questionario');
  const loadedAt = Date.now();
  const next = site.getByRole('button', { name: 'Próximo' });
  // The first tap starts the app (the page is prerendered): the empty step answers in PT-BR.
  await next.click();
  await expect(site.getByText('Informe o nome da empresa ou do projeto.')).toBeVisible({ timeout: 20_000 });
  await site.getByLabel('Nome da empresa ou do projeto').fill(`Empresa da ${name}`);
  await site.getByLabel('Segmento').selectOption({ label: 'Varejo e e-commerce' });
  await site.getByRole('radio', { name: '2 a 10 pessoas' }).check();
  await site.getByRole('radio', { name: 'Sócio(a) ou proprietário(a)' }).check();
  await next.click();
  await expect(site.getByText('Etapa 2 de 5')).toBeVisible();
  await site.getByRole('checkbox', { name: 'Sites e Landing Pages' }).check();
  await site.getByRole('radio', { name: 'Sim, já temos um site' }).check();
  await site.getByLabel('Endereço do site atual').fill('www.campanha-e2e.com.br');
  await next.click();
  await expect(site.getByText('Etapa 3 de 5')).toBeVisible();
  await site.getByRole('checkbox', { name: 'Vender mais pela internet' }).check();
  await next.click();
  await expect(site.getByText('Etapa 4 de 5')).toBeVisible();
  await site.getByRole('radio', { name: 'De R$ 10 mil a R$ 20 mil' }).check();
  await site.getByRole('radio', { name: 'Ainda este mês' }).check();
  await next.click();
  await expect(site.getByText('Etapa 5 de 5')).toBeVisible();
  await site.getByRole('textbox', { name: 'Nome completo' }).fill('Carla Campanha');
  await site.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await site.getByRole('textbox', { name: 'WhatsApp' }).pressSequentially(`119${String(stamp).slice(-8)}`);
  await site.getByRole('checkbox', { name: /Autorizo a Coders a usar os dados/ }).check();
  await site.waitForTimeout(Math.max(0, 3500 - (Date.now() - loadedAt)));
  const [response] = await Promise.all([
    site.waitForResponse(
      (r) => r.url().endsWith('/api/public/questionnaire') && r.request().method() === 'POST',
    ),
    site.getByRole('button', { name: 'Enviar respostas' }).click(),
  ]);
  expect(response.status()).toBe(201);
  await visitor.close();

  // The campaign counts exactly that one visitor and that one lead.
  const read = async () => (await (await page.request.get(`/api/campaigns/${id}`)).json()) as CampaignDetail;
  await expect.poll(async () => (await read()).metrics.visits, { timeout: 10_000 }).toBe(1);
  expect((await read()).metrics.leads).toBe(1);
  await page.reload();
  const metric = (label: string) =>
    page
      .locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');
  await expect(metric('Visitas')).toHaveText('1');
  await expect(metric('Leads')).toHaveText('1');
  await expect(
    page.getByRole('list', { name: 'Leads da campanha' }).getByText('Carla Campanha'),
  ).toBeVisible();

  // The same lead is among PARC1's referred leads (adm: parceiros).
  await page.context().clearCookies();
  await loginAs(page, 'adm');
  await page.goto('/coders/parceiros/leads-indicados');
  await page.getByLabel('Parceiro', { exact: true }).selectOption({ label: 'Agência Sul Digital (PARC1)' });
  const referred = page.getByRole('list', { name: 'Leads indicados' }).getByRole('listitem');
  await expect(referred.filter({ hasText: email })).toBeVisible();
});
