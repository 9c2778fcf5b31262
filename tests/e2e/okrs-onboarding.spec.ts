/**
 * OKRs and onboarding (docs/product/okrs-and-onboarding.md): a check-in moves an objective's progress;
 * a new person completes an onboarding activity. Each journey makes its own objective or person, so a
 * CI retry on the same server passes. (The asset library's journey: assets.spec.ts.)
 */
import { saoPauloDay } from '@shared/format';
import { quarterOf } from '@shared/okrs/schemas';
import { expect, expectAccessible, invitedUser, loginAs, test, unique } from './fixtures';

test('a weekly check-in moves the objective’s progress', async ({ page, baseURL }) => {
  // The journey's own objective (adm, through the API), so a retry checks in on a fresh key result.
  const tag = unique();
  const headers = { origin: baseURL! };
  await page.goto('/');
  await loginAs(page, 'adm');
  const staff = (await (await page.request.get('/api/staff')).json()) as {
    items: { id: string; email: string }[];
  };
  const marina = staff.items.find((member) => member.email === 'mkt@coders.example')!.id;
  const objective = await page.request.post('/api/okrs/objectives', {
    data: { quarter: quarterOf(saoPauloDay()), level: 'company', title: `Crescer o blog ${tag}` },
    headers,
  });
  expect(objective.status()).toBe(201);
  const { id } = (await objective.json()) as { id: string };
  for (const [title, target] of [
    [`Publicar posts ${tag}`, '12'],
    [`Gravar vídeos ${tag}`, '4'],
  ] as const) {
    const created = await page.request.post(`/api/okrs/objectives/${id}/key-results`, {
      data: { title, unit: 'number', startValue: '0', targetValue: target, ownerId: marina },
      headers,
    });
    expect(created.status()).toBe(201);
  }

  await loginAs(page, 'mkt');
  await page.goto('/coders/colaboradores/okrs');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Crescer o blog ${tag}` }) });
  const progress = card.getByTestId('objective-progress');
  await expect(progress).toHaveText('0%');
  await expectAccessible(page);

  await card.getByRole('button', { name: `Check-in: Publicar posts ${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Check-in semanal' });
  await dialog.getByLabel('Valor atual').fill('6');
  await dialog.getByLabel('No rumo').check();
  await dialog.getByLabel('Nota (opcional)').fill('Metade com a série sobre IA.');
  await dialog.getByRole('button', { name: 'Registrar check-in' }).click();
  await expect(dialog).toBeHidden();
  // 6 of 12 posts (50 %) and no video yet (0 %): the objective is at their mean.
  await expect(progress).toHaveText('25%');

  await card.getByRole('button', { name: `Histórico: Publicar posts ${tag}` }).click();
  const history = page.getByRole('dialog', { name: 'Histórico de check-ins' });
  await expect(history.getByText('Metade com a série sobre IA.')).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(1);
});

test('a new person accepts the LGPD term and completes an activity; the team sees the progress', async ({
  page,
  browser,
  baseURL,
}) => {
  // The journey's own person: accepting the invitation starts the default (CLT) onboarding, eight
  // activities with the LGPD term first — so a retry starts from a fresh checklist.
  const name = `Pessoa Nova ${unique()}`;
  await page.goto('/');
  await loginAs(page, 'adm');
  const person = await invitedUser(page.request, baseURL!, ['mkt'], name);

  const context = await browser.newContext({ baseURL: baseURL! });
  const newcomer = await context.newPage();
  await newcomer.goto('/');
  await loginAs(newcomer, person.email, person.password);
  await newcomer.goto('/coders/colaboradores/onboarding');
  await expect(newcomer.getByRole('tab', { name: 'Meu onboarding', selected: true })).toBeVisible();
  const progress = newcomer.getByRole('tabpanel').getByTestId('onboarding-progress');
  await expect(progress).toHaveText('0 de 8 concluídas');
  await expectAccessible(newcomer);

  await newcomer.getByRole('button', { name: 'Ler e aceitar' }).click();
  const term = newcomer.getByRole('dialog', { name: 'Termo de confidencialidade e proteção de dados' });
  await term.getByRole('button', { name: 'Li e aceito o termo' }).click();
  await expect(term).toBeHidden();
  await expect(progress).toHaveText('1 de 8 concluídas');

  const documents = 'Concluir: Enviar documentos para o registro (CTPS, RG, CPF, comprovante de residência)';
  await newcomer.getByRole('button', { name: documents }).click();
  await expect(progress).toHaveText('2 de 8 concluídas');
  await expect(newcomer.getByRole('button', { name: documents })).toHaveCount(0);
  await context.close();

  // Everyone on the team sees her progress.
  await page.goto('/coders/colaboradores/onboarding');
  await page.getByRole('tab', { name: 'Pessoas' }).click();
  const row = page
    .getByRole('list', { name: 'Pessoas em onboarding' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(row.getByTestId('onboarding-progress')).toHaveText('2 de 8 concluídas');
});
