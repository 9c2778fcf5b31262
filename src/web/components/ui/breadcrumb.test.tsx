// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Breadcrumb, breadcrumbItems } from './breadcrumb';

describe('breadcrumbItems', () => {
  it('starts with Início and adds one item per segment, labelled or capitalised', () => {
    expect(breadcrumbItems('/dashboard/mkt', { mkt: 'Marketing' })).toEqual([
      { label: 'Início', href: '/' },
      { label: 'Dashboard', href: '/dashboard' },
      { label: 'Marketing', href: '/dashboard/mkt' },
    ]);
  });
});

describe('Breadcrumb', () => {
  it('marks the last item as the current page and links the others', () => {
    render(
      <MemoryRouter>
        <Breadcrumb items={breadcrumbItems('/dashboard/comercial')} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByText('Comercial')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Comercial' })).toBeNull();
  });

  it('is hidden when it would hold a single item', () => {
    const { container } = render(
      <MemoryRouter>
        <Breadcrumb items={breadcrumbItems('/')} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
