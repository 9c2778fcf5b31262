/** Accessible, light form pieces for the questionnaire: option cards built on native inputs. */
import type { ReactNode } from 'react';
import type { Option } from '@shared/content/questionnaire';
import { cn } from '@web/lib/cn';

export const fieldId = (name: string) => `q-${name}`;

type ChoiceGroupProps = {
  name: string;
  legend: string;
  hint?: string;
  options: readonly Option[];
  error?: string;
  columns?: 1 | 2 | 3;
} & (
  | { multiple: true; value: string[]; onChange: (value: string[]) => void }
  | { multiple?: false; value: string; onChange: (value: string) => void }
);

/** A radio group (one answer) or checkbox group (several), as a fieldset with its legend and error. */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const { name, legend, hint, options, error, columns = 2 } = props;
  const id = fieldId(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const isChecked = (value: string) => (props.multiple ? props.value.includes(value) : props.value === value);
  const toggle = (value: string, checked: boolean) => {
    if (props.multiple) {
      props.onChange(checked ? [...props.value, value] : props.value.filter((item) => item !== value));
    } else if (checked) {
      props.onChange(value);
    }
  };
  return (
    <fieldset
      id={id}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      className="grid gap-2"
    >
      <legend className="mb-1 text-sm font-medium text-foreground">{legend}</legend>
      {hint ? (
        <p id={hintId} className="-mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className={cn('grid gap-2', columns === 2 && 'sm:grid-cols-2', columns === 3 && 'sm:grid-cols-3')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border bg-background px-3 py-2.5 text-sm transition-colors',
              'hover:border-primary/60 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              error && 'border-destructive/60',
            )}
          >
            <input
              type={props.multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.value}
              checked={isChecked(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              aria-invalid={error ? true : undefined}
              className="size-4 shrink-0 accent-primary focus-visible:outline-none"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A checkbox with a long label (consent, opt-in) and its error under it. */
export function CheckLine({
  name,
  checked,
  onChange,
  error,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  children: ReactNode;
}) {
  const id = fieldId(name);
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-4 shrink-0 accent-primary"
        />
        <label htmlFor={id} className="text-sm leading-snug text-foreground">
          {children}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="pl-7 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Honeypot: invisible to people (off-screen, out of the tab order, hidden from assistive tech),
 * but bots that fill every input fill it too, and the server then stores nothing.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor="q-website">Não preencha este campo</label>
      <input
        id="q-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
