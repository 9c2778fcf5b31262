/** /questionario: the free project evaluation. Prerendered (first step) and hydrated. */
import { Clock, ShieldCheck, Sparkles } from 'lucide-react';
import { site } from '@shared/content/site';
import { usePageTitle } from '@web/components/page-title';
import type { Head } from '@web/lib/head';
import { QuestionnaireForm } from './questionnaire-form';

const TITLE = 'Avaliação gratuita do projeto';

/** Read by the prerender for the <title> of the static HTML. */
export const handle = { head: (): Head => ({ title: `${TITLE} | ${site.name}` }) };

export function Component() {
  usePageTitle(TITLE);
  return (
    <div className="bg-gradient-to-b from-blue-50 to-white">
      <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 md:py-16">
        <header className="grid gap-3 text-center">
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">Avaliação gratuita</p>
          <h1 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">{TITLE}</h1>
          <p className="text-pretty text-muted-foreground md:text-lg">
            Responda a 5 etapas rápidas e receba uma proposta sob medida, com escopo, prazo e investimento,
            sem compromisso.
          </p>
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
            <li className="flex items-center gap-1.5">
              <Clock className="size-4 text-primary" aria-hidden="true" />
              Cerca de 3 minutos
            </li>
            <li className="flex items-center gap-1.5">
              <Sparkles className="size-4 text-primary" aria-hidden="true" />
              {site.whatsappResponse}
            </li>
            <li className="flex items-center gap-1.5">
              <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
              Seus dados protegidos pela LGPD
            </li>
          </ul>
        </header>
        <div className="rounded-2xl border bg-card p-5 shadow-sm sm:p-8">
          <QuestionnaireForm />
        </div>
      </div>
    </div>
  );
}
