/**
 * A dialog that is a form: title, the fields, the form's message, 'Cancelar' and the submit button.
 * The form lives only while the dialog is open, so each opening starts from `defaultValues`; a
 * successful submit closes it (return `false` from onSubmit to keep it open).
 *
 *   <FormDialog open={open} onOpenChange={setOpen} title="Novo objetivo" schema={objectiveFormSchema}
 *     defaultValues={…} submitLabel="Salvar objetivo" onSubmit={(values) => save.mutateAsync(values)}>
 *     <TextField name="title" label="Objetivo" />
 *   </FormDialog>
 */
import type { ReactNode } from 'react';
import type { DefaultValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormMessage, KitForm } from './kit-form';
import { SubmitButton } from './submit-button';
import { type ObjectSchema, useKitForm } from './use-kit-form';

type FormDialogProps<S extends ObjectSchema> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** Throw to keep the dialog open with the server's messages; resolve `false` to keep it open. */
  onSubmit: (values: z.output<S>) => unknown;
  submitLabel: string;
  pendingLabel?: string;
  destructive?: boolean;
  width?: number;
  /** The fields; a function gets the form (to watch a value and show a field conditionally). */
  children: ReactNode | ((form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => ReactNode);
};

export function FormDialog<S extends ObjectSchema>(props: FormDialogProps<S>) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent width={props.width ?? 520}>
        {props.open ? <FormDialogBody {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function FormDialogBody<S extends ObjectSchema>({
  onOpenChange,
  title,
  description,
  schema,
  defaultValues,
  onSubmit,
  submitLabel,
  pendingLabel,
  destructive,
  children,
}: FormDialogProps<S>) {
  const { form, submit } = useKitForm({
    schema,
    defaultValues,
    onSubmit: async (values) => {
      if ((await onSubmit(values)) !== false) onOpenChange(false);
    },
  });
  return (
    <KitForm form={form} onSubmit={submit}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        {description ? <DialogDescription>{description}</DialogDescription> : null}
      </DialogHeader>
      {typeof children === 'function' ? children(form) : children}
      <FormMessage />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Cancelar
        </Button>
        <SubmitButton variant={destructive ? 'destructive' : 'default'} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
      </DialogFooter>
    </KitForm>
  );
}
