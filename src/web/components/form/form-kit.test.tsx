// @vitest-environment jsdom
/**
 * The form kit: the shared schema's PT-BR messages under the fields, the server's field errors under
 * the fields (nested paths too) with the first focused, other server messages above the buttons, the
 * pending label, the close on success, and ReasonDialog's one 'motivo' rule.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@web/lib/api';
import { SelectField, TextField } from './fields';
import { FormDialog } from './form-dialog';
import { ReasonDialog } from './reason-dialog';

afterEach(cleanup);

const schema = z.object({
  title: z.string().trim().min(1, 'Título é obrigatório'),
  level: z.enum(['empresa', 'equipe']),
  items: z.array(z.object({ discount: z.string() })),
});

function Harness({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => unknown }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'aberto' : 'fechado'}</p>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Novo objetivo"
        schema={schema}
        defaultValues={{ title: '', level: 'empresa', items: [{ discount: '0' }] }}
        submitLabel="Salvar objetivo"
        onSubmit={onSubmit}
      >
        <TextField name="title" label="Título" />
        <SelectField
          name="level"
          label="Nível"
          options={[
            { value: 'empresa', label: 'Empresa' },
            { value: 'equipe', label: 'Equipe' },
          ]}
        />
        <TextField name="items.0.discount" label="Desconto do item 1" />
      </FormDialog>
    </>
  );
}

describe('FormDialog', () => {
  it("shows the schema's message under its field and does not submit", async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar objetivo' }));
    const title = screen.getByLabelText('Título');
    expect(await screen.findByText('Título é obrigatório')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Título é obrigatório');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("puts the server's field messages under the fields, nested paths too, and focuses the first", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(422, 'validation', 'Desconto maior que o item', {
        'items.0.discount': 'Desconto maior que o item',
        title: 'Já existe um objetivo com esse título',
      });
    });
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Título'), 'Crescer');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar objetivo' }));
    expect(await screen.findByText('Desconto maior que o item')).toBeInTheDocument();
    expect(screen.getByText('Já existe um objetivo com esse título')).toBeInTheDocument();
    expect(screen.getByLabelText('Desconto do item 1')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Desconto do item 1')).toHaveFocus());
    expect(screen.getByText('aberto')).toBeInTheDocument();
  });

  it('shows a server message that belongs to no field above the buttons, and a retry is not blocked', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, 'conflict', 'O objetivo foi alterado por outra pessoa.'))
      .mockResolvedValueOnce(undefined);
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Título'), 'Crescer');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar objetivo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O objetivo foi alterado por outra pessoa.');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar objetivo' }));
    await waitFor(() => expect(screen.getByText('fechado')).toBeInTheDocument());
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit).toHaveBeenLastCalledWith({
      title: 'Crescer',
      level: 'empresa',
      items: [{ discount: '0' }],
    });
  });

  it("shows 'Salvando...' while saving and closes when done", async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Título'), 'Crescer');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar objetivo' }));
    const pending = await screen.findByRole('button', { name: 'Salvando...' });
    expect(pending.matches(':disabled, [aria-disabled="true"]')).toBe(true);
    finish();
    await waitFor(() => expect(screen.getByText('fechado')).toBeInTheDocument());
  });
});

describe('ReasonDialog', () => {
  it('asks for at least 3 characters, then confirms with the trimmed reason', async () => {
    const onConfirm = vi.fn();
    render(
      <ReasonDialog
        open
        onOpenChange={() => undefined}
        title="Cancelar fatura"
        confirmLabel="Cancelar fatura"
        onConfirm={onConfirm}
      />,
    );
    await userEvent.type(screen.getByLabelText('Motivo'), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar fatura' }));
    expect(await screen.findByText('Informe o motivo (mín. 3 caracteres)')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Motivo'), 'c  ');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar fatura' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('abc'));
  });
});
