// @vitest-environment jsdom
/**
 * 'Nova conta a pagar' on the form kit: the shared schema's PT-BR messages under their fields (nothing
 * sent), and the server's field error under the field it names.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExpenseDialog } from './expense-dialogs';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderDialog(posted: unknown[], answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/expenses' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return Promise.resolve(answer());
      }
      return Promise.resolve(json({}));
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ExpenseDialog expense="new" onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('ExpenseDialog', () => {
  it("shows the schema's messages under the supplier and the category, and sends nothing", async () => {
    const posted: unknown[] = [];
    renderDialog(posted, () => json({}, 201));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar conta' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Fornecedor')).toHaveAccessibleDescription('Fornecedor é obrigatório'),
    );
    expect(screen.getByLabelText('Categoria')).toHaveAccessibleDescription('Categoria é obrigatória');
    expect(posted).toEqual([]);
  });

  it("shows the server's field error under the due date", async () => {
    const posted: unknown[] = [];
    renderDialog(posted, () =>
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
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
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
