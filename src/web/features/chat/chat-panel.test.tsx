// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatLauncher } from './chat-launcher';
import { CHAT_SESSION_KEY, chatHistoryKey, chatProfileKey } from './chat-storage';
import { GREETINGS } from './greetings';
import { CHAT_APOLOGY, CHAT_RATE_LIMITED } from './use-chat';

const toastError = vi.fn();
vi.mock('@web/lib/toast', () => ({
  toast: { error: (...args: unknown[]) => toastError(...args), success: vi.fn(), info: vi.fn() },
}));

type ChatReply = { status?: number; body: unknown; delayMs?: number };

/**
 * Disabled for the person: natively, or `aria-disabled` when it held focus at that moment (a control
 * keeps focus while disabled, issue 30).
 */
const unavailable = (element: HTMLElement) => element.matches(':disabled, [aria-disabled="true"]');

const signedIn = {
  user: { id: 'u-1', email: 'usuario@coders.example', name: 'Usuário Demo' },
  profile: { id: 'u-1', email: 'usuario@coders.example', firstName: 'Usuário', lastName: null, role: 'user' },
  roles: [],
};
const signedOut = { user: null, profile: null, roles: [] };

let me: unknown = signedIn;
let replies: ChatReply[] = [];
const chatBodies: { message: string; history: unknown[]; sessionId?: string }[] = [];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  sessionStorage.clear();
  // jsdom has no matchMedia: a desktop-sized window.
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
  toastError.mockReset();
  chatBodies.length = 0;
  replies = [];
  me = signedIn;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/me') return json(me);
      if (url === '/api/functions/secure-chat') {
        chatBodies.push(JSON.parse(String(init?.body)));
        const reply = replies.shift() ?? { body: { message: 'Ok!', leadProfile: { painPoints: [] } } };
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        return json(reply.body, reply.status ?? 200);
      }
      return json({ error: { message: 'não encontrado' } }, 404);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLauncher(path = '/plataforma/wildgo') {
  const router = createMemoryRouter(
    [
      { path: '*', element: <ChatLauncher /> },
      { path: '/auth', element: <p>Página de login</p> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

async function openChat() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Abrir chat com o Agente Coder' }));
  // The panel is a lazy chunk: the first import takes a moment.
  await screen.findByRole('dialog', { name: 'Agente Coder' }, { timeout: 5000 });
  return user;
}

const input = () => screen.getByRole('textbox', { name: 'Mensagem' });
const sendButton = () => screen.getByRole('button', { name: 'Enviar mensagem' });

describe('signed out', () => {
  it('shows the login-required view, toasts on send and links to /auth with the way back', async () => {
    me = signedOut;
    const { router } = renderLauncher('/plataforma/wildgo?x=1');
    const user = await openChat();
    expect(await screen.findByRole('heading', { name: 'Faça login para conversar' })).toBeInTheDocument();

    await user.type(input(), 'Olá{Enter}');
    expect(toastError).toHaveBeenCalledWith('Login necessário', 'Por favor, faça login para usar o chat.');
    expect(chatBodies).toHaveLength(0);
    expect(input()).toHaveValue('Olá');

    const login = screen.getByRole('link', { name: 'Entrar ou criar conta' });
    expect(login).toHaveAttribute('href', '/auth?redirect=%2Fplataforma%2Fwildgo%3Fx%3D1');
    await user.click(login);
    expect(router.state.location.pathname).toBe('/auth');
    expect(sessionStorage.getItem('coders_chat_reopen')).toBe('1');
  });
});

describe('signed in', () => {
  it('greets with one of the three variants, personalised', async () => {
    renderLauncher();
    await openChat();
    const variants = GREETINGS.map((greeting) => greeting('Usuário'));
    await waitFor(() => {
      const texts = screen
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace('Agente Coder: ', ''));
      expect(variants).toContain(texts[0]);
    });
  });

  it('never sends blank text and sends with Enter', async () => {
    renderLauncher();
    const user = await openChat();
    await waitFor(() => expect(unavailable(input())).toBe(false));
    expect(unavailable(sendButton())).toBe(true);
    await user.type(input(), '   {Enter}');
    expect(chatBodies).toHaveLength(0);
    await user.clear(input());
    await user.type(input(), '  Quero um site  {Enter}');
    await waitFor(() => expect(chatBodies).toHaveLength(1));
    expect(chatBodies[0]!.message).toBe('Quero um site');
    expect(chatBodies[0]!.sessionId).toBe(sessionStorage.getItem(CHAT_SESSION_KEY));
    expect(input()).toHaveValue('');
  });

  it('disables input and send while loading and typing, revealing 1 character every 15 ms', async () => {
    const reply = 'Resposta longa do Agente Coder para testar o efeito de digitação caractere a caractere.';
    replies = [{ body: { message: reply, leadProfile: { painPoints: [], leadScore: 10 } }, delayMs: 150 }];
    renderLauncher();
    const user = await openChat();
    await waitFor(() => expect(unavailable(input())).toBe(false));
    await user.type(input(), 'Oi{Enter}');

    expect(
      await screen.findByText('Agente Coder está digitando...', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(unavailable(input())).toBe(true);
    expect(unavailable(sendButton())).toBe(true);
    // Sent from the box: focus waits on it, read-only, instead of falling to <body>.
    expect(document.activeElement).toBe(input());
    expect(input()).toHaveAttribute('readonly');

    const started = performance.now();
    // Typing: the reply is on screen only in part, and the input stays disabled.
    // Generous timeouts: the suite shares two cores with the server tests.
    await waitFor(() => expect(screen.queryByText('Agente Coder está digitando...')).toBeNull(), {
      timeout: 5000,
    });
    await waitFor(
      () => {
        const partial = screen.getAllByRole('listitem').at(-1)!.textContent ?? '';
        expect(partial.length).toBeGreaterThan(15);
      },
      { timeout: 5000 },
    );
    expect(screen.queryByText(reply)).toBeNull();
    expect(unavailable(input())).toBe(true);

    await waitFor(() => expect(screen.getByText(reply)).toBeInTheDocument(), { timeout: 5000 });
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(reply.length * 15 * 0.8);
    await waitFor(() => expect(unavailable(input())).toBe(false));
    expect(document.activeElement).toBe(input());
    expect(screen.getByTestId('chat-announcer')).toHaveTextContent(`Agente Coder: ${reply}`);
  });

  it('keeps history and profile per session and restores them on reload', async () => {
    replies = [
      { body: { message: 'Prazer, Ana!', leadProfile: { name: 'Ana', painPoints: [], leadScore: 10 } } },
    ];
    renderLauncher();
    const user = await openChat();
    await waitFor(() => expect(unavailable(input())).toBe(false));
    await user.type(input(), 'Sou a Ana{Enter}');
    await waitFor(() => expect(screen.getByText('Prazer, Ana!')).toBeInTheDocument(), { timeout: 3000 });

    const sessionId = sessionStorage.getItem(CHAT_SESSION_KEY)!;
    const history = JSON.parse(sessionStorage.getItem(chatHistoryKey(sessionId))!);
    expect(
      history.map((message: { text: string; isBot: boolean }) => [message.isBot, message.text]).slice(1),
    ).toEqual([
      [false, 'Sou a Ana'],
      [true, 'Prazer, Ana!'],
    ]);
    expect(history[0]).toMatchObject({ isBot: true, timestamp: expect.any(String) });
    expect(JSON.parse(sessionStorage.getItem(chatProfileKey(sessionId))!)).toMatchObject({ name: 'Ana' });

    // A "reload": a fresh tree reads the same session.
    cleanup();
    renderLauncher();
    const again = await openChat();
    expect(await screen.findByText('Prazer, Ana!')).toBeInTheDocument();
    await waitFor(() => expect(unavailable(input())).toBe(false));
    await again.type(input(), 'E o prazo?{Enter}');
    await waitFor(() => expect(chatBodies).toHaveLength(2));
    expect(chatBodies[1]!.history).toHaveLength(3);
    expect(chatBodies[1]).toMatchObject({ sessionId });
    // The server derives the profile from the conversation it stores; the widget never sends one.
    expect(chatBodies[1]).not.toHaveProperty('leadProfile');
  });

  it.each([
    [
      'a rate limit',
      { status: 429, body: { error: { code: 'rate_limited', message: 'Rate limit exceeded: aguarde.' } } },
      CHAT_RATE_LIMITED,
      'Rate limit exceeded: aguarde.',
    ],
    ['a server error', { status: 500, body: {} }, CHAT_APOLOGY, 'Erro na comunicação com o servidor'],
    ['a response without message', { body: { ok: true } }, CHAT_APOLOGY, 'Resposta inválida do servidor'],
  ] as const)('answers %s with the documented texts', async (_label, reply, botText, toastText) => {
    replies = [reply];
    renderLauncher();
    const user = await openChat();
    await waitFor(() => expect(unavailable(input())).toBe(false));
    await user.type(input(), 'Oi{Enter}');
    await waitFor(() => expect(screen.getByText(botText)).toBeInTheDocument(), { timeout: 5000 });
    expect(toastError).toHaveBeenCalledWith('Erro na comunicação', toastText);
    await waitFor(() => expect(unavailable(input())).toBe(false));
    // The failure notice is not sent back as history.
    await user.type(input(), 'De novo{Enter}');
    await waitFor(() => expect(chatBodies).toHaveLength(2));
    expect(chatBodies[1]!.history).toHaveLength(2);
  });

  it('closes with Escape, returns focus to the launcher and keeps Tab inside the panel', async () => {
    renderLauncher();
    const user = await openChat();
    await waitFor(() => expect(input()).toHaveFocus());
    await user.tab();
    expect(unavailable(sendButton())).toBe(true);
    // Close button, region, input: focus cycles without leaving the dialog.
    for (let index = 0; index < 5; index += 1) {
      await user.tab();
      expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    }
    await act(async () => {
      await user.keyboard('{Escape}');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Abrir chat com o Agente Coder' })).toHaveFocus();
  });
});
