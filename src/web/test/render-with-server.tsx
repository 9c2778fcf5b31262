/**
 * The one setup of the form component tests: render a form inside a QueryClientProvider (and a
 * router, when it links) with `fetch` stubbed by a stand-in server, and keep what the form sent.
 *
 *   const sent = renderWithServer(<GoalDialog … />, () => refused({ userId: GOAL_USER_INVALID }));
 *   await userEvent.click(screen.getByRole('button', { name: 'Salvar meta' }));
 *   expect(sent).toEqual([{ method: 'POST', url: '/api/insights/goals', body: { … } }]);
 *
 * `reads` answers the lists a form loads (by path, query left out) without counting them as sent;
 * `record: 'writes'` answers any other GET with `{}` and keeps only the writes.
 * Importing this file also unmounts what was rendered and restores `fetch` after each test.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A JSON answer, as the server sends it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's refusal with field messages (HttpError's body): the first message is the error's. */
export const refused = (fields: Record<string, string>, status = 422, code = 'validation') =>
  json({ error: { code, message: Object.values(fields)[0] ?? 'Recusado', fields } }, status);

/** A request the form made: its JSON body parsed (a FormData body kept as it is). */
export type Sent = { method: string; url: string; body: unknown };

type Answer = Response | Promise<Response>;

export function renderWithServer(
  ui: ReactNode,
  answer: (sent: Sent) => Answer = () => json({}),
  options: {
    /** GETs answered without being recorded, by path: a body (sent as JSON) or a function. */
    reads?: Record<string, unknown>;
    /** Wrap in a MemoryRouter (the form renders links). */
    router?: boolean;
    /** 'writes': any other GET is answered `{}` and not recorded, so `sent` holds what the form wrote. */
    record?: 'all' | 'writes';
  } = {},
): Sent[] {
  const sent: Sent[] = [];
  // Radix's checkbox measures itself; jsdom has no ResizeObserver.
  if (!('ResizeObserver' in globalThis)) {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const path = new URL(url, 'http://localhost').pathname;
      if (method === 'GET' && options.reads && path in options.reads) {
        const read = options.reads[path];
        return typeof read === 'function' ? (read as () => Answer)() : json(read);
      }
      if (method === 'GET' && options.record === 'writes') return json({});
      const raw = init?.body;
      const body = raw instanceof FormData ? raw : raw ? JSON.parse(String(raw)) : undefined;
      const request = { method, url, body };
      sent.push(request);
      return answer(request);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      {options.router ? <MemoryRouter>{ui}</MemoryRouter> : ui}
    </QueryClientProvider>,
  );
  return sent;
}
