/**
 * Two-factor sign-in (issue 28 deliverable 5, decision 064): adm requires it of Financeiro in
 * Configurações → Segurança; a financeiro who signs in is sent to enrol (QR code, secret, a code from
 * the app, recovery codes), and from then on signs in with a code the test computes from the secret shown.
 */
import { secretOfUri, totpCode } from '../support/totp';
import { expect, expectAccessible, invitedUser, loginAs, test } from './fixtures';

const base = () => String(test.info().project.use.baseURL);

// The requirement is the server's: put it back so the other journeys' demo logins are untouched.
test.afterEach(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: base() });
  const page = await context.newPage();
  await loginAs(page, 'adm');
  const reset = await page.request.put('/api/settings', {
    data: { twoFactorRequiredRoles: [] },
    headers: { origin: base() },
  });
  expect(reset.ok()).toBeTruthy();
  await context.close();
});

test('adm requires it of Financeiro; a financeiro enrols, then signs in with the code', async ({
  page,
  browser,
}) => {
  // A financeiro of this journey's own (the demo financeiro stays as the README says).
  await loginAs(page, 'adm');
  const person = await invitedUser(page.request, base(), ['financeiro'], 'Fernanda Finanças');

  await page.goto('/admin/settings?aba=seguranca');
  await page.getByRole('tab', { name: 'Segurança' }).click();
  const card = page.getByRole('group', { name: 'Exigir para as funções' });
  await expect(card.getByLabel('Administrador')).not.toBeChecked();
  await card.getByLabel('Financeiro').check();
  await page.getByRole('button', { name: 'Salvar exigência' }).click();
  await expect(page.getByText('As configurações de segurança foram salvas com sucesso.')).toBeVisible();

  // The financeiro signs in: the password alone reaches only the enrolment.
  const context = await browser.newContext({ baseURL: base() });
  const member = await context.newPage();
  await member.goto('/auth');
  await member.getByLabel('Email').fill(person.email);
  await member.getByLabel('Senha').fill(person.password);
  await member.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(member).toHaveURL(/\/conta\?duas-etapas=obrigatoria/);
  await expect(member.getByText('Sua função exige a verificação em duas etapas.')).toBeVisible();
  // The server refuses the back office meanwhile.
  const blocked = await member.request.get('/api/invoices');
  expect(blocked.status()).toBe(403);
  expect((await blocked.json()).error.code).toBe('two_factor_required');

  await member.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  const dialog = member.getByRole('dialog');
  await dialog.getByLabel('Senha atual').fill(person.password);
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code para o aplicativo autenticador' })).toBeVisible();
  await expectAccessible(member);
  const typed = (await dialog.getByTestId('totp-secret').textContent()) ?? '';
  const secret = secretOfUri(`otpauth://totp/x?secret=${typed.replace(/\s+/g, '')}`);
  await dialog.getByLabel('Código de 6 dígitos do aplicativo').fill('000000');
  await dialog.getByRole('button', { name: 'Confirmar e ativar' }).click();
  if (totpCode(secret) !== '000000') await expect(dialog.getByRole('alert')).toContainText('Código inválido');
  await dialog.getByLabel('Código de 6 dígitos do aplicativo').fill(totpCode(secret));
  await dialog.getByRole('button', { name: 'Confirmar e ativar' }).click();
  await expect(dialog.getByRole('heading', { name: 'Verificação em duas etapas ativada' })).toBeVisible();
  await expect(dialog.getByTestId('recovery-code')).toHaveCount(10);
  await dialog.getByRole('button', { name: 'Concluir' }).click();
  await expect(member.getByText('Ativa', { exact: true })).toBeVisible();
  expect((await member.request.get('/api/invoices')).status()).toBe(200);

  // Next sign-in: after the password, the code.
  await context.clearCookies();
  await member.goto('/auth');
  await member.getByLabel('Email').fill(person.email);
  await member.getByLabel('Senha').fill(person.password);
  await member.getByRole('button', { name: 'Entrar', exact: true }).click();
  const step = member.getByRole('form', { name: 'Verificação em duas etapas' });
  await expect(step.getByLabel('Código do aplicativo')).toBeFocused();
  await expectAccessible(member);
  expect((await member.request.get('/api/me').then((r) => r.json())).user).toBeNull();
  await step.getByLabel('Código do aplicativo').fill(totpCode(secret));
  await step.getByRole('button', { name: 'Verificar e entrar' }).click();
  await expect(member).not.toHaveURL(/\/auth/);
  expect((await member.request.get('/api/me').then((r) => r.json())).user.email).toBe(person.email);
  await member.goto('/dashboard/financeiro');
  await expect(member.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(member).toHaveURL(/\/dashboard\/financeiro$/);
  await context.close();
});
