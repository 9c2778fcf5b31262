/**
 * The one money field (docs/product/common-behaviour.md, decision 053): label, a text input with 'R$',
 * and the error under it. It reads what a person types with the same `parseMoney` the server's zod
 * schemas use: on blur a readable amount is written back as '1.234,56', anything else shows the PT-BR
 * reason at once. The value stays the typed text; the form's schema turns it into '1234.56'.
 */
import { type ComponentProps, useId, useState } from 'react';
import { formatMoneyInput, type MoneySign, parseMoney } from '@shared/money';
import { cn } from '@web/lib/cn';
import { Input } from './ui/input';
import { Field } from './ui/label';

export type MoneyInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'id'> & {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** The form's or the server's message for this field; shown instead of the input's own. */
  error?: string;
  hint?: string;
  /** Which amounts the field takes ('positive' by default, as most amounts). */
  sign?: MoneySign;
  /** Empty is allowed (optional fields); a required field's schema says so on submit. */
  id?: string;
  className?: string;
  inputClassName?: string;
  /** For a field in a row that already says what it is: the label is for screen readers only. */
  labelHidden?: boolean;
};

export function MoneyInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  sign = 'positive',
  id,
  className,
  inputClassName,
  labelHidden,
  ...props
}: MoneyInputProps) {
  const generated = useId();
  const inputId = id ?? `money-${generated}`;
  const [own, setOwn] = useState<string | undefined>();
  const shown = error ?? own;
  return (
    <Field
      label={label}
      htmlFor={inputId}
      error={shown}
      hint={hint}
      className={className}
      labelHidden={labelHidden}
    >
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
        >
          R$
        </span>
        <Input
          {...props}
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={props.placeholder ?? '0,00'}
          value={value}
          aria-invalid={Boolean(shown) || undefined}
          aria-describedby={shown ? `${inputId}-error` : props['aria-describedby']}
          className={cn('pl-10 tabular-nums', inputClassName)}
          onChange={(event) => {
            setOwn(undefined);
            onChange(event.target.value);
          }}
          onBlur={(event) => {
            const text = event.target.value;
            if (text.trim()) {
              const parsed = parseMoney(text, sign);
              if (parsed.ok) {
                const formatted = formatMoneyInput(parsed.value);
                if (formatted !== text) onChange(formatted);
                setOwn(undefined);
              } else setOwn(parsed.error);
            } else setOwn(undefined);
            onBlur?.(event);
          }}
        />
      </div>
    </Field>
  );
}
