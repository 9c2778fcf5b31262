// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatSlot } from './chat-slot';

vi.mock('../features/chat/chat-launcher', () => ({
  ChatLauncher: ({ openOnMount }: { openOnMount?: boolean }) => (
    <button type="button" data-testid="real-launcher" data-open={String(Boolean(openOnMount))}>
      real
    </button>
  ),
}));

const idle = () => new Promise((resolve) => setTimeout(resolve, 400)); // jsdom: the 200 ms fallback

describe('chat slot', () => {
  afterEach(cleanup);

  it('swaps the prerendered stand-in for the real launcher once the page is idle', async () => {
    render(<ChatSlot />);
    expect(screen.getByRole('button', { name: 'Abrir chat com o Agente Coder' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('real-launcher').dataset.open).toBe('false'));
  });

  it('keeps the stand-in, and the keyboard focus on it, until the visitor moves on', async () => {
    render(
      <>
        <ChatSlot />
        <a href="#outro">outro</a>
      </>,
    );
    const standIn = screen.getByRole('button', { name: 'Abrir chat com o Agente Coder' });
    act(() => standIn.focus());
    await act(idle);
    expect(screen.queryByTestId('real-launcher')).toBeNull();
    expect(document.activeElement).toBe(standIn);
    act(() => screen.getByRole('link', { name: 'outro' }).focus());
    await waitFor(() => expect(screen.getByTestId('real-launcher')).toBeTruthy());
  });

  it('opens the chat when the stand-in is pressed before the launcher arrived', async () => {
    render(<ChatSlot />);
    act(() => screen.getByRole('button', { name: 'Abrir chat com o Agente Coder' }).click());
    await waitFor(() => expect(screen.getByTestId('real-launcher').dataset.open).toBe('true'));
  });
});
