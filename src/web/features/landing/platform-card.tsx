import type { Platform } from '@shared/content/types';
import { paths } from '@web/app/paths';
import { checkMarker } from '@web/components/check-marker';
import { ArrowRight } from '@web/components/icons';

/** Card of docs/product/public-site.md: image, category, name, tagline, description, first 3 features, badge, 'Descobrir Mais'. */
export function PlatformCard({ platform }: { platform: Platform }) {
  return (
    <article
      aria-labelledby={`plataforma-${platform.id}`}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg"
    >
      <div className="relative aspect-video bg-slate-200">
        <img
          src={platform.image}
          alt={`Ilustração da plataforma ${platform.name}`}
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
        {!platform.isActive && (
          <span className="absolute top-3 right-3 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 shadow-sm">
            Em Desenvolvimento
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold tracking-wider text-blue-700 uppercase">{platform.category}</p>
        <h3 id={`plataforma-${platform.id}`} className="mt-2 text-xl font-semibold text-slate-900">
          {platform.name}
        </h3>
        <p className="mt-1 font-medium text-slate-700">{platform.tagline}</p>
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-slate-600">{platform.description}</p>
        <ul className="mt-4 space-y-2 text-sm text-slate-700">
          {platform.features.slice(0, 3).map((feature) => (
            <li key={feature} className={`${checkMarker} before:border-emerald-600`}>
              {feature}
            </li>
          ))}
        </ul>
        <a
          href={paths.platform(platform.id)}
          className="mt-auto inline-flex items-center gap-1.5 self-start pt-6 text-sm font-semibold text-blue-700 hover:text-blue-900"
        >
          Descobrir Mais<span className="sr-only"> sobre {platform.name}</span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </a>
      </div>
    </article>
  );
}
