import type { ChangeEvent, ComponentProps } from 'react';
import type { MaskKind } from '@shared/masks';
import { cn } from '@web/lib/cn';
import { useFocusSafeDisabled } from '@web/lib/focus-safe-disabled';
import { maskedChange } from '@web/lib/masked-change';

// A field disabled while it holds focus stays focused, read-only and `aria-disabled`, so the person
// keeps their place while a form saves (lib/focus-safe-disabled.ts).
const fieldClass =
  'flex w-full rounded-md border border-input bg-background px-3 py-2 text-base md:text-sm disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-[invalid=true]:border-destructive';

/** The keyboard a masked field asks for: the alphanumeric CNPJ of 2026 needs letters. */
const maskKeyboard: Record<MaskKind, ComponentProps<'input'>['inputMode']> = {
  cpf: 'numeric',
  cnpj: 'text',
  document: 'text',
  cep: 'numeric',
  phone: 'tel',
};

export function Input({
  className,
  type,
  disabled,
  readOnly,
  ref,
  mask,
  onChange,
  ...props
}: ComponentProps<'input'> & { mask?: MaskKind }) {
  const focusSafe = useFocusSafeDisabled<HTMLInputElement>(disabled, ref);
  return (
    <input
      inputMode={mask ? maskKeyboard[mask] : undefined}
      autoCapitalize={mask === 'document' || mask === 'cnpj' ? 'characters' : undefined}
      {...props}
      onChange={maskedChange(mask, onChange)}
      ref={focusSafe.ref}
      type={type}
      disabled={focusSafe.nativeDisabled || undefined}
      readOnly={focusSafe.soft || readOnly}
      aria-disabled={focusSafe.soft || props['aria-disabled'] || undefined}
      className={cn(fieldClass, 'h-10 placeholder:text-muted-foreground', className)}
    />
  );
}

export function Textarea({ className, disabled, readOnly, ref, ...props }: ComponentProps<'textarea'>) {
  const focusSafe = useFocusSafeDisabled<HTMLTextAreaElement>(disabled, ref);
  return (
    <textarea
      {...props}
      ref={focusSafe.ref}
      disabled={focusSafe.nativeDisabled || undefined}
      readOnly={focusSafe.soft || readOnly}
      aria-disabled={focusSafe.soft || props['aria-disabled'] || undefined}
      className={cn(fieldClass, 'min-h-20 placeholder:text-muted-foreground', className)}
    />
  );
}

/** A styled native select: accessible, keyboard-friendly and light. */
export function NativeSelect({ className, disabled, onChange, ref, ...props }: ComponentProps<'select'>) {
  const focusSafe = useFocusSafeDisabled<HTMLSelectElement>(disabled, ref);
  return (
    <select
      {...props}
      ref={focusSafe.ref}
      disabled={focusSafe.nativeDisabled || undefined}
      aria-disabled={focusSafe.soft || props['aria-disabled'] || undefined}
      // A controlled select re-renders its value, so an ignored change is undone.
      onChange={(event: ChangeEvent<HTMLSelectElement>) => {
        if (!focusSafe.soft) onChange?.(event);
      }}
      className={cn(fieldClass, 'h-10', className)}
    />
  );
}
