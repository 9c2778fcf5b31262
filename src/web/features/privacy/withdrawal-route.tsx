/**
 * /meus-dados/revogacao?token= (docs/product/privacy-lgpd.md): the link e-mailed after someone asked, on
 * /meus-dados, that this address stop receiving marketing. The withdrawal already took effect but nobody
 * verified it came from the person: here they confirm it, or undo it if it was not them. Opening the
 * link changes nothing (mail scanners open links); one click does, once.
 */
import { CheckCircle2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { RIGHTS_PATH } from '@shared/content/privacy-consent';
import { usePageTitle } from '@web/components/page-title';
import { Button } from '@web/components/ui/button';
import { useAnswerWithdrawal } from './api/privacy-public';
import { LinkError } from './link-error';

const TITLE = 'Comunicações de marketing';
const DONE = {
  confirm:
    'Pronto: você não receberá mais comunicações de marketing da Coders. A sua confirmação foi registrada.',
  undo: 'Pedido desfeito: a sua escolha anterior sobre comunicações de marketing voltou a valer. Obrigado por avisar.',
} as const;

export function Component() {
  usePageTitle(TITLE);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const answer = useAnswerWithdrawal();

  return (
    <article className="mx-auto grid max-w-xl gap-4 px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{TITLE}</h1>
      {answer.isSuccess ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl border border-primary/30 bg-primary/5 p-4"
        >
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          {DONE[answer.data.decision]}
        </p>
      ) : (
        <>
          <p className="leading-relaxed text-foreground/90">
            Recebemos, pela página Meus dados, um pedido para este e-mail deixar de receber comunicações de
            marketing da Coders, e já paramos de enviar. Foi você?
          </p>
          {!token ? (
            <p role="alert" className="text-destructive">
              Link incompleto. Abra o link do e-mail novamente ou faça um novo pedido em{' '}
              <a href={RIGHTS_PATH} className="underline">
                Meus dados
              </a>
              .
            </p>
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button
                disabled={answer.isPending}
                onClick={() => answer.mutate({ token, decision: 'confirm' })}
              >
                Sim, fui eu: não quero receber marketing
              </Button>
              <Button
                variant="outline"
                disabled={answer.isPending}
                onClick={() => answer.mutate({ token, decision: 'undo' })}
              >
                Não fui eu: desfazer o pedido
              </Button>
            </div>
          )}
          {answer.isError ? <LinkError message={answer.error.message} /> : null}
        </>
      )}
    </article>
  );
}
