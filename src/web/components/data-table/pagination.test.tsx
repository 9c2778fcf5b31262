// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTableLoadMore, type LoadMoreQuery } from './pagination';

afterEach(cleanup);

const query = (patch: Partial<LoadMoreQuery> = {}): LoadMoreQuery => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(),
  ...patch,
});

describe('DataTableLoadMore', () => {
  it('loads the next page on click', () => {
    const next = query();
    render(<DataTableLoadMore query={next} summary="Mostrando 20 de 45 posts" />);
    expect(screen.getByText('Mostrando 20 de 45 posts')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(next.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it("says 'Carregando...' and is disabled while the next page loads", () => {
    render(<DataTableLoadMore query={query({ isFetchingNextPage: true })} label="Carregar mais posts" />);
    const button = screen.getByRole('button', { name: 'Carregando...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('keeps its label beside a spinner when asked (kanban columns)', () => {
    render(<DataTableLoadMore query={query({ isFetchingNextPage: true })} bare spinner />);
    const button = screen.getByRole('button', { name: 'Carregar mais' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('is gone when there is no next page, keeping the summary', () => {
    const { container, rerender } = render(<DataTableLoadMore query={query({ hasNextPage: false })} />);
    expect(container.innerHTML).toBe('');
    rerender(<DataTableLoadMore query={query({ hasNextPage: false })} summary="Mostrando 3 de 3 posts" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Mostrando 3 de 3 posts')).toBeTruthy();
  });
});
