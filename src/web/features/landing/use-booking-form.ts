/**
 * Step 3 and the submission of the booking form: the contact fields, the consent boxes and the
 * honeypot in one reducer, the PT-BR field errors (booking-rules.ts, the same rules as the server),
 * and POST /api/public/bookings with the signed form token (lib/form-token.ts) and the UTM.
 */
import { type FormEvent, useReducer, useRef } from 'react';
import type { BookingResponse } from '@shared/schemas/booking';
import {
  createSubmitGuard,
  type FieldErrors,
  messages,
  validateBookingForm,
} from '@shared/schemas/booking-rules';
import { slotTime } from '@shared/schemas/booking-slots';
import { track } from '@web/lib/analytics';
import { ApiError, api } from '@web/lib/api';
import { useFormToken } from '@web/lib/form-token';
import { readReferral } from '@web/lib/referral';
import { readUtm } from '@web/lib/utm';

/** Prefix of the form's element ids: `consulta-name`, `consulta-slot`... */
export const BOOKING_ID = 'consulta';

export type ContactFields = {
  name: string;
  email: string;
  phone: string;
  message: string;
  consent: boolean;
  marketing: boolean;
  website: string;
};

export type BookingFormState = {
  fields: ContactFields;
  errors: FieldErrors;
  formError: string;
  submitting: boolean;
  booked: BookingResponse | null;
};

export type BookingFormAction =
  | { type: 'field'; field: keyof ContactFields; value: string | boolean }
  | { type: 'clearError'; field: string }
  | { type: 'validated'; errors: FieldErrors }
  | { type: 'submitting' }
  | { type: 'failed'; formError: string; errors?: FieldErrors }
  | { type: 'booked'; response: BookingResponse }
  | { type: 'settled' };

export const initialBookingForm: BookingFormState = {
  fields: { name: '', email: '', phone: '', message: '', consent: false, marketing: false, website: '' },
  errors: {},
  formError: '',
  submitting: false,
  booked: null,
};

/** Editing one of these clears its error; the message, marketing box and honeypot have none to clear. */
const CLEARS_ERROR = new Set<string>(['name', 'email', 'phone', 'consent']);

function withoutError(errors: FieldErrors, field: string): FieldErrors {
  if (!errors[field]) return errors;
  const { [field]: _removed, ...rest } = errors;
  return rest;
}

export function bookingFormReducer(state: BookingFormState, action: BookingFormAction): BookingFormState {
  switch (action.type) {
    case 'field':
      return {
        ...state,
        fields: { ...state.fields, [action.field]: action.value },
        errors: CLEARS_ERROR.has(action.field) ? withoutError(state.errors, action.field) : state.errors,
      };
    case 'clearError':
      return { ...state, errors: withoutError(state.errors, action.field) };
    case 'validated':
      return { ...state, errors: action.errors, formError: '' };
    case 'submitting':
      return { ...state, submitting: true };
    case 'failed':
      return { ...state, formError: action.formError, errors: action.errors ?? state.errors };
    case 'booked':
      return { ...state, booked: action.response };
    case 'settled':
      return { ...state, submitting: false };
  }
}

export function useBookingForm({
  day,
  slot,
  onSlotTaken,
}: {
  day: string;
  slot: string;
  /** 409: someone else booked the slot meanwhile. */
  onSlotTaken: () => void;
}) {
  const [state, dispatch] = useReducer(bookingFormReducer, initialBookingForm);
  const formToken = useFormToken('consultoria');
  const guard = useRef(createSubmitGuard());

  const setField = <K extends keyof ContactFields>(field: K, value: ContactFields[K]) =>
    dispatch({ type: 'field', field, value });
  const clearError = (field: string) => dispatch({ type: 'clearError', field });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.submitting) return;
    const { name, email, phone, message, consent, marketing, website } = state.fields;
    const found = validateBookingForm({ name, email, phone, slot, message, consent });
    dispatch({ type: 'validated', errors: found });
    const first = Object.keys(found)[0];
    if (first) {
      const target = document.getElementById(`${BOOKING_ID}-${first}`);
      (target instanceof HTMLFieldSetElement ? target.querySelector('input') : target)?.focus();
      return;
    }
    if (!guard.current.tryStart()) return;
    dispatch({ type: 'submitting' });
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
        ref: readReferral(),
      });
      track('booking_submitted', { day, time: slotTime(slot) });
      dispatch({ type: 'booked', response });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0) {
        dispatch({ type: 'failed', formError: messages.network });
      } else {
        track('booking_error', { status: error.status });
        dispatch({
          type: 'failed',
          formError: error.message,
          errors: error.fields && error.status !== 409 ? error.fields : undefined,
        });
        if (error.status === 409) onSlotTaken();
      }
    } finally {
      dispatch({ type: 'settled' });
    }
  }

  return { ...state, setField, clearError, submit };
}
