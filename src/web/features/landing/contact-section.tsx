import { site } from '@shared/content/site';
import { paths } from '@web/app/paths';
import { ArrowRight, Clock, Mail, MessageCircle } from '@web/components/icons';
import { useSiteEmails } from '@web/components/site-emails';
import { whatsappHref } from '@web/components/site-footer';
import { trackCta } from '@web/lib/analytics';
import { SectionHeading } from './section-heading';

/** Contact (docs/product/public-site.md): WhatsApp answered within 4 hours, support Monday to Friday 8h–18h. */
export function ContactSection() {
  const emails = useSiteEmails();
  return (
    <section
      id="contato"
      aria-labelledby="contato-titulo"
      className="render-when-near bg-white py-20 md:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 md:px-6">
        <SectionHeading
          id="contato-titulo"
          eyebrow="Contato"
          title="Vamos conversar sobre o seu projeto?"
          lead="Fale com um especialista pelo canal que preferir. Sem robôs de call center, sem compromisso."
        />
        <div className="mt-14 grid gap-6 md:grid-cols-3">
          <div className="flex flex-col rounded-2xl border border-emerald-200 bg-emerald-50/60 p-6">
            <MessageCircle className="size-7 text-emerald-700" aria-hidden="true" />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">WhatsApp</h3>
            <p className="mt-1 text-slate-700">{site.whatsappResponse}.</p>
            <p className="mt-1 text-sm text-slate-600">{site.whatsappDisplay}</p>
            <a
              href={whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              onClick={trackCta('contato_whatsapp', { href: whatsappHref })}
              className="mt-auto inline-flex h-11 items-center justify-center gap-2 self-start rounded-lg bg-emerald-700 px-5 font-semibold text-white hover:bg-emerald-800"
            >
              Chamar no WhatsApp<span className="sr-only"> (abre em nova aba)</span>
            </a>
          </div>
          <div className="flex flex-col rounded-2xl border border-slate-200 p-6">
            <Mail className="size-7 text-blue-700" aria-hidden="true" />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">E-mail</h3>
            <p className="mt-1 text-slate-700">
              Envie os detalhes do seu projeto para a nossa equipe comercial.
            </p>
            <a
              href={`mailto:${emails.contact}`}
              data-contact-email={emails.contact}
              onClick={trackCta('contato_email')}
              className="mt-auto pt-5 font-semibold text-blue-700 hover:text-blue-900"
            >
              {emails.contact}
            </a>
            <p className="mt-2 text-sm text-slate-600">
              Já é cliente? Suporte em{' '}
              <a
                href={`mailto:${emails.support}`}
                data-support-email={emails.support}
                className="font-medium break-all text-blue-700 hover:text-blue-900"
              >
                {emails.support}
              </a>
            </p>
          </div>
          <div className="flex flex-col rounded-2xl border border-slate-200 p-6">
            <Clock className="size-7 text-blue-700" aria-hidden="true" />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">Horário de atendimento</h3>
            <p className="mt-1 text-slate-700">Suporte de {site.supportHours.toLowerCase()}.</p>
            <p className="mt-1 text-sm text-slate-600">Horário de Brasília.</p>
            <a
              href={paths.questionnaire}
              onClick={trackCta('contato_avaliar_projeto', { href: paths.questionnaire })}
              className="mt-auto inline-flex items-center gap-1.5 pt-5 font-semibold text-blue-700 hover:text-blue-900"
            >
              Avaliar meu projeto agora
              <ArrowRight className="size-4" aria-hidden="true" />
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
