/**
 * The signed token of a public form (decision 012): fetched when the form mounts, renewed before it
 * expires (the renewal keeps the time the form was first served, so the minimum fill time is not
 * reset), and read at submit — fetched again then if the first fetch failed or the tab slept past expiry.
 * The token is kept for the tab (sessionStorage), so a reload renews it instead of restarting the clock:
 * a visitor who reloads on the last step and sends at once is not taken for a bot.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { FormTokenResponse, PublicFormName } from '@shared/schemas/booking-rules';
import { api } from './api';

/** Renew this long before the server stops accepting the token. */
const RENEW_MARGIN_MS = 5 * 60_000;

type Held = { token: string; renewAt: number };

const storageKey = (form: PublicFormName) => `coders_form_token:${form}`;

function stored(form: PublicFormName): string | undefined {
  try {
    return sessionStorage.getItem(storageKey(form)) ?? undefined;
  } catch {
    return undefined; // storage disabled: a fresh token it is
  }
}

function store(form: PublicFormName, token: string) {
  try {
    sessionStorage.setItem(storageKey(form), token);
  } catch {
    // storage disabled or full: the token still lives in memory
  }
}

export function useFormToken(form: PublicFormName) {
  const held = useRef<Held | null>(null);
  const inFlight = useRef<Promise<string> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const fetchToken = useCallback((): Promise<string> => {
    inFlight.current ??= api
      .get<FormTokenResponse>('/api/public/form-token', { form, renew: held.current?.token ?? stored(form) })
      .then((response) => {
        const wait = Math.max(1000, response.expiresInMs - RENEW_MARGIN_MS);
        held.current = { token: response.token, renewAt: Date.now() + wait };
        store(form, response.token);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void fetchToken().catch(() => undefined), wait);
        return response.token;
      })
      .finally(() => {
        inFlight.current = null;
      });
    return inFlight.current;
  }, [form]);

  useEffect(() => {
    void fetchToken().catch(() => undefined);
    return () => clearTimeout(timer.current);
  }, [fetchToken]);

  /** A token to send now. */
  return useCallback(async () => {
    const current = held.current;
    if (current && Date.now() < current.renewAt) return current.token;
    return fetchToken();
  }, [fetchToken]);
}
