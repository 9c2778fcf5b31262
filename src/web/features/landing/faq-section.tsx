import { faq } from '@shared/content/faq';
import { FaqAccordion } from './faq-accordion';
import { SectionHeading } from './section-heading';

export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-titulo" className="render-when-near bg-slate-50 py-20 md:py-28">
      <div className="mx-auto max-w-3xl px-4 md:px-6">
        <SectionHeading
          id="faq-titulo"
          eyebrow="FAQ"
          title="Perguntas frequentes"
          lead="Tire suas dúvidas sobre prazos, investimento, suporte e como trabalhamos."
        />
        <div className="mt-12">
          <FaqAccordion items={faq} />
        </div>
      </div>
    </section>
  );
}
