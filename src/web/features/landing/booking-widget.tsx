/**
 * The interactive booking form, loaded lazily by BookingSection. Plain React + fetch and the zod-free
 * rules of booking-rules.ts: the landing page's JavaScript stays small. The steps live in hooks
 * (use-booking-slots: day and slot; use-booking-form: contact fields, errors, submission) and
 * sibling components (booking-slot-picker, booking-contact-step, booking-confirmation).
 */
import { Loader2, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { site } from '@shared/content/site';
import { slotTime } from '@shared/schemas/booking-slots';
import { PlainButton } from '@web/components/ui/plain-button';
import { track } from '@web/lib/analytics';
import { captureReferral } from '@web/lib/referral';
import { captureUtm } from '@web/lib/utm';
import { BookingConfirmation } from './booking-confirmation';
import { BookingContactStep } from './booking-contact-step';
import { BookingSlotPicker } from './booking-slot-picker';
import { useBookingForm } from './use-booking-form';
import { useBookingSlots } from './use-booking-slots';

export function BookingWidget() {
  const { slots, days, daySlots, noSlots, day, slot, chooseDay, setSlot, loadSlots, refreshAfterConflict } =
    useBookingSlots();
  const form = useBookingForm({ day, slot, onSlotTaken: refreshAfterConflict });

  useEffect(() => {
    captureUtm();
    captureReferral();
    track('booking_view');
    void loadSlots();
  }, [loadSlots]);

  if (form.booked) return <BookingConfirmation booked={form.booked} />;

  return (
    <form
      noValidate
      onSubmit={(event) => void form.submit(event)}
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
          <BookingSlotPicker
            days={days}
            day={day}
            daySlots={daySlots}
            slot={slot}
            slotError={form.errors.slot}
            onDay={chooseDay}
            onSlot={(iso) => {
              setSlot(iso);
              form.clearError('slot');
              track('booking_slot_selected', { day, time: slotTime(iso) });
            }}
          />

          <BookingContactStep fields={form.fields} errors={form.errors} setField={form.setField} />

          {form.formError ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {form.formError}
            </p>
          ) : null}

          <PlainButton
            type="submit"
            disabled={form.submitting}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-blue-700 px-6 text-base font-semibold text-white shadow-sm transition-colors hover:bg-blue-800 disabled:opacity-60 aria-disabled:opacity-60"
          >
            {form.submitting ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
            {form.submitting ? 'Agendando...' : 'Confirmar agendamento'}
          </PlainButton>
        </>
      ) : null}
    </form>
  );
}
