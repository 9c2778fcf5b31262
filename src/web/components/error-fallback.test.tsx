// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-fallback';

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
      <ErrorBoundary>
        <Bomb explode={explode} />
      </ErrorBoundary>
    </>
  );
}

describe('render-error fallback (spec §4, §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the PT-BR screen and Tentar Novamente clears the error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'Algo deu errado' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ocorreu um erro inesperado. Tente recarregar a página ou entre em contato com o suporte se o problema persistir.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByText('consertar'));
    fireEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(screen.getByText('Tudo certo')).toBeInTheDocument();
  });

  it('Recarregar Página reloads the page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Recarregar Página' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
