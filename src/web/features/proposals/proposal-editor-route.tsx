/**
 * /coders/comercial/propostas/:proposalId ('nova' for a new one; docs/product/proposals.md): the
 * editor with live totals, and the proposal's actions: Salvar, Enviar (the public link is shown once,
 * with 'Copiar link'), Gerar novo link, Revogar link, Imprimir / PDF, Cancelar proposta (with a
 * reason), Excluir (a never-sent draft, after confirmation); the acceptance record and the version
 * history. Accepted, declined and cancelled proposals are read-only.
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Copy, Link2, Link2Off, Printer, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { proposalStatuses } from '@shared/catalog/finance';
import { statusBadge } from '@shared/catalog/statuses';
import { formatDocument } from '@shared/documents';
import { formatDate, formatDateTime, formatMoney } from '@shared/format';
import type { ProposalDetails } from '@shared/schemas/proposal';
import { lineTotal } from '@shared/schemas/proposal-totals';
import { usePageTitle } from '@web/components/page-title';
import { Badge } from '@web/components/ui/badge';
import { Breadcrumb } from '@web/components/ui/breadcrumb';
import { Button, buttonVariants } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/feedback';
import { Input, Textarea } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import {
  proposalQuery,
  useCancelProposal,
  useDeleteProposal,
  useRegenerateLink,
  useRevokeLink,
  useSaveProposal,
  useSendProposal,
} from './api/proposals';
import { ProposalDocument } from './components/proposal-document';
import { draftOf, newDraft, type ProposalDraft, ProposalForm, toInput } from './components/proposal-form';
import { proposalPath, proposalPrintPath, proposalsListPath } from './paths';

export function Component() {
  const id = useParams().proposalId ?? 'nova';
  const isNew = id === 'nova';
  const query = useQuery({ ...proposalQuery(id), enabled: !isNew });
  // The public link is shown once; kept here so it survives the editor remounting on a new status/version.
  const [link, setLink] = useState<{ id: string; url: string } | null>(null);
  usePageTitle(isNew ? 'Nova proposta' : (query.data?.number ?? 'Proposta'));

  return (
    <div className="space-y-6">
      <Breadcrumb
        items={[
          { label: 'Início', href: '/' },
          { label: 'CODERS', href: '/coders' },
          { label: 'Comercial', href: '/coders/comercial/visao-geral' },
          { label: 'Propostas', href: proposalsListPath },
          { label: isNew ? 'Nova proposta' : (query.data?.number ?? '...'), href: proposalPath(id) },
        ]}
      />
      <Link
        to={proposalsListPath}
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Propostas
      </Link>
      {isNew ? (
        <Editor key="new" proposal={null} link={null} onLink={() => undefined} />
      ) : query.isPending ? (
        <Spinner className="min-h-60" label="Carregando a proposta..." />
      ) : query.isError ? (
        <div role="alert" className="space-y-3 rounded-xl border p-6">
          <p>{query.error.message || 'Não foi possível carregar a proposta.'}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <Editor
          key={`${query.data.id}-${query.data.version}-${query.data.status}`}
          proposal={query.data}
          link={link?.id === query.data.id ? link.url : null}
          onLink={(url) => setLink(url ? { id: query.data.id, url } : null)}
        />
      )}
    </div>
  );
}

const readOnly = (proposal: ProposalDetails) => ['aceita', 'recusada', 'cancelada'].includes(proposal.status);

function Editor({
  proposal,
  link,
  onLink,
}: {
  proposal: ProposalDetails | null;
  link: string | null;
  onLink: (url: string | null) => void;
}) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [draft, setDraft] = useState<ProposalDraft>(() =>
    proposal ? draftOf(proposal) : newDraft(search.get('cliente') ?? ''),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  const save = useSaveProposal();
  const send = useSendProposal();

  const change = (next: ProposalDraft) => {
    setDraft(next);
    setDirty(true);
  };

  async function submit(): Promise<ProposalDetails | null> {
    setErrors({});
    try {
      const saved = await save.mutateAsync({ id: proposal?.id ?? null, input: toInput(draft) });
      setDirty(false);
      toast.success(proposal ? 'Proposta salva' : `Proposta ${saved.number} criada`);
      if (!proposal) navigate(proposalPath(saved.id), { replace: true });
      return saved;
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      toast.error('Não foi possível salvar a proposta', error instanceof Error ? error.message : undefined);
      return null;
    }
  }

  async function sendNow() {
    if (!proposal) return;
    if (dirty && !(await submit())) return;
    try {
      const answer = await send.mutateAsync(proposal.id);
      onLink(answer.url);
      toast.success('Proposta enviada', 'Copie o link e envie ao cliente.');
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      toast.error('Não foi possível enviar a proposta', error instanceof Error ? error.message : undefined);
    }
  }

  if (proposal && readOnly(proposal)) return <ReadOnlyProposal proposal={proposal} />;

  const sent = proposal && proposal.status !== 'rascunho';
  const errorList = Object.entries(errors);
  return (
    <div className="grid gap-6">
      <Header proposal={proposal} />
      {proposal ? (
        <Actions proposal={proposal} link={link} onLink={onLink} onSend={sendNow} sending={send.isPending} />
      ) : null}
      {sent ? (
        <p className="rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900">
          Esta proposta já foi enviada: salvar uma alteração cria a versão {proposal.version + 1}, e a versão{' '}
          {proposal.version} fica guardada no histórico. O link continua o mesmo.
        </p>
      ) : null}
      {errorList.length ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-medium">Revise os campos:</p>
          <ul className="list-disc pl-5">
            {errorList.slice(0, 8).map(([field, message]) => (
              <li key={field}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <ProposalForm draft={draft} onChange={change} errors={errors} clientName={proposal?.clientName} />
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap justify-end gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur md:mx-0 md:rounded-b-xl">
        <Button variant="outline" onClick={() => navigate(proposalsListPath)}>
          Voltar
        </Button>
        <Button onClick={() => void submit()} disabled={save.isPending}>
          {save.isPending ? 'Salvando...' : proposal ? 'Salvar alterações' : 'Criar proposta'}
        </Button>
      </div>
      {proposal ? <Versions proposal={proposal} /> : null}
    </div>
  );
}

function Header({ proposal }: { proposal: ProposalDetails | null }) {
  if (!proposal) {
    return (
      <div>
        <h1 className="text-2xl font-bold">Nova proposta</h1>
        <p className="text-sm text-muted-foreground">O número é dado ao criar (PROP-ano-sequência).</p>
      </div>
    );
  }
  const badge = statusBadge(proposalStatuses, proposal.status);
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">
          {proposal.number} · versão {proposal.version} · {proposal.clientName}
        </p>
        <h1 className="text-2xl font-bold break-words">{proposal.title}</h1>
        <p className="text-sm text-muted-foreground">
          {proposal.sentAt ? `Enviada em ${formatDateTime(proposal.sentAt)}` : 'Ainda não enviada'}
          {proposal.viewCount
            ? ` · ${proposal.viewCount} ${proposal.viewCount === 1 ? 'visualização' : 'visualizações'} (primeira em ${formatDateTime(proposal.firstViewedAt)})`
            : ''}
        </p>
      </div>
      <div className="flex flex-col items-end gap-1">
        <Badge color={badge.color} data-testid="proposal-status">
          {badge.label}
        </Badge>
        <span className="text-lg font-semibold tabular-nums">{formatMoney(proposal.total)}</span>
      </div>
    </div>
  );
}

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

function Actions({
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
          Imprimir / PDF
        </Link>
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

function CancelDialog({
  proposal,
  open,
  onOpenChange,
}: {
  proposal: ProposalDetails;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cancel = useCancelProposal();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (open) {
      setReason('');
      setError(undefined);
    }
  }, [open]);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setError('Informe o motivo do cancelamento');
      return;
    }
    try {
      await cancel.mutateAsync({ id: proposal.id, reason: reason.trim() });
      toast.success('Proposta cancelada');
      onOpenChange(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Não foi possível cancelar');
    }
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={480}>
        <DialogHeader>
          <DialogTitle>Cancelar a proposta {proposal.number}?</DialogTitle>
          <DialogDescription>
            Propostas enviadas não são excluídas: ficam canceladas com o motivo, e o link público deixa de
            funcionar.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field label="Motivo" htmlFor="cancel-reason" error={error}>
            <Textarea
              id="cancel-reason"
              rows={3}
              maxLength={1000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Voltar
            </Button>
            <Button type="submit" variant="destructive" disabled={cancel.isPending}>
              Cancelar proposta
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ReadOnlyProposal({ proposal }: { proposal: ProposalDetails }) {
  return (
    <div className="grid gap-6">
      <Header proposal={proposal} />
      <Outcome proposal={proposal} />
      <div className="flex flex-wrap gap-2">
        <Link to={proposalPrintPath(proposal.id)} className={buttonVariants({ variant: 'outline' })}>
          <Printer aria-hidden="true" />
          Imprimir / PDF
        </Link>
      </div>
      <div className="rounded-xl border bg-background p-4 md:p-8">
        <ProposalDocument
          proposal={{ ...proposal, items: proposal.items.map((item) => ({ ...item, key: item.id })) }}
        />
      </div>
      <Versions proposal={proposal} />
    </div>
  );
}

function Outcome({ proposal }: { proposal: ProposalDetails }) {
  if (proposal.status === 'aceita') {
    return (
      <section className="grid gap-2 rounded-xl border border-green-200 bg-green-50 p-4 text-sm text-green-950">
        <h2 className="font-semibold">Aceite do cliente</h2>
        <dl className="grid gap-1 sm:grid-cols-2">
          <div>
            <dt className="inline text-green-800">Aceita por: </dt>
            <dd className="inline">
              {proposal.acceptedName}
              {proposal.acceptedDocument ? ` (CPF ${formatDocument(proposal.acceptedDocument)})` : ''}
            </dd>
          </div>
          <div>
            <dt className="inline text-green-800">Em: </dt>
            <dd className="inline">{formatDateTime(proposal.acceptedAt)}</dd>
          </div>
          <div>
            <dt className="inline text-green-800">Valor aceito: </dt>
            <dd className="inline font-semibold">{formatMoney(proposal.acceptedTotal)}</dd>
          </div>
          <div>
            <dt className="inline text-green-800">IP: </dt>
            <dd className="inline">{proposal.acceptedIp ?? '—'}</dd>
          </div>
        </dl>
        <p className="break-all">
          <span className="text-green-800">SHA-256 do aceite: </span>
          <code className="font-mono text-xs">{proposal.acceptedHash}</code>
        </p>
        {proposal.projectId ? (
          <Link to="/coders/colaboradores/projetos" className="justify-self-start font-medium underline">
            Ver o projeto criado
          </Link>
        ) : null}
      </section>
    );
  }
  if (proposal.status === 'recusada') {
    return (
      <section className="grid gap-1 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-950">
        <h2 className="font-semibold">Recusada pelo cliente em {formatDateTime(proposal.declinedAt)}</h2>
        <p>Motivo: {proposal.declineReason}</p>
      </section>
    );
  }
  return (
    <section className="grid gap-1 rounded-xl border bg-muted/40 p-4 text-sm">
      <h2 className="font-semibold">Cancelada em {formatDateTime(proposal.cancelledAt)}</h2>
      <p>Motivo: {proposal.cancelReason}</p>
    </section>
  );
}

function Versions({ proposal }: { proposal: ProposalDetails }) {
  const [open, setOpen] = useState<number | null>(null);
  if (!proposal.versions.length) return null;
  const shown = proposal.versions.find((version) => version.version === open);
  return (
    <section className="grid gap-2 rounded-xl border bg-background p-4 md:p-6">
      <h2 className="font-semibold">Histórico de versões</h2>
      <ul className="divide-y text-sm">
        <li className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span>
            Versão {proposal.version} (atual) · {formatMoney(proposal.total)}
          </span>
        </li>
        {proposal.versions.map((version) => (
          <li key={version.version} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              Versão {version.version} · {version.title} · {formatMoney(version.total)} · substituída em{' '}
              {formatDate(version.createdAt)}
            </span>
            <Button variant="outline" size="sm" onClick={() => setOpen(version.version)}>
              Ver versão {version.version}
            </Button>
          </li>
        ))}
      </ul>
      <Dialog open={shown !== undefined} onOpenChange={(value) => (value ? undefined : setOpen(null))}>
        <DialogContent width={860}>
          <DialogHeader>
            <DialogTitle>Versão {shown?.version}</DialogTitle>
            <DialogDescription>Como a proposta estava antes de ser editada.</DialogDescription>
          </DialogHeader>
          {shown ? (
            <ProposalDocument
              proposal={{
                ...shown.snapshot,
                clientName: proposal.clientName,
                items: shown.snapshot.items.map((item) => ({
                  ...item,
                  key: item.position,
                  lineTotal: lineTotal(item),
                })),
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}
