/**
 * CODERS mkt → Assets (docs/product/assets.md): the media library — grid with preview, search, tag
 * and type filters, upload, video links, download, metadata, version history and delete.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Download, FileText, Film, Link2, Pencil, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { z } from 'zod';
import { labelOf } from '@shared/catalog/entries';
import { assetKinds } from '@shared/catalog/teamgoals';
import { formatDate, formatDateTime } from '@shared/format';
import type { Asset, LicenceState } from '@shared/schemas/assets';
import { DataTableLoadMore } from '@web/components/data-table/pagination';
import { ListStates } from '@web/components/data-table/table-states';
import { DataTableSearch } from '@web/components/data-table/toolbar';
import { searchParam, useListParams } from '@web/components/data-table/use-list-params';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { EmptyState, Spinner } from '@web/components/ui/feedback';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import {
  assetClientsQuery,
  assetQuery,
  assetsQuery,
  assetTagsQuery,
  useAddVersion,
  useAddVideoLink,
  useDeleteAsset,
  useUpdateAsset,
  useUploadAsset,
} from '../api/assets';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,application/pdf';
const listParams = z.object({ q: searchParam, tag: searchParam, tipo: searchParam });

const sizeLabel = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;

export function LicenceBadge({ state, date }: { state: LicenceState; date: string | null }) {
  if (state === 'expired')
    return (
      <Badge color="red" className="whitespace-normal">
        Licença vencida em {formatDate(date)}
      </Badge>
    );
  if (state === 'soon')
    return (
      <Badge color="amber" className="whitespace-normal">
        Licença vence em {formatDate(date)}
      </Badge>
    );
  return null;
}

export function AssetPreview({ asset, className = '' }: { asset: Asset; className?: string }) {
  if (asset.previewUrl)
    return (
      <img
        src={asset.previewUrl}
        alt={asset.title}
        loading="lazy"
        className={`aspect-video w-full bg-muted object-contain ${className}`}
      />
    );
  const Icon = asset.kind === 'pdf' ? FileText : Film;
  return (
    <div
      className={`flex aspect-video w-full items-center justify-center bg-muted text-muted-foreground ${className}`}
    >
      <Icon className="size-10" aria-hidden="true" />
    </div>
  );
}

export function AssetsPage() {
  const [params, setParams] = useListParams(listParams);
  const filters = { q: params.q, tag: params.tag, kind: params.tipo };
  const query = useInfiniteQuery(assetsQuery(filters));
  const tags = useQuery(assetTagsQuery);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const [dialog, setDialog] = useState<'upload' | 'link' | null>(null);
  const [open, setOpen] = useState<string | null>(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-2">
          <DataTableSearch
            label="Buscar na biblioteca"
            placeholder="Título, descrição ou campanha"
            value={params.q}
            onChange={(q) => setParams({ q })}
          />
          <NativeSelect
            aria-label="Filtrar por tag"
            className="w-40"
            value={params.tag}
            onChange={(e) => setParams({ tag: e.target.value })}
          >
            <option value="">Todas as tags</option>
            {(tags.data ?? []).map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            aria-label="Filtrar por tipo"
            className="w-40"
            value={params.tipo}
            onChange={(e) => setParams({ tipo: e.target.value })}
          >
            <option value="">Todos os tipos</option>
            {assetKinds.map((kind) => (
              <option key={kind.value} value={kind.value}>
                {kind.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setDialog('link')}>
            <Link2 aria-hidden="true" />
            Link de vídeo
          </Button>
          <Button onClick={() => setDialog('upload')}>
            <Upload aria-hidden="true" />
            Enviar arquivo
          </Button>
        </div>
      </div>
      <ListStates
        query={query}
        isEmpty={items.length === 0}
        errorText="Não foi possível carregar a biblioteca."
        empty={
          <Card>
            <EmptyState
              title="Nenhum arquivo encontrado"
              hint={
                params.q || params.tag || params.tipo
                  ? 'Tente outros filtros.'
                  : 'Envie imagens, PDFs ou links de vídeo da marca.'
              }
            />
          </Card>
        }
      >
        <ul
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          aria-label="Arquivos da biblioteca"
        >
          {items.map((asset) => (
            <li key={asset.id}>
              <Card className="flex h-full flex-col overflow-hidden">
                <AssetPreview asset={asset} />
                <div className="flex flex-1 flex-col gap-2 p-3">
                  <h3 className="line-clamp-2 text-sm font-medium">{asset.title}</h3>
                  <p className="text-xs text-muted-foreground">
                    {labelOf(assetKinds, asset.kind)}
                    {asset.size ? ` · ${sizeLabel(asset.size)}` : ''}
                    {asset.version > 1 ? ` · versão ${asset.version}` : ''}
                    {asset.clientName ? ` · ${asset.clientName}` : ''}
                  </p>
                  <div className="flex flex-wrap gap-1">
                    {asset.tags.map((tag) => (
                      <Badge key={tag} color="slate">
                        {tag}
                      </Badge>
                    ))}
                    <LicenceBadge state={asset.licence} date={asset.licenceExpiresOn} />
                  </div>
                  <div className="mt-auto flex flex-wrap gap-1 pt-1">
                    {asset.downloadUrl ? (
                      <Button asChild size="sm" variant="outline">
                        <a href={asset.downloadUrl} download aria-label={`Baixar ${asset.title}`}>
                          <Download aria-hidden="true" />
                          Baixar
                        </a>
                      </Button>
                    ) : asset.url ? (
                      <Button asChild size="sm" variant="outline">
                        <a
                          href={asset.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={`Abrir vídeo ${asset.title}`}
                        >
                          <Film aria-hidden="true" />
                          Abrir
                        </a>
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setOpen(asset.id)}
                      aria-label={`Detalhes de ${asset.title}`}
                    >
                      <Pencil aria-hidden="true" />
                      Detalhes
                    </Button>
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-4">
          <DataTableLoadMore query={query} />
        </div>
      </ListStates>
      {dialog === 'upload' ? <UploadDialog onClose={() => setDialog(null)} /> : null}
      {dialog === 'link' ? <VideoLinkDialog onClose={() => setDialog(null)} /> : null}
      {open ? <AssetDialog id={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

function failMessage(error: unknown, fallback: string) {
  return error instanceof ApiError && error.status !== 0 ? error.message : fallback;
}

function UploadDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const upload = useUploadAsset();
  const [file, setFile] = useState<File | null>(null);
  const [form, setForm] = useState({
    title: '',
    tags: '',
    campaignSlug: '',
    licenceExpiresOn: '',
    clientId: '',
  });
  const [error, setError] = useState<string | null>(null);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!file) return setError('Selecione um arquivo.');
    setError(null);
    try {
      await upload.mutateAsync({ file, ...form });
      toast.success('Arquivo enviado');
      onClose();
    } catch (failure) {
      setError(failMessage(failure, 'Não foi possível enviar o arquivo. Tente novamente.'));
    }
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent width={520}>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Enviar arquivo</DialogTitle>
            <DialogDescription>
              PNG, JPEG, WebP, GIF ou PDF, até o tamanho máximo das configurações.
            </DialogDescription>
          </DialogHeader>
          <Field label="Arquivo" htmlFor={`${id}-file`}>
            <Input
              id={`${id}-file`}
              type="file"
              accept={ACCEPT}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Field>
          <MetadataFields id={id} form={form} set={(patch) => setForm({ ...form, ...patch })} />
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={upload.isPending}>
              {upload.isPending ? 'Enviando...' : 'Enviar'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

type MetaForm = {
  title: string;
  tags: string;
  campaignSlug: string;
  licenceExpiresOn: string;
  clientId: string;
  description?: string;
};

function MetadataFields({
  id,
  form,
  set,
  errors = {},
}: {
  id: string;
  form: MetaForm;
  set: (patch: Partial<MetaForm>) => void;
  errors?: Record<string, string>;
}) {
  const clients = useQuery(assetClientsQuery);
  return (
    <>
      <Field
        label="Título"
        htmlFor={`${id}-title`}
        error={errors.title}
        hint={form.description === undefined ? 'Vazio: o nome do arquivo.' : undefined}
      >
        <Input
          id={`${id}-title`}
          value={form.title}
          onChange={(e) => set({ title: e.target.value })}
          maxLength={200}
        />
      </Field>
      {form.description !== undefined ? (
        <Field label="Descrição" htmlFor={`${id}-description`} error={errors.description}>
          <Textarea
            id={`${id}-description`}
            rows={2}
            value={form.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        </Field>
      ) : null}
      <Field label="Tags" htmlFor={`${id}-tags`} error={errors.tags} hint="Separadas por vírgula.">
        <Input
          id={`${id}-tags`}
          value={form.tags}
          onChange={(e) => set({ tags: e.target.value })}
          placeholder="marca, banner"
        />
      </Field>
      <Field label="Cliente" htmlFor={`${id}-client`} error={errors.clientId}>
        <NativeSelect
          id={`${id}-client`}
          value={form.clientId}
          onChange={(e) => set({ clientId: e.target.value })}
        >
          <option value="">Nenhum</option>
          {(clients.data ?? []).map((client) => (
            <option key={client.id} value={client.id}>
              {client.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Campanha (utm_campaign)" htmlFor={`${id}-campaign`} error={errors.campaignSlug}>
          <Input
            id={`${id}-campaign`}
            value={form.campaignSlug}
            onChange={(e) => set({ campaignSlug: e.target.value })}
            placeholder="black-friday-2026"
          />
        </Field>
        <Field label="Validade da licença" htmlFor={`${id}-licence`} error={errors.licenceExpiresOn}>
          <Input
            id={`${id}-licence`}
            type="date"
            value={form.licenceExpiresOn}
            onChange={(e) => set({ licenceExpiresOn: e.target.value })}
          />
        </Field>
      </div>
    </>
  );
}

const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

function VideoLinkDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const add = useAddVideoLink();
  const [url, setUrl] = useState('');
  const [form, setForm] = useState<MetaForm>({
    title: '',
    tags: '',
    campaignSlug: '',
    licenceExpiresOn: '',
    clientId: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      await add.mutateAsync({
        url,
        title: form.title,
        tags: splitTags(form.tags),
        campaignSlug: form.campaignSlug,
        licenceExpiresOn: form.licenceExpiresOn,
        clientId: form.clientId,
      });
      toast.success('Link adicionado');
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields) setErrors(failure.fields);
      else toast.error('Não foi possível salvar', failure instanceof Error ? failure.message : undefined);
    }
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent width={520}>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Adicionar link de vídeo</DialogTitle>
          </DialogHeader>
          <Field label="Link (https)" htmlFor={`${id}-url`} error={errors.url}>
            <Input
              id={`${id}-url`}
              type="url"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              placeholder="https://www.youtube.com/watch?v=..."
            />
          </Field>
          <MetadataFields
            id={id}
            form={form}
            set={(patch) => setForm({ ...form, ...patch })}
            errors={errors}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={add.isPending}>
              Salvar link
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function AssetDialog({ id: assetId, onClose }: { id: string; onClose: () => void }) {
  const id = useId();
  const query = useQuery(assetQuery(assetId));
  const update = useUpdateAsset();
  const remove = useDeleteAsset();
  const version = useAddVersion();
  const fileInput = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState<MetaForm | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirm, setConfirm] = useState(false);
  const asset = query.data;
  if (asset && !form)
    setForm({
      title: asset.title,
      description: asset.description ?? '',
      tags: asset.tags.join(', '),
      campaignSlug: asset.campaignSlug ?? '',
      licenceExpiresOn: asset.licenceExpiresOn ?? '',
      clientId: asset.clientId ?? '',
    });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!form || !asset) return;
    setErrors({});
    try {
      await update.mutateAsync({
        id: asset.id,
        form: {
          title: form.title,
          description: form.description,
          tags: splitTags(form.tags),
          clientId: form.clientId,
          campaignSlug: form.campaignSlug,
          licenceExpiresOn: form.licenceExpiresOn,
        },
      });
      toast.success('Alterações salvas');
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields) setErrors(failure.fields);
      else toast.error('Não foi possível salvar', failure instanceof Error ? failure.message : undefined);
    }
  }
  async function newVersion(file: File | undefined) {
    if (!file || !asset) return;
    try {
      await version.mutateAsync({ id: asset.id, file });
      toast.success('Nova versão enviada');
    } catch (failure) {
      toast.error('Não foi possível enviar a versão', failMessage(failure, 'Tente novamente.'));
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent width={640}>
        <DialogHeader>
          <DialogTitle>{asset?.title ?? 'Arquivo'}</DialogTitle>
          <DialogDescription>
            {asset ? `${labelOf(assetKinds, asset.kind)} · versão ${asset.version}` : 'Carregando...'}
          </DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <Spinner label="Carregando..." />
        ) : !asset || !form ? (
          <p role="alert" className="text-sm text-destructive">
            Não foi possível carregar o arquivo.
          </p>
        ) : (
          <div className="grid gap-4">
            <AssetPreview asset={asset} className="rounded-md border" />
            {asset.url ? (
              <a
                className="break-all text-sm text-primary underline"
                href={asset.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {asset.url}
              </a>
            ) : null}
            <form onSubmit={submit} className="grid gap-4">
              <MetadataFields
                id={id}
                form={form}
                set={(patch) => setForm({ ...form, ...patch })}
                errors={errors}
              />
              <div className="flex justify-end">
                <Button type="submit" disabled={update.isPending}>
                  {update.isPending ? 'Salvando...' : 'Salvar alterações'}
                </Button>
              </div>
            </form>
            <section aria-labelledby={`${id}-versions`} className="grid gap-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 id={`${id}-versions`} className="font-medium">
                  Histórico de versões
                </h3>
                {asset.kind !== 'video_link' ? (
                  <>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => fileInput.current?.click()}
                      disabled={version.isPending}
                    >
                      <Upload aria-hidden="true" />
                      {version.isPending ? 'Enviando...' : 'Enviar nova versão'}
                    </Button>
                    <input
                      ref={fileInput}
                      type="file"
                      accept={
                        asset.kind === 'pdf' ? 'application/pdf' : 'image/png,image/jpeg,image/webp,image/gif'
                      }
                      className="sr-only"
                      tabIndex={-1}
                      aria-label="Arquivo da nova versão"
                      onChange={(e) => void newVersion(e.target.files?.[0])}
                    />
                  </>
                ) : null}
              </div>
              <ol className="divide-y rounded-md border text-sm" aria-label="Versões">
                {asset.versions.map((v) => (
                  <li key={v.version} className="flex flex-wrap items-center justify-between gap-2 p-2">
                    <span>
                      <strong>Versão {v.version}</strong> · {v.filename ?? v.url}{' '}
                      {v.size ? `· ${sizeLabel(v.size)}` : ''}
                      <span className="block text-xs text-muted-foreground">
                        {formatDateTime(v.createdAt)}
                        {v.createdByName ? ` · ${v.createdByName}` : ''}
                      </span>
                    </span>
                    {v.downloadUrl ? (
                      <Button asChild size="sm" variant="ghost">
                        <a href={v.downloadUrl} download aria-label={`Baixar versão ${v.version}`}>
                          <Download aria-hidden="true" />
                        </a>
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ol>
            </section>
            <div className="flex justify-between gap-2 border-t pt-4">
              <Button variant="destructive" onClick={() => setConfirm(true)}>
                <Trash2 aria-hidden="true" />
                Excluir
              </Button>
              <Button variant="outline" onClick={onClose}>
                Fechar
              </Button>
            </div>
            <ConfirmDialog
              open={confirm}
              onOpenChange={setConfirm}
              title="Excluir da biblioteca?"
              description={`“${asset.title}” e o seu histórico de versões saem da biblioteca. Imagens já usadas em posts continuam no ar.`}
              onConfirm={() =>
                remove.mutate(asset.id, {
                  onSuccess: () => {
                    toast.success('Arquivo excluído');
                    onClose();
                  },
                  onError: (error) => toast.error('Não foi possível excluir', error.message),
                })
              }
            />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
