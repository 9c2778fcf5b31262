/**
 * A stranger answers the questionnaire with a known customer's e-mail: the lead keeps its data, and the
 * team sees the other name and phone as a suggestion in the lead drawer, with the consent
 * history, and applies it (decision 012).
 */
import { expect, expectAccessible, loginAs, test } from './fixtures';

test('sugestão de dados de um formulário público aparece no lead e é aplicada pela equipe', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now();
  const email = `cliente.${stamp}@exemplo.com.br`;
  await loginAs(page, 'adm');
  const created = await page.request.post('/api/leads', {
    data: { name: `Cliente Real ${stamp}`, email, phone: '(21) 97777-1234', status: 'qualified' },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  // The form's token is served, the visitor takes their time, then sends with the customer's e-mail.
  const served = await page.request.get('/api/public/form-token?form=questionario');
  const { token } = await served.json();
  await expect
    .poll(
      async () => {
        const response = await page.request.post('/api/public/questionnaire', {
          data: {
            answers: {
              company: 'Empresa Estranha',
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
              name: `Estranho ${stamp}`,
              email,
              phone: '(11) 91234-5678',
              contactPreference: 'whatsapp',
            },
            consent: { purpose: true, marketing: true },
            website: '',
            formToken: token,
          },
        });
        return response.status();
      },
      { intervals: [1000], timeout: 10_000 },
    )
    .toBe(201);

  await page.goto(`/admin/leads?lead=${id}`);
  const drawer = page.getByRole('dialog', { name: `Cliente Real ${stamp}` });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Sugestões de atualização (1)' })).toBeVisible();
  await expect(drawer.getByText(`Estranho ${stamp}`)).toBeVisible();
  const history = drawer.getByRole('list', { name: 'Histórico de consentimento' });
  await expect(history.getByText('Novidades e marketing')).toBeVisible();
  await expect(drawer.getByText('Respondeu o questionário', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await drawer.getByRole('button', { name: 'Aplicar sugestão' }).click();
  await expect(page.getByText('Sugestão aplicada', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: `Estranho ${stamp}` })).toBeVisible();
  await expect(drawer.getByRole('heading', { name: /Sugestões de atualização/ })).toHaveCount(0);
  const lead = await (await page.request.get(`/api/leads/${id}`)).json();
  expect(lead).toMatchObject({ name: `Estranho ${stamp}`, phone: '(11) 91234-5678' });
});
