import { site } from '@shared/content/site';
import { paths } from '@web/app/paths';
import { checkMarker } from '@web/components/check-marker';
import { ArrowRight, CalendarCheck, MessageCircle, Sparkles, TrendingUp } from '@web/components/icons';
import { trackCta } from '@web/lib/analytics';

/** The free consultation (offer and booking) on the landing page. */
const consultationHref = '/#planos';

const { claims } = site;

const promises = [claims.deliveryText, 'Consulta gratuita de 30 minutos', site.whatsappResponse];

/** First screen: the promise, the two calls to action and the proof points (docs/product/public-site.md). */
export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-titulo"
      className="relative isolate overflow-hidden bg-slate-950 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_40rem_at_85%_-10%,rgba(37,99,235,0.55),transparent_60%),radial-gradient(40rem_30rem_at_0%_110%,rgba(14,165,233,0.25),transparent_60%)]"
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-14 pb-16 md:px-6 md:pt-20 md:pb-24 lg:grid-cols-[1.15fr_0.85fr] lg:items-center">
        <div>
          <p className="inline-flex items-center gap-2 rounded-2xl border border-white/15 bg-white/5 px-3 py-1 text-sm text-blue-100">
            <Sparkles className="size-4 text-amber-300" aria-hidden="true" />
            {claims.spotsPerMonthText} · condição especial para os primeiros {claims.firstProjects} projetos
          </p>
          <h1
            id="hero-titulo"
            className="mt-6 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Sua empresa vendendo mais com{' '}
            <span className="bg-gradient-to-r from-sky-300 to-blue-400 bg-clip-text text-transparent">
              inteligência artificial
            </span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-300 md:text-xl">
            Criamos sites, agentes GPT, identidade visual e automações que atraem clientes e trabalham por
            você 24 horas por dia. Do diagnóstico ao lançamento, com entrega em até {claims.deliveryDays}{' '}
            dias.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a
              href={paths.questionnaire}
              onClick={trackCta('hero_avaliar_projeto', { href: paths.questionnaire })}
              className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-blue-600 px-6 text-base font-semibold text-white shadow-lg shadow-blue-900/40 transition-colors hover:bg-blue-500"
            >
              Avaliar meu projeto grátis
              <ArrowRight className="size-5" aria-hidden="true" />
            </a>
            <a
              href={consultationHref}
              onClick={trackCta('hero_agendar_consulta', { href: '/#planos' })}
              className="inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-white/20 bg-white/5 px-6 text-base font-semibold text-white transition-colors hover:bg-white/10"
            >
              <CalendarCheck className="size-5" aria-hidden="true" />
              Agendar consulta gratuita
            </a>
          </div>
          <ul className="mt-8 grid gap-2 text-sm text-slate-300 sm:grid-cols-3 sm:gap-4">
            {promises.map((promise) => (
              <li key={promise} className={`${checkMarker} before:border-emerald-400`}>
                {promise}
              </li>
            ))}
          </ul>
        </div>

        <HeroPanel />
      </div>
    </section>
  );
}

/** A drawn (not photographed) preview of what we deliver: results and an AI agent at work. */
function HeroPanel() {
  return (
    <div className="relative mx-auto w-full max-w-md lg:max-w-none" aria-hidden="true">
      <div className="rounded-2xl border border-white/10 bg-white/[0.06] p-5 shadow-2xl shadow-black/40">
        <div className="flex items-center justify-between">
          <p className="text-sm font-medium text-slate-300">Resultados dos nossos clientes</p>
          <span className="rounded-full bg-emerald-400/15 px-2 py-0.5 text-xs font-medium text-emerald-300">
            ao vivo
          </span>
        </div>
        <div className="mt-4 grid grid-cols-3 gap-3">
          {[
            { value: claims.clients, label: 'clientes' },
            { value: claims.satisfaction, label: 'satisfação' },
            { value: `+${claims.conversionGain}`, label: 'conversão' },
          ].map((metric) => (
            <div key={metric.label} className="rounded-xl bg-slate-900/60 p-3">
              <p className="text-2xl font-bold text-white">{metric.value}</p>
              <p className="text-xs text-slate-400">{metric.label}</p>
            </div>
          ))}
        </div>
        <div className="mt-4 flex h-24 items-end gap-1.5 rounded-xl bg-slate-900/60 p-3">
          {[28, 36, 32, 48, 44, 58, 66, 62, 78, 86, 94, 100].map((height, index) => (
            <div
              key={index}
              className="flex-1 rounded-sm bg-gradient-to-t from-blue-600 to-sky-400"
              style={{ height: `${height}%` }}
            />
          ))}
        </div>
        <div className="mt-4 space-y-2">
          <div className="flex items-start gap-2">
            <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-blue-600">
              <MessageCircle className="size-4" />
            </span>
            <p className="rounded-2xl rounded-tl-sm bg-white/10 px-3 py-2 text-sm text-slate-100">
              Olá! Sou o assistente virtual da sua empresa. Posso agendar uma visita para amanhã às 10h?
            </p>
          </div>
          <p className="ml-auto w-fit rounded-2xl rounded-tr-sm bg-blue-600 px-3 py-2 text-sm text-white">
            Pode sim, perfeito!
          </p>
        </div>
      </div>
      <div className="absolute -bottom-5 -left-3 hidden items-center gap-2 rounded-xl bg-white px-3 py-2 text-sm font-semibold text-slate-900 shadow-xl sm:flex">
        <TrendingUp className="size-4 text-emerald-600" />
        Vendas em alta
      </div>
    </div>
  );
}
