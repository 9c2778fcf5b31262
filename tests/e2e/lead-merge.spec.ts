/**
 * One person, one lead (issue 24, decision 056), end to end: a visitor with a new e-mail answers the
 * questionnaire with the phone of a lead the team already has. The visitor becomes a lead of their own,
 * both drawers say 'Possível duplicado'; staff compare the two side by side, pick the fields, merge,
 * and one lead is left with both histories (the team's note, the visitor's questionnaire and consent).
 */
import { expect, expectAccessible, loginAs, test } from './fixtures';

// Its own client address, so the public form's per-address limit counts this journey apart.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.48' } });

const questionnaire = (contact: { name: string; email: string; phone: string }, formToken: string) => ({
  answers: {
    company: 'Estúdio Aurora',
    segment: 'servicos',
    segmentOther: '',
    companySize: '2-10',
    role: 'ceo',
    services: ['sites'],
    hasSite: 'nao',
    siteUrl: '',
    gptChannels: [],
    hasLogo: '',
    automationTools: '',
    goals: ['mais-clientes'],
    details: '',
    budget: '5-10k',
    timeline: 'este-mes',
    contactPreference: 'whatsapp',
    ...contact,
  },
  consent: { purpose: true, marketing: true },
  website: '',
  formToken,
});

test('dois leads com o mesmo telefone: aviso de duplicado, comparação, mesclagem e um lead com os dois históricos', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const digits = String(stamp).slice(-8);
  const phone = `(21) 9${digits.slice(0, 4)}-${digits.slice(4)}`;
  await loginAs(page, 'comercial');

  const created = await page.request.post('/api/leads', {
    data: {
      name: `Ana Ribeiro ${stamp}`,
      email: `ana.${stamp}@empresa.com.br`,
      phone,
      company: 'Empresa Antiga',
      status: 'qualified',
    },
  });
  expect(created.status()).toBe(201);
  const known = await created.json();
  await page.request.post(`/api/leads/${known.id}/notes`, { data: { content: `Ligar na segunda ${stamp}` } });

  // Someone with another e-mail and name sends the questionnaire with the same number.
  const { token } = await (await page.request.get('/api/public/form-token?form=questionario')).json();
  const visitorEmail = `aurora.${stamp}@gmail.com`;
  await expect
    .poll(
      async () =>
        (
          await page.request.post('/api/public/questionnaire', {
            data: questionnaire({ name: `Ana R. Souza ${stamp}`, email: visitorEmail, phone }, token),
          })
        ).status(),
      { intervals: [1000], timeout: 10_000 },
    )
    .toBe(201);

  // The visitor is a lead of their own, in the list.
  await page.goto(`/admin/leads?q=${stamp}`);
  await expect(page.getByText('2 leads encontrados')).toBeVisible();
  await page.getByRole('button', { name: `Ver detalhes de Ana R. Souza ${stamp}` }).click();
  const drawer = page.getByRole('dialog', { name: `Ana R. Souza ${stamp}` });
  const banner = drawer.getByRole('region', { name: 'Possível duplicado' });
  await expect(banner).toBeVisible();
  await expect(banner.getByText(`Ana Ribeiro ${stamp}`)).toBeVisible();
  await expect(banner.getByText('Motivo: mesmo telefone')).toBeVisible();
  await expectAccessible(page);

  await banner.getByRole('button', { name: 'Comparar e mesclar' }).click();
  const merge = page.getByRole('dialog', { name: 'Mesclar leads' });
  await expect(merge.getByRole('group', { name: 'Nome' })).toBeVisible();
  // The phone is the same on both: nothing to pick.
  await expect(merge.getByText(`${phone} (igual nos dois)`)).toBeVisible();
  await merge
    .getByRole('group', { name: 'Nome' })
    .getByRole('radio', { name: `Ana R. Souza ${stamp}` })
    .check();
  await merge.getByRole('group', { name: 'Empresa' }).getByRole('radio', { name: 'Estúdio Aurora' }).check();
  const status = merge.getByRole('group', { name: 'Status' });
  await expect(status.getByRole('radio', { name: 'Qualificado' })).toBeChecked();
  const history = merge.getByRole('table', { name: /Histórico de cada lead/ });
  await expect(history.getByRole('row', { name: /Anotações/ })).toContainText('1');
  await expect(history.getByRole('row', { name: /Envios e eventos/ })).toBeVisible();
  await expectAccessible(page);

  await merge.getByRole('button', { name: 'Mesclar leads' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Mesclar os dois leads?' });
  await confirm.getByRole('button', { name: 'Mesclar leads' }).click();
  await expect(page.getByText('Leads mesclados', { exact: true }).first()).toBeVisible();

  // One lead left: the team's lead, with the fields picked and both histories.
  await expect(page).toHaveURL(new RegExp(`lead=${known.id}`));
  const kept = page.getByRole('dialog', { name: `Ana R. Souza ${stamp}` });
  await expect(kept.getByText('Estúdio Aurora ·', { exact: false })).toBeVisible();
  await expect(kept.getByRole('region', { name: 'Possível duplicado' })).toHaveCount(0);
  const contacts = kept.getByRole('list', { name: 'Outros contatos' });
  await expect(contacts.getByText(visitorEmail)).toBeVisible();
  await expect(contacts.getByText('Mesclagem')).toBeVisible();
  await expect(kept.getByText('Respondeu o questionário', { exact: true })).toBeVisible();
  await expect(kept.getByText(`Ligar na segunda ${stamp}`)).toBeVisible();
  await expect(
    kept.getByText(`Ana R. Souza ${stamp} foi incorporado a este lead por mesclagem`),
  ).toBeVisible();
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(page.getByText('1 lead encontrado')).toBeVisible();
  const byVisitorEmail = await (await page.request.get(`/api/leads?q=${visitorEmail}`)).json();
  expect(byVisitorEmail.items.map((item: { id: string }) => item.id)).toEqual([known.id]);
});

test('a aba Duplicados lista os pares e fecha um par com "Não é duplicado"', async ({ page }) => {
  const stamp = Date.now();
  const digits = String(stamp).slice(-8);
  const phone = `(31) 9${digits.slice(0, 4)}-${digits.slice(4)}`;
  await loginAs(page, 'adm');
  for (const [name, email] of [
    [`Bruno Lima ${stamp}`, `bruno.${stamp}@x.com.br`],
    [`Bruna Lima ${stamp}`, `bruna.${stamp}@x.com.br`],
  ]) {
    expect(
      (await page.request.post('/api/leads', { data: { name, email, phone, status: 'new' } })).status(),
    ).toBe(201);
  }
  await page.goto('/admin/leads?tab=duplicados');
  await expect(page.getByRole('tab', { name: /^Duplicados/ })).toHaveAttribute('aria-selected', 'true');
  const pair = page.getByRole('listitem', {
    name: `Possível duplicado: Bruno Lima ${stamp} e Bruna Lima ${stamp}`,
  });
  await expect(pair).toBeVisible();
  await expect(pair.getByText('mesmo telefone')).toBeVisible();
  await expectAccessible(page);

  await pair.getByRole('button', { name: /não é duplicado$/ }).click();
  await expect(page.getByText('Marcado como não duplicado', { exact: true }).first()).toBeVisible();
  await expect(pair).toHaveCount(0);
  await page.getByRole('button', { name: 'Não são duplicados' }).click();
  await expect(
    page.getByRole('listitem', { name: `Possível duplicado: Bruno Lima ${stamp} e Bruna Lima ${stamp}` }),
  ).toBeVisible();
});
