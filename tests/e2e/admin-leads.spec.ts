import { readFileSync } from 'node:fs';
import { emulateBlurOnDisable, expect, expectAccessible, loginAs, test, watchFocusInside } from './fixtures';

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('admin leads (docs/product/leads.md)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await loginAs(page, 'adm');
  });

  test('creates a lead after a validation error, edits it, changes its status inline, searches and filters', async ({
    page,
  }) => {
    // A long journey with three accessibility scans: give it room on a busy machine.
    test.setTimeout(120_000);
    const id = tag();
    const name = `Lead E2E ${id}`;
    await page.goto('/admin/leads');
    await expect(page.getByRole('heading', { name: 'Gerenciamento de Leads' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Leads Gerais' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('combobox', { name: /^Status de / }).first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Novo Lead' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Lead' });
    await dialog.getByLabel('Nome').fill(name);
    await dialog.getByLabel('Email').fill('email-invalido');
    await dialog.getByRole('button', { name: 'Criar lead' }).click();
    await expect(dialog.getByText('Email inválido')).toBeVisible();
    await expect(dialog.getByLabel('Status')).toHaveValue('new');
    await expectAccessible(page);

    await dialog.getByLabel('Email').fill(`e2e.${id}@exemplo.com.br`);
    await dialog.getByLabel('Telefone').fill('(11) 98765-4321');
    await dialog.getByLabel('Empresa').fill('Empresa Original');
    await dialog.getByLabel('Interesse em Serviço').fill('Loja virtual');
    await dialog.getByLabel('Mensagem').fill('Criado pelo teste de ponta a ponta.');
    await dialog.getByRole('button', { name: 'Criar lead' }).click();
    await expect(page.getByText('Criado com sucesso', { exact: true })).toBeVisible();
    await expect(page.getByText('O novo lead foi criado com sucesso.')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'Buscar leads' }).fill(id);
    await expect(page).toHaveURL(new RegExp(`q=${id}`));
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(page.getByText('1 lead encontrado')).toBeVisible();
    await expect(row.getByText('Empresa Original')).toBeVisible();
    await expect(row.getByText(/^\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/)).toBeVisible();

    await row.getByRole('button', { name: `Editar ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Lead' });
    await expect(edit.getByLabel('Email')).toHaveValue(`e2e.${id}@exemplo.com.br`);
    await edit.getByLabel('Empresa').fill('Empresa Editada');
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Atualizado com sucesso', { exact: true })).toBeVisible();
    await expect(row.getByText('Empresa Editada')).toBeVisible();

    await row.getByRole('combobox', { name: `Status de ${name}` }).selectOption('qualified');
    await expect(page.getByText('Status atualizado', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('O status do lead foi atualizado com sucesso.')).toBeVisible();
    const saved = await (await page.request.get(`/api/leads?q=${id}`)).json();
    expect(saved.items[0]).toMatchObject({ status: 'qualified', company: 'Empresa Editada' });

    await page.getByRole('button', { name: 'Status: Todos os status' }).click();
    await page.getByRole('menuitemradio', { name: 'Qualificado' }).click();
    await expect(page).toHaveURL(/status=qualified/);
    await expect(row).toBeVisible();
    await page.getByRole('button', { name: 'Status: Qualificado' }).click();
    await page.getByRole('menuitemradio', { name: 'Perdido' }).click();
    await expect(page.getByText('Nenhum lead encontrado.')).toBeVisible();

    // The filtered list survives a reload (state in the URL).
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Buscar leads' })).toHaveValue(id);
    await expect(page.getByText('Nenhum lead encontrado.')).toBeVisible();
  });

  test('exports the filtered list as CSV with BOM and ; separator', async ({ page }) => {
    const id = tag();
    const created = await page.request.post('/api/leads', {
      data: {
        name: `Export ${id}`,
        email: `export.${id}@exemplo.com.br`,
        company: 'Café; Bar',
        status: 'won',
      },
    });
    expect(created.ok()).toBeTruthy();
    await page.goto(`/admin/leads?q=${id}`);
    await expect(page.getByRole('row', { name: new RegExp(`Export ${id}`) })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Nome;Email;Telefone;Empresa;Interesse;Mensagem;Status;Origem;Responsável;Pontuação;Criado em',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^Export ${id};export\\.${id}@exemplo\\.com\\.br;;"Café; Bar";;;Convertido;Manual;;;\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`,
      ),
    );
  });

  test("shows 'Leads do Coder' with totals and WhatsApp links prefixed with 55", async ({ page }) => {
    await page.goto('/admin/leads');
    await page.getByRole('tab', { name: 'Leads do Coder' }).click();
    await expect(page).toHaveURL(/tab=coder/);
    await expect(page.getByRole('heading', { name: 'Leads do Agente Coder' })).toBeVisible();
    await expect(page.getByText(/^Total: \d+ leads$/)).toBeVisible();
    await expect(page.getByText(/^Hoje: \d+$/)).toBeVisible();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: /no WhatsApp$/ }) })
      .first();
    const whatsapp = row.getByRole('link', { name: /no WhatsApp$/ });
    const phone = await row.getByText(/^\(\d{2}\) \d{4,5}-\d{4}$/).textContent();
    const digits = phone!.replace(/\D/g, '');
    const href = await whatsapp.getAttribute('href');
    expect(href).toMatch(new RegExp(`^https://wa\\.me/55${digits}\\?text=`));
    expect(decodeURIComponent(href!.split('text=')[1]!)).toMatch(/^Olá, .+! Aqui é da Coders\./);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(row.getByRole('link', { name: /^Enviar email para / })).toHaveAttribute('href', /^mailto:/);
    await expect(row.getByText('Agente Coder')).toBeVisible();
    await expectAccessible(page);
  });

  test('moves a lead on the Kanban with the keyboard and shows it on the timeline', async ({ page }) => {
    test.setTimeout(90_000);
    const id = tag();
    const name = `Kanban ${id}`;
    const created = await page.request.post('/api/leads', {
      data: { name, email: `kanban.${id}@exemplo.com.br`, status: 'new' },
    });
    expect(created.ok()).toBeTruthy();
    // Issue 30: the drawer's saves keep focus even on a browser that blurs a control once it is disabled.
    await emulateBlurOnDisable(page);
    await page.goto(`/admin/leads?view=kanban&q=${id}`);
    const newColumn = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Novo' }) });
    const contacted = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Contatado' }) });
    const card = newColumn.getByRole('listitem', { name: new RegExp(`^${name}`) });
    await expect(card).toBeVisible();
    await expectAccessible(page);

    await card.focus();
    await page.keyboard.press('ArrowRight');
    const moved = contacted.getByRole('listitem', { name: new RegExp(`^${name}`) });
    await expect(moved).toBeVisible();
    await expect(moved).toBeFocused();
    await expect(page.getByText('Status atualizado', { exact: true }).first()).toBeVisible();
    await expect(newColumn.getByRole('listitem', { name: new RegExp(`^${name}`) })).toHaveCount(0);
    await expect
      .poll(async () => (await (await page.request.get(`/api/leads?q=${id}`)).json()).items[0].status)
      .toBe('contacted');

    // The 'Mover para' menu does the same without drag or arrows.
    await moved.getByRole('button', { name: `Mover ${name} para` }).click();
    await page.getByRole('menuitem', { name: 'Qualificado' }).click();
    const qualified = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Qualificado' }) });
    await expect(qualified.getByRole('listitem', { name: new RegExp(`^${name}`) })).toBeVisible();

    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Status alterado de Novo para Contatado')).toBeVisible();
    await expect(drawer.getByText('Status alterado de Contatado para Qualificado')).toBeVisible();
    await drawer.getByLabel('Nova nota').fill('Retornar na segunda-feira.');
    const focus = await watchFocusInside(page, '[role="dialog"]');
    await drawer.getByRole('button', { name: 'Adicionar nota' }).focus();
    await page.keyboard.press('Enter');
    await expect(drawer.getByText('Retornar na segunda-feira.')).toBeVisible();
    const owner = drawer.getByLabel('Responsável');
    await owner.focus();
    await owner.selectOption({ label: 'Carlos Comercial' });
    await expect(page.getByText('Responsável atualizado', { exact: true }).first()).toBeVisible();
    await expect(owner).toBeFocused();
    expect(await focus.lost()).toEqual({ lost: 0, where: [] });
    await expectAccessible(page);
  });

  test('works at 375 px: the sidebar becomes a sheet opened by the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 780 });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu de navegação' });
    await sheet.getByRole('link', { name: 'Leads' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expect(page.getByRole('heading', { name: 'Gerenciamento de Leads' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});

test.describe('CSV import', () => {
  test('previews, maps and imports: a known e-mail updates its lead, a new e-mail with a known phone is a new lead flagged as a possible duplicate', async ({
    page,
  }) => {
    await page.goto('/');
    await loginAs(page, 'adm');
    const id = tag();
    const digits = String(Date.now()).slice(-8);
    const phone = `(31) 9${digits.slice(0, 4)}-${digits.slice(4)}`;
    const existing = await page.request.post('/api/leads', {
      data: { name: `Antigo ${id}`, email: `antigo.${id}@exemplo.com.br`, phone, status: 'qualified' },
    });
    expect(existing.ok()).toBeTruthy();
    const csv =
      '\uFEFFNome;E-mail;Celular;Empresa;Situação\r\n' +
      `Novo ${id};novo.${id}@exemplo.com.br;(11) 91234-5678;"Padaria; Café";Contatado\r\n` +
      `Atualizado ${id};ANTIGO.${id}@exemplo.com.br;;Empresa Nova;\r\n` +
      `Mesmo Telefone ${id};outro.${id}@exemplo.com.br;+55 ${phone};Empresa Outra;\r\n` +
      `Sem Email ${id};;;;\r\n`;

    await page.goto('/admin/leads');
    await page.getByRole('button', { name: 'Importar CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar leads (CSV)' });
    await dialog.getByLabel('Arquivo CSV').setInputFiles({
      name: `leads-${id}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await expect(dialog.getByText(`leads-${id}.csv`)).toBeVisible();
    await expect(dialog.getByLabel('Email *')).toHaveValue('1');
    await expect(dialog.getByLabel('Telefone')).toHaveValue('2');
    await expect(dialog.getByLabel('Status')).toHaveValue('4');
    await expect(dialog.getByRole('cell', { name: 'Padaria; Café' })).toBeVisible();
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Importar 4 linhas' }).click();
    await expect(dialog.getByText('Importação concluída: 4 linhas processadas.')).toBeVisible();
    await expect(dialog.getByText('2 leads criados')).toBeVisible();
    await expect(dialog.getByText('1 lead atualizado (mesmo email)')).toBeVisible();
    await expect(dialog.getByText('1 possível duplicado para conferir na aba Duplicados')).toBeVisible();
    await expect(dialog.getByText('Linha 5: Email é obrigatório')).toBeVisible();
    await dialog.getByRole('button', { name: 'Concluir' }).click();
    await expect(dialog).toBeHidden();

    const list = await (await page.request.get(`/api/leads?q=${id}`)).json();
    expect(list.items.map((item: { name: string }) => item.name).sort()).toEqual([
      `Atualizado ${id}`,
      `Mesmo Telefone ${id}`,
      `Novo ${id}`,
    ]);
    const updated = list.items.find((item: { name: string }) => item.name === `Atualizado ${id}`);
    expect(updated).toMatchObject({ company: 'Empresa Nova', status: 'qualified', phone });
    const created = list.items.find((item: { name: string }) => item.name === `Novo ${id}`);
    expect(created).toMatchObject({ company: 'Padaria; Café', status: 'contacted', source: 'manual' });
    const other = list.items.find((item: { name: string }) => item.name === `Mesmo Telefone ${id}`);
    const details = await (await page.request.get(`/api/leads/${other.id}`)).json();
    expect(details.duplicates).toEqual([
      expect.objectContaining({
        reasons: ['phone'],
        other: expect.objectContaining({ name: `Atualizado ${id}` }),
      }),
    ]);
  });
});
