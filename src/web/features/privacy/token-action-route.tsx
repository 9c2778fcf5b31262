/**
 * The two links we e-mail (docs/product/privacy-lgpd.md): /meus-dados/confirmar?token= (the one-time
 * verification of a request) and /meus-dados/descadastro?token= (marketing withdrawal). Opening the link
 * changes nothing (mail scanners open links); the person confirms with one click.
 */
import { CheckCircle2 } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import { RIGHTS_PATH } from '@shared/content/privacy-consent';
import { usePageTitle } from '@web/components/page-title';
import { Button } from '@web/components/ui/button';
import { useUnsubscribe, useVerifyPrivacyRequest } from './api/privacy-public';
import { LinkError } from './link-error';

const COPY = {
  confirmar: {
    title: 'Confirmar o pedido',
    intro:
      'Confirme que foi você quem pediu, pela página Meus dados, para exercer um direito sobre os seus dados pessoais.',
    button: 'Confirmar meu pedido',
    done: 'Pedido confirmado. A nossa equipe responderá em até 15 dias contados do pedido.',
  },
  descadastro: {
    title: 'Descadastrar',
    intro:
      'Deixe de receber novidades, conteúdos e ofertas da Coders por e-mail ou WhatsApp. Continuaremos respondendo ao que você nos pediu.',
    button: 'Não quero mais receber comunicações de marketing',
    done: 'Pronto: você não receberá mais comunicações de marketing da Coders. O registro da sua escolha foi guardado.',
  },
} as const;

export function Component() {
  const { pathname } = useLocation();
  const kind = pathname.endsWith('/descadastro') ? 'descadastro' : 'confirmar';
  const copy = COPY[kind];
  usePageTitle(copy.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyPrivacyRequest();
  const unsubscribe = useUnsubscribe();
  const action = kind === 'descadastro' ? unsubscribe : verify;

  return (
    <article className="mx-auto grid max-w-xl gap-4 px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{copy.title}</h1>
      {action.isSuccess ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl border border-primary/30 bg-primary/5 p-4"
        >
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          {copy.done}
        </p>
      ) : (
        <>
          <p className="leading-relaxed text-foreground/90">{copy.intro}</p>
          {!token ? (
            <p role="alert" className="text-destructive">
              Link incompleto. Abra o link do e-mail novamente ou faça um novo pedido em{' '}
              <a href={RIGHTS_PATH} className="underline">
                Meus dados
              </a>
              .
            </p>
          ) : (
            <Button
              className="w-full sm:w-fit"
              disabled={action.isPending}
              onClick={() => action.mutate(token)}
            >
              {action.isPending ? 'Enviando...' : copy.button}
            </Button>
          )}
          {action.isError ? <LinkError message={action.error.message} /> : null}
        </>
      )}
    </article>
  );
}
