/**
 * The bar above a table: a debounced search box (the server searches; the URL keeps the text),
 * the filters passed as children, and actions on the right.
 *
 *   <DataTableToolbar search={{ value: params.q, onChange: (q) => setParams({ q }),
 *     placeholder: 'Buscar leads...', label: 'Buscar leads' }}>
 *     <DataTableFacetedFilter ... />
 *   </DataTableToolbar>
 */
import { Search, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '@web/lib/cn';
import { Input, NativeSelect } from '../ui/input';

export type ToolbarSearch = {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Accessible name of the search box. */
  label: string;
  /** Pause after typing before onChange fires (ms). */
  debounceMs?: number;
  /** Classes of the box's wrapper (its width); the default is full width, 18rem from sm up. */
  className?: string;
};

export function DataTableToolbar({
  search,
  children,
  actions,
  className,
}: {
  search?: ToolbarSearch;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between', className)}>
      <div className="flex flex-1 flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        {search ? <DataTableSearch {...search} /> : null}
        {children}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

export function DataTableSearch({
  value,
  onChange,
  placeholder,
  label,
  debounceMs = 300,
  className = 'w-full sm:w-72',
}: ToolbarSearch) {
  const [text, setText] = useState(value);
  const latest = useRef(onChange);
  latest.current = onChange;

  // The URL can change under us (Back, a cleared filter): follow it, but keep what is being typed
  // (a trailing space must survive the debounce, or 'maria souza' becomes 'mariasouza').
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => latest.current(text.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [text, value, debounceMs]);

  return (
    <div role="search" className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="h-9 pl-9 pr-8 [&::-webkit-search-cancel-button]:hidden"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onChange(text.trim());
        }}
      />
      {text ? (
        <button
          type="button"
          aria-label="Limpar busca"
          className="absolute right-2 top-1/2 -translate-y-1/2 rounded-sm p-0.5 text-muted-foreground hover:text-foreground"
          onClick={() => {
            setText('');
            onChange('');
          }}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}

/**
 * A status filter as a native select: 'Todos os status' (value 'all', kept out of the URL by
 * choiceParam) then the catalog's entries.
 *
 *   <DataTableStatusFilter value={params.status} onChange={(status) => setParams({ status })}
 *     options={appointmentStatuses} className="sm:w-56" />
 */
export function DataTableStatusFilter({
  value,
  onChange,
  options,
  className,
  label = 'Filtrar por status',
  allLabel = 'Todos os status',
}: {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  className?: string;
  label?: string;
  allLabel?: string;
}) {
  return (
    <NativeSelect
      aria-label={label}
      className={className}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="all">{allLabel}</option>
      {options.map((entry) => (
        <option key={entry.value} value={entry.value}>
          {entry.label}
        </option>
      ))}
    </NativeSelect>
  );
}
