/**
 * /coders/comercial/propostas/:proposalId ('nova' for a new one; docs/product/proposals.md): the
 * editor with live totals, and the proposal's actions: Salvar, Enviar (the public link is shown once,
 * with 'Copiar link'), Gerar novo link, Revogar link, Imprimir / PDF, Cancelar proposta (with a
 * reason), Excluir (a never-sent draft, after confirmation); the acceptance record and the version
 * history. Accepted, declined and cancelled proposals are read-only.
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { ProposalDetails } from '@shared/proposals/schemas';
import { DeliveryLog } from '@web/components/documents/delivery-log';
import { usePageTitle } from '@web/components/page-title';
import { Breadcrumb } from '@web/components/ui/breadcrumb';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Spinner } from '@web/components/ui/feedback';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { proposalQuery, useSaveProposal, useSendProposal } from './api/proposals';
import { Actions } from './components/proposal-actions';
import { draftErrors, draftOf, newDraft, type ProposalDraft, toInput } from './components/proposal-draft';
import { ProposalForm } from './components/proposal-form';
import { Header, ReadOnlyProposal, Versions } from './components/proposal-record';
import { proposalPath, proposalsListPath } from './paths';

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
    proposal
      ? draftOf(proposal)
      : { ...newDraft(search.get('cliente') ?? ''), dealId: search.get('negocio') ?? undefined },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  const save = useSaveProposal();
  const send = useSendProposal();

  const change = (next: ProposalDraft) => {
    setDraft(next);
    setDirty(true);
  };

  const [confirmMove, setConfirmMove] = useState(false);
  const sentToClient =
    proposal !== null && (proposal.status === 'enviada' || proposal.status === 'visualizada');
  const movesClient = sentToClient && draft.leadId !== proposal.leadId;

  async function submit(confirmed = false): Promise<ProposalDetails | null> {
    // The shared schema first: a discount over its line or a mistyped amount shows under its field.
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length) {
      toast.error('Revise os campos destacados', Object.values(found)[0] as string);
      return null;
    }
    // Another client for a sent proposal: the link sent to the first one stops working.
    if (movesClient && !confirmed) {
      setConfirmMove(true);
      return null;
    }
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
      <ConfirmDialog
        open={confirmMove}
        onOpenChange={setConfirmMove}
        title="Trocar o cliente desta proposta?"
        description="O link enviado ao cliente anterior deixa de funcionar e a proposta volta a ser rascunho: envie de novo para gerar o link do novo cliente."
        confirmLabel="Trocar o cliente"
        onConfirm={() => void submit(true)}
      />
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
      {proposal ? <DeliveryLog base={`/api/proposals/${proposal.id}`} /> : null}
      {proposal ? <Versions proposal={proposal} /> : null}
    </div>
  );
}
