/**
 * The signed token of a public form (decision 012): fetched when the form mounts, renewed before it
 * expires (the renewal keeps the time the form was first served, so the minimum fill time is not
 * reset), and read at submit — fetched again then if the first fetch failed or the tab slept past expiry.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { FormTokenResponse, PublicFormName } from '../../shared/schemas/booking-rules';
import { api } from './api';

/** Renew this long before the server stops accepting the token. */
const RENEW_MARGIN_MS = 5 * 60_000;

type Held = { token: string; renewAt: number };

export function useFormToken(form: PublicFormName) {
  const held = useRef<Held | null>(null);
  const inFlight = useRef<Promise<string> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const fetchToken = useCallback((): Promise<string> => {
    inFlight.current ??= api
      .get<FormTokenResponse>('/api/public/form-token', { form, renew: held.current?.token })
      .then((response) => {
        const wait = Math.max(1000, response.expiresInMs - RENEW_MARGIN_MS);
        held.current = { token: response.token, renewAt: Date.now() + wait };
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
