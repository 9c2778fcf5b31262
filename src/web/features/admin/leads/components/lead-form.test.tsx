// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@web/lib/api';
import { LeadForm } from './lead-form';

function setup(onSubmit = vi.fn(async () => undefined)) {
  render(<LeadForm submitLabel="Criar lead" onSubmit={onSubmit} onCancel={() => undefined} />);
  return { onSubmit, user: userEvent.setup() };
}

afterEach(cleanup);

describe('LeadForm validation (docs/product/leads.md)', () => {
  it('shows the PT-BR messages under the required fields and does not submit', async () => {
    const { onSubmit, user } = setup();
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.click(screen.getByRole('button', { name: 'Criar lead' }));
    expect(await screen.findByText('Nome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Email é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Status é obrigatório')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-describedby', 'lead-name-error');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says 'Email inválido' for a malformed address", async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('Nome'), 'Maria');
    await user.type(screen.getByLabelText('Email'), 'maria@');
    await user.click(screen.getByRole('button', { name: 'Criar lead' }));
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers the placeholder and the six statuses, defaulting to Novo', () => {
    setup();
    const select = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Selecione o status',
      'Novo',
      'Contatado',
      'Qualificado',
      'Proposta',
      'Convertido',
      'Perdido',
    ]);
    expect(select.value).toBe('new');
    expect(screen.getByLabelText('Mensagem')).toHaveAttribute('rows', '3');
  });

  it('submits trimmed values with empty optional fields as null', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('Nome'), '  Maria Souza ');
    await user.type(screen.getByLabelText('Email'), 'maria@exemplo.com.br');
    await user.type(screen.getByLabelText('Empresa'), 'Padaria');
    await user.selectOptions(screen.getByLabelText('Status'), 'qualified');
    await user.click(screen.getByRole('button', { name: 'Criar lead' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Maria Souza',
      email: 'maria@exemplo.com.br',
      phone: null,
      company: 'Padaria',
      serviceInterest: null,
      message: null,
      status: 'qualified',
    });
  });

  it('blocks a second submit within 2 seconds (docs/product/leads.md)', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('Nome'), 'Maria');
    await user.type(screen.getByLabelText('Email'), 'maria@exemplo.com.br');
    const form = screen.getByRole('button', { name: 'Criar lead' }).closest('form')!;
    fireEvent.submit(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    fireEvent.submit(form);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("shows the server's field message and lets the person retry at once", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(409, 'conflict', 'Já existe um lead com este email.', {
          email: 'Já existe um lead com este email.',
        }),
      )
      .mockResolvedValueOnce(undefined);
    const { user } = setup(onSubmit);
    await user.type(screen.getByLabelText('Nome'), 'Maria');
    await user.type(screen.getByLabelText('Email'), 'maria@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Criar lead' }));
    expect(await screen.findByText('Já existe um lead com este email.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'outra@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Criar lead' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });
});
