/**
 * `/plataforma/:id`: every field of a platform (docs/product/public-site.md), prerendered for the 11 ids. Aliases such as
 * `velozinvest` are replaced by the real id; unknown ids get a PT-BR not-found state.
 */

import { useMemo } from 'react';
import { Navigate, type Params, useParams } from 'react-router';
import { getPlatform, platforms } from '@shared/content/platforms';
import type { Platform } from '@shared/content/types';
import { paths } from '@web/app/paths';
import {
  ArrowLeft,
  ArrowRight,
  CalendarCheck,
  Check,
  Code2,
  ExternalLink,
  Lightbulb,
  SearchX,
  Users,
} from '@web/components/icons';
import { trackCta } from '@web/lib/analytics';
import { type Head, useHead } from '@web/lib/head';

/** The free consultation (offer and booking) on the landing page. */
const consultationHref = '/#planos';

export const NOT_FOUND_TITLE = 'Plataforma não encontrada';

function headFor(id: string | undefined): Head {
  const platform = id ? getPlatform(id) : undefined;
  return {
    title: platform ? `${platform.name}: ${platform.tagline} | Coders` : `${NOT_FOUND_TITLE} | Coders`,
  };
}

/** Read by the prerender (entry-server) for the page title. */
export const handle = { head: (params: Params) => headFor(params.id) };

const metricLabels: Record<keyof NonNullable<Platform['metrics']>, string> = {
  users: 'Usuários',
  transactions: 'Movimentação',
  growth: 'Crescimento',
};

export function Component() {
  const { id = '' } = useParams();
  const platform = getPlatform(id);
  const head = useMemo(() => headFor(id), [id]);
  useHead(head);
  if (!platform) return <PlatformNotFound />;
  if (platform.id !== id) return <Navigate to={paths.platform(platform.id)} replace />;
  return <PlatformDetail platform={platform} />;
}

function PlatformNotFound() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <SearchX className="size-12 text-slate-400" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{NOT_FOUND_TITLE}</h1>
      <p className="mt-3 text-slate-600">
        O endereço pode estar incorreto ou a plataforma pode ter mudado de nome. Veja todas as plataformas que
        estamos desenvolvendo.
      </p>
      <a
        href="/#plataformas"
        className="mt-8 inline-flex h-11 items-center gap-2 rounded-lg bg-blue-700 px-5 font-semibold text-white hover:bg-blue-800"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Ver todas as plataformas
      </a>
    </section>
  );
}

function ListBlock({ title, items, icon: Icon }: { title: string; items: string[]; icon: typeof Check }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 bg-white p-6 md:p-8">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <ul className="mt-5 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-slate-700">
            <Icon className="mt-0.5 size-5 shrink-0 text-blue-700" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

function PlatformDetail({ platform }: { platform: Platform }) {
  const metrics = platform.metrics
    ? (Object.keys(metricLabels) as (keyof typeof metricLabels)[])
        .filter((key) => platform.metrics?.[key])
        .map((key) => ({ label: metricLabels[key], value: platform.metrics?.[key] ?? '' }))
    : [];
  const related = [
    ...platforms.filter((p) => p.id !== platform.id && p.category === platform.category),
    ...platforms.filter((p) => p.id !== platform.id && p.category !== platform.category),
  ].slice(0, 3);
  const questionnaireHref = `${paths.questionnaire}?plataforma=${platform.id}`;

  return (
    <article aria-labelledby="plataforma-titulo">
      <div className="bg-slate-950 text-white">
        <div className="mx-auto max-w-7xl px-4 pt-8 pb-14 md:px-6 md:pb-20">
          <a
            href="/#plataformas"
            className="inline-flex items-center gap-1.5 text-sm text-slate-300 hover:text-white"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Voltar para as plataformas
          </a>
          <div className="mt-8 grid gap-10 lg:grid-cols-2 lg:items-center">
            <div>
              <div className="flex flex-wrap items-center gap-2">
                <span className="rounded-full bg-blue-600/25 px-3 py-1 text-xs font-semibold tracking-wider text-blue-200 uppercase">
                  {platform.category}
                </span>
                {!platform.isActive && (
                  <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
                    Em Desenvolvimento
                  </span>
                )}
              </div>
              <h1 id="plataforma-titulo" className="mt-5 text-4xl font-extrabold tracking-tight md:text-5xl">
                {platform.name}
              </h1>
              <p className="mt-3 text-xl font-medium text-blue-200">{platform.tagline}</p>
              <p className="mt-5 text-lg leading-relaxed text-slate-300">{platform.description}</p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <a
                  href={questionnaireHref}
                  onClick={trackCta('plataforma_quero_igual', { plataforma: platform.id })}
                  className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-blue-600 px-6 font-semibold text-white hover:bg-blue-500"
                >
                  Quero uma plataforma assim
                  <ArrowRight className="size-5" aria-hidden="true" />
                </a>
                <a
                  href={consultationHref}
                  onClick={trackCta('plataforma_agendar_consulta', { plataforma: platform.id })}
                  className="inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-white/20 px-6 font-semibold text-white hover:bg-white/10"
                >
                  <CalendarCheck className="size-5" aria-hidden="true" />
                  Agendar consulta gratuita
                </a>
              </div>
              {platform.url !== '#' && (
                <a
                  href={platform.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-5 inline-flex items-center gap-1.5 text-sm text-blue-200 hover:text-white"
                >
                  Acessar {platform.name}
                  <ExternalLink className="size-4" aria-hidden="true" />
                  <span className="sr-only">(abre em nova aba)</span>
                </a>
              )}
            </div>
            <div className="overflow-hidden rounded-2xl bg-slate-800 shadow-2xl ring-1 ring-white/10">
              <img
                src={platform.image}
                alt={`Ilustração da plataforma ${platform.name}`}
                width={640}
                height={360}
                fetchPriority="high"
                decoding="async"
                className="aspect-video size-full object-cover"
              />
            </div>
          </div>
        </div>
      </div>

      <div className="bg-slate-50">
        <div className="mx-auto max-w-7xl space-y-8 px-4 py-14 md:px-6 md:py-20">
          {metrics.length > 0 && (
            <section aria-label="Números da plataforma">
              <dl className="grid gap-4 sm:grid-cols-3">
                {metrics.map((metric) => (
                  <div
                    key={metric.label}
                    className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-white p-6"
                  >
                    <dt className="mt-1 text-sm text-slate-600">{metric.label}</dt>
                    <dd className="text-2xl font-bold text-slate-900">{metric.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}

          <div className="grid gap-8 lg:grid-cols-2">
            <ListBlock title="Funcionalidades" items={platform.features} icon={Check} />
            <div className="space-y-8">
              <section
                aria-label="Tecnologias"
                className="rounded-2xl border border-slate-200 bg-white p-6 md:p-8"
              >
                <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
                  <Code2 className="size-5 text-blue-700" aria-hidden="true" />
                  Tecnologias
                </h2>
                <ul className="mt-5 flex flex-wrap gap-2">
                  {platform.technologies.map((technology) => (
                    <li
                      key={technology}
                      className="rounded-full border border-blue-100 bg-blue-50 px-3 py-1 text-sm font-medium text-blue-800"
                    >
                      {technology}
                    </li>
                  ))}
                </ul>
              </section>
              <ListBlock title="Para quem é" items={platform.targetAudience} icon={Users} />
            </div>
          </div>
          <ListBlock title="Casos de uso" items={platform.useCases} icon={Lightbulb} />

          <section
            aria-labelledby="plataforma-cta"
            className="rounded-2xl bg-gradient-to-br from-blue-700 to-indigo-800 p-8 text-white md:p-10"
          >
            <h2 id="plataforma-cta" className="text-2xl font-bold">
              Tem um projeto parecido em mente?
            </h2>
            <p className="mt-2 max-w-2xl text-blue-50">
              Criamos plataformas sob medida com inteligência artificial, com entrega em etapas e você
              acompanhando tudo. Responda ao questionário e receba uma avaliação gratuita.
            </p>
            <a
              href={questionnaireHref}
              onClick={trackCta('plataforma_cta_avaliar', { plataforma: platform.id })}
              className="mt-6 inline-flex h-12 items-center gap-2 rounded-lg bg-white px-6 font-semibold text-blue-800 hover:bg-blue-50"
            >
              Avaliar Projeto
              <ArrowRight className="size-5" aria-hidden="true" />
            </a>
          </section>

          <section aria-labelledby="outras-plataformas">
            <h2 id="outras-plataformas" className="text-xl font-semibold text-slate-900">
              Conheça outras plataformas
            </h2>
            <ul className="mt-5 grid gap-4 md:grid-cols-3">
              {related.map((item) => (
                <li key={item.id}>
                  <a
                    href={paths.platform(item.id)}
                    className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 transition-shadow hover:shadow-md"
                  >
                    <span className="text-xs font-semibold tracking-wider text-blue-700 uppercase">
                      {item.category}
                    </span>
                    <span className="mt-1 font-semibold text-slate-900">{item.name}</span>
                    <span className="mt-1 text-sm text-slate-600">{item.tagline}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </article>
  );
}
