import type { ComponentType, SVGProps } from 'react';
import { services } from '@shared/content/services';
import type { ServiceId } from '@shared/content/types';
import { paths } from '@web/app/paths';
import { checkMarker } from '@web/components/check-marker';
import {
  ArrowRight,
  Bot,
  Compass,
  Megaphone,
  MonitorSmartphone,
  Palette,
  Workflow,
} from '@web/components/icons';
import { trackCta } from '@web/lib/analytics';
import { SectionHeading } from './section-heading';

const icons: Record<ServiceId, ComponentType<SVGProps<SVGSVGElement>>> = {
  sites: MonitorSmartphone,
  'agentes-gpt': Bot,
  branding: Palette,
  marketing: Megaphone,
  automacao: Workflow,
  consultoria: Compass,
};

const tints: Record<ServiceId, string> = {
  sites: 'bg-blue-50 text-blue-700',
  'agentes-gpt': 'bg-violet-50 text-violet-700',
  branding: 'bg-pink-50 text-pink-700',
  marketing: 'bg-amber-50 text-amber-700',
  automacao: 'bg-emerald-50 text-emerald-700',
  consultoria: 'bg-sky-50 text-sky-700',
};

/** The six services, each with the anchor id the header and footer link to (docs/product/public-site.md). */
export function ServicesSection() {
  return (
    <section
      id="servicos"
      aria-labelledby="servicos-titulo"
      className="render-when-near bg-white py-20 md:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 md:px-6">
        <SectionHeading
          id="servicos-titulo"
          eyebrow="Serviços"
          title="Tudo o que a sua empresa precisa para crescer no digital"
          lead="Unimos design, tecnologia e inteligência artificial em soluções completas, feitas sob medida e entregues com agilidade."
        />
        <div className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => {
            const Icon = icons[service.id];
            const href = `${paths.questionnaire}?servico=${service.id}`;
            return (
              <article
                key={service.id}
                id={service.anchor}
                aria-labelledby={`${service.anchor}-titulo`}
                className="group flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-lg md:p-7"
              >
                <span
                  className={`inline-flex size-12 items-center justify-center rounded-xl ${tints[service.id]}`}
                >
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 id={`${service.anchor}-titulo`} className="mt-5 text-xl font-semibold text-slate-900">
                  {service.title}
                </h3>
                <p className="mt-3 leading-relaxed text-slate-600">{service.summary}</p>
                <ul className="mt-5 space-y-2.5 text-sm text-slate-700">
                  {service.bullets.map((bullet) => (
                    <li key={bullet} className={`${checkMarker} before:border-blue-700`}>
                      {bullet}
                    </li>
                  ))}
                </ul>
                <a
                  href={href}
                  onClick={trackCta('servico_quero', { servico: service.id, href })}
                  className="mt-auto inline-flex items-center gap-1.5 self-start pt-6 text-sm font-semibold text-blue-700 hover:text-blue-900"
                >
                  Quero este serviço<span className="sr-only">: {service.title}</span>
                  <ArrowRight
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
                </a>
              </article>
            );
          })}
        </div>
      </div>
    </section>
  );
}
