// @vitest-environment jsdom
/**
 * The timesheet forms on the kit (docs/product/tasks-and-timesheet.md): each shows the shared schema's
 * PT-BR message under its field without calling the server, and the server's field error under the
 * field it names — the timer, 'Lançar horas' and 'Editar lançamento', rejecting a week, a person's
 * hourly cost and a project's bill rate and owner.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectProfitability, TimeEntryItem } from '@shared/timesheet/schemas';
import { ApprovalsPage } from '../approvals-page';
import { EditEntryDialog, NewEntryDialog } from './entry-dialog';
import { ProjectRateForm } from './project-rate-form';
import { RateRow } from './rate-row';
import { StartTimerForm } from './timer-bar';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ME = '11111111-1111-4111-8111-111111111111';
const MARINA = '22222222-2222-4222-8222-222222222222';
const PROJECT = '33333333-3333-4333-8333-333333333333';
const TASK = '44444444-4444-4444-8444-444444444444';
const WEEK = '55555555-5555-4555-8555-555555555555';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const invalid = (fields: Record<string, string>) =>
  json({ error: { code: 'validation', message: Object.values(fields)[0], fields } }, 422);

/** Answers the lists the forms read; `write` answers the form's own request (and records what it sent). */
function stubServer(write: (body: unknown, url: string) => Response) {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!init?.method || init.method === 'GET') {
        if (url.startsWith('/api/projects'))
          return json({ items: [{ id: PROJECT, title: 'Site institucional', status: 'in_progress' }] });
        if (url.startsWith('/api/tasks?'))
          return json({ items: [{ id: TASK, title: 'Textos da página inicial' }], nextCursor: null });
        if (url.startsWith('/api/staff'))
          return json({
            items: [{ id: MARINA, name: 'Marina Marketing', email: 'mkt@coders.example', roles: ['mkt'] }],
          });
        if (url.startsWith('/api/time/approvals'))
          return json({
            items: [
              {
                id: WEEK,
                userId: MARINA,
                userName: 'Marina Marketing',
                weekStart: '2026-11-16',
                submittedAt: '2026-11-21T15:00:00.000Z',
                totalMinutes: 600,
                billableMinutes: 540,
              },
            ],
          });
        if (url.startsWith('/api/me')) return json({ user: { id: ME }, roles: ['financeiro'] });
        return json({});
      }
      const body = JSON.parse(String(init.body ?? '{}'));
      sent.push({ url, body });
      return write(body, url);
    }),
  );
  return sent;
}

function renderWithClient(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the timer', () => {
  it("refuses a note too long, then shows the server's message under Tarefa", async () => {
    const sent = stubServer(() => invalid({ taskId: 'A tarefa é de outro projeto' }));
    renderWithClient(<StartTimerForm />);
    const note = screen.getByLabelText('O que está fazendo?');
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(1001));
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar cronômetro' }));
    await waitFor(() => expect(note).toHaveAccessibleDescription('Nota muito longa (máx. 1.000)'));
    expect(sent).toEqual([]);

    await userEvent.clear(note);
    await userEvent.type(note, 'Revisão');
    await userEvent.selectOptions(
      screen.getByLabelText('Projeto'),
      await screen.findByRole('option', { name: 'Site institucional' }),
    );
    await userEvent.selectOptions(
      screen.getByLabelText('Tarefa'),
      await screen.findByRole('option', { name: 'Textos da página inicial' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar cronômetro' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Tarefa')).toHaveAccessibleDescription('A tarefa é de outro projeto'),
    );
    expect(sent.map((request) => request.body)).toEqual([
      { projectId: PROJECT, taskId: TASK, note: 'Revisão', billable: true },
    ]);
  });
});

describe('Lançar horas and Editar lançamento', () => {
  it('adds hours and minutes into the minutes sent, and refuses none', async () => {
    const sent = stubServer(() => json({}, 201));
    renderWithClient(<NewEntryDialog week="2026-11-16" open onOpenChange={() => undefined} />);
    await userEvent.clear(screen.getByLabelText('Horas'));
    await userEvent.type(screen.getByLabelText('Horas'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Minutos')).toHaveAccessibleDescription('Informe ao menos 1 minuto'),
    );
    expect(sent).toEqual([]);
    await userEvent.clear(screen.getByLabelText('Horas'));
    await userEvent.type(screen.getByLabelText('Horas'), '1');
    await userEvent.clear(screen.getByLabelText('Minutos'));
    await userEvent.type(screen.getByLabelText('Minutos'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: '/api/time/entries',
      body: expect.objectContaining({ day: '2026-11-16', minutes: 90, projectId: null, billable: true }),
    });
  });

  it("starts from the entry as it is and shows the server's message under Dia", async () => {
    const entry: TimeEntryItem = {
      id: '66666666-6666-4666-8666-666666666666',
      userId: ME,
      projectId: null,
      projectTitle: null,
      taskId: null,
      taskTitle: null,
      day: '2026-11-17',
      minutes: 95,
      note: 'Reunião',
      billable: false,
      startedAt: null,
      endedAt: null,
      hourlyCost: '80.00',
      billRate: '0.00',
    };
    const sent = stubServer(() => invalid({ day: 'Data inválida' }));
    renderWithClient(<EditEntryDialog entry={entry} onClose={() => undefined} />);
    expect(screen.getByLabelText('Horas')).toHaveValue('1');
    expect(screen.getByLabelText('Minutos')).toHaveValue('35');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByLabelText('Dia')).toHaveAccessibleDescription('Data inválida'));
    expect(sent[0]).toEqual({
      url: `/api/time/entries/${entry.id}`,
      body: expect.objectContaining({ day: '2026-11-17', minutes: 95, note: 'Reunião', billable: false }),
    });
  });
});

describe('rejecting a week', () => {
  it("asks for a reason of 3 characters, then shows the server's message under it", async () => {
    const sent = stubServer(() => invalid({ reason: 'O motivo deve ter no máximo 1000 caracteres' }));
    renderWithClient(<ApprovalsPage />);
    const row = await screen.findByTestId('approval-row');
    expect(row).toHaveTextContent('Semana de 16/11/2026 a 22/11/2026 · 10h (9h faturáveis)');
    await userEvent.click(within(row).getByRole('button', { name: 'Rejeitar' }));
    await userEvent.type(screen.getByLabelText('Motivo'), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Rejeitar semana' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Motivo')).toHaveAccessibleDescription(
        'Informe o motivo (mín. 3 caracteres)',
      ),
    );
    expect(sent).toEqual([]);
    await userEvent.type(screen.getByLabelText('Motivo'), 'c faltou a nota');
    await userEvent.click(screen.getByRole('button', { name: 'Rejeitar semana' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Motivo')).toHaveAccessibleDescription(
        'O motivo deve ter no máximo 1000 caracteres',
      ),
    );
    expect(sent).toEqual([{ url: `/api/time/weeks/${WEEK}/reject`, body: { reason: 'abc faltou a nota' } }]);
  });
});

describe('rates', () => {
  it("a person's hourly cost: the money rule's message, then the server's", async () => {
    const sent = stubServer(() => invalid({ hourlyCost: 'Custo/hora: valor muito alto.' }));
    renderWithClient(
      <ul>
        <RateRow
          person={{ id: MARINA, name: 'Marina Marketing', email: 'mkt@coders.example', hourlyCost: null }}
        />
      </ul>,
    );
    const cost = screen.getByLabelText('Custo por hora (R$)');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(cost).toHaveAccessibleDescription('Custo/hora: informe um valor.'));
    expect(sent).toEqual([]);
    await userEvent.type(cost, '99.999,00');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(cost).toHaveAccessibleDescription('Custo/hora: valor muito alto.'));
    expect(sent).toEqual([{ url: `/api/time/rates/users/${MARINA}`, body: { hourlyCost: 99999 } }]);
  });

  it("a project's bill rate and owner: the money rule's message, then the server's under Responsável", async () => {
    const figures = { projectId: PROJECT, billRate: '160.00', ownerId: null } as ProjectProfitability;
    const sent = stubServer(() => invalid({ ownerId: 'Responsável inválido' }));
    renderWithClient(<ProjectRateForm figures={figures} />);
    const rate = screen.getByLabelText('Valor/hora faturável (R$)');
    expect(rate).toHaveValue('160,00');
    await userEvent.clear(rate);
    await userEvent.type(rate, 'cento e sessenta');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(rate).toHaveAccessibleDescription(
        'Valor/hora faturável: valor inválido: escreva como 1.234,56 ou 1234,56.',
      ),
    );
    expect(sent).toEqual([]);
    await userEvent.clear(rate);
    await userEvent.type(rate, '180');
    await userEvent.selectOptions(
      screen.getByLabelText('Responsável'),
      await screen.findByRole('option', { name: 'Marina Marketing' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Responsável')).toHaveAccessibleDescription('Responsável inválido'),
    );
    expect(sent).toEqual([
      { url: `/api/time/rates/projects/${PROJECT}`, body: { billRate: 180, ownerId: MARINA } },
    ]);
  });
});
