import { site } from '@shared/content/site';
import { BadgeCheck, Gauge, Handshake } from '@web/components/icons';

const values = [
  {
    icon: Gauge,
    title: 'Agilidade de verdade',
    text: `Projetos entregues em até ${site.claims.deliveryDays} dias, com etapas claras e você acompanhando tudo.`,
  },
  {
    icon: BadgeCheck,
    title: 'IA aplicada ao negócio',
    text: 'Usamos inteligência artificial onde ela gera resultado: mais vendas, menos retrabalho e atendimento melhor.',
  },
  {
    icon: Handshake,
    title: 'Atendimento de perto',
    text: `Apenas ${site.claims.spotsPerMonth} novos projetos por mês, para que cada cliente receba atenção total.`,
  },
];

/** About the agency and the copy claims of docs/product/public-site.md (metrics). */
export function AboutSection() {
  return (
    <section
      id="sobre"
      aria-labelledby="sobre-titulo"
      className="render-when-near bg-slate-950 py-20 text-white md:py-28"
    >
      <div className="mx-auto grid max-w-7xl gap-14 px-4 md:px-6 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-widest text-blue-300 uppercase">Sobre a Coders</p>
          <h2 id="sobre-titulo" className="mt-3 text-3xl font-bold tracking-tight text-balance md:text-4xl">
            Tecnologia de ponta com atendimento próximo
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-slate-300">
            Somos uma agência digital brasileira com foco em inteligência artificial. Há mais de 2 anos
            ajudamos startups e empresas de todos os portes a atrair clientes, vender mais e automatizar o que
            toma tempo da equipe.
          </p>
          <ul className="mt-8 space-y-5">
            {values.map((value) => (
              <li key={value.title} className="flex gap-4">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-600/20 text-blue-300">
                  <value.icon className="size-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-semibold">{value.title}</span>
                  <span className="block text-slate-400">{value.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {site.claims.metrics.map((metric) => (
            <div
              key={metric.label}
              className="flex flex-col-reverse rounded-2xl border border-white/10 bg-white/[0.04] p-5"
            >
              <dt className="mt-1 text-sm text-slate-400">{metric.label}</dt>
              <dd className="text-3xl font-extrabold tracking-tight text-white md:text-4xl">
                {metric.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
