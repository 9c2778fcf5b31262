/**
 * The kit's file field: the form holds the File itself, and the
 * schema's or the server's message shows under the field like any other.
 */
import { useController, useFormContext } from 'react-hook-form';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { useFieldControl } from './fields';

export function FileField({
  name,
  label,
  accept,
  hint,
}: {
  name: string;
  label: string;
  /** The types the picker offers (the server checks the bytes anyway). */
  accept: string;
  hint?: string;
}) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const { id, error, aria } = useFieldControl(name);
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint}>
      <Input
        id={id}
        ref={field.ref}
        name={field.name}
        type="file"
        accept={accept}
        onBlur={field.onBlur}
        onChange={(event) => field.onChange(event.target.files?.[0])}
        {...aria}
      />
    </Field>
  );
}
