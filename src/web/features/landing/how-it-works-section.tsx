import { site } from '@shared/content/site';
import { SectionHeading } from './section-heading';

export function HowItWorksSection() {
  const { howItWorks } = site;
  return (
    <section
      id="como-funciona"
      aria-labelledby="como-funciona-titulo"
      className="render-when-near bg-white py-20 md:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 md:px-6">
        <SectionHeading
          id="como-funciona-titulo"
          eyebrow="Processo"
          title={howItWorks.title}
          lead={howItWorks.subtitle}
        />
        <ol className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {howItWorks.steps.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border border-slate-200 p-6">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-blue-700 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <span className="sr-only">Etapa {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
