/**
 * The client's answer on /proposta/:token (docs/product/proposals.md): the acceptance form
 * (accept-form.tsx) or, on 'Recusar proposta', the refusal with a reason (decline-form.tsx); then
 * the confirmation of what was registered.
 */
import { CheckCircle2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { site } from '@shared/content/site';
import { formatDateTime, formatMoney } from '@shared/format';
import type { PublicAcceptResult } from '@shared/proposals/schemas';
import { Button } from '@web/components/ui/button';
import { AcceptForm } from './accept-form';
import { DeclineForm } from './decline-form';

export type { Signer } from './accept-form';

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
  onDone,
  ...accept
}: Omit<Parameters<typeof AcceptForm>[0], 'onAccepted' | 'children'> & {
  onDone: () => void;
}) {
  const [accepted, setAccepted] = useState<PublicAcceptResult | null>(null);
  const [declining, setDeclining] = useState(false);
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

  return (
    <section className="grid gap-4 rounded-xl border bg-background p-5 shadow-sm md:p-6 print:hidden">
      <h2 className="text-lg font-semibold">Aceitar a proposta</h2>
      <AcceptForm token={token} onAccepted={setAccepted} {...accept}>
        <Button type="button" variant="ghost" onClick={() => setDeclining((value) => !value)}>
          Recusar proposta
        </Button>
      </AcceptForm>
      {declining ? <DeclineForm token={token} onDeclined={() => setDeclined(true)} /> : null}
    </section>
  );
}
