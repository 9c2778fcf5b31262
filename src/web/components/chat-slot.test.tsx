// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatSlot } from './chat-slot';

vi.mock('@web/features/chat/chat-launcher', () => ({
  ChatLauncher: ({ openOnMount, onPanelShown }: { openOnMount?: boolean; onPanelShown?: () => void }) => (
    <button
      type="button"
      data-testid="real-launcher"
      data-open={String(Boolean(openOnMount))}
      onClick={onPanelShown}
    >
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

  it('is prerendered with the panel shell, opened natively by the stand-in (no script needed)', () => {
    const html = renderToString(<ChatSlot />);
    expect(html).toMatch(/popovertarget="coders-chat-shell"/i); // HTML attribute names are case-insensitive
    expect(html).toMatch(/<div[^>]* id="coders-chat-shell" popover="manual" role="dialog"/);
    expect(html).toContain('Carregando chat...');
    expect(html).not.toMatch(/ on[a-z]+=/);
    // The stand-in leaves the expanded state to the browser (it follows the popover).
    expect(html).not.toContain('aria-expanded');
  });

  it('opens the real chat when its shell opened (a tap before the launcher arrived), once', async () => {
    render(<ChatSlot />);
    const shell = document.getElementById('coders-chat-shell')!;
    // jsdom has no popovers: stand in for the browser's own toggle.
    let open = true;
    shell.matches = ((selector: string) => selector === ':popover-open' && open) as typeof shell.matches;
    const hidePopover = vi.fn(() => {
      open = false;
      shell.dispatchEvent(new Event('toggle'));
    });
    Object.assign(shell, { hidePopover });
    act(() => {
      shell.dispatchEvent(new Event('toggle'));
    });
    await waitFor(() => expect(screen.getByTestId('real-launcher').dataset.open).toBe('true'));
    act(() => screen.getByTestId('real-launcher').click()); // the mock reports the panel shown
    expect(hidePopover).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('real-launcher').dataset.open).toBe('true');
  });

  it('does not open the chat if the visitor closed the shell before the launcher arrived', async () => {
    render(<ChatSlot />);
    const shell = document.getElementById('coders-chat-shell')!;
    let open = true;
    shell.matches = ((selector: string) => selector === ':popover-open' && open) as typeof shell.matches;
    act(() => {
      shell.dispatchEvent(new Event('toggle'));
      open = false;
      shell.dispatchEvent(new Event('toggle'));
    });
    await waitFor(() => expect(screen.getByTestId('real-launcher').dataset.open).toBe('false'));
  });
});
