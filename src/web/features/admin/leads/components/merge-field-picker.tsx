/**
 * The merge screen's two columns (decision 056), the older lead first: for each field, the value of
 * each lead as a radio choice (a field both hold alike is shown once, with nothing to pick; one empty
 * in both is left out), then how much history each lead has and how much the merged lead will hold.
 */

import { formatDateTimeAt } from '@shared/format';
import {
  MERGE_FIELD_LABELS,
  MERGE_FIELDS,
  type MergeField,
  type MergePreview,
  type MergeSideChoice,
} from '@shared/schemas/lead-identity';
import { cn } from '@web/lib/cn';

type Sides = Pick<MergePreview, 'keep' | 'merge'>;

export function MergeFieldPicker({
  sides,
  choices,
  onChoose,
}: {
  sides: Sides;
  choices: Record<MergeField, MergeSideChoice>;
  onChoose: (field: MergeField, side: MergeSideChoice) => void;
}) {
  return (
    <div className="grid gap-2">
      <div className="hidden gap-3 px-3 text-xs font-medium text-muted-foreground sm:grid sm:grid-cols-[9rem_minmax(0,1fr)_minmax(0,1fr)]">
        <span>Campo</span>
        <span>Mais antigo · criado em {formatDateTimeAt(sides.keep.createdAt)}</span>
        <span>Mais recente · criado em {formatDateTimeAt(sides.merge.createdAt)}</span>
      </div>
      {MERGE_FIELDS.map((field) => {
        const left = sides.keep.values[field];
        const right = sides.merge.values[field];
        const label = MERGE_FIELD_LABELS[field];
        if (!left && !right) return null;
        if (left === right) {
          return (
            <div
              key={field}
              className="grid gap-1 rounded-md border border-dashed px-3 py-2 text-sm sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3"
            >
              <span className="font-medium">{label}</span>
              <span className="text-muted-foreground">{left} (igual nos dois)</span>
            </div>
          );
        }
        return (
          <fieldset
            key={field}
            className="grid gap-2 rounded-md border px-3 py-2 sm:grid-cols-[9rem_minmax(0,1fr)_minmax(0,1fr)] sm:items-center sm:gap-3"
          >
            <legend className="float-left pt-1 text-sm font-medium sm:pt-0">{label}</legend>
            {(['keep', 'merge'] as const).map((side) => {
              const value = side === 'keep' ? left : right;
              const chosen = choices[field] === side;
              return (
                <label
                  key={side}
                  className={cn(
                    'flex min-w-0 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm focus-within:ring-2 focus-within:ring-ring',
                    chosen ? 'border-primary bg-primary/5' : 'border-transparent hover:bg-muted/60',
                  )}
                >
                  <input
                    type="radio"
                    name={`merge-${field}`}
                    value={side}
                    checked={chosen}
                    onChange={() => onChoose(field, side)}
                    className="size-4 shrink-0 accent-primary"
                  />
                  <span className={cn('min-w-0 break-words', !value && 'text-muted-foreground italic')}>
                    {value ?? 'Vazio'}
                  </span>
                </label>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}

export function MergeHistory({ sides }: { sides: Sides }) {
  const rows = sides.keep.history
    .map((entry) => {
      const merge = sides.merge.history.find((other) => other.key === entry.key)?.count ?? 0;
      // One billing profile per lead: the merged lead keeps the one picked above.
      const after =
        entry.key === 'billing_profiles.lead_id' ? Math.min(1, entry.count + merge) : entry.count + merge;
      return { label: entry.label, keep: entry.count, merge, after };
    })
    .filter((row) => row.keep + row.merge > 0);
  if (!rows.length)
    return <p className="text-sm text-muted-foreground">Nenhum dos dois tem histórico ainda.</p>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Histórico de cada lead e do lead mesclado</caption>
      <thead>
        <tr className="text-left text-xs text-muted-foreground">
          <th scope="col" className="py-1 font-medium">
            Histórico
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {sides.keep.values.name}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {sides.merge.values.name}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Depois
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-t">
            <th scope="row" className="py-1 text-left font-normal">
              {row.label}
            </th>
            <td className="py-1 text-right tabular-nums">{row.keep}</td>
            <td className="py-1 text-right tabular-nums">{row.merge}</td>
            <td className="py-1 text-right font-medium tabular-nums">{row.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
