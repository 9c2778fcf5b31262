/**
 * Asks for a reason before an act that is kept on the record (cancel an invoice or a proposal,
 * reject a week, ignore a bank line): the one 'motivo' rule of src/shared/schemas/reason.ts, checked
 * here and on the server.
 */
import type { ReactNode } from 'react';
import { reasonFormSchema } from '@shared/schemas/reason';
import { TextAreaField } from './fields';
import { FormDialog } from './form-dialog';

export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  label = 'Motivo',
  confirmLabel,
  pendingLabel,
  destructive = true,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  label?: string;
  confirmLabel: string;
  pendingLabel?: string;
  destructive?: boolean;
  /** Throw (an ApiError) to keep the dialog open with the server's message. */
  onConfirm: (reason: string) => unknown;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      schema={reasonFormSchema}
      defaultValues={{ reason: '' }}
      submitLabel={confirmLabel}
      pendingLabel={pendingLabel}
      destructive={destructive}
      width={480}
      onSubmit={({ reason }) => onConfirm(reason)}
    >
      <TextAreaField name="reason" label={label} rows={3} maxLength={1000} />
    </FormDialog>
  );
}
