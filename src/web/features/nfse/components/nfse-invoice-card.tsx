/**
 * The invoice's NFS-e issued through the national API (docs/product/nfse.md): 'Emitir NFS-e' (and
 * 'Emitir de novo' after a rejection, with the API's reasons in PT-BR), the note's number, chave de
 * acesso, XML and DANFSe while it is sent and once issued, and 'Cancelar NFS-e' with a reason.
 * Shown only when the provider is on (or the invoice already has a note).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { statusBadge } from '@shared/catalog/statuses';
import { formatDateTime, formatMoney } from '@shared/format';
import { nfseStatuses } from '@shared/nfse/catalog';
import type { NfseNoteView } from '@shared/nfse/schemas';
import { ReasonDialog } from '@web/components/form/reason-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/lib/toast';
import { nfseInvoiceQuery, useCancelNfse, useIssueNfse } from '../api/nfse';

function NoteFacts({ note }: { note: NfseNoteView }) {
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-[9rem_1fr]">
      {note.number ? (
        <>
          <dt className="text-muted-foreground">Número</dt>
          <dd className="font-semibold">{note.number}</dd>
        </>
      ) : null}
      {note.accessKey ? (
        <>
          <dt className="text-muted-foreground">Chave de acesso</dt>
          <dd className="break-all font-mono text-xs">{note.accessKey}</dd>
        </>
      ) : null}
      <dt className="text-muted-foreground">DPS</dt>
      <dd>
        série {note.series}, nº {note.dpsNumber}
      </dd>
      <dt className="text-muted-foreground">Valor · ISS</dt>
      <dd>
        {formatMoney(note.amount)} · {formatMoney(note.issAmount)}
      </dd>
      {note.issuedAt ? (
        <>
          <dt className="text-muted-foreground">Emitida em</dt>
          <dd>{formatDateTime(note.issuedAt)}</dd>
        </>
      ) : null}
      {note.cancelledAt ? (
        <>
          <dt className="text-muted-foreground">Cancelada em</dt>
          <dd>
            {formatDateTime(note.cancelledAt)}: {note.cancelReason}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function Problem({ note }: { note: NfseNoteView }) {
  if (note.status === 'processando' && note.lastError) {
    return (
      <p role="status" className="text-sm text-amber-800">
        {note.lastError}
      </p>
    );
  }
  if (note.status !== 'rejeitada') return null;
  return (
    <div
      role="alert"
      className="grid gap-1 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
    >
      <p className="font-medium">A NFS-e não foi emitida.</p>
      {note.rejections.length ? (
        <ul className="list-disc pl-5">
          {note.rejections.map((item, index) => (
            <li key={index}>
              {item.code}: {item.message}
            </li>
          ))}
        </ul>
      ) : (
        <p>{note.lastError}</p>
      )}
      <p>
        Corrija os dados (cliente ou Configurações → NFS-e) e use "Emitir de novo": a mesma DPS é reenviada.
      </p>
    </div>
  );
}

export function NfseInvoiceCard({ invoiceId }: { invoiceId: string }) {
  const query = useQuery(nfseInvoiceQuery(invoiceId));
  const issue = useIssueNfse(invoiceId);
  const cancel = useCancelNfse(invoiceId);
  const [cancelling, setCancelling] = useState(false);
  const state = query.data;
  if (!state || (!state.available && !state.note)) return null;
  const note = state.note;
  const live = note && note.status !== 'cancelada';
  const canIssue = state.available && (!note || note.status === 'rejeitada' || note.status === 'cancelada');
  const badge = note ? statusBadge(nfseStatuses, note.status) : null;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          NFS-e nacional {badge ? <Badge color={badge.color}>{badge.label}</Badge> : null}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {note ? (
          <NoteFacts note={note} />
        ) : (
          <p className="text-sm text-muted-foreground">Nenhuma NFS-e emitida para esta fatura.</p>
        )}
        {note ? <Problem note={note} /> : null}
        {note?.status === 'processando' ? (
          <p role="status" className="text-sm text-muted-foreground">
            Enviando a DPS à API nacional… (tentativa {Math.max(note.attempts, 1)})
          </p>
        ) : null}
        {!state.available && live ? (
          <p className="text-sm text-muted-foreground">{state.unavailableReason}</p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {canIssue ? (
            <Button
              disabled={issue.isPending}
              onClick={() =>
                issue.mutate(undefined, {
                  onSuccess: () =>
                    toast.success('DPS enviada', 'A NFS-e aparece aqui assim que a API nacional responder.'),
                  onError: (error) => toast.error('Não foi possível emitir a NFS-e', error.message),
                })
              }
            >
              {note?.status === 'rejeitada' ? 'Emitir de novo' : 'Emitir NFS-e'}
            </Button>
          ) : null}
          {note?.hasDanfse ? (
            <a
              href={`/api/nfse/notes/${note.id}/danfse`}
              download
              className={buttonVariants({ variant: 'outline' })}
            >
              Baixar DANFSe
            </a>
          ) : null}
          {note?.hasXml ? (
            <a
              href={`/api/nfse/notes/${note.id}/xml`}
              download
              className={buttonVariants({ variant: 'outline' })}
            >
              Baixar XML
            </a>
          ) : null}
          {note?.status === 'emitida' ? (
            <Button variant="outline" onClick={() => setCancelling(true)}>
              Cancelar NFS-e
            </Button>
          ) : null}
        </div>
      </CardContent>
      {note ? (
        <ReasonDialog
          open={cancelling}
          onOpenChange={setCancelling}
          title={`Cancelar a NFS-e nº ${note.number}?`}
          description="O cancelamento é registrado na API nacional como evento e não pode ser desfeito. A fatura continua como está."
          label="Motivo do cancelamento"
          confirmLabel="Cancelar NFS-e"
          pendingLabel="Cancelando..."
          destructive
          onConfirm={async (reason) => {
            await cancel.mutateAsync({ noteId: note.id, reason });
            toast.success('NFS-e cancelada');
          }}
        />
      ) : null}
    </Card>
  );
}
