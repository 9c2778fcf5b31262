import { type Page, request as playwrightRequest } from '@playwright/test';
import { expect, expectAccessible, loginAs, test } from './fixtures';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/**
 * Resolves when the page's notification stream is open. The server subscribes the listener before
 * it answers, so once the response arrives no later server event can be missed.
 */
const streamOpened = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/realtime' && response.ok());

test.describe('the notification bell in real time', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a notification created on the server appears in the open bell within 2 s, and is marked read', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await loginAs(page, 'adm');
    const connected = streamOpened(page);
    await page.goto('/admin/users');
    const bell = page.getByRole('button', { name: /^Notificações/ });
    await expect(bell).toBeVisible();
    await bell.click();
    const list = page.getByRole('list', { name: 'Lista de notificações' });
    await expect(page.getByRole('heading', { name: 'Notificações' })).toBeVisible();
    await expectAccessible(page);
    await connected;

    // A real server event: someone accepts an invitation, every admin is told.
    const name = `Pessoa ${unique()}`;
    const email = `tempo.real.${unique()}@exemplo.com.br`;
    const invite = await page.request.post('/api/users/invitations', {
      data: { email, staffRoles: ['mkt'] },
      headers: { origin: baseURL! },
    });
    const { url } = await invite.json();
    const anonymous = await playwrightRequest.newContext({ baseURL });
    const accepted = await anonymous.post(`/api/access-links/invite/${url.split('/').pop()}`, {
      data: { name, password: 'senha-tempo-real-1' },
      headers: { origin: baseURL! },
    });
    expect(accepted.ok()).toBeTruthy();
    await anonymous.dispose();

    const row = list.getByRole('button', { name: new RegExp(`Convite aceito.*${name}`) });
    // Pushed, not polled: the row appears within the 2 s the product promises.
    await expect(row).toBeVisible({ timeout: 2000 });
    await expect(list.getByRole('listitem').first()).toContainText(name);
    await expect(row).toContainText('(não lida)');

    await row.click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await bell.click();
    await expect(list.getByRole('button', { name: new RegExp(`Convite aceito.*${name}`) })).not.toContainText(
      '(não lida)',
    );
    const server = await (await page.request.get('/api/notifications')).json();
    const stored = server.items.find((item: { message: string }) => item.message.includes(name));
    expect(stored.status).toBe('read');
  });

  test('high priority arrivals toast; Marcar todas como lidas clears them', async ({ page, baseURL }) => {
    await page.goto('/');
    await loginAs(page, 'adm');
    const connected = streamOpened(page);
    await page.goto('/admin/settings');
    const bell = page.getByRole('button', { name: /^Notificações/ });
    await expect(bell).toBeVisible();
    await connected;

    // A lead marked won notifies staff with high priority.
    const lead = `Lead Tempo Real ${unique()}`;
    const created = await page.request.post('/api/leads', {
      data: { name: lead, email: `lead.${unique()}@exemplo.com.br`, status: 'new', message: '' },
      headers: { origin: baseURL! },
    });
    expect(created.ok(), await created.text()).toBeTruthy();
    const { id } = await created.json();
    const won = await page.request.patch(`/api/leads/${id}/status`, {
      data: { status: 'won' },
      headers: { origin: baseURL! },
    });
    expect(won.ok(), await won.text()).toBeTruthy();
    await expect(page.getByText(`${lead} foi marcado como convertido.`)).toBeVisible({ timeout: 2000 });

    await bell.click();
    const list = page.getByRole('list', { name: 'Lista de notificações' });
    const row = list.getByRole('button', { name: new RegExp(`Lead convertido.*${lead}`) });
    await expect(row).toContainText('(não lida)');
    await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
    await expect(row).not.toContainText('(não lida)');
    await expect(list.getByText('(não lida)')).toHaveCount(0);
  });
});
