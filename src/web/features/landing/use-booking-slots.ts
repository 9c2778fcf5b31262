/**
 * Steps 1 and 2 of the booking form: the free slots of the next business days (GET
 * /api/public/slots), the chosen day and the chosen slot. A refresh keeps the list on screen and
 * the day when it still has slots.
 */
import { useCallback, useState } from 'react';
import type { SlotsResponse } from '@shared/schemas/booking';
import { ApiError, api } from '@web/lib/api';

export type Days = SlotsResponse['days'];
export type SlotsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; days: Days };

const fetchSlots = () => api.get<SlotsResponse>('/api/public/slots', { days: 10 });

export function useBookingSlots() {
  const [slots, setSlots] = useState<SlotsState>({ status: 'loading' });
  const [day, setDay] = useState('');
  const [slot, setSlot] = useState('');

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

  /** A new day forgets the slot chosen on the previous one. */
  const chooseDay = useCallback((date: string) => {
    setDay(date);
    setSlot('');
  }, []);

  /** The slot was taken meanwhile (409): forget it and refresh, staying on the same day. */
  const refreshAfterConflict = useCallback(() => {
    setSlot('');
    void loadSlots(day);
  }, [loadSlots, day]);

  const days = slots.status === 'ready' ? slots.days : [];
  const daySlots = days.find((entry) => entry.date === day)?.slots ?? [];
  const noSlots = slots.status === 'ready' && days.every((entry) => entry.slots.length === 0);

  return { slots, days, daySlots, noSlots, day, slot, chooseDay, setSlot, loadSlots, refreshAfterConflict };
}
