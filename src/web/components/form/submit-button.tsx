import { Loader2 } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { Button, type ButtonProps } from '@web/components/ui/button';

/**
 * The one submit button: disabled with its pending label ('Salvando...') while the form submits,
 * keeping focus while it waits (components/ui/button.tsx).
 */
export function SubmitButton({
  children,
  pendingLabel = 'Salvando...',
  ...props
}: Omit<ButtonProps, 'type'> & { pendingLabel?: string }) {
  const { formState } = useFormContext();
  const pending = formState.isSubmitting;
  return (
    <Button {...props} type="submit" disabled={pending || props.disabled}>
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
      {pending ? pendingLabel : children}
    </Button>
  );
}
