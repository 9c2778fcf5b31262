// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { choiceParam, keysetParams, searchParam, useListParams } from './use-list-params';

afterEach(cleanup);

const schema = z.object({
  q: z.string().catch(''),
  status: z.enum(['', 'new', 'won']).catch(''),
  ...keysetParams,
});

function setup(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const [params, set] = useListParams(schema);
      return { params, set, search: useLocation().search };
    },
    { wrapper },
  );
}

describe('useListParams', () => {
  it('parses the query string with defaults for missing or bad values', () => {
    const { result } = setup('/admin/leads?q=ana&status=ganho');
    expect(result.current.params).toEqual({ q: 'ana', status: '', cursor: '', before: '' });
  });

  it('resets the page when a filter changes and drops values equal to the default', () => {
    const { result } = setup('/admin/leads?q=ana&cursor=abc');
    act(() => result.current.set({ status: 'won' }));
    expect(result.current.search).toBe('?q=ana&status=won');
    act(() => result.current.set({ q: '' }));
    expect(result.current.search).toBe('?status=won');
  });

  it('moves between pages keeping the filters', () => {
    const { result } = setup('/admin/leads?status=new');
    act(() => result.current.set({ cursor: 'next' }));
    expect(result.current.params).toMatchObject({ status: 'new', cursor: 'next', before: '' });
    act(() => result.current.set({ before: 'prev' }));
    expect(result.current.params).toMatchObject({ status: 'new', cursor: '', before: 'prev' });
  });
});

describe('searchParam and choiceParam', () => {
  const listParams = z.object({ q: searchParam, status: choiceParam(['published', 'draft'], 'all') });

  function setupList(url: string) {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    );
    return renderHook(
      () => {
        const [params, set] = useListParams(listParams);
        return { params, set, search: useLocation().search };
      },
      { wrapper },
    );
  }

  it('reads a trimmed, capped search and falls back to "all" for an unknown status', () => {
    const long = 'a'.repeat(250);
    const { result } = setupList(`/admin/blog?q=${encodeURIComponent(`  ${long} `)}&status=archived`);
    expect(result.current.params).toEqual({ q: 'a'.repeat(200), status: 'all' });
  });

  it('round-trips through the URL and keeps the default out of it', () => {
    const { result } = setupList('/admin/blog');
    expect(result.current.params).toEqual({ q: '', status: 'all' });
    act(() => result.current.set({ q: 'maria souza', status: 'draft' }));
    expect(result.current.search).toBe('?q=maria+souza&status=draft');
    expect(result.current.params).toEqual({ q: 'maria souza', status: 'draft' });
    act(() => result.current.set({ status: 'all' }));
    expect(result.current.search).toBe('?q=maria+souza');
    act(() => result.current.set({ q: '' }));
    expect(result.current.search).toBe('');
  });
});
