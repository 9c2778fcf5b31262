/**
 * A partner's referral link (docs/product/partners.md): a visit to /?ref=PARC1 is kept on the device
 * by the prerendered page's loader (no app needed), the questionnaire sent later carries it, and adm
 * finds the lead among PARC1's referred leads.
 */
import { expect, expectAccessible, loginAs, test } from './fixtures';

// This journey's own visitor address (the e2e server trusts X-Forwarded-For): the public forms' per-address
// limit must not count the other journeys' submissions.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.23' } });

test('uma visita com ?ref=PARC1 que termina no questionário aparece nos leads indicados do parceiro', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const email = `indicado.e2e.${stamp}@exemplo.com.br`;
  const name = `Indicado E2E ${String(stamp).slice(-5)}`;

  await page.goto('/?ref=PARC1&utm_campaign=black-friday');
  // Kept at load by the inline loader, before any intent starts the app.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('coders_ref') ?? 'null'));
  expect(stored).toMatchObject({ code: 'PARC1', at: expect.any(Number) });

  await page.goto('/questionario');
  const loadedAt = Date.now();
  const next = page.getByRole('button', { name: 'Próximo' });
  // The first click starts the app (decision 008); the empty step answers with its messages.
  await next.click();
  await expect(page.getByText('Informe o nome da empresa ou do projeto.')).toBeVisible();
  await page.getByLabel('Nome da empresa ou do projeto').fill(`Loja Indicada ${stamp}`);
  await page.getByLabel('Segmento').selectOption({ label: 'Varejo e e-commerce' });
  await page.getByRole('radio', { name: '2 a 10 pessoas' }).check();
  await page.getByRole('radio', { name: 'Sócio(a) ou proprietário(a)' }).check();
  await next.click();
  await expect(page.getByText('Etapa 2 de 5')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Sites e Landing Pages' }).check();
  await page.getByRole('radio', { name: 'Sim, já temos um site' }).check();
  await page.getByLabel('Endereço do site atual').fill('www.lojaindicada.com.br');
  await next.click();
  await expect(page.getByText('Etapa 3 de 5')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Vender mais pela internet' }).check();
  await next.click();
  await expect(page.getByText('Etapa 4 de 5')).toBeVisible();
  await page.getByRole('radio', { name: 'De R$ 10 mil a R$ 20 mil' }).check();
  await page.getByRole('radio', { name: 'Ainda este mês' }).check();
  await next.click();
  await expect(page.getByText('Etapa 5 de 5')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome completo' }).fill(name);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'WhatsApp' }).pressSequentially(`219${String(stamp).slice(-8)}`);
  await page.getByRole('checkbox', { name: /Autorizo a Coders a usar os dados/ }).check();
  await page.waitForTimeout(Math.max(0, 3500 - (Date.now() - loadedAt)));
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/api/public/questionnaire') && r.request().method() === 'POST',
    ),
    page.getByRole('button', { name: 'Enviar respostas' }).click(),
  ]);
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ ref: { code: 'PARC1' } });

  await loginAs(page, 'adm');
  await page.goto('/coders/parceiros/leads-indicados');
  await page.getByLabel('Parceiro', { exact: true }).selectOption({ label: 'Agência Sul Digital (PARC1)' });
  const list = page.getByRole('list', { name: 'Leads indicados' });
  const item = list.getByRole('listitem').filter({ hasText: name });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Agência Sul Digital');
  await expect(item).toContainText('Novo');
});

test('adm gera um link de indicação; o parceiro o usa uma vez, sem login; páginas acessíveis', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, 'adm');
  await page.goto('/coders/parceiros/comissoes');
  await expect(page.getByRole('list', { name: 'Comissões' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/coders/parceiros/leads-indicados');
  await page.getByRole('button', { name: 'Gerar link de indicação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gerar link de indicação' });
  await dialog.getByLabel('Parceiro', { exact: true }).selectOption({ label: 'Marina Costa (PARC2)' });
  await dialog.getByRole('button', { name: 'Gerar link' }).click();
  const url = await dialog.getByLabel('Link de indicação').inputValue();
  expect(url).toMatch(/\/indicar\/[A-Za-z0-9_-]{43}$/);

  // The partner: another browser, not signed in.
  const context = await browser.newContext({ baseURL: String(test.info().project.use.baseURL) });
  const partner = await context.newPage();
  await partner.goto(new URL(url).pathname);
  await expect(partner.getByText('Indicação de Marina Costa.', { exact: false })).toBeVisible();
  await expectAccessible(partner);
  const email = `via.link.${Date.now()}@exemplo.com.br`;
  await partner.getByLabel('Nome da pessoa indicada').fill('Pessoa Via Link');
  await partner.getByLabel('E-mail').fill(email);
  await partner.getByRole('button', { name: 'Enviar indicação' }).click();
  await expect(partner.getByText('Confirme que a pessoa indicada autorizou o contato.')).toBeVisible();
  await partner.getByRole('checkbox', { name: /autorizou que a Coders entre em contato/ }).check();
  await partner.getByRole('button', { name: 'Enviar indicação' }).click();
  await expect(partner.getByText('Recebemos a indicação.', { exact: false })).toBeVisible();
  await partner.reload();
  await expect(
    partner.getByText('Este link de indicação é inválido, expirou ou já foi usado.'),
  ).toBeVisible();
  await context.close();

  await page.reload();
  const item = page
    .getByRole('list', { name: 'Leads indicados' })
    .getByRole('listitem')
    .filter({ hasText: email });
  await expect(item).toContainText('Marina Costa');
});

test('mkt runs the partner programme: Parceiros opens, commissions are read, paying them stays adm’s', async ({
  page,
}) => {
  // Decision 060.
  await page.goto('/');
  await loginAs(page, 'mkt');
  await page.goto('/coders/parceiros/visao-geral');
  await expect(page.getByRole('navigation', { name: 'Páginas de Parceiros' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Acesso negado' })).toHaveCount(0);
  await page.goto('/coders/parceiros/comissoes');
  await expect(page.getByRole('list', { name: 'Comissões' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Aprovar/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Marcar como paga/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Exportar CSV' })).toBeVisible();
  await expectAccessible(page);
});
