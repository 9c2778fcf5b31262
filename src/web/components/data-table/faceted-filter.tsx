/**
 * A single-choice filter shown as a dropdown button (shadcn-admin's faceted filter). The first
 * option is "all" (value ''); the button shows the current choice, coloured dots come from the catalog.
 *
 *   <DataTableFacetedFilter title="Status" allLabel="Todos os status" options={leadStatuses}
 *     value={params.status} onChange={(status) => setParams({ status })} />
 */
import { Check, ChevronDown, ListFilter } from 'lucide-react';
import type { BadgeColor } from '@shared/catalog/statuses';
import { cn } from '@web/lib/cn';
import { Button } from '../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';

export type FacetOption = { value: string; label: string; color?: BadgeColor };

export const dotColors: Record<BadgeColor, string> = {
  blue: 'bg-blue-500',
  amber: 'bg-amber-500',
  purple: 'bg-purple-500',
  indigo: 'bg-indigo-500',
  green: 'bg-green-500',
  red: 'bg-red-500',
  grey: 'bg-gray-400',
  slate: 'bg-slate-500',
};

export function DataTableFacetedFilter({
  title,
  allLabel,
  options,
  value,
  onChange,
  triggerLabel,
  className,
}: {
  /** Shown as the menu heading, and in the button's accessible name. */
  title: string;
  /** Text of the "no filter" option, e.g. 'Todos os status'. */
  allLabel: string;
  options: readonly FacetOption[];
  value: string;
  onChange: (value: string) => void;
  /** Fixed button text (e.g. 'Filtros'); by default the button shows the current choice. */
  triggerLabel?: string;
  className?: string;
}) {
  const current = options.find((option) => option.value === value);
  const text = triggerLabel ?? current?.label ?? allLabel;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className={cn('h-9 justify-between gap-2 border-dashed', current && 'border-solid', className)}
          aria-label={triggerLabel ? `${triggerLabel}: ${current?.label ?? allLabel}` : `${title}: ${text}`}
        >
          <span className="flex items-center gap-2">
            <ListFilter aria-hidden="true" />
            {text}
            {triggerLabel && current ? (
              <span className="rounded-sm bg-secondary px-1.5 py-0.5 text-xs font-normal text-secondary-foreground">
                {current.label}
              </span>
            ) : null}
          </span>
          <ChevronDown className="opacity-60" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-56">
        <DropdownMenuLabel>{title}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {[{ value: '', label: allLabel } as FacetOption, ...options].map((option) => {
          const selected = option.value === value;
          return (
            <DropdownMenuItem
              key={option.value || 'all'}
              role="menuitemradio"
              aria-checked={selected}
              onSelect={() => onChange(option.value)}
            >
              <span className="flex size-4 items-center justify-center" aria-hidden="true">
                {selected ? <Check className="size-4" /> : null}
              </span>
              {option.color ? (
                <span className={cn('size-2 rounded-full', dotColors[option.color])} aria-hidden="true" />
              ) : null}
              {option.label}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
