// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTableSearch, DataTableStatusFilter } from './toolbar';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DataTableSearch', () => {
  it('reports the trimmed text after a pause and keeps a trailing space while typing', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const { rerender } = render(
      <DataTableSearch value="" onChange={onChange} placeholder="Buscar leads..." label="Buscar leads" />,
    );
    const box = screen.getByRole('searchbox', { name: 'Buscar leads' });
    fireEvent.change(box, { target: { value: 'maria ' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledWith('maria');
    // The URL now says 'maria': the box must keep 'maria ' so the next word is not glued on.
    rerender(
      <DataTableSearch
        value="maria"
        onChange={onChange}
        placeholder="Buscar leads..."
        label="Buscar leads"
      />,
    );
    expect(box).toHaveValue('maria ');
  });

  it('follows the URL when it changes elsewhere, and clears with the button', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <DataTableSearch value="ana" onChange={onChange} placeholder="Buscar" label="Buscar" />,
    );
    rerender(<DataTableSearch value="bia" onChange={onChange} placeholder="Buscar" label="Buscar" />);
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('bia');
    fireEvent.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(onChange).toHaveBeenCalledWith('');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
  });
});

describe('DataTableStatusFilter', () => {
  it("offers 'Todos os status' then the catalog, and reports the choice", () => {
    const onChange = vi.fn();
    render(
      <DataTableStatusFilter
        value="all"
        onChange={onChange}
        options={[
          { value: 'published', label: 'Publicado' },
          { value: 'draft', label: 'Rascunho' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Filtrar por status' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Todos os status',
      'Publicado',
      'Rascunho',
    ]);
    fireEvent.change(select, { target: { value: 'draft' } });
    expect(onChange).toHaveBeenCalledWith('draft');
  });
});
