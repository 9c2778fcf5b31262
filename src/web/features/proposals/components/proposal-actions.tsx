/**
 * A proposal's actions in the editor (docs/product/proposals.md): Enviar (the public link shown once,
 * with 'Copiar link'), Gerar novo link, Revogar link, Imprimir, Baixar PDF, Enviar por e-mail, Enviar
 * pelo WhatsApp, Cancelar proposta (with a reason) and Excluir rascunho (after confirmation).
 */
import { Copy, Link2, Link2Off, Printer, Send } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ProposalDetails } from '@shared/proposals/schemas';
import { DocumentSendActions } from '@web/components/documents/document-send-actions';
import { ReasonDialog } from '@web/components/form/reason-dialog';
import { Button, buttonVariants } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/lib/toast';
import {
  proposalKeys,
  useCancelProposal,
  useDeleteProposal,
  useRegenerateLink,
  useRevokeLink,
  useSendProposal,
} from '../api/proposals';
import { proposalPrintPath, proposalsListPath } from '../paths';

function CopyLink({ url }: { url: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copiado');
    } catch {
      toast.error('Não foi possível copiar', 'Selecione o link e copie manualmente.');
    }
  }
  return (
    <div className="grid gap-2 rounded-lg border border-green-200 bg-green-50 p-3">
      <p className="text-sm text-green-900">
        Link público da proposta. Ele só é mostrado agora: copie e envie ao cliente.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          value={url}
          aria-label="Link da proposta"
          onFocus={(event) => event.target.select()}
        />
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copiar link
        </Button>
      </div>
    </div>
  );
}

export function Actions({
  proposal,
  link,
  onLink,
  onSend,
  sending,
}: {
  proposal: ProposalDetails;
  link: string | null;
  onLink: (url: string | null) => void;
  onSend: () => void;
  sending: boolean;
}) {
  const navigate = useNavigate();
  const regenerate = useRegenerateLink();
  const revoke = useRevokeLink();
  const remove = useDeleteProposal();
  const send = useSendProposal();
  const [confirm, setConfirm] = useState<'regenerate' | 'revoke' | 'delete' | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const sentStatus =
    proposal.status === 'enviada' || proposal.status === 'visualizada' || proposal.status === 'expirada';
  const canDelete = proposal.status === 'rascunho' && !proposal.sentAt;

  const fail = (title: string) => (error: unknown) =>
    toast.error(title, error instanceof Error ? error.message : undefined);

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        {proposal.status === 'rascunho' ? (
          <Button onClick={onSend} disabled={sending}>
            <Send aria-hidden="true" />
            {sending ? 'Enviando...' : 'Enviar'}
          </Button>
        ) : null}
        {sentStatus ? (
          <Button variant="outline" onClick={() => setConfirm('regenerate')}>
            <Link2 aria-hidden="true" />
            {proposal.linkActive ? 'Gerar novo link' : 'Gerar link'}
          </Button>
        ) : null}
        {proposal.linkActive ? (
          <Button variant="outline" onClick={() => setConfirm('revoke')}>
            <Link2Off aria-hidden="true" />
            Revogar link
          </Button>
        ) : null}
        <Link to={proposalPrintPath(proposal.id)} className={buttonVariants({ variant: 'outline' })}>
          <Printer aria-hidden="true" />
          Imprimir
        </Link>
        <DocumentSendActions
          base={`/api/proposals/${proposal.id}`}
          kind="proposal"
          documentLabel={`a proposta ${proposal.number}`}
          canSend
          invalidate={[proposalKeys.all]}
          makeLink={async () =>
            (proposal.status === 'rascunho'
              ? await send.mutateAsync(proposal.id)
              : await regenerate.mutateAsync(proposal.id)
            ).url
          }
        />
        <Button variant="outline" onClick={() => setCancelling(true)}>
          Cancelar proposta
        </Button>
        {canDelete ? (
          <Button variant="ghost" className="text-destructive" onClick={() => setConfirm('delete')}>
            Excluir rascunho
          </Button>
        ) : null}
      </div>
      {link ? <CopyLink url={link} /> : null}
      {!link && proposal.linkActive ? (
        <p className="text-xs text-muted-foreground">
          O link público fica ativo, mas só é mostrado quando é gerado. Para copiar de novo, gere um novo link
          (o anterior deixa de funcionar).
        </p>
      ) : null}
      <ConfirmDialog
        open={confirm === 'regenerate'}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title="Gerar um novo link?"
        description="O link enviado antes deixa de funcionar. Envie o novo link ao cliente."
        confirmLabel="Gerar novo link"
        destructive={false}
        onConfirm={() =>
          regenerate.mutate(proposal.id, {
            onSuccess: (answer) => {
              onLink(answer.url);
              toast.success('Novo link gerado');
            },
            onError: fail('Não foi possível gerar o link'),
          })
        }
      />
      <ConfirmDialog
        open={confirm === 'revoke'}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title="Revogar o link?"
        description="O cliente não conseguirá mais abrir a proposta por este link."
        confirmLabel="Revogar link"
        onConfirm={() =>
          revoke.mutate(proposal.id, {
            onSuccess: () => {
              onLink(null);
              toast.success('Link revogado');
            },
            onError: fail('Não foi possível revogar o link'),
          })
        }
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title="Excluir este rascunho?"
        description={`A proposta ${proposal.number} nunca foi enviada e será excluída. Esta ação não pode ser desfeita.`}
        onConfirm={() =>
          remove.mutate(proposal.id, {
            onSuccess: () => {
              toast.success('Rascunho excluído');
              navigate(proposalsListPath, { replace: true });
            },
            onError: fail('Não foi possível excluir'),
          })
        }
      />
      <CancelDialog proposal={proposal} open={cancelling} onOpenChange={setCancelling} />
    </div>
  );
}

export function CancelDialog({
  proposal,
  open,
  onOpenChange,
}: {
  proposal: ProposalDetails;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cancel = useCancelProposal();
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancelar a proposta ${proposal.number}?`}
      description="Propostas enviadas não são excluídas: ficam canceladas com o motivo, e o link público deixa de funcionar."
      confirmLabel="Cancelar proposta"
      pendingLabel="Cancelando..."
      onConfirm={async (reason) => {
        await cancel.mutateAsync({ id: proposal.id, reason });
        toast.success('Proposta cancelada');
      }}
    />
  );
}
