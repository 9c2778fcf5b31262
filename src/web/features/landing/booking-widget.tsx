/**
 * The interactive booking form, loaded lazily by BookingSection. Plain React + fetch and the zod-free
 * rules of booking-rules.ts: the landing page's JavaScript stays small.
 */
import { CalendarPlus, CheckCircle2, Loader2, RefreshCw } from 'lucide-react';
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import {
  CONSENT_MARKETING_TEXT,
  CONSENT_PURPOSE_PREFIX,
  PRIVACY_PATH,
} from '@shared/content/privacy-consent';
import { site } from '@shared/content/site';
import { formatDateTimeAt } from '@shared/format';
import type { BookingResponse, SlotsResponse } from '@shared/schemas/booking';
import {
  createSubmitGuard,
  type FieldErrors,
  MESSAGE_MAX,
  maskPhone,
  messages,
  validateBookingForm,
} from '@shared/schemas/booking-rules';
import { dayMonth, slotTime, weekdayName, weekdayShort, zonedDay } from '@shared/schemas/booking-slots';
import { track } from '@web/lib/analytics';
import { ApiError, api } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { useFormToken } from '@web/lib/form-token';
import { captureUtm, readUtm } from '@web/lib/utm';

type Days = SlotsResponse['days'];
type SlotsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; days: Days };

const ID = 'consulta';
const inputClass =
  'h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 aria-[invalid=true]:border-red-600 md:text-sm';
const pillClass =
  'relative flex cursor-pointer flex-col items-center justify-center rounded-lg border border-slate-200 bg-white text-sm text-slate-800 transition-colors hover:border-blue-400 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-700 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-500 has-[:focus-visible]:ring-offset-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50';

const fetchSlots = () => api.get<SlotsResponse>('/api/public/slots', { days: 10 });

/** A labelled input with its PT-BR error under it. */
function TextField({
  name,
  label,
  error,
  hint,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = `${ID}-${name}`;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function Confirmation({ booked }: { booked: BookingResponse }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const when = booked.appointment.appointmentDate;
  return (
    <div className="grid gap-5 rounded-2xl border border-green-200 bg-green-50 p-6">
      <CheckCircle2 className="size-10 text-green-700" aria-hidden="true" />
      <div className="grid gap-2">
        <h4 ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
          Consultoria agendada!
        </h4>
        <p className="text-slate-800">
          <span className="font-semibold">
            {weekdayName(zonedDay(new Date(when)))}, {formatDateTimeAt(when)}
          </span>{' '}
          (horário de Brasília), com duração de {booked.appointment.durationMinutes} minutos.
        </p>
        <p className="text-sm text-slate-700">
          Enviaremos o link da reunião para {booked.appointment.email} e pelo WhatsApp antes do horário.
          Precisa remarcar? Fale com a gente pelo WhatsApp {site.whatsappDisplay}.
        </p>
      </div>
      <a
        href={booked.ics}
        download="consultoria-coders.ics"
        onClick={() => track('booking_ics_download')}
        className="inline-flex min-h-11 w-fit items-center gap-2 rounded-md bg-blue-700 px-5 text-sm font-semibold text-white shadow-sm hover:bg-blue-800"
      >
        <CalendarPlus className="size-4" aria-hidden="true" />
        Adicionar à agenda (.ics)
      </a>
    </div>
  );
}

export function BookingWidget() {
  const [slots, setSlots] = useState<SlotsState>({ status: 'loading' });
  const [day, setDay] = useState('');
  const [slot, setSlot] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState('');
  const [consent, setConsent] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [booked, setBooked] = useState<BookingResponse | null>(null);
  const formToken = useFormToken('consultoria');
  const guard = useRef(createSubmitGuard());

  const loadSlots = useCallback(async (keepDay?: string) => {
    // A refresh (after a taken slot) keeps the current list on screen until the new one arrives.
    setSlots((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    try {
      const response = await fetchSlots();
      // Today, once its last slot has passed, is noise: the list starts at the next business day.
      const upcoming = response.days.filter((entry, index) => index > 0 || entry.slots.length > 0);
      setSlots({ status: 'ready', days: upcoming });
      const preferred = upcoming.find((entry) => entry.date === keepDay && entry.slots.length);
      setDay(preferred?.date ?? upcoming.find((entry) => entry.slots.length)?.date ?? '');
    } catch (error) {
      setSlots({
        status: 'error',
        message:
          error instanceof ApiError && error.status !== 0
            ? error.message
            : 'Não foi possível carregar os horários. Verifique sua conexão e tente novamente.',
      });
    }
  }, []);

  useEffect(() => {
    captureUtm();
    track('booking_view');
    void loadSlots();
  }, [loadSlots]);

  const clearError = (field: string) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validateBookingForm({ name, email, phone, slot, message, consent });
    setErrors(found);
    setFormError('');
    const first = Object.keys(found)[0];
    if (first) {
      const target = document.getElementById(`${ID}-${first}`);
      (target instanceof HTMLFieldSetElement ? target.querySelector('input') : target)?.focus();
      return;
    }
    if (!guard.current.tryStart()) return;
    setSubmitting(true);
    try {
      const response = await api.post<BookingResponse>('/api/public/bookings', {
        name,
        email,
        phone,
        slot,
        message,
        consent,
        marketing,
        website,
        formToken: await formToken(),
        utm: readUtm(),
      });
      track('booking_submitted', { day, time: slotTime(slot) });
      setBooked(response);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0) {
        setFormError(messages.network);
      } else {
        track('booking_error', { status: error.status });
        setFormError(error.message);
        if (error.fields && error.status !== 409) setErrors(error.fields);
        if (error.status === 409) {
          setSlot('');
          void loadSlots(day);
        }
      }
    } finally {
      setSubmitting(false);
    }
  }

  if (booked) return <Confirmation booked={booked} />;

  const days = slots.status === 'ready' ? slots.days : [];
  const daySlots = days.find((entry) => entry.date === day)?.slots ?? [];
  const noSlots = slots.status === 'ready' && days.every((entry) => entry.slots.length === 0);

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="relative grid gap-6"
      aria-label="Agendar consultoria gratuita"
    >
      {slots.status === 'loading' ? (
        <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Carregando horários disponíveis...
        </p>
      ) : null}
      {slots.status === 'error' ? (
        <div
          role="alert"
          className="grid gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          <p>{slots.message}</p>
          <button
            type="button"
            onClick={() => void loadSlots(day)}
            className="inline-flex min-h-10 w-fit items-center gap-2 rounded-md border border-red-300 bg-white px-4 font-medium text-red-800 hover:bg-red-100"
          >
            <RefreshCw className="size-4" aria-hidden="true" />
            Tentar novamente
          </button>
        </div>
      ) : null}
      {noSlots ? (
        <p className="rounded-lg border bg-slate-50 p-4 text-sm text-slate-700">
          Todos os horários dos próximos dias já foram reservados. Fale com a gente pelo WhatsApp{' '}
          {site.whatsappDisplay} que encontramos um horário para você.
        </p>
      ) : null}

      {days.length > 0 && !noSlots ? (
        <>
          <fieldset id={`${ID}-day`} className="grid min-w-0 gap-2">
            <legend className="mb-2 text-sm font-medium text-slate-800">1. Escolha o dia</legend>
            <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2">
              {days.map((entry) => (
                <label key={entry.date} className={cn(pillClass, 'h-16 w-20 shrink-0')}>
                  <input
                    type="radio"
                    name="consulta-dia"
                    value={entry.date}
                    checked={day === entry.date}
                    disabled={entry.slots.length === 0}
                    onChange={() => {
                      setDay(entry.date);
                      setSlot('');
                    }}
                    className="sr-only"
                  />
                  <span className="text-xs uppercase">{weekdayShort(entry.date)}</span>
                  <span className="font-semibold">{dayMonth(entry.date)}</span>
                  <span className="sr-only">
                    {weekdayName(entry.date)}
                    {entry.slots.length === 0 ? ', sem horários livres' : ''}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset
            id={`${ID}-slot`}
            aria-describedby={errors.slot ? `${ID}-slot-error` : undefined}
            className="grid gap-2"
          >
            <legend className="mb-2 text-sm font-medium text-slate-800">
              2. Escolha o horário (Brasília)
            </legend>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
              {daySlots.map((iso) => (
                <label key={iso} className={cn(pillClass, 'h-11')}>
                  <input
                    type="radio"
                    name="consulta-horario"
                    value={iso}
                    checked={slot === iso}
                    onChange={() => {
                      setSlot(iso);
                      clearError('slot');
                      track('booking_slot_selected', { day, time: slotTime(iso) });
                    }}
                    className="sr-only"
                  />
                  <span className="font-medium">{slotTime(iso)}</span>
                </label>
              ))}
            </div>
            {errors.slot ? (
              <p id={`${ID}-slot-error`} className="text-sm text-red-700">
                {errors.slot}
              </p>
            ) : null}
          </fieldset>

          <fieldset className="grid gap-4">
            <legend className="mb-2 text-sm font-medium text-slate-800">3. Seus dados</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="name" label="Nome completo" error={errors.name}>
                {(props) => (
                  <input
                    {...props}
                    name="name"
                    autoComplete="name"
                    maxLength={120}
                    value={name}
                    onChange={(event) => {
                      setName(event.target.value);
                      clearError('name');
                    }}
                    className={inputClass}
                  />
                )}
              </TextField>
              <TextField name="email" label="E-mail" error={errors.email}>
                {(props) => (
                  <input
                    {...props}
                    name="email"
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    maxLength={254}
                    value={email}
                    onChange={(event) => {
                      setEmail(event.target.value);
                      clearError('email');
                    }}
                    className={inputClass}
                  />
                )}
              </TextField>
            </div>
            <TextField
              name="phone"
              label="WhatsApp"
              error={errors.phone}
              hint="Com DDD, ex.: (11) 98765-4321"
            >
              {(props) => (
                <input
                  {...props}
                  name="phone"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  placeholder="(11) 98765-4321"
                  value={phone}
                  onChange={(event) => {
                    setPhone(maskPhone(event.target.value));
                    clearError('phone');
                  }}
                  className={inputClass}
                />
              )}
            </TextField>
            <TextField name="message" label="Sobre o que quer conversar? (opcional)" error={errors.message}>
              {(props) => (
                <textarea
                  {...props}
                  name="message"
                  rows={3}
                  maxLength={MESSAGE_MAX}
                  value={message}
                  onChange={(event) => setMessage(event.target.value)}
                  className={cn(inputClass, 'h-auto py-2')}
                />
              )}
            </TextField>
          </fieldset>

          <div className="grid gap-3">
            <div className="grid gap-1">
              <div className="flex items-start gap-3">
                <input
                  id={`${ID}-consent`}
                  type="checkbox"
                  checked={consent}
                  onChange={(event) => {
                    setConsent(event.target.checked);
                    clearError('consent');
                  }}
                  aria-invalid={errors.consent ? true : undefined}
                  aria-describedby={errors.consent ? `${ID}-consent-error` : undefined}
                  className="mt-0.5 size-4 shrink-0 accent-blue-700"
                />
                <label htmlFor={`${ID}-consent`} className="text-sm leading-snug text-slate-700">
                  {CONSENT_PURPOSE_PREFIX}{' '}
                  <a
                    href={PRIVACY_PATH}
                    target="_blank"
                    rel="noopener"
                    className="font-medium text-blue-700 underline"
                  >
                    Política de Privacidade
                    <span className="sr-only"> (abre em nova aba)</span>
                  </a>
                  .
                </label>
              </div>
              {errors.consent ? (
                <p id={`${ID}-consent-error`} className="pl-7 text-sm text-red-700">
                  {errors.consent}
                </p>
              ) : null}
            </div>
            <div className="flex items-start gap-3">
              <input
                id={`${ID}-marketing`}
                type="checkbox"
                checked={marketing}
                onChange={(event) => setMarketing(event.target.checked)}
                className="mt-0.5 size-4 shrink-0 accent-blue-700"
              />
              <label htmlFor={`${ID}-marketing`} className="text-sm leading-snug text-slate-700">
                {CONSENT_MARKETING_TEXT}
              </label>
            </div>
          </div>

          {/* Honeypot: off-screen, out of the tab order and hidden from assistive tech. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label htmlFor={`${ID}-website`}>Não preencha este campo</label>
            <input
              id={`${ID}-website`}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={website}
              onChange={(event) => setWebsite(event.target.value)}
            />
          </div>

          {formError ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {formError}
            </p>
          ) : null}

          <button
            type="submit"
            disabled={submitting}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-blue-700 px-6 text-base font-semibold text-white shadow-sm transition-colors hover:bg-blue-800 disabled:opacity-60"
          >
            {submitting ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
            {submitting ? 'Agendando...' : 'Confirmar agendamento'}
          </button>
        </>
      ) : null}
    </form>
  );
}
