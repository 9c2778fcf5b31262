/**
 * 'Enviar pelo WhatsApp' (issue 27): the client's phone as a wa.me link with the 55 prefix (the leads
 * list's `whatsappLink`) and a PT-BR message with the document's link. The public link is made only
 * when staff confirm (an earlier one stops working), then 'Abrir o WhatsApp' is a real link the
 * person clicks — no pop-up to be blocked.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { whatsappLink } from '@shared/lead-profile/normalize';
import { whatsappMessage } from '@shared/mail/document-mail';
import { Button, buttonVariants } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { mailDraftQuery } from './document-mail-api';

export function WhatsappDialog({
  open,
  onOpenChange,
  base,
  kind,
  documentLabel,
  makeLink,
  href,
  onHref,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  base: string;
  kind: 'proposal' | 'invoice';
  documentLabel: string;
  /** Makes the public link (sends a draft proposal, or a new link) and answers its URL. */
  makeLink: () => Promise<string>;
  /** The wa.me link once made (kept by the caller: it survives the page remounting). */
  href: string | null;
  onHref: (href: string | null) => void;
}) {
  const draft = useQuery({ ...mailDraftQuery(base), enabled: open });
  const link = useMutation({ mutationFn: makeLink });
  const phone = draft.data?.phone ?? '';
  const close = (next: boolean) => {
    if (!next) {
      onHref(null);
      link.reset();
    }
    onOpenChange(next);
  };
  async function prepare() {
    if (!draft.data) return;
    const { values } = draft.data;
    const url = await link.mutateAsync();
    onHref(whatsappLink(phone, whatsappMessage(kind, { ...values, link: url })));
  }
  const noPhone = draft.data && !whatsappLink(phone, '');
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent width={480}>
        <DialogHeader>
          <DialogTitle>Enviar {documentLabel} pelo WhatsApp</DialogTitle>
          <DialogDescription>
            {noPhone
              ? 'O cliente não tem um telefone válido no cadastro. Cadastre o telefone para enviar pelo WhatsApp.'
              : href
                ? 'Pronto: abra o WhatsApp e confira a mensagem antes de enviar.'
                : 'Um novo link público é gerado para a mensagem: o link enviado antes deixa de funcionar.'}
          </DialogDescription>
        </DialogHeader>
        {link.isError ? (
          <p className="text-sm text-red-700" role="alert">
            {link.error instanceof Error ? link.error.message : 'Não foi possível gerar o link.'}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => close(false)}>
            Fechar
          </Button>
          {href ? (
            <a href={href} target="_blank" rel="noreferrer noopener" className={buttonVariants()}>
              <MessageCircle aria-hidden="true" />
              Abrir o WhatsApp
            </a>
          ) : (
            <Button
              type="button"
              onClick={() => void prepare().catch(() => undefined)}
              disabled={!draft.data || Boolean(noPhone) || link.isPending}
            >
              {link.isPending ? 'Gerando link...' : 'Gerar link e preparar mensagem'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
