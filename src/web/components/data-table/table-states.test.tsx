// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTableError, ListStates } from './table-states';

afterEach(cleanup);

const base = { isPending: false, error: null as Error | null, refetch: vi.fn() };

function renderStates(query: typeof base, isEmpty: boolean) {
  return render(
    <ListStates
      query={query}
      isEmpty={isEmpty}
      errorText="Não foi possível carregar os clientes."
      empty={<p>Nenhum cliente encontrado</p>}
    >
      <ul aria-label="Clientes" />
    </ListStates>,
  );
}

describe('ListStates', () => {
  it('shows the loading status, then the rows', () => {
    const { rerender } = renderStates({ ...base, isPending: true }, true);
    expect(screen.getByRole('status').textContent).toContain('Carregando...');
    rerender(
      <ListStates query={base} isEmpty={false} errorText="x" empty={<p>Nenhum cliente encontrado</p>}>
        <ul aria-label="Clientes" />
      </ListStates>,
    );
    expect(screen.getByRole('list', { name: 'Clientes' })).toBeTruthy();
  });

  it('shows the error (its own message, else the fallback) with a retry', () => {
    const refetch = vi.fn();
    renderStates({ ...base, error: new Error(''), refetch }, true);
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível carregar os clientes.');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state when there are no rows', () => {
    renderStates(base, true);
    expect(screen.getByText('Nenhum cliente encontrado')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('DataTableError', () => {
  it('names what failed and retries', () => {
    const retry = vi.fn();
    render(<DataTableError title="Erro ao carregar posts" onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('Erro ao carregar posts');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
