/** A visitor answers the project-evaluation questionnaire; the lead reaches the commercial team. */
import { expect, expectAccessible, loginAs, test } from './fixtures';

test('questionário completo, com erro de validação e recarga no meio, vira lead para o comercial', async ({
  page,
}) => {
  test.setTimeout(90_000); // a long journey on a shared, sometimes slow machine
  const stamp = Date.now();
  const email = `beatriz.e2e.${stamp}@exemplo.com.br`;
  await page.goto('/questionario?utm_source=e2e&utm_medium=teste&utm_campaign=questionario');
  const loadedAt = Date.now();
  await expect(page.getByRole('heading', { level: 1, name: 'Avaliação gratuita do projeto' })).toBeVisible();
  await expect(page.getByText('Etapa 1 de 5')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progresso do questionário' })).toHaveAttribute(
    'aria-valuenow',
    '1',
  );

  // Step 1, first with nothing filled: PT-BR messages under the fields.
  const next = page.getByRole('button', { name: 'Próximo' });
  await next.click();
  await expect(page.getByText('Informe o nome da empresa ou do projeto.')).toBeVisible();
  await expect(page.getByText('Selecione o segmento da empresa.')).toBeVisible();
  await expect(page.getByLabel('Nome da empresa ou do projeto')).toBeFocused();
  await page.getByLabel('Nome da empresa ou do projeto').fill(`Loja E2E ${stamp}`);
  await page.getByLabel('Segmento').selectOption({ label: 'Varejo e e-commerce' });
  await page.getByRole('radio', { name: '2 a 10 pessoas' }).check();
  await page.getByRole('radio', { name: 'Sócio(a) ou proprietário(a)' }).check();
  await expect(page.getByText('Informe o nome da empresa ou do projeto.')).toHaveCount(0);
  await next.click();

  // Step 2: follow-up questions appear for the chosen services.
  await expect(page.getByText('Etapa 2 de 5')).toBeVisible();
  const channels = page.getByRole('group', { name: 'Em quais canais o agente GPT deve atender?' });
  await expect(channels).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Agentes GPT' }).check();
  await expect(channels).toBeVisible();
  await next.click();
  await expect(page.getByText('Selecione pelo menos um canal.')).toBeVisible();
  await channels.getByRole('checkbox', { name: 'WhatsApp' }).check();
  await page.getByRole('checkbox', { name: 'Sites e Landing Pages' }).check();
  await page.getByRole('radio', { name: 'Sim, já temos um site' }).check();
  await page.getByLabel('Endereço do site atual').fill('www.lojae2e.com.br');
  await next.click();

  // Step 3, then a reload mid-way: the answers and the step are restored.
  await expect(page.getByText('Etapa 3 de 5')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Vender mais pela internet' }).check();
  await page.getByLabel('Conte mais sobre o projeto (opcional)').fill('Queremos vender pelo Instagram.');
  await page.reload();
  await expect(page.getByText('Etapa 3 de 5')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Vender mais pela internet' })).toBeChecked();
  await expect(page.getByLabel('Conte mais sobre o projeto (opcional)')).toHaveValue(
    'Queremos vender pelo Instagram.',
  );
  await page.getByRole('button', { name: 'Voltar', exact: true }).click();
  await expect(page.getByLabel('Endereço do site atual')).toHaveValue('www.lojae2e.com.br');
  await next.click();
  await next.click();

  // Step 4: no budget idea shows guidance.
  await expect(page.getByText('Etapa 4 de 5')).toBeVisible();
  await page.getByRole('radio', { name: 'Ainda não sei' }).check();
  await expect(page.getByText('Sem problema! Veja alguns valores de referência:')).toBeVisible();
  await page.getByRole('radio', { name: 'De R$ 10 mil a R$ 20 mil' }).check();
  await expect(page.getByText('Sem problema! Veja alguns valores de referência:')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Ainda este mês' }).check();
  await next.click();

  // Step 5: contact, phone mask, the unticked consent is required.
  await expect(page.getByText('Etapa 5 de 5')).toBeVisible();
  const consent = page.getByRole('checkbox', { name: /Autorizo a Coders a usar os dados/ });
  await expect(consent).not.toBeChecked();
  await expect(
    page.getByRole('link', { name: 'Política de Privacidade (abre em nova aba)' }),
  ).toHaveAttribute('href', '/privacidade');
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Nome completo' }).fill('Beatriz Teste');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  const phone = page.getByRole('textbox', { name: 'WhatsApp' });
  // A phone of its own: a form for a contact we already know (another spec's lead) adds to that lead's
  // timeline instead of creating one (decision 012).
  const digits = String(stamp).slice(-8);
  await phone.pressSequentially(`119${digits}`);
  await expect(phone).toHaveValue(`(11) 9${digits.slice(0, 4)}-${digits.slice(4)}`);
  const send = page.getByRole('button', { name: 'Enviar respostas' });
  await send.click();
  await expect(
    page.getByText('É necessário aceitar o uso dos dados para responder sua solicitação.'),
  ).toBeVisible();
  await consent.check();
  await page.getByRole('checkbox', { name: /Quero receber novidades/ }).check();
  // The server refuses forms sent less than 3 s after loading.
  await page.waitForTimeout(Math.max(0, 3500 - (Date.now() - loadedAt)));
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/api/public/questionnaire') && r.request().method() === 'POST',
    ),
    send.click(),
  ]);
  expect(response.status()).toBe(201);

  // Result screen with next steps and WhatsApp.
  await expect(page.getByRole('heading', { name: 'Recebemos suas respostas, Beatriz!' })).toBeVisible();
  await expect(page.getByText('Entramos em contato pelo WhatsApp em até 4 horas')).toBeVisible();
  await expect(page.getByRole('link', { name: /Falar agora no WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5511999999999\?text=/,
  );
  expect(await page.evaluate(() => sessionStorage.getItem('coders_questionnaire'))).toBeNull();
  const events: string[] = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('analytics_events') ?? '[]').map((item: { event: string }) => item.event),
  );
  expect(events).toContain('questionnaire_step');
  expect(events).toContain('questionnaire_submitted');

  // The commercial team finds the lead.
  await loginAs(page, 'comercial');
  const leads = await page.request.get(`/api/leads?q=${encodeURIComponent(email)}`);
  expect(leads.status()).toBe(200);
  const body = await leads.json();
  expect(body.items).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        email,
        name: 'Beatriz Teste',
        company: `Loja E2E ${stamp}`,
        serviceInterest: 'Sites e Landing Pages, Agentes GPT',
      }),
    ]),
  );
});

test('questionário e política de privacidade acessíveis, inclusive a 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/questionario');
  await expect(page.getByRole('heading', { level: 1, name: 'Avaliação gratuita do projeto' })).toBeVisible();
  await expect(page).toHaveTitle('Avaliação gratuita do projeto | Coders');
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.goto('/privacidade');
  await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
  await expect(page).toHaveTitle('Política de Privacidade | Coders');
  await expect(page.getByText(/Versão 2026-11-01/).first()).toBeVisible();
  for (const title of [
    'Bases legais (LGPD, art. 7º)',
    'Seus direitos como titular (LGPD, art. 18)',
    'Encarregado',
  ]) {
    await expect(
      page.getByRole('heading', { name: new RegExp(title.replace(/[()]/g, '\\$&')) }),
    ).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'privacidade@coders.example' }).first()).toHaveAttribute(
    'href',
    /^mailto:privacidade@coders\.example/,
  );
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
