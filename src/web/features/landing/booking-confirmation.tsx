/** The booking form's answer once booked: when, how long, what comes next, and the .ics download. */
import { CalendarPlus, CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { site } from '@shared/content/site';
import { formatDateTimeAt } from '@shared/format';
import type { BookingResponse } from '@shared/schemas/booking';
import { weekdayName, zonedDay } from '@shared/schemas/booking-slots';
import { track } from '@web/lib/analytics';

export function BookingConfirmation({ booked }: { booked: BookingResponse }) {
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
