/**
 * Project hours (docs/product/tasks-and-timesheet.md): a collaborator (mkt) starts a timer on a task,
 * it survives a reload, stops it and submits the week; financeiro approves it; the project's
 * profitability (approved hours and cost) changes.
 */
import type { TaskList } from '@shared/tasks/schemas';
import { zonedDay } from '@shared/time';
import { weekStartOf } from '@shared/timesheet/rules';
import type { ProjectProfitability } from '@shared/timesheet/schemas';
import { expect, loginAs, test } from './fixtures';

test('mkt times a task and submits the week; financeiro approves; the project’s profitability changes', async ({
  browser,
}) => {
  test.slow();
  const mktContext = await browser.newContext();
  const mkt = await mktContext.newPage();
  await mkt.goto('/');
  await loginAs(mkt, 'mkt');

  // A task of mkt's on a project (demo data).
  const mine = (await (
    await mkt.request.get('/api/tasks?assignee=me&status=open&limit=50')
  ).json()) as TaskList;
  const task = mine.items.find((item) => item.projectId && item.parentId === null)!;
  expect(task, 'mkt has an open task on a project').toBeTruthy();
  const projectId = task.projectId!;

  const financeContext = await browser.newContext();
  const finance = await financeContext.newPage();
  await finance.goto('/');
  await loginAs(finance, 'financeiro');
  const before = (await (
    await finance.request.get(`/api/projects/${projectId}/profitability`)
  ).json()) as ProjectProfitability;

  await mkt.goto('/coders/colaboradores/timesheet');
  await expect(mkt.getByRole('heading', { level: 1, name: 'Timesheet' })).toBeVisible();
  await mkt.getByLabel('Projeto', { exact: true }).first().selectOption(projectId);
  await mkt.getByLabel('Tarefa', { exact: true }).first().selectOption(task.id);
  await mkt.getByLabel('O que está fazendo?').fill('Teste de ponta a ponta');
  await mkt.getByRole('button', { name: 'Iniciar cronômetro' }).click();
  const running = mkt.getByTestId('running-timer');
  await expect(running).toContainText(task.title);

  // The timer comes from the server: a reload (or another tab) still shows it.
  await mkt.reload();
  await expect(mkt.getByTestId('running-timer')).toContainText('Teste de ponta a ponta');
  const otherTab = await mktContext.newPage();
  await otherTab.goto('/coders/colaboradores/timesheet');
  await expect(otherTab.getByTestId('running-timer')).toBeVisible();
  await otherTab.close();

  await mkt.getByRole('button', { name: 'Parar' }).click();
  await expect(mkt.getByRole('button', { name: 'Iniciar cronômetro' })).toBeVisible();
  await expect(mkt.getByRole('list', { name: 'Lançamentos da semana' })).toContainText(
    'Teste de ponta a ponta',
  );
  const weekTotal = await (await mkt.request.get('/api/time/week')).json();

  await mkt.getByRole('button', { name: 'Enviar semana' }).click();
  await expect(mkt.getByTestId('week-status')).toHaveText('Enviada');
  // Locked: no more adding or editing.
  await expect(mkt.getByRole('button', { name: 'Lançar horas' })).toHaveCount(0);

  await finance.goto('/coders/colaboradores/timesheet?aba=aprovacoes');
  const monday = weekStartOf(zonedDay(new Date())).split('-').reverse().join('/');
  const row = finance
    .getByTestId('approval-row')
    .filter({ hasText: 'Marina Marketing' })
    .filter({ hasText: `Semana de ${monday}` });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Aprovar' }).click();
  await expect(row).toHaveCount(0);

  await expect
    .poll(async () => {
      const after = (await (
        await finance.request.get(`/api/projects/${projectId}/profitability`)
      ).json()) as ProjectProfitability;
      return after.approvedMinutes - before.approvedMinutes;
    })
    .toBeGreaterThan(0);
  const after = (await (
    await finance.request.get(`/api/projects/${projectId}/profitability`)
  ).json()) as ProjectProfitability;
  expect(after.minutes).toBeGreaterThan(before.minutes);
  expect(Number(after.approvedCost)).toBeGreaterThan(Number(before.approvedCost));
  expect(weekTotal.status).toBe('aberta');

  // mkt sees the approval; the project shows the figures.
  await mkt.reload();
  await expect(mkt.getByTestId('week-status')).toHaveText('Aprovada', { timeout: 20_000 });
  await finance.goto(`/coders/colaboradores/projetos?rentabilidade=${projectId}`);
  const panel = finance.getByTestId('project-profitability');
  await expect(panel).toContainText('Custo das horas');
  await expect(panel).toContainText('aprovadas');

  await mktContext.close();
  await financeContext.close();
});

test('the Kanban moves a card from the keyboard and announces it', async ({ page }) => {
  await page.goto('/');
  await loginAs(page, 'comercial');
  const created = await page.request.post('/api/tasks', {
    data: { title: `Mover pelo teclado ${Date.now()}`, projectId: null },
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
