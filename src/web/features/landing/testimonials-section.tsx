import { testimonials } from '@shared/content/testimonials';
import { SectionHeading } from './section-heading';

/** Stars as text glyphs: one node per rating instead of five SVGs. */
function Rating({ value }: { value: number }) {
  return (
    <p
      className="text-lg leading-none tracking-widest"
      role="img"
      aria-label={`Avaliação: ${value} de 5 estrelas`}
    >
      <span className="text-amber-500">{'★'.repeat(value)}</span>
      <span className="text-slate-300">{'★'.repeat(5 - value)}</span>
    </p>
  );
}

export function TestimonialsSection() {
  return (
    <section
      id="depoimentos"
      aria-labelledby="depoimentos-titulo"
      className="render-when-near bg-white py-20 md:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 md:px-6">
        <SectionHeading
          id="depoimentos-titulo"
          eyebrow="Depoimentos"
          title="Quem contratou, recomenda"
          lead="Empresas de diferentes setores já vendem mais e atendem melhor com as nossas soluções."
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-slate-50/60 p-6">
                <Rating value={testimonial.rating} />
                <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
                  <p>“{testimonial.content}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <img
                    src={testimonial.image}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    decoding="async"
                    className="size-12 rounded-full bg-slate-200"
                  />
                  <span>
                    <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                    <span className="block text-sm text-slate-600">{testimonial.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
