// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSpaLinks } from './use-spa-links';

afterEach(cleanup);

function Page() {
  useSpaLinks();
  const location = useLocation();
  return (
    <>
      <output>{`${location.pathname}${location.hash}`}</output>
      <a href="/questionario?servico=sites">interno</a>
      <a href="/#faq">âncora</a>
      <a href="#conteudo">pular</a>
      <a href="/privacidade" target="_blank" rel="noopener">
        nova aba
      </a>
      <a href="https://wa.me/5511999999999">externo</a>
      <a href="/api/public/appointments/1.ics">arquivo</a>
    </>
  );
}

function setup() {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return router;
}

/** fireEvent returns false when a listener called preventDefault (the app took the click). */
const click = (name: string, init: MouseEventInit = {}) =>
  fireEvent.click(screen.getByRole('link', { name }), { button: 0, ...init });

describe('useSpaLinks', () => {
  it('navigates inside the app for plain links to app routes', async () => {
    const router = setup();
    expect(click('interno')).toBe(false);
    await screen.findByText('/questionario');
    expect(router.state.location.search).toBe('?servico=sites');
    expect(click('âncora')).toBe(false);
    await screen.findByText('/#faq');
  });

  it('leaves modified clicks, new tabs, other sites, files, the API and in-page jumps to the browser', () => {
    setup();
    expect(click('interno', { ctrlKey: true })).toBe(true);
    expect(click('interno', { button: 1 })).toBe(true);
    expect(click('nova aba')).toBe(true);
    expect(click('externo')).toBe(true);
    expect(click('arquivo')).toBe(true);
    expect(click('pular')).toBe(true);
    expect(screen.getByText('/')).toBeInTheDocument();
  });
});
