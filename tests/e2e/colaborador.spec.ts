/**
 * Roles for everyone (decision 065): a designer with the 'colaborador' role signs in to the back
 * office, lands on their own day (their tasks and hours), logs time on their project, and sees only
 * their world — the sidebar lists only what they can open, the project list only their projects,
 * and a direct URL to leads is refused by the page guard and by the server. Then adm makes a custom
 * role in Papéis from permissions and gives it to a person, whose sidebar follows.
 */
import type { StaffPerson } from '@shared/tasks/schemas';
import { expect, expectAccessible, invitedUser, loginAs, test, unique } from './fixtures';

test('a colaborador signs in, logs time, and sees only their world', async ({ browser, page, baseURL }) => {
  test.slow();
  const tag = unique();
  const headers = { origin: baseURL! };
  const name = `Designer ${tag}`;

  // adm prepares the journey's own colaborador, their project with a task, and a project not theirs.
  await page.goto('/');
  await loginAs(page, 'adm');
  const person = await invitedUser(page.request, baseURL!, ['colaborador'], name);
  const people = (await (await page.request.get('/api/tasks/people')).json()) as { items: StaffPerson[] };
  const personId = people.items.find((item) => item.email === person.email)!.id;
  const project = async (title: string) => {
    const response = await page.request.post('/api/projects', {
      data: { title, status: 'in_progress', budget: '8000' },
      headers,
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const mine = await project(`Identidade visual ${tag}`);
  const notMine = await project(`Projeto de outra equipe ${tag}`);
  const task = await page.request.post('/api/tasks', {
    data: { title: `Logo e paleta ${tag}`, projectId: mine, assigneeIds: [personId] },
    headers,
  });
  expect(task.status()).toBe(201);

  // The colaborador signs in where the staff sign in, and is let into the back office.
  const context = await browser.newContext();
  const designer = await context.newPage();
  await designer.goto('/coders/login');
  await designer.getByLabel('Email').fill(person.email);
  await designer.getByLabel('Senha').fill(person.password);
  await designer.getByRole('button', { name: 'Entrar' }).click();
  await expect(designer).toHaveURL(/\/coders$/);

  // Their landing: their own tasks and hours.
  await designer.goto('/dashboard');
  await expect(designer).toHaveURL(/\/coders\/colaboradores\/visao-geral$/);
  await expect(designer.getByText('Minhas tarefas abertas')).toBeVisible();
  await expect(designer.getByText('Minhas horas nesta semana')).toBeVisible();

  // The sidebar lists only their world.
  const nav = designer.getByRole('navigation', { name: 'Navegação principal' });
  for (const label of ['Tarefas', 'Timesheet', 'OKRs', 'Onboarding', 'Projetos', 'Minha conta'])
    await expect(nav.getByRole('link', { name: label, exact: true }).first()).toBeVisible();
  for (const label of ['Leads', 'Faturas', 'Usuários', 'Configurações', 'Propostas', 'Painel Admin'])
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(0);

  // They log time on their project with the timer.
  await designer.goto('/coders/colaboradores/timesheet');
  await expect(designer.getByRole('heading', { level: 1, name: 'Timesheet' })).toBeVisible();
  await designer.getByLabel('Projeto', { exact: true }).first().selectOption(mine);
  await designer.getByLabel('O que está fazendo?').fill(`Rascunhos do logo ${tag}`);
  await designer.getByRole('button', { name: 'Iniciar cronômetro' }).click();
  await expect(designer.getByTestId('running-timer')).toContainText(`Rascunhos do logo ${tag}`);
  await designer.getByRole('button', { name: 'Parar' }).click();
  await expect(designer.getByRole('list', { name: 'Lançamentos da semana' })).toContainText(
    `Rascunhos do logo ${tag}`,
  );

  // Projects: theirs only, without the budget.
  await designer.goto('/coders/colaboradores/projetos');
  await expect(designer.getByText(`Identidade visual ${tag}`)).toBeVisible();
  await expect(designer.getByText(`Projeto de outra equipe ${tag}`)).toHaveCount(0);
  await expect(designer.getByText('R$ 8.000,00')).toHaveCount(0);
  expect((await designer.request.get(`/api/projects/${notMine}`)).status()).toBe(404);
  await expectAccessible(designer);

  // A direct URL to leads: the page guard says no, and so does the server.
  await designer.goto('/admin/leads');
  await expect(designer.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
  expect((await designer.request.get('/api/leads')).status()).toBe(403);
  expect((await designer.request.get('/api/invoices')).status()).toBe(403);
  await context.close();
});

test('adm makes a custom role from permissions in Papéis and gives it to a person', async ({
  browser,
  page,
  baseURL,
}) => {
  test.slow();
  const tag = unique();
  const roleName = `Atendimento ${tag}`;
  await page.goto('/');
  await loginAs(page, 'adm');
  // A person with no staff role yet.
  const person = await invitedUser(page.request, baseURL!, [], `Pessoa ${tag}`);

  await page.goto('/coders/adm/papeis');
  await page.getByRole('button', { name: 'Novo papel' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Nome do papel/).fill(roleName);
  await dialog.getByRole('checkbox', { name: /^Tarefas/ }).check();
  await dialog.getByRole('checkbox', { name: /^Timesheet/ }).check();
  await dialog.getByRole('button', { name: 'Criar papel' }).click();
  await expect(page.getByText('Papel criado').first()).toBeVisible();

  await page.getByPlaceholder('Buscar usuários...').fill(person.email);
  const box = page.getByRole('checkbox', { name: `${roleName} para Pessoa ${tag}` });
  await box.click();
  await expect(box).toBeChecked();
  await expect(page.getByText('Papéis atualizados').first()).toBeVisible();

  // In use: deleting it is refused with the reason.
  await page.getByRole('button', { name: `Excluir ${roleName}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('está atribuído a 1 pessoa');
  await page.getByRole('button', { name: 'Entendi' }).click();

  // The person signs in and sees tasks and hours only.
  const context = await browser.newContext();
  const holder = await context.newPage();
  await holder.goto('/');
  await loginAs(holder, person.email, person.password);
  await holder.goto('/coders/colaboradores/tarefas');
  const nav = holder.getByRole('navigation', { name: 'Navegação principal' });
  await expect(nav.getByRole('link', { name: 'Tarefas', exact: true }).first()).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Timesheet', exact: true }).first()).toBeVisible();
  await expect(nav.getByRole('link', { name: 'OKRs', exact: true })).toHaveCount(0);
  await holder.goto('/coders/colaboradores/okrs');
  await expect(holder.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
  expect((await holder.request.get('/api/okrs')).status()).toBe(403);
  await context.close();
});
