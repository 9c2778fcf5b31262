/**
 * Free consultation booking (#consultoria) on the landing page. The page is prerendered and must stay
 * light: this shell renders the same static markup on the server and on the first client render, and
 * loads the interactive part (booking-widget, no zod/radix) only when the section comes near the
 * viewport. Space is reserved so nothing below it moves when it arrives.
 */
import { CalendarCheck, Clock, Video } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { site } from '@shared/content/site';

const BookingWidget = lazy(() =>
  import('./booking-widget').then((module) => ({ default: module.BookingWidget })),
);

function BookingPlaceholder() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <p className="sr-only">Carregando horários disponíveis...</p>
      <div className="h-4 w-40 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
      <div className="flex gap-2 overflow-hidden">
        {Array.from({ length: 5 }, (_, index) => (
          <div
            key={index}
            className="h-16 w-20 shrink-0 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none"
          />
        ))}
      </div>
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-5">
        {Array.from({ length: 10 }, (_, index) => (
          <div
            key={index}
            className="h-10 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none"
          />
        ))}
      </div>
    </div>
  );
}

export function BookingSection() {
  const host = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined' || window.location.hash === '#consultoria') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <section
      id="consultoria"
      aria-labelledby="consultoria-titulo"
      className="grid gap-8 rounded-3xl border border-blue-100 bg-white p-5 shadow-sm sm:p-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:p-10"
    >
      <div className="grid content-start gap-4">
        <p className="text-sm font-semibold tracking-widest text-blue-700 uppercase">Consultoria gratuita</p>
        <h3
          id="consultoria-titulo"
          className="text-2xl font-bold tracking-tight text-balance text-slate-900 md:text-3xl"
        >
          Agende sua consultoria gratuita de {site.claims.consultationMinutes} minutos
        </h3>
        <p className="text-pretty text-slate-600">
          Escolha um horário livre e converse com um especialista sobre o seu projeto. Sem compromisso: você
          sai com um caminho claro, mesmo que decida não contratar.
        </p>
        <ul className="grid gap-3 text-sm text-slate-700">
          <li className="flex items-start gap-2">
            <Clock className="mt-0.5 size-4 shrink-0 text-blue-700" aria-hidden="true" />
            Segunda a sexta, das 8h às 18h (horário de Brasília)
          </li>
          <li className="flex items-start gap-2">
            <Video className="mt-0.5 size-4 shrink-0 text-blue-700" aria-hidden="true" />
            Online: enviamos o link da reunião por WhatsApp ou e-mail
          </li>
          <li className="flex items-start gap-2">
            <CalendarCheck className="mt-0.5 size-4 shrink-0 text-blue-700" aria-hidden="true" />
            Confirmação na hora, com convite para a sua agenda
          </li>
        </ul>
      </div>
      <div ref={host} className="min-h-[34rem]">
        {visible ? (
          <Suspense fallback={<BookingPlaceholder />}>
            <BookingWidget />
          </Suspense>
        ) : (
          <BookingPlaceholder />
        )}
      </div>
    </section>
  );
}
