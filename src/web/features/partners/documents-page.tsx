/**
 * CODERS parceiros → Documentos (docs/product/partners.md): contracts per partner, each upload a new
 * version (the history stays), with the signature status (pendente, enviado, assinado, recusado) and
 * its dates. PDF or images; files download only for staff who run the programme (mkt, adm).
 */
import { useQuery } from '@tanstack/react-query';
import { Download, FileUp, Upload } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { statusBadge } from '@shared/catalog/statuses';
import { formatDate, formatDateTime } from '@shared/format';
import { signatureStatuses } from '@shared/partners/catalog';
import type { PartnerDocumentItem } from '@shared/partners/schemas';
import { useListParams } from '@web/components/data-table/use-list-params';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { documentsQuery } from './api/partners';
import { NewVersionDialog, UploadDocumentDialog } from './components/document-dialogs';
import { ListCard } from './components/list-card';
import { PartnerSelect } from './components/shared';
import { SignatureDialog } from './components/signature-dialog';

const listParams = z.object({ parceiro: z.string().catch('').default('') });
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
      <UploadDocumentDialog
        partnerId={params.parceiro}
        open={dialog?.kind === 'new'}
        onOpenChange={(open) => !open && setDialog(null)}
      />
      {dialog?.kind === 'version' ? (
        <NewVersionDialog document={dialog.document} open onOpenChange={(open) => !open && setDialog(null)} />
      ) : null}
      {dialog?.kind === 'signature' ? (
        <SignatureDialog document={dialog.document} open onOpenChange={(open) => !open && setDialog(null)} />
      ) : null}
    </div>
  );
}

export default PartnerDocumentsPage;
