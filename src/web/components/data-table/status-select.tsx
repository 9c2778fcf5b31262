/**
 * Inline status selector for a table cell, drawn as the catalog's coloured badge (docs/product/common-behaviour.md): a native
 * select, so it is keyboard- and screen-reader-friendly everywhere. An unknown value is kept and
 * shown raw in grey.
 *
 *   <StatusSelect catalog={leadStatuses} value={lead.status} label={`Status de ${lead.name}`}
 *     onChange={(status) => mutate({ lead, status })} />
 */
import { ChevronDown } from 'lucide-react';
import { type BadgeColor, type StatusEntry, statusBadge } from '@shared/catalog/statuses';
import { cn } from '@web/lib/cn';
import { useFocusSafeDisabled } from '@web/lib/focus-safe-disabled';

const tones: Record<BadgeColor, string> = {
  blue: 'bg-blue-100 text-blue-800 border-blue-200',
  amber: 'bg-amber-100 text-amber-900 border-amber-200',
  purple: 'bg-purple-100 text-purple-800 border-purple-200',
  indigo: 'bg-indigo-100 text-indigo-800 border-indigo-200',
  green: 'bg-green-100 text-green-800 border-green-200',
  red: 'bg-red-100 text-red-800 border-red-200',
  grey: 'bg-gray-100 text-gray-700 border-gray-200',
  slate: 'bg-slate-100 text-slate-700 border-slate-200',
};

export function StatusSelect<V extends string>({
  catalog,
  value,
  onChange,
  label,
  disabled,
}: {
  catalog: readonly StatusEntry<V>[];
  value: string;
  /** One of the catalog's values (the options are the catalog's; an unknown current one cannot be re-chosen). */
  onChange: (value: V) => void;
  /** Accessible name, e.g. 'Status de Maria Souza'. */
  label: string;
  disabled?: boolean;
}) {
  const focusSafe = useFocusSafeDisabled<HTMLSelectElement>(disabled);
  const badge = statusBadge(catalog, value);
  const known = catalog.some((entry) => entry.value === value);
  return (
    <div className="relative inline-flex">
      <select
        ref={focusSafe.ref}
        aria-label={label}
        value={value}
        disabled={focusSafe.nativeDisabled || undefined}
        aria-disabled={focusSafe.soft || undefined}
        // Saving keeps focus on the select (lib/focus-safe-disabled.ts); a change meanwhile is undone.
        onChange={(event) => {
          const chosen = catalog.find((entry) => entry.value === event.target.value);
          if (!focusSafe.soft && chosen) onChange(chosen.value);
        }}
        className={cn(
          'h-7 cursor-pointer appearance-none rounded-full border py-0 pl-2.5 pr-7 text-xs font-semibold disabled:cursor-wait disabled:opacity-70 aria-disabled:cursor-wait aria-disabled:opacity-70',
          tones[badge.color],
        )}
      >
        {known ? null : <option value={value}>{value}</option>}
        {catalog.map((entry) => (
          <option key={entry.value} value={entry.value}>
            {entry.label}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-2 top-1/2 size-3.5 -translate-y-1/2 opacity-70"
        aria-hidden="true"
      />
    </div>
  );
}
