import { site } from '@shared/content/site';
import { paths } from '@web/app/paths';
import { ArrowRight, Check } from '@web/components/icons';
import { trackCta } from '@web/lib/analytics';

export function BrandingMarketingSection() {
  const { brandingMarketing } = site;
  return (
    <section
      id="branding-marketing"
      aria-labelledby="branding-marketing-titulo"
      className="render-when-near bg-gradient-to-br from-blue-700 to-indigo-800 py-20 text-white md:py-24"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 md:px-6 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-widest text-blue-100 uppercase">
            Branding e Marketing
          </p>
          <h2
            id="branding-marketing-titulo"
            className="mt-3 text-3xl font-bold tracking-tight text-balance md:text-4xl"
          >
            {brandingMarketing.title}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-blue-50">{brandingMarketing.text}</p>
          <a
            href={paths.questionnaire}
            onClick={trackCta('branding_marketing_avaliar', { href: paths.questionnaire })}
            className="mt-8 inline-flex h-12 items-center gap-2 rounded-lg bg-white px-6 font-semibold text-blue-800 shadow-lg transition-colors hover:bg-blue-50"
          >
            Quero fortalecer a minha marca
            <ArrowRight className="size-5" aria-hidden="true" />
          </a>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {brandingMarketing.items.map((item) => (
            <li key={item} className="flex gap-3 rounded-2xl bg-white/10 p-5 ring-1 ring-white/15">
              <Check className="mt-0.5 size-5 shrink-0 text-emerald-300" aria-hidden="true" />
              <span className="text-blue-50">{item}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
