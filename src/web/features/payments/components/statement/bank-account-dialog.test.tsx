// @vitest-environment jsdom
/** 'Nova conta bancária' on the form kit: the schema's message and the server's, each under its field. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BankAccountDialog } from './bank-account-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(posted: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      posted.push(JSON.parse(String(init?.body ?? '{}')));
      const body = {
        error: {
          code: 'conflict',
          message: 'Revise os campos destacados.',
          fields: { accountNumber: 'Esta conta já está cadastrada' },
        },
      };
      return Promise.resolve(
        new Response(JSON.stringify(body), { status: 409, headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BankAccountDialog open onOpenChange={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('BankAccountDialog', () => {
  it("shows the schema's messages under the name and the bank code, and sends nothing", async () => {
    const posted: unknown[] = [];
    renderDialog(posted);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Banco (código)'), '34a');
    await user.click(screen.getByRole('button', { name: 'Cadastrar conta' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription('Informe um nome para a conta'),
    );
    expect(screen.getByLabelText('Banco (código)')).toHaveAccessibleDescription(
      'Código do banco: até 3 dígitos (ex.: 341)',
    );
    expect(posted).toEqual([]);
  });

  it("shows the server's field error under the account", async () => {
    const posted: unknown[] = [];
    renderDialog(posted);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nome'), 'Itaú PJ');
    await user.type(screen.getByLabelText('Conta'), '12345-6');
    await user.click(screen.getByRole('button', { name: 'Cadastrar conta' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ name: 'Itaú PJ', accountNumber: '12345-6' });
    await waitFor(() =>
      expect(screen.getByLabelText('Conta')).toHaveAccessibleDescription('Esta conta já está cadastrada'),
    );
  });
});
