// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { filterPlatforms, platformCategories, platforms } from '@shared/content/platforms';
import { PlatformsSection, platformCountText } from './platforms-section';

afterEach(cleanup);

function renderSection() {
  const router = createMemoryRouter([{ path: '/', element: <PlatformsSection /> }]);
  render(<RouterProvider router={router} />);
}

const section = () => screen.getByRole('region', { name: /Plataformas próprias/ });
const visibleCards = () =>
  within(section())
    .queryAllByRole('article')
    .filter((card) => getComputedStyle(card.parentElement!).display !== 'none');
const shown = (selector: string) =>
  [...section().querySelectorAll<HTMLElement>(selector)].filter(
    (element) => getComputedStyle(element).display !== 'none',
  );

describe('platforms section (docs/product/public-site.md)', () => {
  it('shows the 10 category filters with Todos chosen and all 11 cards', () => {
    renderSection();
    const group = screen.getByRole('radiogroup', { name: 'Filtrar plataformas por categoria' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(platformCategories);
    expect(within(group).getByRole('radio', { name: 'Todos' })).toBeChecked();
    expect(visibleCards()).toHaveLength(11);
    expect(shown('[data-count]').map((element) => element.textContent)).toEqual(['11 plataformas']);
  });

  // jsdom matches the :has() rules slowly: one category with cards and one without (e2e runs them all).
  it.each(['Gestão', 'Marketing'] as const)('filters by %s with CSS alone', (category) => {
    renderSection();
    fireEvent.click(screen.getByRole('radio', { name: category }));
    expect(screen.getByRole('radio', { name: category })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Todos' })).not.toBeChecked();
    const expected = filterPlatforms(category);
    expect(visibleCards().map((card) => card.getAttribute('aria-labelledby'))).toEqual(
      expected.map((platform) => `plataforma-${platform.id}`),
    );
    expect(shown('[data-count]').map((element) => element.textContent)).toEqual([
      platformCountText(expected.length, category),
    ]);
    expect(shown('[data-empty]').map((element) => element.textContent)).toEqual(
      expected.length === 0 ? [expect.stringContaining(`Ainda não temos plataformas em ${category}.`)] : [],
    );
  });

  it('needs no script: the server HTML holds every card, count and empty state, and the filter rules', () => {
    const router = createMemoryRouter([{ path: '/', element: <PlatformsSection /> }]);
    const html = renderToString(<RouterProvider router={router} />);
    expect(html.match(/<article/g)).toHaveLength(platforms.length);
    expect(html.match(/type="radio"/g)).toHaveLength(platformCategories.length);
    expect(html.match(/checked=""/g)).toHaveLength(1);
    expect(html).toContain('<style>#plataformas');
    expect(html).not.toMatch(/ on[a-z]+=/); // no inline event handler (Content-Security-Policy)
  });

  it('words the count in PT-BR', () => {
    expect(platformCountText(1, 'Turismo')).toBe('1 plataforma em Turismo');
    expect(platformCountText(0, 'Marketing')).toBe('0 plataformas em Marketing');
    expect(platformCountText(11, 'Todos')).toBe('11 plataformas');
  });
});
