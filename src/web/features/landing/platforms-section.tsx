import { useState } from 'react';
import { filterPlatforms, type PlatformFilter, platformCategories } from '../../../shared/content/platforms';
import { paths } from '../../app/paths';
import { trackCta } from '../../lib/analytics';
import { PlatformCard } from './platform-card';
import { SectionHeading } from './section-heading';

export function platformCountText(count: number, category: PlatformFilter): string {
  const noun = count === 1 ? 'plataforma' : 'plataformas';
  return category === 'Todos' ? `${count} ${noun}` : `${count} ${noun} em ${category}`;
}

/** The catalogue with the 10 category buttons (docs/product/public-site.md: default Todos). */
export function PlatformsSection() {
  const [category, setCategory] = useState<PlatformFilter>('Todos');
  const visible = filterPlatforms(category);
  return (
    <section
      id="plataformas"
      aria-labelledby="plataformas-titulo"
      className="render-when-near bg-slate-50 py-20 md:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 md:px-6">
        <SectionHeading
          id="plataformas-titulo"
          eyebrow="Plataformas"
          title="Plataformas próprias, criadas com inteligência artificial"
          lead="Além de atender clientes, desenvolvemos produtos digitais próprios. Conheça as plataformas que estamos construindo em diferentes mercados."
        />
        <div
          role="group"
          aria-label="Filtrar plataformas por categoria"
          className="mt-10 flex flex-wrap justify-center gap-2"
        >
          {platformCategories.map((item) => {
            const active = item === category;
            return (
              <button
                key={item}
                type="button"
                aria-pressed={active}
                onClick={() => setCategory(item)}
                className={`h-10 cursor-pointer rounded-full px-4 text-sm font-medium transition-colors ${
                  active
                    ? 'bg-blue-700 text-white shadow-sm'
                    : 'border border-slate-300 bg-white text-slate-700 hover:border-blue-300 hover:text-blue-800'
                }`}
              >
                {item}
              </button>
            );
          })}
        </div>
        <p className="mt-6 text-center text-sm text-slate-600" aria-live="polite">
          {platformCountText(visible.length, category)}
        </p>
        {visible.length > 0 ? (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((platform) => (
              <li key={platform.id} className="flex">
                <PlatformCard platform={platform} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mx-auto mt-8 max-w-lg rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="font-semibold text-slate-900">Ainda não temos plataformas em {category}.</p>
            <p className="mt-2 text-sm text-slate-600">
              Tem uma ideia para essa área? Podemos construir a primeira com você.
            </p>
            <a
              href={paths.questionnaire}
              onClick={trackCta('plataformas_vazio_avaliar', { category })}
              className="mt-5 inline-flex h-10 items-center rounded-lg bg-blue-700 px-4 text-sm font-semibold text-white hover:bg-blue-800"
            >
              Avaliar meu projeto
            </a>
          </div>
        )}
      </div>
    </section>
  );
}
