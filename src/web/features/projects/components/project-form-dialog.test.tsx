// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { END_BEFORE_START, type ProjectItem } from '@shared/projects/schemas';
import { json, refused, renderWithServer } from '@web/test/render-with-server';
import { ProjectFormDialog } from './project-form-dialog';

const clients = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Ana Cliente' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Bruno Cliente' },
];
const reads = { '/api/leads/options': { items: clients } };

const saved: ProjectItem = {
  id: '33333333-3333-4333-8333-333333333333',
  title: 'Loja',
  description: null,
  clientId: clients[1]!.id,
  clientName: 'Bruno Cliente',
  budget: '1500.50',
  startDate: '2026-03-01',
  endDate: '2026-03-01',
  status: 'in_progress',
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
};

function open(answer = () => json(saved, 201), project: ProjectItem | null = null) {
  return renderWithServer(
    <ProjectFormDialog open onOpenChange={() => undefined} project={project} />,
    answer,
    { reads },
  );
}

describe("'Novo Projeto' on the form kit (docs/product/projects.md)", () => {
  it('requires the title and the status with the schema messages under their fields', async () => {
    const sent = open();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.click(screen.getByRole('button', { name: 'Criar projeto' }));
    expect(await screen.findByText('Título é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Status é obrigatório')).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('refuses an end date before the start date under Data de Término', async () => {
    const sent = open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Título'), 'Site novo');
    await user.type(screen.getByLabelText('Data de Início'), '2026-03-10');
    await user.type(screen.getByLabelText('Data de Término'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Criar projeto' }));
    expect(await screen.findByText(END_BEFORE_START)).toBeInTheDocument();
    expect(screen.getByLabelText('Data de Término')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('lists the clients under the empty option and sends empty values as null', async () => {
    const sent = open();
    const user = userEvent.setup();
    const select = screen.getByLabelText('Cliente') as HTMLSelectElement;
    await waitFor(() =>
      expect([...select.options].map((option) => option.text)).toEqual([
        'Selecione um cliente',
        'Ana Cliente',
        'Bruno Cliente',
      ]),
    );
    expect(screen.getByLabelText('Orçamento (R$)')).toHaveAttribute('inputmode', 'decimal');
    await user.type(screen.getByLabelText('Título'), 'Sem extras');
    await user.click(screen.getByRole('button', { name: 'Criar projeto' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/projects',
      body: {
        title: 'Sem extras',
        description: null,
        clientId: null,
        budget: null,
        startDate: null,
        endDate: null,
        status: 'proposal',
      },
    });
  });

  it('sends the chosen client, the budget typed the one way (1.500,50) and the dates', async () => {
    const sent = open();
    const user = userEvent.setup();
    const select = screen.getByLabelText('Cliente') as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    await user.type(screen.getByLabelText('Título'), 'Loja');
    await user.selectOptions(select, clients[1]!.id);
    await user.type(screen.getByLabelText('Orçamento (R$)'), '1.500,50');
    await user.type(screen.getByLabelText('Data de Início'), '2026-03-01');
    await user.type(screen.getByLabelText('Data de Término'), '2026-03-01');
    await user.selectOptions(screen.getByLabelText('Status'), 'in_progress');
    await user.click(screen.getByRole('button', { name: 'Criar projeto' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      title: 'Loja',
      description: null,
      clientId: clients[1]!.id,
      budget: 1500.5,
      startDate: '2026-03-01',
      endDate: '2026-03-01',
      status: 'in_progress',
    });
  });

  it("shows the server's field error under its field (a client that no longer exists)", async () => {
    const sent = open(() => refused({ clientId: 'Cliente não encontrado' }));
    const user = userEvent.setup();
    const select = screen.getByLabelText('Cliente') as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    await user.type(screen.getByLabelText('Título'), 'Loja');
    await user.selectOptions(select, clients[0]!.id);
    await user.click(screen.getByRole('button', { name: 'Criar projeto' }));
    expect(await screen.findByText('Cliente não encontrado')).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(1);
  });

  it('edits with the saved values, the budget shown as typed in Brazil, and PATCHes the project', async () => {
    const sent = open(() => json(saved), saved);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Editar Projeto' })).toBeInTheDocument();
    expect(screen.getByLabelText('Orçamento (R$)')).toHaveValue('1.500,50');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PATCH', url: `/api/projects/${saved.id}` });
    expect((sent[0]!.body as { budget: number }).budget).toBe(1500.5);
  });
});
