/**
 * CODERS parceiros → Documentos (docs/product/partners.md): contracts per partner, each upload a new
 * version (the history stays), with the signature status (pendente, enviado, assinado, recusado) and
 * its dates. PDF or images; files download only for staff who run the programme (mkt, adm).
 */
import { useQuery } from '@tanstack/react-query';
import { Download, FileUp, Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { statusBadge } from '@shared/catalog/statuses';
import { formatDate, formatDateTime } from '@shared/format';
import { signatureStatuses } from '@shared/partners/catalog';
import type { PartnerDocumentItem } from '@shared/partners/schemas';
import { useListParams } from '@web/components/data-table/use-list-params';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { documentsQuery, useUploadDocument, useUploadVersion } from './api/partners';
import { ListCard } from './components/list-card';
import { PartnerSelect, useFormErrors } from './components/shared';
import { SignatureDialog } from './components/signature-dialog';

const listParams = z.object({ parceiro: z.string().catch('').default('') });
const ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp,image/gif';
const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

type Dialogs =
  | { kind: 'new' }
  | { kind: 'version'; document: PartnerDocumentItem }
  | { kind: 'signature'; document: PartnerDocumentItem };

export function PartnerDocumentsPage() {
  const [params, setParams] = useListParams(listParams);
  const query = useQuery(documentsQuery(params.parceiro));
  const [dialog, setDialog] = useState<Dialogs | null>(null);
  const items = query.data ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full sm:w-72">
          <PartnerSelect
            id="documents-partner"
            value={params.parceiro}
            onChange={(value) => setParams({ parceiro: value })}
          />
        </div>
        <Button onClick={() => setDialog({ kind: 'new' })}>
          <FileUp className="size-4" aria-hidden="true" />
          Enviar documento
        </Button>
      </div>
      <ListCard
        query={query}
        isEmpty={items.length === 0}
        label="Documentos"
        errorText="Não foi possível carregar os documentos."
        emptyTitle="Nenhum documento"
        emptyHint="Envie o contrato de parceria em PDF."
      >
        {items.map((document) => {
          const badge = statusBadge(signatureStatuses, document.signatureStatus);
          const when = document.signedAt ?? document.refusedAt ?? document.sentAt;
          return (
            <li key={document.id} className="grid gap-3 p-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {document.title} <Badge color={badge.color}>{badge.label}</Badge>
                </p>
                <p className="text-xs text-muted-foreground">
                  {document.partnerName}
                  {when ? ` · ${badge.label.toLowerCase()} em ${formatDate(when)}` : ''}
                </p>
              </div>
              <ul aria-label={`Versões de ${document.title}`} className="space-y-1 text-sm">
                {document.versions.map((version, index) => (
                  <li key={version.id} className="flex flex-wrap items-center gap-2">
                    <a
                      href={`/api/partners/documents/versions/${version.id}/file`}
                      className="inline-flex items-center gap-1 text-primary hover:underline"
                      download
                    >
                      <Download className="size-3" aria-hidden="true" />
                      Versão {version.version}
                      {index === 0 ? ' (atual)' : ''}
                    </a>
                    <span className="text-xs text-muted-foreground">
                      {version.filename} · {sizeText(version.size)} · {formatDateTime(version.createdAt)}
                    </span>
                  </li>
                ))}
              </ul>
              <div className="flex flex-wrap gap-2 md:flex-col">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setDialog({ kind: 'signature', document })}
                >
                  Assinatura<span className="sr-only"> de {document.title}</span>
                </Button>
                <Button variant="outline" size="sm" onClick={() => setDialog({ kind: 'version', document })}>
                  <Upload className="size-4" aria-hidden="true" />
                  Nova versão<span className="sr-only"> de {document.title}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ListCard>
      <Dialog
        open={dialog?.kind === 'new' || dialog?.kind === 'version'}
        onOpenChange={(open) => !open && setDialog(null)}
      >
        {dialog?.kind === 'new' ? (
          <UploadDialog partnerId={params.parceiro} onDone={() => setDialog(null)} />
        ) : null}
        {dialog?.kind === 'version' ? (
          <UploadDialog document={dialog.document} onDone={() => setDialog(null)} />
        ) : null}
      </Dialog>
      {dialog?.kind === 'signature' ? (
        <SignatureDialog document={dialog.document} open onOpenChange={(open) => !open && setDialog(null)} />
      ) : null}
    </div>
  );
}

function UploadDialog({
  partnerId: initial = '',
  document,
  onDone,
}: {
  partnerId?: string;
  document?: PartnerDocumentItem;
  onDone: () => void;
}) {
  const upload = useUploadDocument();
  const version = useUploadVersion();
  const form = useFormErrors();
  const [partnerId, setPartnerId] = useState(initial);
  const [title, setTitle] = useState('Contrato de parceria');
  const [file, setFile] = useState<File | null>(null);
  const pending = upload.isPending || version.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.clear();
    if (!file) {
      const message = 'Selecione um arquivo (PDF ou imagem).';
      form.fail(new ApiError(422, 'validation', message, { file: message }), message);
      return;
    }
    try {
      if (document) await version.mutateAsync({ documentId: document.id, file });
      else await upload.mutateAsync({ partnerId, title, file });
      toast.success(document ? 'Nova versão enviada' : 'Documento enviado');
      onDone();
    } catch (failure) {
      form.fail(failure, 'Não foi possível enviar o arquivo.');
    }
  }

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{document ? `Nova versão — ${document.title}` : 'Enviar documento'}</DialogTitle>
        <DialogDescription>
          PDF ou imagem (PNG, JPEG, WebP, GIF).
          {document ? ' As versões anteriores ficam guardadas e a assinatura volta para pendente.' : ''}
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={submit} noValidate className="grid gap-4">
        {document ? null : (
          <>
            <PartnerSelect
              id="document-partner"
              value={partnerId}
              onChange={setPartnerId}
              required
              error={form.errors.partnerId}
            />
            <Field label="Título" htmlFor="document-title" error={form.errors.title}>
              <Input
                id="document-title"
                value={title}
                maxLength={200}
                onChange={(event) => setTitle(event.target.value)}
              />
            </Field>
          </>
        )}
        <Field label="Arquivo" htmlFor="document-file" error={form.errors.file}>
          <Input
            id="document-file"
            type="file"
            accept={ACCEPT}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Field>
        {form.formError ? (
          <p role="alert" className="text-sm text-destructive">
            {form.formError}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Enviando...' : 'Enviar'}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}

export default PartnerDocumentsPage;
