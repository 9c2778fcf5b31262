/**
 * The AI sales chat: signed out it sends the visitor to /auth and back; signed in it holds a PT-BR
 * sales conversation (local assistant, no AI key) that ends with a lead the commercial team sees.
 */
import { request as playwrightRequest } from '@playwright/test';
import {
  DEMO_PASSWORD,
  demo,
  emulateBlurOnDisable,
  expect,
  expectAccessible,
  loginAs,
  test,
  watchFocusInside,
} from './fixtures';

const RATE_LIMITED =
  'Você está enviando muitas mensagens muito rapidamente. Por favor, aguarde alguns minutos antes de tentar novamente.';
/** Digits, so it can end a company name ('Loja Aurora 123456' is read as one company). */
const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 10)}`;

async function openChat(page: import('@playwright/test').Page) {
  // The launcher loads once the page is idle.
  await page.getByRole('button', { name: 'Abrir chat com o Agente Coder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agente Coder' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('chat assistant', () => {
  test('signed out: login-required panel, toast on send, /auth and back with the chat open', async ({
    page,
  }) => {
    await page.goto('/plataforma/wildgo');
    const dialog = await openChat(page);
    await expect(dialog.getByRole('heading', { name: 'Faça login para conversar' })).toBeVisible();
    await expectAccessible(page);

    await dialog.getByRole('textbox', { name: 'Mensagem' }).fill('Olá, quero um site');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Login necessário')).toBeVisible();
    await expect(page.getByText('Por favor, faça login para usar o chat.')).toBeVisible();

    await dialog.getByRole('link', { name: 'Entrar ou criar conta' }).click();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fplataforma%2Fwildgo$/);
    await page.getByLabel('Email').fill(demo.usuario);
    await page.getByLabel('Senha').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();

    await expect(page).toHaveURL(/\/plataforma\/wildgo$/);
    const back = page.getByRole('dialog', { name: 'Agente Coder' });
    await expect(back).toBeVisible();
    await expect(back.getByRole('listitem').first()).toContainText('Agente Coder');
    await expect(back.getByRole('textbox', { name: 'Mensagem' })).toBeEnabled();
  });

  test('signed in: a sales conversation ends with a lead the commercial team sees', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const id = unique();
    const company = `Loja Aurora ${id}`;
    const email = `cliente.${id}@aurora.com.br`;
    await page.goto('/');
    // A visitor of their own: the chat lead is keyed by the signed-in account's e-mail (issue 11).
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      data: { email, password: DEMO_PASSWORD, name: 'Renato Aurora' },
      headers: { origin: String(baseURL) },
    });
    expect(signUp.ok()).toBeTruthy();
    await page.reload();

    const dialog = await openChat(page);
    const input = dialog.getByRole('textbox', { name: 'Mensagem' });
    const send = dialog.getByRole('button', { name: 'Enviar mensagem' });
    const log = dialog.getByRole('region', { name: 'Mensagens da conversa' });
    await expect(input).toBeEnabled();
    await expect(send).toBeDisabled();

    await input.fill(
      `Olá! Sou o Renato, CEO da ${company}. Quero um site novo com orçamento de 20 mil para o próximo mês.`,
    );
    await input.press('Enter');
    // Loading, then the reply typed out at 15 ms per character: the input stays disabled throughout.
    await expect(input).toBeDisabled();
    await expect(log.getByText('Prazer, Renato!', { exact: false })).toBeVisible({ timeout: 20_000 });
    await expect(input).toBeDisabled();
    await expect(send).toBeDisabled();
    await expect(log.getByText('Qual é o melhor e-mail ou WhatsApp', { exact: false })).toBeVisible({
      timeout: 30_000,
    });
    await expect(input).toBeEnabled();
    await expect(input).toBeFocused();

    await input.fill(`Pode mandar para ${email}`);
    await input.press('Enter');
    await expect(log.getByRole('link', { name: '/questionario' })).toBeVisible({ timeout: 30_000 });
    await expect(log.getByRole('link', { name: '/#consultoria' })).toBeVisible();
    await expect(input).toBeEnabled();

    // The conversation survives a reload.
    await page.reload();
    const restored = await openChat(page);
    await expect(restored.getByRole('region').getByText(`Pode mandar para ${email}`)).toBeVisible();

    // The commercial team sees the lead (with its score) and got a notification.
    const staff = await playwrightRequest.newContext({ baseURL });
    const signIn = await staff.post('/api/auth/sign-in/email', {
      data: { email: demo.comercial, password: DEMO_PASSWORD },
      headers: { origin: String(baseURL) },
    });
    expect(signIn.ok()).toBeTruthy();
    const leads = await staff.get(`/api/leads?q=${encodeURIComponent(email)}`);
    expect(leads.status()).toBe(200);
    const found = (
      (await leads.json()).items as { email: string; company: string; source: string; score: number }[]
    ).filter((lead) => lead.email === email);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ company, source: 'chat', name: 'Renato Aurora' });
    // name 10 + company 15 + CEO 25 + budget 20 + timeline 15
    expect(found[0]!.score).toBe(85);
    const notifications = await staff.get('/api/notifications');
    expect(JSON.stringify(await notifications.json())).toContain(company);
    await staff.dispose();
  });

  test('rate limit: the widget shows the documented message', async ({ page }) => {
    await page.goto('/');
    await loginAs(page, 'usuario');
    await page.reload();
    await page.route('**/api/functions/secure-chat', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'rate_limited', message: 'Rate limit exceeded' } }),
      }),
    );
    const dialog = await openChat(page);
    const input = dialog.getByRole('textbox', { name: 'Mensagem' });
    await input.fill('Mais uma pergunta');
    await input.press('Enter');
    await expect(dialog.getByRole('listitem').filter({ hasText: RATE_LIMITED })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('Erro na comunicação', { exact: true })).toBeVisible();
    await expect(input).toBeEnabled();
  });

  test('keyboard and screen reader: opens from the keyboard, announces replies, Escape closes; axe clean', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await loginAs(page, 'usuario');
    await page.reload();
    const launcher = page.getByRole('button', { name: 'Abrir chat com o Agente Coder' });
    await launcher.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Agente Coder' });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole('textbox', { name: 'Mensagem' });
    await expect(input).toBeFocused();
    await expectAccessible(page);

    await page.keyboard.type('Vocês aceitam parcelamento?');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('chat-announcer')).toContainText('opções de parcelamento', {
      timeout: 30_000,
    });

    // Tab stays in the panel.
    for (let index = 0; index < 6; index += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir chat com o Agente Coder' })).toBeFocused();
  });

  // Issue 30: focus never leaves the dialog through send → loading → typing → idle, and is on the box when
  // the reply ends, on a browser that blurs a control the moment it is disabled and on one that does not.
  for (const browser of ['as installed', 'blurring disabled controls at once'] as const) {
    test(`focus stays in the chat through a reply (${browser})`, async ({ page }) => {
      test.setTimeout(90_000);
      if (browser !== 'as installed') await emulateBlurOnDisable(page);
      await page.goto('/');
      await loginAs(page, 'usuario');
      await page.reload();
      const dialog = await openChat(page);
      const input = dialog.getByRole('textbox', { name: 'Mensagem' });
      await expect(input).toBeFocused();
      const focus = await watchFocusInside(page, '#coders-chat-panel');

      // Sent with Enter from the box.
      await page.keyboard.type('Vocês aceitam parcelamento?');
      await page.keyboard.press('Enter');
      await expect(input).toBeDisabled();
      await expect(page.getByTestId('chat-announcer')).toContainText('opções de parcelamento', {
        timeout: 30_000,
      });
      await expect(input).toBeEnabled({ timeout: 30_000 });
      await expect(input).toBeFocused();

      // Sent with the button (keyboard on the button): focus waits on the box, not on <body>.
      await input.fill('Quanto tempo leva um site?');
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'Enviar mensagem' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(input).toBeDisabled();
      await expect(input).toBeEnabled({ timeout: 30_000 });
      await expect(input).toBeFocused();
      expect(await focus.lost()).toEqual({ lost: 0, where: [] });

      for (let index = 0; index < 6; index += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      }
    });
  }

  test('full screen and modal on a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await loginAs(page, 'usuario');
    await page.reload();
    const dialog = await openChat(page);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 740 });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Fechar chat' }).click();
    await expect(dialog).toBeHidden();
  });
});
