/** /privacidade: the privacy policy (LGPD), versioned; content in src/shared/content/privacy.ts. */
import { Mail, ShieldCheck } from 'lucide-react';
import {
  PRIVACY_POLICY_UPDATED_LABEL,
  PRIVACY_POLICY_VERSION,
  privacyIntro,
  privacySections,
  RIGHTS_PATH,
} from '@shared/content/privacy';
import { site } from '@shared/content/site';
import { usePageTitle } from '@web/components/page-title';
import type { Head } from '@web/lib/head';
import { PrivacyText, PrivacyValue, usePrivacySettings } from './privacy-settings';

const TITLE = 'Política de Privacidade';

/** Read by the prerender for the <title> of the static HTML. */
export const handle = { head: (): Head => ({ title: `${TITLE} | ${site.name}` }) };

export function Component() {
  usePageTitle(TITLE);
  const settings = usePrivacySettings();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 md:py-16">
      <header className="grid gap-3 border-b pb-8">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-widest text-primary uppercase">
          <ShieldCheck className="size-4" aria-hidden="true" />
          LGPD
        </p>
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{TITLE}</h1>
        <p className="text-sm text-muted-foreground">
          Versão {PRIVACY_POLICY_VERSION} · em vigor desde {PRIVACY_POLICY_UPDATED_LABEL}
        </p>
        {privacyIntro.map((paragraph) => (
          <p key={paragraph} className="leading-relaxed text-pretty text-foreground/90">
            {paragraph}
          </p>
        ))}
      </header>

      <nav aria-labelledby="privacidade-indice" className="my-8 rounded-xl border bg-muted/50 p-5">
        <h2 id="privacidade-indice" className="text-sm font-semibold">
          Nesta página
        </h2>
        <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
          {privacySections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="grid gap-10">
        {privacySections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-titulo`}
            className="grid gap-3"
          >
            <h2 id={`${section.id}-titulo`} className="text-xl font-semibold tracking-tight">
              {section.title}
            </h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed text-foreground/90">
                <PrivacyText text={paragraph} settings={settings} />
              </p>
            ))}
            {section.items?.length ? (
              <ul className="grid list-disc gap-2 pl-5 leading-relaxed text-foreground/90 marker:text-primary">
                {section.items.map((item) => (
                  <li key={item.title ?? item.text}>
                    {item.title ? (
                      <strong className="font-semibold text-foreground">{item.title}: </strong>
                    ) : null}
                    <PrivacyText text={item.text} settings={settings} />
                  </li>
                ))}
              </ul>
            ) : null}
            {section.closing?.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed text-foreground/90">
                <PrivacyText text={paragraph} settings={settings} />
              </p>
            ))}
          </section>
        ))}
      </div>

      <aside
        aria-labelledby="privacidade-contato"
        className="mt-12 grid gap-2 rounded-xl border border-primary/30 bg-primary/5 p-6"
      >
        <h2 id="privacidade-contato" className="text-lg font-semibold">
          Fale com o encarregado
        </h2>
        <p className="text-foreground/90">
          Dúvidas, pedidos de acesso, correção ou exclusão dos seus dados: use a página{' '}
          <a href={RIGHTS_PATH} className="font-semibold text-primary underline">
            Meus dados
          </a>{' '}
          ou escreva para o encarregado, <PrivacyValue name="dpoName" value={settings.dpoName} />.
        </p>
        <p className="inline-flex w-fit items-center gap-2 font-semibold">
          <Mail className="size-4 text-primary" aria-hidden="true" />
          <PrivacyValue name="dpoEmail" value={settings.dpoEmail} />
        </p>
      </aside>
    </article>
  );
}
