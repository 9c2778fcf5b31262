/**
 * MoneyInput (decision 053) as a field of the form kit: it reads and writes the form's value under
 * `name`, and shows the schema's or the server's message under itself (the first one focused).
 */
import { useController, useFormContext } from 'react-hook-form';
import type { MoneySign } from '@shared/money';
import { MoneyInput } from '@web/components/money-input';

export function MoneyField({
  name,
  label,
  hint,
  sign,
  className,
  inputClassName,
}: {
  name: string;
  label: string;
  hint?: string;
  sign?: MoneySign;
  className?: string;
  inputClassName?: string;
}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return (
    <MoneyInput
      ref={field.ref}
      name={field.name}
      label={label}
      hint={hint}
      sign={sign}
      className={className}
      inputClassName={inputClassName}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
