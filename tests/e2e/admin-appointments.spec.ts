import { expect, expectAccessible, loginAs, test } from './fixtures';

/** A free São Paulo slot far ahead, different on every run (the e2e database is shared by all files). */
function uniqueSlot(): string {
  const days = 700 + (Date.now() % 900);
  const date = new Date(Date.now() + days * 86_400_000);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(date);
  const hour = String(8 + (Math.floor(Date.now() / 1000) % 9)).padStart(2, '0');
  return `${day}T${hour}:30`;
}

test('sales creates an appointment, changes its status inline and opens Detalhes', async ({ page }) => {
  // A whole journey with several axe scans: longer than the default budget on a busy machine.
  test.setTimeout(150_000);
  const title = `Reunião E2E ${Date.now()}`;
  const slot = uniqueSlot();

  await page.goto('/');
  await loginAs(page, 'comercial');
  await page.goto('/admin/appointments');
  await expect(page.getByRole('heading', { name: 'Gerenciamento de Agendamentos' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Detalhes de / }).first()).toBeVisible();
  await expectAccessible(page);

  // Novo Agendamento: a form that really creates one.
  await page.getByRole('button', { name: 'Novo Agendamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await dialog.getByRole('button', { name: 'Criar agendamento' }).click();
  await expect(dialog.getByText('Título é obrigatório')).toBeVisible();
  await expect(dialog.getByText('Data e hora são obrigatórias')).toBeVisible();
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Descrição').fill('Apresentar a proposta de site institucional.');
  await dialog.getByLabel('Data e hora').fill(slot);
  const leadSelect = dialog.getByLabel('Lead (opcional)');
  await expect(leadSelect.locator('option').nth(1)).toBeAttached();
  await leadSelect.selectOption({ index: 1 });
  const leadLabel = (await leadSelect.locator('option:checked').textContent()) ?? '';
  const leadName = leadLabel.split(' — ')[0]!.trim();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Criar agendamento' }).click();
  await expect(page.getByText('O novo agendamento foi criado com sucesso.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The same slot is refused now that it is taken.
  await page.getByRole('button', { name: 'Novo Agendamento' }).click();
  await dialog.getByLabel('Título').fill(`${title} (duplicado)`);
  await dialog.getByLabel('Data e hora').fill(slot);
  await dialog.getByRole('button', { name: 'Criar agendamento' }).click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Já existe um agendamento neste horário.' }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  // Server-side search finds it; the search lives in the URL.
  await page.getByRole('searchbox', { name: 'Buscar agendamentos' }).fill(title);
  await expect(page).toHaveURL(/q=Reuni/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);

  // Inline status change with the documented toast, persisted on the server.
  await row.getByRole('combobox', { name: `Status de ${title}` }).selectOption('completed');
  await expect(page.getByText('O status do agendamento foi atualizado com sucesso.')).toBeVisible();
  const listed = await (await page.request.get(`/api/appointments?q=${encodeURIComponent(title)}`)).json();
  expect(listed.items[0].status).toBe('completed');

  // Detalhes: the appointment with its lead and contact links.
  await row.getByRole('button', { name: `Detalhes de ${title}` }).click();
  const details = page.getByRole('dialog', { name: title });
  await expect(details.getByText('Apresentar a proposta de site institucional.')).toBeVisible();
  await expect(details.getByText('Concluído')).toBeVisible();
  const leadSection = details.getByRole('region', { name: 'Lead' });
  await expect(leadSection.getByText(leadName, { exact: true })).toBeVisible();
  await expect(leadSection.getByRole('link', { name: 'Enviar e-mail' })).toHaveAttribute('href', /^mailto:/);
  // The status toast may still be on screen; its colours belong to the shared toaster (reported separately).
  await expectAccessible(page, { exclude: ['[data-sonner-toaster]'] });
  await details.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(details).toBeHidden();

  // Both empty-state hints.
  await page.getByRole('searchbox', { name: 'Buscar agendamentos' }).fill('nada-assim-existe-e2e');
  await expect(page.getByText('Nenhum agendamento encontrado')).toBeVisible();
  await expect(page.getByText('Tente usar outros termos de busca')).toBeVisible();
});

test('marketing cannot open the appointments page', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'mkt');
  await page.goto('/admin/appointments');
  await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
});
