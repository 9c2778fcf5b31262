// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RootErrorBoundary } from './root-layout';

function Bomb({ explode }: { explode: boolean }) {
  if (explode) throw new Error('boom');
  return <p>Tudo certo</p>;
}

function Harness() {
  const [explode, setExplode] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setExplode(false)}>
        consertar
      </button>
      <RootErrorBoundary>
        <Bomb explode={explode} />
      </RootErrorBoundary>
    </>
  );
}

describe('the root error boundary and its screen (docs/product/common-behaviour.md)', () => {
  // The boundary loads its screen lazily; load the module once up front, so a busy machine does not
  // turn the first render's import into a flaky wait.
  beforeAll(async () => {
    await import('@web/components/error-fallback');
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the PT-BR screen and Tentar Novamente clears the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness />);
    // The production boundary loads the screen as its own chunk.
    expect(await screen.findByRole('heading', { name: 'Algo deu errado' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ocorreu um erro inesperado. Tente recarregar a página ou entre em contato com o suporte se o problema persistir.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByText('consertar'));
    fireEvent.click(await screen.findByRole('button', { name: 'Tentar Novamente' }));
    expect(screen.getByText('Tudo certo')).toBeInTheDocument();
  });

  it('Recarregar Página reloads the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
    render(<Harness />);
    fireEvent.click(await screen.findByRole('button', { name: 'Recarregar Página' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
