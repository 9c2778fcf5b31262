/** Steps 1 and 2 of the booking form: the day pills (a day without free slots is disabled) and its slots. */
import { dayMonth, slotTime, weekdayName, weekdayShort } from '@shared/schemas/booking-slots';
import { cn } from '@web/lib/cn';
import { BOOKING_ID } from './use-booking-form';
import type { Days } from './use-booking-slots';

const pillClass =
  'relative flex cursor-pointer flex-col items-center justify-center rounded-lg border border-slate-200 bg-white text-sm text-slate-800 transition-colors hover:border-blue-400 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-700 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-500 has-[:focus-visible]:ring-offset-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50';

export function BookingSlotPicker({
  days,
  day,
  daySlots,
  slot,
  slotError,
  onDay,
  onSlot,
}: {
  days: Days;
  day: string;
  daySlots: readonly string[];
  slot: string;
  slotError?: string;
  onDay: (date: string) => void;
  onSlot: (iso: string) => void;
}) {
  return (
    <>
      <fieldset id={`${BOOKING_ID}-day`} className="grid min-w-0 gap-2">
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
                onChange={() => onDay(entry.date)}
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
        id={`${BOOKING_ID}-slot`}
        aria-describedby={slotError ? `${BOOKING_ID}-slot-error` : undefined}
        className="grid gap-2"
      >
        <legend className="mb-2 text-sm font-medium text-slate-800">2. Escolha o horário (Brasília)</legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {daySlots.map((iso) => (
            <label key={iso} className={cn(pillClass, 'h-11')}>
              <input
                type="radio"
                name="consulta-horario"
                value={iso}
                checked={slot === iso}
                onChange={() => onSlot(iso)}
                className="sr-only"
              />
              <span className="font-medium">{slotTime(iso)}</span>
            </label>
          ))}
        </div>
        {slotError ? (
          <p id={`${BOOKING_ID}-slot-error`} className="text-sm text-red-700">
            {slotError}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}
