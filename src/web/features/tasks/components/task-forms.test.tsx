// @vitest-environment jsdom
/**
 * The task forms on the kit (docs/product/tasks-and-timesheet.md): each shows the shared schema's
 * PT-BR message under its field without calling the server, and the server's field error under the
 * field it names — 'Nova tarefa', the task's own form, a new subtask and a new comment.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaskDetail } from '@shared/tasks/schemas';
import { NewTaskDialog } from './new-task-dialog';
import { Subtasks } from './subtasks';
import { TaskComments } from './task-comments';
import { TaskForm } from './task-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const PROJECT = '33333333-3333-4333-8333-333333333333';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const invalid = (fields: Record<string, string>) =>
  json({ error: { code: 'validation', message: Object.values(fields)[0], fields } }, 422);

/** Answers the pickers' lists; `write` answers the form's own request (and records what it sent). */
function stubServer(write: (body: unknown) => Response) {
  const sent: unknown[] = [];
  // Radix's checkbox measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!init?.method || init.method === 'GET') {
        if (url.startsWith('/api/tasks/people'))
          return json({
            items: [
              { id: ME, name: 'Ana Administradora', email: 'adm@coders.example' },
              { id: OTHER, name: 'Marina Marketing', email: 'mkt@coders.example' },
            ],
          });
        if (url.startsWith('/api/projects'))
          return json({ items: [{ id: PROJECT, title: 'Site institucional', status: 'in_progress' }] });
        if (url.startsWith('/api/me')) return json({ user: { id: ME }, roles: ['adm'] });
        return json({});
      }
      const body = JSON.parse(String(init.body ?? '{}'));
      sent.push(body);
      return write(body);
    }),
  );
  return sent;
}

function renderWithClient(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const task: TaskDetail = {
  id: '44444444-4444-4444-8444-444444444444',
  projectId: PROJECT,
  projectTitle: 'Site institucional',
  parentId: null,
  title: 'Textos da página inicial',
  status: 'em_revisao',
  priority: 'media',
  labels: ['conteúdo'],
  dueDate: '2026-12-01',
  estimateHours: '6.50',
  assignees: [{ id: OTHER, name: 'Marina Marketing' }],
  subtaskCount: 0,
  subtasksDone: 0,
  commentCount: 0,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-02T12:00:00.000Z',
  createdById: ME,
  description: 'Revisar o texto.',
  descriptionHtml: '<p>Revisar o texto.</p>',
  subtasks: [],
  comments: [],
  minutesLogged: 0,
};

describe('Nova tarefa', () => {
  it("shows the schema's messages under Título and Estimativa, and sends nothing", async () => {
    const sent = stubServer(() => json({}, 201));
    renderWithClient(<NewTaskDialog open onOpenChange={() => undefined} projectId="" />);
    await userEvent.type(screen.getByLabelText('Estimativa (horas)'), 'muito');
    await userEvent.click(screen.getByRole('button', { name: 'Criar tarefa' }));
    expect(await screen.findByText('Título é obrigatório')).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveAccessibleDescription('Título é obrigatório');
    expect(screen.getByLabelText('Estimativa (horas)')).toHaveAccessibleDescription('Estimativa inválida');
    expect(sent).toEqual([]);
  });

  it("sends what was typed (labels and hours as typed) and puts the server's message under Prazo", async () => {
    const sent = stubServer(() => invalid({ dueDate: 'Data inválida' }));
    renderWithClient(<NewTaskDialog open onOpenChange={() => undefined} projectId={PROJECT} />);
    await userEvent.type(screen.getByLabelText('Título'), 'Publicar o site');
    await userEvent.type(screen.getByLabelText('Etiquetas'), 'dev, lançamento');
    await userEvent.type(screen.getByLabelText('Estimativa (horas)'), '6,5');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Marina Marketing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Criar tarefa' }));
    await waitFor(() => expect(screen.getByLabelText('Prazo')).toHaveAccessibleDescription('Data inválida'));
    expect(sent).toEqual([
      expect.objectContaining({
        title: 'Publicar o site',
        projectId: PROJECT,
        labels: ['dev', 'lançamento'],
        estimateHours: 6.5,
        assigneeIds: [OTHER],
      }),
    ]);
  });
});

describe("the task's own form", () => {
  it('refuses an empty title, then shows the server’s message under Responsáveis', async () => {
    const sent = stubServer(() => invalid({ assigneeIds: 'Responsável inválido' }));
    renderWithClient(<TaskForm task={task} onDeleted={() => undefined} />);
    expect(screen.getByLabelText('Estimativa (horas)')).toHaveValue('6,5');
    await userEvent.clear(screen.getByLabelText('Título'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Título é obrigatório')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText('Título'), 'Textos revisados');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    const group = await screen.findByRole('group', { name: 'Responsáveis' });
    await waitFor(() => expect(group).toHaveAccessibleDescription('Responsável inválido'));
    expect(sent).toEqual([
      expect.objectContaining({ title: 'Textos revisados', labels: ['conteúdo'], assigneeIds: [OTHER] }),
    ]);
  });
});

describe('a new subtask and a new comment', () => {
  it('a subtask needs a title; the server’s message shows under it', async () => {
    const sent = stubServer(() => invalid({ title: 'Título muito longo (máx. 200)' }));
    renderWithClient(<Subtasks task={task} onOpen={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Título é obrigatório')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(screen.getByLabelText('Nova subtarefa'), 'Revisar rodapé');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Nova subtarefa')).toHaveAccessibleDescription(
        'Título muito longo (máx. 200)',
      ),
    );
    expect(sent).toEqual([expect.objectContaining({ title: 'Revisar rodapé', parentId: task.id })]);
  });

  it('a comment needs text; the server’s message shows under it', async () => {
    const sent = stubServer(() => invalid({ body: 'Comentário muito longo (máx. 5.000)' }));
    renderWithClient(<TaskComments task={task} viewerId={ME} />);
    await userEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('Comentário é obrigatório')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(screen.getByLabelText('Novo comentário'), '@mkt pode revisar?');
    await userEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Novo comentário')).toHaveAccessibleDescription(
        'Comentário muito longo (máx. 5.000)',
      ),
    );
    expect(sent).toEqual([{ body: '@mkt pode revisar?' }]);
  });
});
