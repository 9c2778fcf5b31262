/**
 * /proposta/:token (no sign-in; docs/product/proposals.md): the client reads the proposal, ticks the
 * optional items (the totals follow live), and accepts with name, CPF and an explicit checkbox, or
 * declines with a reason. An unknown, revoked or cancelled link gets a clear PT-BR page; after the
 * acceptance the page shows the SHA-256 of exactly what was accepted.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Printer, XCircle } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { site } from '@shared/content/site';
import { DOCUMENT_MESSAGES, formatDocument, isValidCpf } from '@shared/documents';
import { formatDate, formatDateTime, formatMoney } from '@shared/format';
import type { PublicAcceptResult, PublicProposal } from '@shared/schemas/proposal';
import { computeTotals } from '@shared/schemas/proposal-totals';
import { usePageTitle } from '@web/components/page-title';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/feedback';
import { Input, Textarea } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api';
import { acceptProposal, declineProposal, publicProposalQuery } from './api/public-proposal';
import { type DocumentData, ProposalDocument } from './components/proposal-document';

export function Component() {
  usePageTitle('Proposta');
  const token = useParams().token ?? '';
  const query = useQuery(publicProposalQuery(token));

  return (
    <main className="min-h-screen bg-muted/30 print:bg-white">
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-6 md:py-10 print:max-w-none print:p-0">
        <p className="text-sm font-semibold text-primary print:hidden">{site.name}</p>
        {query.isPending ? (
          <Spinner className="min-h-60" label="Carregando a proposta..." />
        ) : query.isError ? (
          <LinkProblem error={query.error} />
        ) : (
          <ProposalPage token={token} proposal={query.data} />
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

function ProposalPage({ token, proposal }: { token: string; proposal: PublicProposal }) {
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
      <div className="flex justify-end print:hidden">
        <Button variant="outline" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" />
          Imprimir / PDF
        </Button>
      </div>
      {open ? <Answer token={token} total={data.totals.total} ticked={[...ticked]} onDone={refresh} /> : null}
    </>
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

function HashLine({ hash }: { hash: string }) {
  return (
    <p className="text-sm">
      Código de verificação do aceite (SHA-256):{' '}
      <code className="break-all rounded bg-white/70 px-1 font-mono text-xs" data-testid="accepted-hash">
        {hash}
      </code>
    </p>
  );
}

function Answer({
  token,
  total,
  ticked,
  onDone,
}: {
  token: string;
  total: string;
  ticked: number[];
  onDone: () => void;
}) {
  const [name, setName] = useState('');
  const [cpf, setCpf] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [accepted, setAccepted] = useState<PublicAcceptResult | null>(null);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [declined, setDeclined] = useState(false);
  // The answered form is replaced by its confirmation: focus follows to its heading instead of <body>.
  const focusOnMount = useCallback((node: HTMLHeadingElement | null) => node?.focus(), []);

  if (accepted) {
    return (
      <section
        role="status"
        className="grid gap-2 rounded-xl border border-green-200 bg-green-50 p-5 text-green-900"
      >
        <h2
          ref={focusOnMount}
          tabIndex={-1}
          className="flex items-center gap-2 text-lg font-semibold outline-none"
        >
          <CheckCircle2 className="size-5" aria-hidden="true" />
          Proposta aceita. Obrigado!
        </h2>
        <p>
          Registramos o seu aceite em {formatDateTime(accepted.acceptedAt)}, no valor de{' '}
          {formatMoney(accepted.total)}. A equipe {site.name} vai entrar em contato com os próximos passos.
        </p>
        <HashLine hash={accepted.acceptedHash} />
        <Button variant="outline" className="justify-self-start" onClick={onDone}>
          Ver a proposta aceita
        </Button>
      </section>
    );
  }
  if (declined) {
    return (
      <section role="status" className="grid gap-2 rounded-xl border bg-background p-5">
        <h2 ref={focusOnMount} tabIndex={-1} className="text-lg font-semibold outline-none">
          Recusa registrada
        </h2>
        <p>Obrigado pelo retorno. Se mudar de ideia, fale com a gente: {site.email}.</p>
      </section>
    );
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (name.trim().length < 3) found.name = 'Informe o seu nome completo';
    if (!isValidCpf(cpf)) found.cpf = DOCUMENT_MESSAGES.cpf;
    if (!agree) found.agree = 'Marque a caixa para confirmar o aceite';
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      setAccepted(await acceptProposal(token, { name, cpf, agree: true, selectedOptionalItemIds: ticked }));
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      setFailure(error instanceof Error ? error.message : 'Não foi possível registrar o aceite.');
    } finally {
      setBusy(false);
    }
  }

  async function decline(event: React.FormEvent) {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setErrors({ reason: 'Conte o motivo em poucas palavras' });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await declineProposal(token, reason.trim());
      setDeclined(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Não foi possível registrar a recusa.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="grid gap-4 rounded-xl border bg-background p-5 shadow-sm md:p-6 print:hidden">
      <h2 className="text-lg font-semibold">Aceitar a proposta</h2>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Nome completo" htmlFor="accept-name" error={errors.name}>
            <Input
              id="accept-name"
              autoComplete="name"
              value={name}
              aria-invalid={Boolean(errors.name)}
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <Field label="CPF" htmlFor="accept-cpf" error={errors.cpf}>
            <Input
              id="accept-cpf"
              inputMode="numeric"
              placeholder="000.000.000-00"
              value={cpf}
              aria-invalid={Boolean(errors.cpf)}
              onChange={(event) => setCpf(event.target.value)}
              onBlur={() => (isValidCpf(cpf) ? setCpf(formatDocument(cpf)) : undefined)}
            />
          </Field>
        </div>
        <div className="grid gap-1">
          <label className="flex cursor-pointer items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-primary"
              checked={agree}
              aria-invalid={Boolean(errors.agree)}
              onChange={(event) => setAgree(event.target.checked)}
            />
            <span>
              Li e aceito esta proposta, no valor de <strong>{formatMoney(total)}</strong>, com os itens
              marcados, a forma de pagamento e as condições acima.
            </span>
          </label>
          {errors.agree ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.agree}
            </p>
          ) : null}
        </div>
        {failure ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {busy ? 'Registrando...' : 'Aceitar proposta'}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setDeclining((value) => !value)}>
            Recusar proposta
          </Button>
        </div>
      </form>
      {declining ? (
        <form onSubmit={decline} noValidate className="grid gap-3 border-t pt-4">
          <Field label="Por que você está recusando?" htmlFor="decline-reason" error={errors.reason}>
            <Textarea
              id="decline-reason"
              rows={3}
              maxLength={2000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </Field>
          <Button type="submit" variant="outline" className="justify-self-start" disabled={busy}>
            Enviar recusa
          </Button>
        </form>
      ) : null}
    </section>
  );
}
