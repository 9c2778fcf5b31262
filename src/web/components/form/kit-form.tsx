/**
 * The form element of the kit: provides the form to its fields (react-hook-form's context), never
 * lets the browser validate (the zod schema does, in PT-BR), and shows the form-level message — a
 * server answer that belongs to no field — above the buttons, announced to screen readers.
 */
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn, useFormContext } from 'react-hook-form';
import { cn } from '@web/lib/cn';

export function KitForm<T extends FieldValues>({
  form,
  onSubmit,
  children,
  className,
  id,
  'aria-label': ariaLabel,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  children: ReactNode;
  className?: string;
  id?: string;
  'aria-label'?: string;
}) {
  return (
    <FormProvider {...(form as UseFormReturn<T>)}>
      <form
        id={id}
        aria-label={ariaLabel}
        onSubmit={onSubmit}
        noValidate
        className={cn('grid gap-4', className)}
      >
        {children}
      </form>
    </FormProvider>
  );
}

/** The form's own message (a server error no field holds). Place it just above the buttons. */
export function FormMessage() {
  const { formState } = useFormContext();
  const message = formState.errors.root?.server?.message;
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive"
    >
      {String(message)}
    </p>
  );
}
