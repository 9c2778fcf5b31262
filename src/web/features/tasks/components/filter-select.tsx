/** A list filter with its label above: the choices before the catalog's ('Todas', 'Em aberto'), then the catalog's. */
import { useId } from 'react';
import { NativeSelect } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';

type Choice = { value: string; label: string };

export function FilterSelect({
  label,
  value,
  onChange,
  first = [],
  options,
  last = [],
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  first?: readonly Choice[];
  options: readonly Choice[];
  last?: readonly Choice[];
  className?: string;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={className}
      >
        {[...first, ...options, ...last].map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
