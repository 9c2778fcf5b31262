/**
 * Project hours (docs/product/tasks-and-timesheet.md): a collaborator of the journey's own starts a
 * timer on their task, it survives a reload, stops it and submits the week; financeiro approves it on
 * the approvals page; the project's profitability shows the approved hours. Everything the journey
 * touches it creates first (a person, a project, a task), so a retry on the same server passes.
 */
import type { StaffPerson, TaskDetail } from '@shared/tasks/schemas';
import { zonedDay } from '@shared/time';
import { weekStartOf } from '@shared/timesheet/rules';
import type { ProjectProfitability } from '@shared/timesheet/schemas';
import { expect, expectAccessible, invitedUser, loginAs, test, unique } from './fixtures';

test('a collaborator times a task and submits the week; financeiro approves; the project’s profitability shows it', async ({
  browser,
  page,
  baseURL,
}) => {
  test.slow();
  const tag = unique();
  const name = `Colaboradora ${tag}`;
  const headers = { origin: baseURL! };

  // adm prepares the journey's own person, project and task.
  await page.goto('/');
  await loginAs(page, 'adm');
  const person = await invitedUser(page.request, baseURL!, ['mkt'], name);
  const people = (await (await page.request.get('/api/tasks/people')).json()) as { items: StaffPerson[] };
  const personId = people.items.find((item) => item.email === person.email)!.id;
  const created = await page.request.post('/api/projects', {
    data: { title: `Projeto de horas ${tag}`, status: 'in_progress', budget: '5000' },
    headers,
  });
  expect(created.status()).toBe(201);
  const projectId = ((await created.json()) as { id: string }).id;
  const taskResponse = await page.request.post('/api/tasks', {
    data: { title: `Tarefa cronometrada ${tag}`, projectId, assigneeIds: [personId] },
    headers,
  });
  expect(taskResponse.status()).toBe(201);
  const task = (await taskResponse.json()) as TaskDetail;

  const workerContext = await browser.newContext();
  const worker = await workerContext.newPage();
  await worker.goto('/');
  await loginAs(worker, person.email, person.password);
  await worker.goto('/coders/colaboradores/timesheet');
  await expect(worker.getByRole('heading', { level: 1, name: 'Timesheet' })).toBeVisible();
  await worker.getByLabel('Projeto', { exact: true }).first().selectOption(projectId);
  await worker.getByLabel('Tarefa', { exact: true }).first().selectOption(task.id);
  await worker.getByLabel('O que está fazendo?').fill('Teste de ponta a ponta');
  await worker.getByRole('button', { name: 'Iniciar cronômetro' }).click();
  await expect(worker.getByTestId('running-timer')).toContainText(task.title);

  // The timer comes from the server: a reload (or another tab) still shows it.
  await worker.reload();
  await expect(worker.getByTestId('running-timer')).toContainText('Teste de ponta a ponta');
  const otherTab = await workerContext.newPage();
  await otherTab.goto('/coders/colaboradores/timesheet');
  await expect(otherTab.getByTestId('running-timer')).toBeVisible();
  await otherTab.close();

  await worker.getByRole('button', { name: 'Parar' }).click();
  await expect(worker.getByRole('button', { name: 'Iniciar cronômetro' })).toBeVisible();
  await expect(worker.getByRole('list', { name: 'Lançamentos da semana' })).toContainText(
    'Teste de ponta a ponta',
  );
  await worker.getByRole('button', { name: 'Enviar semana' }).click();
  await expect(worker.getByTestId('week-status')).toHaveText('Enviada');
  // Locked: no more adding or editing.
  await expect(worker.getByRole('button', { name: 'Lançar horas' })).toHaveCount(0);

  const financeContext = await browser.newContext();
  const finance = await financeContext.newPage();
  await finance.goto('/');
  await loginAs(finance, 'financeiro');
  // The timesheet's old 'Aprovações' tab link lands on the approvals page.
  await finance.goto('/coders/colaboradores/timesheet?aba=aprovacoes');
  await expect(finance).toHaveURL(/\/coders\/finance\/aprovacao-de-horas$/);
  await expect(finance.getByRole('heading', { level: 1, name: 'Aprovação de horas' })).toBeVisible();
  const monday = weekStartOf(zonedDay(new Date())).split('-').reverse().join('/');
  const row = finance.getByTestId('approval-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Semana de ${monday}`);
  await row.getByRole('button', { name: 'Aprovar' }).click();
  await expect(row).toHaveCount(0);

  // The project is the journey's own: all its hours are this week's, now approved.
  const figures = (await (
    await finance.request.get(`/api/projects/${projectId}/profitability`)
  ).json()) as ProjectProfitability;
  expect(figures.minutes).toBeGreaterThan(0);
  expect(figures.approvedMinutes).toBe(figures.minutes);
  expect(Number(figures.approvedCost)).toBe(Number(figures.cost));

  // The collaborator sees the approval; the project shows the figures.
  await worker.reload();
  await expect(worker.getByTestId('week-status')).toHaveText('Aprovada', { timeout: 20_000 });
  await finance.goto(`/coders/colaboradores/projetos?rentabilidade=${projectId}`);
  const panel = finance.getByTestId('project-profitability');
  await expect(panel).toContainText('Custo das horas');
  await expect(panel).toContainText('aprovadas');

  await workerContext.close();
  await financeContext.close();
});

test('the Kanban moves a card from the keyboard and announces it', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'comercial');
  const created = await page.request.post('/api/tasks', {
    data: { title: `Mover pelo teclado ${unique()}`, projectId: null },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(created.status()).toBe(201);
  const task = (await created.json()) as { id: string; title: string };
  await page.goto('/coders/colaboradores/tarefas?projeto=none');
  const todo = page.getByRole('list', { name: 'Tarefas em A fazer' });
  const title = todo.getByRole('button', { name: task.title, exact: true });
  await title.focus();
  await page.keyboard.press('Alt+ArrowRight');
  const doing = page.getByRole('list', { name: 'Tarefas em Em andamento' });
  await expect(doing.getByRole('button', { name: task.title, exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'movida para Em andamento' })).toHaveCount(1);
  await expect(doing.getByRole('button', { name: task.title, exact: true })).toBeFocused();
  // The 'Mover para…' menu does the same.
  await doing.getByRole('button', { name: `Mover ${task.title}` }).click();
  await page.getByRole('menuitem', { name: 'Concluída' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Tarefas em Concluída' })
      .getByRole('button', { name: task.title, exact: true }),
  ).toBeVisible();
  const saved = await (await page.request.get(`/api/tasks/${task.id}`)).json();
  expect(saved.status).toBe('concluida');
});

test('a task made in the dialog: the schema’s message under its field, then the task opens', async ({
  page,
}) => {
  await page.goto('/');
  await loginAs(page, 'mkt');
  await page.goto('/coders/colaboradores/tarefas?vista=lista');
  await page.getByRole('button', { name: 'Nova tarefa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova tarefa' });
  await dialog.getByRole('button', { name: 'Criar tarefa' }).click();
  await expect(dialog.getByLabel('Título')).toHaveAccessibleDescription('Título é obrigatório');
  const title = `Tarefa pelo diálogo ${unique()}`;
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Etiquetas').fill('e2e, diálogo');
  await dialog.getByLabel('Estimativa (horas)').fill('2,5');
  await dialog.getByRole('button', { name: 'Criar tarefa' }).click();
  // The new task opens (?task=) with what was typed.
  const opened = page.getByRole('dialog', { name: title });
  await expect(opened.getByLabel('Etiquetas')).toHaveValue('e2e, diálogo');
  await expect(opened.getByLabel('Estimativa (horas)')).toHaveValue('2,5');
  await expectAccessible(page);
  await opened.getByLabel('Novo comentário').fill('@financeiro pode conferir?');
  await opened.getByRole('button', { name: 'Comentar' }).click();
  await expect(opened.getByRole('region', { name: 'Comentários' })).toContainText(
    '@financeiro pode conferir?',
  );
});
