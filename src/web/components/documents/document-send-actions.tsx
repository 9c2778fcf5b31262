/**
 * The send buttons a proposal's and an invoice's page share (issue 27): 'Baixar PDF' (a plain link to
 * the server's PDF), 'Enviar por e-mail' and 'Enviar pelo WhatsApp', with their dialogs.
 */
import { Download, Mail, MessageCircle } from 'lucide-react';
import { create } from 'zustand';
import { Button, buttonVariants } from '@web/components/ui/button';
import { SendMailDialog } from './send-mail-dialog';
import { WhatsappDialog } from './whatsapp-dialog';

type Open = 'mail' | 'whatsapp' | null;
/**
 * Which dialog is open, and the WhatsApp link once made, outside the component: sending a draft
 * proposal changes its status and the editor remounts (a new key), which must not close the dialog
 * or lose the link just made.
 */
const useSendState = create<{
  base: string | null;
  dialog: Open;
  whatsappHref: string | null;
  open: (base: string, dialog: Open) => void;
  setHref: (href: string | null) => void;
}>((set) => ({
  base: null,
  dialog: null,
  whatsappHref: null,
  open: (base, dialog) => set({ base, dialog, whatsappHref: null }),
  setHref: (whatsappHref) => set({ whatsappHref }),
}));

export function DocumentSendActions({
  base,
  kind,
  documentLabel,
  canSend,
  makeLink,
  invalidate,
}: {
  base: string;
  kind: 'proposal' | 'invoice';
  documentLabel: string;
  /** Whether it can go to the client now (a proposal not closed; an issued, not cancelled invoice). */
  canSend: boolean;
  makeLink: () => Promise<string>;
  invalidate: readonly (readonly unknown[])[];
}) {
  const state = useSendState();
  const dialog = state.base === base ? state.dialog : null;
  const setDialog = (next: Open) => state.open(base, next);
  const linkNote =
    kind === 'proposal'
      ? 'A mensagem leva um link novo da proposta (um rascunho é enviado; o link anterior deixa de funcionar).'
      : 'A mensagem leva um link novo da fatura (o link anterior deixa de funcionar).';
  return (
    <>
      <a href={`${base}/pdf`} download className={buttonVariants({ variant: 'outline' })}>
        <Download aria-hidden="true" />
        Baixar PDF
      </a>
      {canSend ? (
        <>
          <Button variant="outline" onClick={() => setDialog('mail')}>
            <Mail aria-hidden="true" />
            Enviar por e-mail
          </Button>
          <Button variant="outline" onClick={() => setDialog('whatsapp')}>
            <MessageCircle aria-hidden="true" />
            Enviar pelo WhatsApp
          </Button>
        </>
      ) : null}
      <SendMailDialog
        open={dialog === 'mail'}
        onOpenChange={(open) => setDialog(open ? 'mail' : null)}
        base={base}
        documentLabel={documentLabel}
        linkNote={linkNote}
        invalidate={invalidate}
      />
      <WhatsappDialog
        open={dialog === 'whatsapp'}
        onOpenChange={(open) => setDialog(open ? 'whatsapp' : null)}
        base={base}
        kind={kind}
        documentLabel={documentLabel}
        makeLink={makeLink}
        href={dialog === 'whatsapp' ? state.whatsappHref : null}
        onHref={state.setHref}
      />
    </>
  );
}
