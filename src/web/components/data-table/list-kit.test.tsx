// @vitest-environment jsdom
/** The kit together: the debounced search box writes the URL through useListParams, and Back reads it. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DataTableSearch } from './toolbar';
import { choiceParam, searchParam, useListParams } from './use-list-params';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const listParams = z.object({ q: searchParam, status: choiceParam(['new', 'won'], 'all') });

function List() {
  const [params, setParams] = useListParams(listParams);
  const location = useLocation();
  return (
    <>
      <DataTableSearch
        label="Buscar"
        placeholder="Buscar..."
        value={params.q}
        onChange={(q) => setParams({ q })}
      />
      <output data-testid="url">{location.search}</output>
      <output data-testid="q">{params.q}</output>
    </>
  );
}

describe('list kit: search box + URL params', () => {
  it('writes the search to the URL once typing pauses, keeping the status filter', () => {
    vi.useFakeTimers();
    render(
      <MemoryRouter initialEntries={['/lista?status=won']}>
        <List />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), { target: { value: 'ana' } });
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByTestId('url').textContent).toBe('?status=won');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('url').textContent).toBe('?status=won&q=ana');
    expect(screen.getByTestId('q').textContent).toBe('ana');
  });

  it('starts from the URL', () => {
    render(
      <MemoryRouter initialEntries={['/lista?q=maria']}>
        <List />
      </MemoryRouter>,
    );
    expect((screen.getByRole('searchbox', { name: 'Buscar' }) as HTMLInputElement).value).toBe('maria');
  });
});
