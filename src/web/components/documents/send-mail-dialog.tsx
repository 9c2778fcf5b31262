/**
 * 'Enviar por e-mail' (issue 27): a form dialog with the client's billing e-mail, the subject and the
 * message pre-filled from the PT-BR template; {link} becomes the document's public link when it is
 * sent, and the PDF goes attached. One request id per opening: a double click queues one message.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { documentMailSchema } from '@shared/mail/document-mail';
import { TextAreaField, TextField } from '@web/components/form/fields';
import { FormDialog } from '@web/components/form/form-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { toast } from '@web/lib/toast';
import { mailDraftQuery, useSendDocumentMail } from './document-mail-api';

/** A v4 UUID also where crypto.randomUUID is missing (a page served over plain http). */
function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function SendMailDialog({
  open,
  onOpenChange,
  base,
  documentLabel,
  linkNote,
  invalidate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** '/api/proposals/<id>' or '/api/invoices/<id>'. */
  base: string;
  /** 'a proposta PRO-2026-0001'. */
  documentLabel: string;
  /** What happens to the link ('Um novo link é gerado: o anterior deixa de funcionar.'). */
  linkNote: string;
  invalidate: readonly (readonly unknown[])[];
}) {
  const draft = useQuery({ ...mailDraftQuery(base), enabled: open });
  const send = useSendDocumentMail(base, invalidate);
  // A new id each time the dialog opens (and the draft arrives): retries of one opening share it.
  const requestId = useMemo(() => (open ? newRequestId() : ''), [open]);

  if (open && !draft.data) {
    return (
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent width={600}>
          <DialogHeader>
            <DialogTitle>Enviar {documentLabel} por e-mail</DialogTitle>
            <DialogDescription role="status">
              {draft.isError
                ? 'Não foi possível carregar a mensagem. Feche e tente de novo.'
                : 'Carregando a mensagem...'}
            </DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>
    );
  }
  const data = draft.data;
  return (
    <FormDialog
      key={requestId}
      open={open}
      onOpenChange={onOpenChange}
      title={`Enviar ${documentLabel} por e-mail`}
      description={
        data?.smtpConfigured === false
          ? 'O envio de e-mail não está configurado neste servidor (SMTP): use o link ou o WhatsApp.'
          : `O PDF vai anexado. ${linkNote}`
      }
      width={600}
      schema={documentMailSchema}
      defaultValues={{
        to: data?.to ?? '',
        subject: data?.subject ?? '',
        message: data?.message ?? '',
        requestId,
      }}
      submitLabel="Enviar e-mail"
      pendingLabel="Enviando..."
      onSubmit={async (values) => {
        const answer = await send.mutateAsync(values);
        toast.success('E-mail na fila', answer.message);
      }}
    >
      <TextField name="to" label="Para" type="email" autoComplete="email" maxLength={254} />
      <TextField name="subject" label="Assunto" maxLength={200} />
      <TextAreaField
        name="message"
        label="Mensagem"
        rows={9}
        maxLength={5000}
        hint="{link} vira o link público do documento no envio (se faltar, ele entra no fim)."
      />
    </FormDialog>
  );
}
