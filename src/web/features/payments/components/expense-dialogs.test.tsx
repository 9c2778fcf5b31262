// @vitest-environment jsdom
/**
 * 'Nova conta a pagar' on the form kit: the shared schema's PT-BR messages under their fields (nothing
 * sent), and the server's field error under the field it names.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderWithServer } from '@web/test/render-with-server';
import { ExpenseDialog } from './expense-dialogs';

/** 'Nova conta a pagar'; `sent` holds what it wrote. */
const renderDialog = (answer: () => Response) =>
  renderWithServer(<ExpenseDialog expense="new" onClose={() => undefined} />, answer, { record: 'writes' });

describe('ExpenseDialog', () => {
  it("shows the schema's messages under the supplier and the category, and sends nothing", async () => {
    const sent = renderDialog(() => json({}, 201));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar conta' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Fornecedor')).toHaveAccessibleDescription('Fornecedor é obrigatório'),
    );
    expect(screen.getByLabelText('Categoria')).toHaveAccessibleDescription('Categoria é obrigatória');
    expect(sent).toEqual([]);
  });

  it("shows the server's field error under the due date", async () => {
    const sent = renderDialog(() =>
      json(
        {
          error: {
            code: 'invalid',
            message: 'Revise os campos destacados.',
            fields: { dueDate: 'Data de vencimento fora do período aberto' },
          },
        },
        422,
      ),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Fornecedor'), 'Contabilidade Exata');
    await user.type(screen.getByLabelText('Categoria'), 'Contabilidade');
    await user.type(screen.getByLabelText('Valor'), '890,00');
    await user.click(screen.getByRole('checkbox', { name: /Repete todo mês/ }));
    await user.click(screen.getByRole('button', { name: 'Salvar conta' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/expenses' });
    expect(sent[0]!.body).toMatchObject({
      supplier: 'Contabilidade Exata',
      category: 'Contabilidade',
      amount: '890.00',
      recurring: true,
    });
    expect(await screen.findByLabelText('Vencimento')).toHaveAccessibleDescription(
      'Data de vencimento fora do período aberto',
    );
  });
});
