import { expect, expectAccessible, loginAs, test } from './fixtures';

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('admin overview and projects (docs/product/projects.md)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await loginAs(page, 'adm');
  });

  test('the dashboard shows the four counts and the system status', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    for (const title of ['Total de Leads', 'Projetos', 'Agendamentos', 'Mensagens de Chat']) {
      await expect(page.getByRole('heading', { name: title, exact: true }).first()).toBeVisible();
    }
    const stats = await (await page.request.get('/api/stats')).json();
    await expect(page.locator('[data-stat="chatMessages"]')).toHaveText(
      stats.chatMessages.toLocaleString('pt-BR'),
    );
    await expect(page.getByRole('heading', { name: 'Status do Sistema' })).toBeVisible();
    const database = page.locator('[data-check="database"]');
    await expect(database.getByText('Conectado com sucesso')).toBeVisible();
    await expect(database.getByText('OK', { exact: true })).toBeVisible();
    await expect(
      page.locator('[data-check="permissions"]').getByText('Permissões de admin verificadas'),
    ).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Navegação principal' })
        .getByRole('link', { name: 'Painel Admin' }),
    ).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Recolher menu' }).click();
    await expect(page.getByRole('button', { name: 'Expandir menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Projetos' })
      .click();
    await expect(page).toHaveURL(/\/admin\/projects$/);
    await page.getByRole('button', { name: 'Expandir menu' }).click();
  });

  test('creates a project with a client, refuses an end date before the start, edits it and changes its status', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const id = tag();
    const clientName = `Cliente Projeto ${id}`;
    const lead = await page.request.post('/api/leads', {
      data: { name: clientName, email: `cliente.${id}@exemplo.com.br`, status: 'won' },
    });
    expect(lead.ok()).toBeTruthy();
    const title = `Projeto E2E ${id}`;

    await page.goto('/admin/projects');
    await expect(page.getByRole('heading', { name: 'Gerenciamento de Projetos' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Novo Projeto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Projeto' });
    await dialog.getByRole('button', { name: 'Criar projeto' }).click();
    await expect(dialog.getByText('Título é obrigatório')).toBeVisible();

    await dialog.getByLabel('Título').fill(title);
    await dialog.getByLabel('Descrição').fill('Loja virtual com integração de pagamentos.');
    await dialog.getByRole('searchbox', { name: 'Buscar cliente' }).fill(id);
    const clientSelect = dialog.getByRole('combobox', { name: 'Cliente' });
    await expect(clientSelect.locator('option', { hasText: clientName })).toHaveCount(1);
    await clientSelect.selectOption({ label: clientName });
    await dialog.getByLabel('Orçamento (R$)').fill('12345.67');
    await dialog.getByLabel('Data de Início').fill('2026-03-10');
    await dialog.getByLabel('Data de Término').fill('2026-03-01');
    await dialog.getByRole('button', { name: 'Criar projeto' }).click();
    await expect(
      dialog.getByText('A data de término deve ser igual ou posterior à data de início.'),
    ).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel('Data de Término').fill('2026-04-30');
    await dialog.getByLabel('Status').selectOption('in_progress');
    await dialog.getByRole('button', { name: 'Criar projeto' }).click();
    await expect(page.getByText('O novo projeto foi criado com sucesso.')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'Buscar projetos' }).fill(clientName);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toBeVisible();
    await expect(row.getByText(clientName)).toBeVisible();
    await expect(row.getByText('R$ 12.345,67')).toBeVisible();
    await expect(row.getByText('10/03/2026')).toBeVisible();
    await expect(row.getByText('30/04/2026')).toBeVisible();
    await expect(row.getByRole('combobox', { name: `Status de ${title}` })).toHaveValue('in_progress');

    await row.getByRole('button', { name: `Editar ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Projeto' });
    await expect(edit.getByRole('combobox', { name: 'Cliente' })).toHaveValue(/[0-9a-f-]{36}/);
    await edit.getByLabel('Título').fill(`${title} v2`);
    await edit.getByLabel('Orçamento (R$)').fill('');
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('As informações do projeto foram atualizadas com sucesso.')).toBeVisible();
    const edited = page.getByRole('row', { name: new RegExp(`${title} v2`) });
    await expect(edited.getByRole('cell', { name: '-', exact: true })).toBeVisible();

    await edited.getByRole('combobox', { name: `Status de ${title} v2` }).selectOption('completed');
    await expect(page.getByText('O status do projeto foi atualizado com sucesso.')).toBeVisible();

    await page.getByRole('button', { name: /^Filtros/ }).click();
    await page.getByRole('menuitemradio', { name: 'Concluído' }).click();
    await expect(page).toHaveURL(/status=completed/);
    await expect(edited).toBeVisible();
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await page.getByRole('menuitemradio', { name: 'Cancelado' }).click();
    await expect(page.getByText('Nenhum projeto encontrado.')).toBeVisible();
  });
});
