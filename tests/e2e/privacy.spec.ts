/**
 * LGPD (docs/product/privacy-lgpd.md): a person asks for the deletion of their data on /meus-dados;
 * with SMTP off, the adm verifies the identity by phone, exports the data and anonymises it from the
 * Privacidade page; afterwards the person's name appears nowhere in the back office.
 */
import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, loginAs, test } from './fixtures';

test('pedido em Meus dados → verificado → exportado → anonimizado; o nome some do back office', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const name = `Helena Quintas ${stamp}`;
  const email = `helena.${stamp}@titular-e2e.com.br`;

  // The person is a lead with a note (the note and the notification carry the name).
  await loginAs(page, 'comercial');
  const created = await page.request.post('/api/leads', {
    data: { name, email, phone: '(21) 96543-2109', status: 'contacted' },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  expect(
    (await page.request.post(`/api/leads/${id}/notes`, { data: { content: `Falar com ${name}` } })).status(),
  ).toBe(201);

  // The visitor, signed out, on the rights page linked from the footer.
  const visitorContext = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await visitor.getByRole('contentinfo').getByRole('link', { name: 'Meus dados' }).click();
  await expect(visitor).toHaveURL(/\/meus-dados$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Meus dados' })).toBeVisible();
  await visitor.getByLabel('E-mail usado com a Coders').fill(email);
  await visitor.getByRole('radio', { name: /Eliminação/ }).check();
  await visitor.getByLabel('Nome (opcional)').fill(name);
  await visitor.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(visitor.getByRole('status')).toContainText('Recebemos o seu pedido');
  await expectAccessible(visitor);
  await visitorContext.close();

  // The adm works the request from one screen.
  await loginAs(page, 'adm');
  await page.goto('/coders/adm/privacidade');
  const card = page.getByRole('article', { name: `Pedido de ${name}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Não verificada');
  await expect(card).toContainText('Faltam 15 dias');
  await card.getByRole('button', { name: 'Verificar identidade' }).click();
  await page.getByLabel('Como foi confirmado').fill('Liguei para o telefone do cadastro');
  await page.getByRole('button', { name: 'Confirmar verificação' }).click();
  await expect(card).toContainText('Verificada (aberta)');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Exportar JSON' }).click(),
  ]);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(exported.tables.leads[0].name).toBe(name);
  expect(exported.tables.lead_notes.length).toBe(1);

  // 'Anonimizar' shows what will change first, table by table, with counts (issue 24).
  await card.getByRole('button', { name: 'Anonimizar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Anonimizar os dados do titular?' });
  const preview = dialog.getByRole('table', { name: 'O que será alterado, por tabela' });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('row', { name: /Leads/ })).toContainText('Nome (1)');
  await expect(preview.getByRole('row', { name: /Anotações do lead/ })).toContainText('Texto (1)');
  await expect(dialog).toContainText(/\d+ campos em \d+ registros de \d+ tabelas/);
  await expect(page.getByText('Identidade verificada')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath('anonymize-preview-375.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  // The data changes meanwhile: the confirmation is refused and the preview recalculated.
  expect(
    (
      await page.request.post(`/api/leads/${id}/notes`, { data: { content: `Mais uma nota de ${name}` } })
    ).status(),
  ).toBe(201);
  await dialog.getByRole('button', { name: 'Anonimizar exatamente isto' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Os dados do titular mudaram desde a prévia');
  await expect(preview.getByRole('row', { name: /Anotações do lead/ })).toContainText('Texto (2)');
  await page.screenshot({ path: test.info().outputPath('anonymize-preview-stale.png') });
  await dialog.getByRole('button', { name: 'Anonimizar exatamente isto' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText('Anonimizado em');
  await card.getByRole('button', { name: 'Encerrar com resposta' }).click();
  await page.getByLabel('Resposta ao titular').fill('Os seus dados foram anonimizados, como pedido.');
  await page.getByRole('button', { name: 'Encerrar pedido' }).click();
  await expect(card).toHaveCount(0);

  // Nowhere in the back office: leads search, notifications, audit.
  await page.goto(`/admin/leads?q=${encodeURIComponent(`Helena Quintas ${stamp}`)}`);
  await expect(page.getByText('Nenhum lead encontrado.')).toBeVisible();
  const search = await page.request.get(`/api/leads?q=${encodeURIComponent(String(stamp))}`);
  expect(JSON.stringify(await search.json())).not.toContain(name);
  const notifications = await page.request.get('/api/notifications');
  expect(JSON.stringify(await notifications.json())).not.toContain(name);
  await page.goto('/coders/adm/auditoria');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(name);
  const audit = await page.request.get('/api/audit');
  expect(JSON.stringify(await audit.json())).not.toContain(name);
  expect(JSON.stringify(await audit.json())).not.toContain(email);
});

test('o link de confirmação de uma revogação oferece confirmar ou desfazer; um link inválido é recusado', async ({
  page,
}) => {
  await page.goto(`/meus-dados/revogacao?token=${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Comunicações de marketing' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sim, fui eu: não quero receber marketing' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 700 });
  await page.screenshot({ path: test.info().outputPath('withdrawal-375.png') });
  await page.getByRole('button', { name: 'Não fui eu: desfazer o pedido' }).click();
  await expect(page.getByRole('alert')).toContainText('Link inválido ou expirado.');
  await expectAccessible(page);
});
