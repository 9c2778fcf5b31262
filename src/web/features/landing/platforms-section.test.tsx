// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { filterPlatforms, platformCategories } from '../../../shared/content/platforms';
import { PlatformsSection, platformCountText } from './platforms-section';

afterEach(cleanup);

function renderSection() {
  const router = createMemoryRouter([{ path: '/', element: <PlatformsSection /> }]);
  render(<RouterProvider router={router} />);
}

const cards = () =>
  within(screen.getByRole('region', { name: /Plataformas próprias/ })).queryAllByRole('article');

describe('platforms section (docs/product/public-site.md)', () => {
  it('shows the 10 category buttons with Todos pressed and all 11 cards', () => {
    renderSection();
    const group = screen.getByRole('group', { name: 'Filtrar plataformas por categoria' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(platformCategories);
    expect(within(group).getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
    expect(cards()).toHaveLength(11);
    expect(screen.getByText('11 plataformas')).toBeInTheDocument();
  });

  it.each(platformCategories.filter((c) => c !== 'Todos'))('filters by %s', (category) => {
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: category }));
    expect(screen.getByRole('button', { name: category })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'false');
    const expected = filterPlatforms(category);
    expect(cards()).toHaveLength(expected.length);
    expect(screen.getByText(platformCountText(expected.length, category))).toBeInTheDocument();
    if (expected.length === 0) {
      expect(screen.getByText(`Ainda não temos plataformas em ${category}.`)).toBeInTheDocument();
    }
    for (const platform of expected) {
      const card = screen.getByRole('article', { name: platform.name });
      expect(within(card).getByText('Em Desenvolvimento')).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: /Descobrir Mais/ })).toHaveAttribute(
        'href',
        `/plataforma/${platform.id}`,
      );
      expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    }
  });

  it('words the count in PT-BR', () => {
    expect(platformCountText(1, 'Turismo')).toBe('1 plataforma em Turismo');
    expect(platformCountText(0, 'Marketing')).toBe('0 plataformas em Marketing');
    expect(platformCountText(11, 'Todos')).toBe('11 plataformas');
  });
});
