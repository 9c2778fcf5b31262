// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProjectForm } from './project-form';

const clients = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Ana Cliente' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Bruno Cliente' },
];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ items: clients }), { headers: { 'content-type': 'application/json' } }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(onSubmit = vi.fn(async () => undefined)) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProjectForm submitLabel="Criar projeto" onSubmit={onSubmit} onCancel={() => undefined} />
    </QueryClientProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

afterEach(cleanup);

describe('ProjectForm validation (docs/product/projects.md)', () => {
  it('requires the title and the status with the documented messages', async () => {
    const { onSubmit, user } = setup();
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.click(screen.getByRole('button', { name: 'Criar projeto' }));
    expect(await screen.findByText('Título é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Status é obrigatório')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an end date before the start date', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('Título'), 'Site novo');
    await user.type(screen.getByLabelText('Data de Início'), '2026-03-10');
    await user.type(screen.getByLabelText('Data de Término'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Criar projeto' }));
    expect(
      await screen.findByText('A data de término deve ser igual ou posterior à data de início.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lists the clients under the empty option and sends empty values as null', async () => {
    const { onSubmit, user } = setup();
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
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Sem extras',
      description: null,
      clientId: null,
      budget: null,
      startDate: null,
      endDate: null,
      status: 'proposal',
    });
  });

  it('sends the chosen client, the budget typed the one way (1.500,50) and the dates', async () => {
    const { onSubmit, user } = setup();
    const select = screen.getByLabelText('Cliente') as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    await user.type(screen.getByLabelText('Título'), 'Loja');
    await user.selectOptions(select, clients[1]!.id);
    await user.type(screen.getByLabelText('Orçamento (R$)'), '1.500,50');
    await user.type(screen.getByLabelText('Data de Início'), '2026-03-01');
    await user.type(screen.getByLabelText('Data de Término'), '2026-03-01');
    await user.selectOptions(screen.getByLabelText('Status'), 'in_progress');
    await user.click(screen.getByRole('button', { name: 'Criar projeto' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Loja',
      description: null,
      clientId: clients[1]!.id,
      budget: 1500.5,
      startDate: '2026-03-01',
      endDate: '2026-03-01',
      status: 'in_progress',
    });
  });
});
