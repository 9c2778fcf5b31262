/**
 * /proposta/:token (no sign-in; docs/product/proposals.md): the client reads the proposal, ticks the
 * optional items (the totals follow live), and accepts with name, CPF and an explicit checkbox, or
 * declines with a reason. An unknown, revoked or cancelled link gets a clear PT-BR page; after the
 * acceptance the page shows the SHA-256 of exactly what was accepted. If staff changed the proposal
 * while the page was open, the acceptance is refused and the page shows the new version to accept again.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Download, Printer, RefreshCw, XCircle } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { site } from '@shared/content/site';
import { formatDate, formatDateTime, formatMoney } from '@shared/format';
import { PROPOSAL_CHANGED, type PublicProposal } from '@shared/proposals/schemas';
import { computeTotals } from '@shared/schemas/proposal-totals';
import { usePageTitle } from '@web/components/page-title';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/feedback';
import { ApiError } from '@web/lib/api';
import { publicProposalPdfUrl, publicProposalQuery } from './api/public-proposal';
import { Answer, HashLine, type Signer } from './components/proposal-answer';
import { type DocumentData, ProposalDocument } from './components/proposal-document';

export function Component() {
  usePageTitle('Proposta');
  const token = useParams().token ?? '';
  const query = useQuery(publicProposalQuery(token));
  const client = useQueryClient();
  const [signer, setSigner] = useState<Signer>({ name: '', cpf: '' });
  // The version the client tried to accept when the proposal had changed under them.
  const [changedFrom, setChangedFrom] = useState<number | null>(null);

  const onChanged = (version: number) => {
    setChangedFrom(version);
    void client.refetchQueries({ queryKey: ['public-proposal', token] });
  };

  return (
    <main className="min-h-screen bg-muted/30 print:bg-white">
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-6 md:py-10 print:max-w-none print:p-0">
        <p className="text-sm font-semibold text-primary print:hidden">{site.name}</p>
        {query.isPending ? (
          <Spinner className="min-h-60" label="Carregando a proposta..." />
        ) : query.isError ? (
          <LinkProblem error={query.error} />
        ) : (
          // A new version remounts the page: its optional items start as staff set them.
          <ProposalPage
            key={query.data.contentHash}
            token={token}
            proposal={query.data}
            signer={signer}
            onSigner={setSigner}
            changedFrom={changedFrom}
            onChanged={() => onChanged(query.data.version)}
          />
        )}
      </div>
    </main>
  );
}

function LinkProblem({ error }: { error: unknown }) {
  const message =
    error instanceof ApiError && error.status >= 400 && error.status < 500
      ? error.message
      : 'Não foi possível abrir a proposta agora. Tente novamente em instantes.';
  return (
    <section className="grid gap-3 rounded-xl border bg-background p-6 shadow-sm">
      <h1 className="text-xl font-semibold">Proposta indisponível</h1>
      <p>{message}</p>
      <p className="text-sm text-muted-foreground">
        Dúvidas? Escreva para{' '}
        <a href={`mailto:${site.email}`} className="underline">
          {site.email}
        </a>{' '}
        ou fale pelo WhatsApp {site.whatsappDisplay}.
      </p>
    </section>
  );
}

function ProposalPage({
  token,
  proposal,
  signer,
  onSigner,
  changedFrom,
  onChanged,
}: {
  token: string;
  proposal: PublicProposal;
  signer: Signer;
  onSigner: (signer: Signer) => void;
  changedFrom: number | null;
  onChanged: () => void;
}) {
  const client = useQueryClient();
  const [ticked, setTicked] = useState<Set<number>>(
    () => new Set(proposal.items.filter((item) => item.optional && item.selected).map((item) => item.id)),
  );
  const open = proposal.state === 'open' && !proposal.expired;
  const items = useMemo(
    () =>
      proposal.items.map((item) => ({
        ...item,
        key: item.id,
        selected: item.optional ? (open ? ticked.has(item.id) : item.selected) : true,
      })),
    [proposal.items, ticked, open],
  );
  const data: DocumentData = { ...proposal, items, totals: computeTotals(items) };

  const refresh = () => client.invalidateQueries({ queryKey: ['public-proposal', token] });

  return (
    <>
      {changedFrom !== null && open ? (
        <ChangedBanner proposal={proposal} total={computeTotals(items).total} from={changedFrom} />
      ) : null}
      <StateBanner proposal={proposal} />
      <div className="rounded-xl border bg-background p-5 shadow-sm md:p-8 print:border-0 print:p-0 print:shadow-none">
        <ProposalDocument
          proposal={data}
          optionalControl={
            open
              ? (item) => (
                  <label className="flex cursor-pointer items-start gap-2">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-4 accent-primary"
                      checked={ticked.has(Number(item.key))}
                      onChange={(event) =>
                        setTicked((current) => {
                          const next = new Set(current);
                          if (event.target.checked) next.add(Number(item.key));
                          else next.delete(Number(item.key));
                          return next;
                        })
                      }
                    />
                    <span>
                      {item.description}
                      <span className="block text-xs text-muted-foreground">
                        Opcional: marque para incluir
                      </span>
                    </span>
                  </label>
                )
              : undefined
          }
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2 print:hidden">
        <a href={publicProposalPdfUrl(token)} download className={buttonVariants({ variant: 'outline' })}>
          <Download className="size-4" aria-hidden="true" />
          Baixar PDF
        </a>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" />
          Imprimir
        </Button>
      </div>
      {open ? (
        <Answer
          token={token}
          proposal={proposal}
          total={data.totals.total}
          ticked={[...ticked]}
          signer={signer}
          onSigner={onSigner}
          onDone={refresh}
          onChanged={onChanged}
        />
      ) : null}
    </>
  );
}

/** Staff changed the proposal after the page loaded: the new version is below, to review and accept. */
function ChangedBanner({ proposal, total, from }: { proposal: PublicProposal; total: string; from: number }) {
  const focusOnMount = useCallback((node: HTMLElement | null) => node?.focus(), []);
  return (
    <section
      ref={focusOnMount}
      tabIndex={-1}
      role="alert"
      className="grid gap-1 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950 outline-none print:hidden"
    >
      <h1 className="flex items-center gap-2 text-lg font-semibold">
        <RefreshCw className="size-5" aria-hidden="true" />A proposta mudou
      </h1>
      <p>{PROPOSAL_CHANGED.message}</p>
      <p>
        {proposal.version !== from ? `Esta é a versão ${proposal.version}. ` : ''}
        Total agora: <strong data-testid="changed-total">{formatMoney(total)}</strong>.
      </p>
    </section>
  );
}

function StateBanner({ proposal }: { proposal: PublicProposal }) {
  if (proposal.state === 'accepted') {
    return (
      <section
        role="status"
        className="grid gap-2 rounded-xl border border-green-200 bg-green-50 p-5 text-green-900 print:hidden"
      >
        <h1 className="flex items-center gap-2 text-lg font-semibold">
          <CheckCircle2 className="size-5" aria-hidden="true" />
          Proposta aceita
        </h1>
        <p>
          Aceita por {proposal.acceptedName} em {formatDateTime(proposal.acceptedAt)}
          {proposal.acceptedTotal ? `, no valor de ${formatMoney(proposal.acceptedTotal)}` : ''}.
        </p>
        {proposal.acceptedHash ? <HashLine hash={proposal.acceptedHash} /> : null}
      </section>
    );
  }
  if (proposal.state === 'declined') {
    return (
      <section role="status" className="grid gap-1 rounded-xl border bg-background p-5 print:hidden">
        <h1 className="flex items-center gap-2 text-lg font-semibold">
          <XCircle className="size-5 text-muted-foreground" aria-hidden="true" />
          Proposta recusada
        </h1>
        <p>Você recusou esta proposta em {formatDateTime(proposal.declinedAt)}. Obrigado pelo retorno.</p>
      </section>
    );
  }
  if (proposal.expired) {
    return (
      <section
        role="status"
        className="grid gap-1 rounded-xl border border-amber-200 bg-amber-50 p-5 print:hidden"
      >
        <h1 className="text-lg font-semibold">Proposta expirada</h1>
        <p>
          Esta proposta era válida até {formatDate(proposal.validUntil)}. Fale com a {site.name} para receber
          uma proposta atualizada: {site.email}.
        </p>
      </section>
    );
  }
  return null;
}
