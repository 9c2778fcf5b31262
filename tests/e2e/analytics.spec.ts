/**
 * First-party analytics and campaigns (docs/product/analytics-and-campaigns.md): a campaign visit to
 * `/` loads no script file, sends its page view with a beacon, and — once the visitor sends the
 * questionnaire — shows up in the black-friday campaign's visits and leads for marketing.
 */
import type { APIRequestContext } from '@playwright/test';
import type { CampaignDetail, CampaignList } from '@shared/campaigns/schemas';
import { DEMO_PASSWORD, demo, expect, loginAs, test } from './fixtures';

// This journey's own visitor address (the e2e server trusts X-Forwarded-For): the public forms' per-address
// limit must not count the other journeys' submissions.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.17' } });

// A real browser's user agent: the endpoint drops headless browsers as bots.
const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
test.use({ userAgent: CHROME_UA });

async function blackFriday(request: APIRequestContext): Promise<CampaignDetail> {
  const list = (await (await request.get('/api/campaigns?q=black-friday')).json()) as CampaignList;
  const item = list.items.find((campaign) => campaign.slug === 'black-friday');
  expect(item, 'demo campaign black-friday').toBeTruthy();
  return (await (await request.get(`/api/campaigns/${item!.id}`)).json()) as CampaignDetail;
}

test('uma visita de campanha que envia o questionário aparece nas visitas e nos leads da black-friday', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Marketing's view, in its own cookie jar (a signed-in visitor would start the app at once).
  const mkt = await playwright.request.newContext({ baseURL });
  const signIn = await mkt.post('/api/auth/sign-in/email', {
    data: { email: demo.mkt, password: DEMO_PASSWORD },
    headers: { origin: baseURL! },
  });
  expect(signIn.ok()).toBeTruthy();
  const before = await blackFriday(mkt);

  // The landing: no script file at load, the page view leaves as a beacon after load.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // (Playwright does not show a beacon's body: the server's count below proves what it carried.)
  const beacon = page.waitForResponse(
    (response) => response.url().endsWith('/api/public/events') && response.request().method() === 'POST',
  );
  // With a partner's referral code too (issue 17's journey): one visit credits both.
  await page.goto('/?utm_campaign=black-friday&utm_source=e2e&utm_medium=teste&ref=PARC1');
  expect((await beacon).status()).toBe(202);
  await page.waitForLoadState('load');
  expect(scripts).toEqual([]);
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('coders_utm') ?? '{}'))).toMatchObject({
    campaign: 'black-friday',
  });

  // The visitor goes on to the questionnaire and sends it.
  const stamp = Date.now();
  const email = `campanha.e2e.${stamp}@exemplo.com.br`;
  await page.goto('/questionario');
  const loadedAt = Date.now();
  const next = page.getByRole('button', { name: 'Próximo' });
  // The first tap starts the app (the page is prerendered): the empty step answers in PT-BR.
  await next.click();
  await expect(page.getByText('Informe o nome da empresa ou do projeto.')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Nome da empresa ou do projeto').fill(`Campanha E2E ${stamp}`);
  await page.getByLabel('Segmento').selectOption({ label: 'Varejo e e-commerce' });
  await page.getByRole('radio', { name: '2 a 10 pessoas' }).check();
  await page.getByRole('radio', { name: 'Sócio(a) ou proprietário(a)' }).check();
  await next.click();
  await expect(page.getByText('Etapa 2 de 5')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Sites e Landing Pages' }).check();
  await page.getByRole('radio', { name: 'Sim, já temos um site' }).check();
  await page.getByLabel('Endereço do site atual').fill('www.campanha-e2e.com.br');
  await next.click();
  await expect(page.getByText('Etapa 3 de 5')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Vender mais pela internet' }).check();
  await next.click();
  await expect(page.getByText('Etapa 4 de 5')).toBeVisible();
  await page.getByRole('radio', { name: 'De R$ 10 mil a R$ 20 mil' }).check();
  await page.getByRole('radio', { name: 'Ainda este mês' }).check();
  await next.click();
  await expect(page.getByText('Etapa 5 de 5')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome completo' }).fill('Carla Campanha');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'WhatsApp' }).pressSequentially(`119${String(stamp).slice(-8)}`);
  await page.getByRole('checkbox', { name: /Autorizo a Coders a usar os dados/ }).check();
  await page.waitForTimeout(Math.max(0, 3500 - (Date.now() - loadedAt)));
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/api/public/questionnaire') && r.request().method() === 'POST',
    ),
    page.getByRole('button', { name: 'Enviar respostas' }).click(),
  ]);
  expect(response.status()).toBe(201);

  // Marketing sees one more visit and one more lead on the campaign.
  await expect
    .poll(async () => (await blackFriday(mkt)).metrics.visits, { timeout: 10_000 })
    .toBe(before.metrics.visits + 1);
  const after = await blackFriday(mkt);
  expect(after.metrics.leads).toBe(before.metrics.leads + 1);

  // And on the Campanhas page, the campaign's leads list names the visitor.
  await page.context().clearCookies();
  await loginAs(page, 'mkt');
  await page.goto(`/coders/mkt/campanhas?campanha=${after.id}`);
  await expect(page.getByText('Black Friday 2026').first()).toBeVisible();
  const leads = page.getByRole('list', { name: 'Leads da campanha' });
  await expect(leads.getByText('Carla Campanha')).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code do link/ })).toBeVisible();
  await mkt.dispose();

  // The same lead is among PARC1's referred leads (adm: parceiros).
  await page.context().clearCookies();
  await loginAs(page, 'adm');
  await page.goto('/coders/parceiros/leads-indicados');
  await page.getByLabel('Parceiro', { exact: true }).selectOption({ label: 'Agência Sul Digital (PARC1)' });
  const referred = page.getByRole('list', { name: 'Leads indicados' }).getByRole('listitem');
  await expect(referred.filter({ hasText: email })).toBeVisible();
});

test('a página de Analytics mostra o período com comparação, o funil e tabelas alternativas', async ({
  page,
}) => {
  await loginAs(page, 'mkt');
  await page.goto('/coders/mkt/analytics');
  await expect(page.getByRole('list', { name: 'Totais do período' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: /Gráfico de visitas por dia/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Funil:/ })).toBeVisible();
  await page.getByRole('button', { name: '7 dias' }).click();
  await expect(page).toHaveURL(/periodo=7/);
  await expect(page.getByRole('table', { name: 'Páginas mais vistas' })).toBeVisible();
});
