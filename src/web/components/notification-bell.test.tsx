// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationItem } from '@shared/schemas/notification';
import { NotificationBell } from './notification-bell';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast: toastMock }));

class FakeEventSource {
  static instances: FakeEventSource[] = [];
  listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(item: NotificationItem) {
    for (const listener of this.listeners.get('notification') ?? []) {
      listener(new MessageEvent('notification', { data: JSON.stringify(item), lastEventId: item.id }));
    }
  }
}

const note = (id: number, extra: Partial<NotificationItem> = {}): NotificationItem => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  title: `Aviso ${id}`,
  message: `Mensagem ${id}`,
  type: 'info',
  priority: 'low',
  status: 'unread',
  link: null,
  createdAt: new Date(Date.UTC(2025, 4, 1, 12, id)).toISOString(),
  readAt: null,
  ...extra,
});

let calls: { method: string; url: string }[] = [];
let serverList: { items: NotificationItem[]; unreadCount: number };

function renderBell(roles: string[] = ['comercial']) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['me'], {
    user: { id: 'u1', email: 'c@x.com', name: 'C' },
    profile: null,
    roles,
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  calls = [];
  FakeEventSource.instances = [];
  serverList = {
    items: [note(3), note(2), note(1, { status: 'read', readAt: '2025-05-02T00:00:00Z' })],
    unreadCount: 2,
  };
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      if (method === 'GET') return new Response(JSON.stringify(serverList), { status: 200 });
      if (url.endsWith('/read-all')) return new Response(JSON.stringify({ updated: 2 }), { status: 200 });
      return new Response(JSON.stringify({ ...note(3), status: 'read' }), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  toastMock.error.mockReset();
  toastMock.info.mockReset();
});

const bell = () => screen.getByRole('button', { name: /^Notificações/ });

describe('NotificationBell', () => {
  it('renders nothing for someone without a staff role', () => {
    const { container } = renderBell([]);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the unread badge, hides it at 0 and caps it at 9+', async () => {
    serverList = { items: Array.from({ length: 12 }, (_, index) => note(index)), unreadCount: 12 };
    renderBell();
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('9+'));
    // axe label-content-name-mismatch: the name contains the visible text of the badge.
    expect(bell()).toHaveAccessibleName('Notificações (9+ não lidas)');
  });

  it('lists newest first, marks one read on click and all read with the button', async () => {
    renderBell();
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('2'));
    fireEvent.click(bell());
    const list = await screen.findByRole('list', { name: 'Lista de notificações' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Aviso 3'),
      expect.stringContaining('Aviso 2'),
      expect.stringContaining('Aviso 1'),
    ]);
    fireEvent.click(rows[0]!);
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('1'));
    expect(calls).toContainEqual({ method: 'PATCH', url: `/api/notifications/${note(3).id}/read` });

    fireEvent.click(screen.getByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    expect(calls).toContainEqual({ method: 'POST', url: '/api/notifications/read-all' });
    // Disabled; aria-disabled while it keeps focus (components/ui/button.tsx).
    expect(
      screen
        .getByRole('button', { name: 'Marcar todas como lidas' })
        .matches(':disabled, [aria-disabled="true"]'),
    ).toBe(true);
  });

  it('prepends realtime arrivals unread, once per id, and toasts high priority ones', async () => {
    renderBell();
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('2'));
    const source = FakeEventSource.instances[0]!;
    expect(source.url).toBe('/api/realtime');

    act(() =>
      source.emit(note(9, { title: 'Novo lead', priority: 'high', type: 'error', message: 'Falhou' })),
    );
    act(() =>
      source.emit(note(9, { title: 'Novo lead', priority: 'high', type: 'error', message: 'Falhou' })),
    );
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('3'));
    expect(toastMock.error).toHaveBeenCalledTimes(1);
    expect(toastMock.error).toHaveBeenCalledWith('Novo lead', 'Falhou');

    act(() => source.emit(note(10, { title: 'Baixa', priority: 'low' })));
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('4'));
    expect(toastMock.info).not.toHaveBeenCalled();

    fireEvent.click(bell());
    const rows = within(await screen.findByRole('list', { name: 'Lista de notificações' })).getAllByRole(
      'button',
    );
    expect(rows[0]).toHaveTextContent('Baixa');
    expect(rows[1]).toHaveTextContent('Novo lead');
    expect(rows).toHaveLength(5);
  });

  it('reconnects after a drop with backoff, asking for what came after the last id', async () => {
    renderBell();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const first = FakeEventSource.instances[0]!;
    act(() => first.emit(note(7)));
    vi.useFakeTimers();
    act(() => first.onerror?.());
    expect(first.closed).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1300));
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.instances[1]!.url).toBe(`/api/realtime?since=${note(7).id}`);
  });

  it('only logs a failed load', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    renderBell();
    // One retry (1 s) before the error is final.
    await waitFor(
      () => expect(log).toHaveBeenCalledWith('Erro ao carregar notificações:', expect.anything()),
      {
        timeout: 4000,
      },
    );
    expect(toastMock.error).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
