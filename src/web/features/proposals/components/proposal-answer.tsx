/**
 * The client's answer on /proposta/:token (docs/product/proposals.md): accept with name, CPF and the
 * checkbox — sending back the version and content hash the page was served, so the client accepts
 * exactly what they read — or decline with a reason. A 409 'proposal_changed' hands over to the page,
 * which shows the new version and asks to accept again.
 */
import { CheckCircle2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { site } from '@shared/content/site';
import { DOCUMENT_MESSAGES, formatDocument, isValidCpf } from '@shared/documents';
import { formatDateTime, formatMoney } from '@shared/format';
import { PROPOSAL_CHANGED, type PublicAcceptResult, type PublicProposal } from '@shared/proposals/schemas';
import { Button } from '@web/components/ui/button';
import { Input, Textarea } from '@web/components/ui/input';
import { Field } from '@web/components/ui/label';
import { ApiError } from '@web/lib/api';
import { acceptProposal, declineProposal } from '../api/public-proposal';

export type Signer = { name: string; cpf: string };

export function HashLine({ hash }: { hash: string }) {
  return (
    <p className="text-sm">
      Código de verificação do aceite (SHA-256):{' '}
      <code className="break-all rounded bg-white/70 px-1 font-mono text-xs" data-testid="accepted-hash">
        {hash}
      </code>
    </p>
  );
}

export function Answer({
  token,
  proposal,
  total,
  ticked,
  signer,
  onSigner,
  onDone,
  onChanged,
}: {
  token: string;
  /** The version and content hash the page shows: what the client accepts. */
  proposal: Pick<PublicProposal, 'version' | 'contentHash'>;
  total: string;
  ticked: number[];
  /** Name and CPF outlive a new version of the proposal (the page remounts this form). */
  signer: Signer;
  onSigner: (signer: Signer) => void;
  onDone: () => void;
  /** The proposal changed since the page loaded: show the new version. */
  onChanged: () => void;
}) {
  const { name, cpf } = signer;
  const setName = (value: string) => onSigner({ ...signer, name: value });
  const setCpf = (value: string) => onSigner({ ...signer, cpf: value });
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
      setAccepted(
        await acceptProposal(token, {
          name,
          cpf,
          agree: true,
          selectedOptionalItemIds: ticked,
          version: proposal.version,
          contentHash: proposal.contentHash,
        }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === PROPOSAL_CHANGED.code) {
        onChanged();
        return;
      }
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
              mask="cpf"
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
