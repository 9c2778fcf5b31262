/**
 * The kit's money field: the one MoneyInput (components/money-input.tsx) bound to the form by name.
 * The value stays the text typed ('1.234,56'); the form's schema (moneyField) reads it, and the
 * schema's or the server's message shows under it.
 */
import { Controller, useFormContext } from 'react-hook-form';
import type { MoneySign } from '@shared/money';
import { MoneyInput } from '@web/components/money-input';
import { useFieldControl } from './fields';

export function MoneyField({
  name,
  label,
  hint,
  sign,
  className,
  inputClassName,
  labelHidden,
}: {
  name: string;
  label: string;
  hint?: string;
  sign?: MoneySign;
  className?: string;
  inputClassName?: string;
  labelHidden?: boolean;
}) {
  const { control } = useFormContext();
  const { id, error } = useFieldControl(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MoneyInput
          id={id}
          ref={field.ref}
          name={field.name}
          label={label}
          hint={hint}
          sign={sign}
          className={className}
          inputClassName={inputClassName}
          labelHidden={labelHidden}
          value={field.value === null || field.value === undefined ? '' : String(field.value)}
          error={error}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
