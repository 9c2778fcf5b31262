import {
  filterPlatforms,
  type PlatformFilter,
  platformCategories,
  platforms,
} from '@shared/content/platforms';
import { paths } from '@web/app/paths';
import { trackCta } from '@web/lib/analytics';
import { PlatformCard } from './platform-card';
import { SectionHeading } from './section-heading';

export function platformCountText(count: number, category: PlatformFilter): string {
  const noun = count === 1 ? 'plataforma' : 'plataformas';
  return category === 'Todos' ? `${count} ${noun}` : `${count} ${noun} em ${category}`;
}

const categoryIndex = (category: string) => platformCategories.indexOf(category as PlatformFilter);

/**
 * What the chosen category shows, as CSS on the radio inputs' `:checked` state: the page filters on
 * the first tap, before any script has run or while the app hydrates, and the server HTML never has
 * to change (nothing for React to re-render or to get out of step with). Index 0 is 'Todos'.
 */
export const platformFilterCss = [
  '#plataformas [data-count]:not([data-count="0"]),#plataformas [data-empty]{display:none}',
  ...platformCategories.slice(1).map((_, offset) => {
    const i = offset + 1;
    const when = `#plataformas:has([data-filter="${i}"]:checked)`;
    return [
      `${when} [data-count="0"],${when} [data-category]:not([data-category="${i}"]){display:none}`,
      `${when} [data-count="${i}"]{display:inline}`,
      `${when} [data-empty="${i}"]{display:block}`,
    ].join('');
  }),
].join('');

/**
 * The catalogue with the 10 category filters (docs/product/public-site.md: default Todos). The filters are radio inputs
 * shaped as the buttons (one choice at a time, arrow keys move between them); every card, count and
 * empty state is in the markup and the chosen category shows its own through `platformFilterCss`.
 */
export function PlatformsSection() {
  return (
    <section
      id="plataformas"
      aria-labelledby="plataformas-titulo"
      className="render-when-near bg-slate-50 py-20 md:py-28"
    >
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: static CSS built from the category list above. */}
      <style dangerouslySetInnerHTML={{ __html: platformFilterCss }} />
      <div className="mx-auto max-w-7xl px-4 md:px-6">
        <SectionHeading
          id="plataformas-titulo"
          eyebrow="Plataformas"
          title="Plataformas próprias, criadas com inteligência artificial"
          lead="Além de atender clientes, desenvolvemos produtos digitais próprios. Conheça as plataformas que estamos construindo em diferentes mercados."
        />
        <div
          role="radiogroup"
          aria-label="Filtrar plataformas por categoria"
          className="mt-10 flex flex-wrap justify-center gap-2"
        >
          {platformCategories.map((item, index) => (
            <label
              key={item}
              className="inline-flex h-10 cursor-pointer items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 transition-colors hover:border-blue-300 hover:text-blue-800 has-checked:border-blue-700 has-checked:bg-blue-700 has-checked:text-white has-checked:shadow-sm has-focus-visible:ring-2 has-focus-visible:ring-blue-700 has-focus-visible:ring-offset-2"
            >
              <input
                type="radio"
                name="plataformas-categoria"
                value={item}
                data-filter={index}
                defaultChecked={index === 0}
                className="sr-only"
              />
              {item}
            </label>
          ))}
        </div>
        <p className="mt-6 text-center text-sm text-slate-600" aria-live="polite">
          {platformCategories.map((item, index) => (
            <span key={item} data-count={index}>
              {platformCountText(filterPlatforms(item).length, item)}
            </span>
          ))}
        </p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {platforms.map((platform) => (
            <li key={platform.id} className="flex" data-category={categoryIndex(platform.category)}>
              <PlatformCard platform={platform} />
            </li>
          ))}
        </ul>
        {platformCategories.map((item, index) =>
          filterPlatforms(item).length > 0 ? null : (
            <div
              key={item}
              data-empty={index}
              className="mx-auto mt-8 max-w-lg rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center"
            >
              <p className="font-semibold text-slate-900">Ainda não temos plataformas em {item}.</p>
              <p className="mt-2 text-sm text-slate-600">
                Tem uma ideia para essa área? Podemos construir a primeira com você.
              </p>
              <a
                href={paths.questionnaire}
                onClick={trackCta('plataformas_vazio_avaliar', { category: item })}
                className="mt-5 inline-flex h-10 items-center rounded-lg bg-blue-700 px-4 text-sm font-semibold text-white hover:bg-blue-800"
              >
                Avaliar meu projeto
              </a>
            </div>
          ),
        )}
      </div>
    </section>
  );
}
