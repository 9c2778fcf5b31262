/**
 * The kit's fields: each reads the form from context, registers itself under its `name` (a path of
 * the shared schema, e.g. `items.0.discount`), and shows its error — the schema's or the server's —
 * under itself, tied to the control by aria-describedby.
 */

import { type ReactNode, useId } from 'react';
import { get, useFormContext } from 'react-hook-form';
import type { MaskKind } from '@shared/masks';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';

type Common = {
  name: string;
  label: string;
  hint?: string;
  className?: string;
  disabled?: boolean;
  /** The label is for screen readers only (the row around the field already says what it is). */
  labelHidden?: boolean;
};

/** The id, the error text and the aria attributes every field control carries. */
export function useFieldControl(name: string) {
  const id = useId();
  const { formState } = useFormContext();
  const message = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  return {
    id,
    error: message,
    aria: {
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? `${id}-error` : undefined,
    },
  };
}

export function TextField({
  name,
  label,
  hint,
  className,
  disabled,
  labelHidden,
  type = 'text',
  ...input
}: Common & {
  type?:
    | 'text'
    | 'email'
    | 'tel'
    | 'url'
    | 'date'
    | 'month'
    | 'datetime-local'
    | 'time'
    | 'password'
    | 'search';
  autoComplete?: string;
  placeholder?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** Bounds of a date or time field ('YYYY-MM-DD'): the picker offers nothing outside them. */
  min?: string;
  max?: string;
  /** CPF/CNPJ, CEP or phone: formatted as typed (src/shared/masks.ts); the schema cleans it. */
  mask?: MaskKind;
}) {
  const { register } = useFormContext();
  const control = useFieldControl(name);
  return (
    <Field
      label={label}
      htmlFor={control.id}
      error={control.error}
      hint={hint}
      className={className}
      labelHidden={labelHidden}
    >
      <Input
        id={control.id}
        type={type}
        autoComplete={input.autoComplete ?? 'off'}
        disabled={disabled}
        {...input}
        {...control.aria}
        {...register(name)}
      />
    </Field>
  );
}

export function TextAreaField({
  name,
  label,
  hint,
  className,
  disabled,
  labelHidden,
  rows = 3,
  maxLength,
  placeholder,
}: Common & { rows?: number; maxLength?: number; placeholder?: string }) {
  const { register } = useFormContext();
  const control = useFieldControl(name);
  return (
    <Field
      label={label}
      htmlFor={control.id}
      error={control.error}
      hint={hint}
      className={className}
      labelHidden={labelHidden}
    >
      <Textarea
        id={control.id}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        disabled={disabled}
        {...control.aria}
        {...register(name)}
      />
    </Field>
  );
}

export type Option = { value: string; label: string };

/**
 * A native select over catalog entries (`{ value, label }`); `placeholder` adds an empty first option
 * ('Selecione o …', docs/product/common-behaviour.md) whose value the schema reads as "none".
 */
export function SelectField({
  name,
  label,
  hint,
  className,
  disabled,
  labelHidden,
  options,
  placeholder,
}: Common & { options: readonly Option[]; placeholder?: string }) {
  const { register } = useFormContext();
  const control = useFieldControl(name);
  return (
    <Field
      label={label}
      htmlFor={control.id}
      error={control.error}
      hint={hint}
      className={className}
      labelHidden={labelHidden}
    >
      <NativeSelect id={control.id} disabled={disabled} {...control.aria} {...register(name)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

/** A checkbox with its label beside it (a yes/no of the schema). */
export function CheckboxField({
  name,
  label,
  hint,
  className,
  disabled,
  children,
}: Common & { children?: ReactNode }) {
  const { register } = useFormContext();
  const control = useFieldControl(name);
  return (
    <div className={className}>
      <label htmlFor={control.id} className="flex cursor-pointer items-start gap-2 text-sm">
        <input
          id={control.id}
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          disabled={disabled}
          {...control.aria}
          {...register(name)}
        />
        <span>{children ?? label}</span>
      </label>
      {hint && !control.error ? <p className="mt-1 text-xs text-muted-foreground">{hint}</p> : null}
      {control.error ? (
        <p id={`${control.id}-error`} role="alert" className="mt-1 text-sm text-destructive">
          {control.error}
        </p>
      ) : null}
    </div>
  );
}

/** One choice among a few, shown as radio buttons (a fieldset with its legend). */
export function RadioGroupField({
  name,
  label,
  hint,
  className,
  disabled,
  options,
}: Common & { options: readonly Option[] }) {
  const { register } = useFormContext();
  const control = useFieldControl(name);
  return (
    <fieldset
      className={className ?? 'grid gap-2'}
      aria-invalid={control.aria['aria-invalid']}
      aria-describedby={control.aria['aria-describedby']}
    >
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
          >
            <input type="radio" value={option.value} disabled={disabled} {...register(name)} />
            {option.label}
          </label>
        ))}
      </div>
      {hint && !control.error ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {control.error ? (
        <p id={`${control.id}-error`} role="alert" className="text-sm text-destructive">
          {control.error}
        </p>
      ) : null}
    </fieldset>
  );
}
