import { site } from '@shared/content/site';
import { paths } from '@web/app/paths';
import { ArrowRight, CalendarClock, Hourglass, Rocket, Users } from '@web/components/icons';
import { trackCta } from '@web/lib/analytics';
import { BookingSection } from './booking-section';

const { claims } = site;

const highlights = [
  {
    icon: CalendarClock,
    title: claims.consultationText,
    text: 'Entendemos o seu negócio e indicamos o melhor caminho.',
  },
  {
    icon: Hourglass,
    title: claims.spotsPerMonthText,
    text: 'Poucos projetos por vez para garantir atenção total.',
  },
  { icon: Users, title: claims.firstProjectsText, text: 'Valores de lançamento enquanto durarem as vagas.' },
  { icon: Rocket, title: claims.deliveryText, text: 'Prazo combinado na proposta e acompanhado por você.' },
];

/** The offer (#planos) and, inside it, the free consultation booking. */
export function OfferSection() {
  return (
    <section
      id="planos"
      aria-labelledby="planos-titulo"
      className="render-when-near bg-gradient-to-b from-blue-50 to-white py-20 md:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 md:px-6">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-widest text-blue-700 uppercase">
            Planos e consulta gratuita
          </p>
          <h2
            id="planos-titulo"
            className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 md:text-4xl"
          >
            Um plano sob medida para cada projeto
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Nada de pacotes engessados: o plano nasce das necessidades do seu negócio. Comece por uma consulta
            gratuita de {claims.consultationMinutes} minutos, sem compromisso, ou responda ao questionário e
            receba uma proposta com escopo, prazo e investimento definidos.
          </p>
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {highlights.map((item) => (
            <li key={item.title} className="rounded-2xl border border-blue-100 bg-white p-5 shadow-sm">
              <item.icon className="size-6 text-blue-700" aria-hidden="true" />
              <p className="mt-3 font-semibold text-slate-900">{item.title}</p>
              <p className="mt-1 text-sm text-slate-600">{item.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 text-center">
          <a
            href={paths.questionnaire}
            onClick={trackCta('planos_avaliar_projeto', { href: paths.questionnaire })}
            className="inline-flex items-center gap-1.5 font-semibold text-blue-700 hover:text-blue-900"
          >
            Prefere começar pelo questionário? Avalie o seu projeto
            <ArrowRight className="size-4" aria-hidden="true" />
          </a>
        </div>
        <div className="mt-12">
          <BookingSection />
        </div>
      </div>
    </section>
  );
}
