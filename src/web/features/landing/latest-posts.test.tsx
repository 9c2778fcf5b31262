// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicPostList } from '@shared/schemas/post';
import { LatestPosts } from './latest-posts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(body: PublicPostList) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <LatestPosts /> }]);
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetchMock, view };
}

const post = (index: number) => ({
  id: `00000000-0000-4000-8000-00000000000${index}`,
  title: `Post número ${index}`,
  slug: `post-numero-${index}`,
  excerpt: `Resumo ${index}`,
  coverImage: null,
  publishedAt: '2026-03-10T13:00:00.000Z',
});

describe('LatestPosts (landing page)', () => {
  it('asks for the three newest published posts and links each to its page', async () => {
    const { fetchMock } = renderWith({ items: [post(1), post(2), post(3)], nextCursor: null });
    expect(await screen.findByRole('heading', { name: 'Do nosso blog' })).toBeInTheDocument();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/public/posts?limit=3');
    expect(screen.getByRole('link', { name: 'Post número 2' })).toHaveAttribute(
      'href',
      '/blog/post-numero-2',
    );
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getAllByText('10/03/2026')).toHaveLength(3);
    expect(screen.getByRole('link', { name: /Ver todos os posts/ })).toHaveAttribute('href', '/blog');
  });

  it('renders nothing when no post is published', async () => {
    const { fetchMock, view } = renderWith({ items: [], nextCursor: null });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(view.container).toBeEmptyDOMElement();
  });
});
