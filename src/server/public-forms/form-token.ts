/**
 * Signed form tokens (decision 012): when a public form is served, the server hands it a token that
 * says which form and when, signed with HMAC-SHA256 under the auth secret. A submission is accepted
 * only with a valid token for that form, at least MIN_FILL_MS after the form was served and before
 * the token expires, so the minimum fill time rests on the server's clock, never on one the client
 * sends. A renewal keeps the original serving time, so a form left open refreshes without resetting it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from '@server/lib/http';
import { FORM_TOKEN_TTL_MS, MIN_FILL_MS, messages, type PublicFormName } from '@shared/schemas/booking-rules';

/** A renewal is accepted this long after the token expired (a tab left open overnight). */
const RENEW_GRACE_MS = 24 * 60 * 60_000;
/** Clock difference tolerated between server instances. */
const SKEW_MS = 5_000;

type Payload = { f: PublicFormName; s: number; i: number };

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`public-form:${body}`).digest('base64url');

export function issueFormToken(
  secret: string,
  form: PublicFormName,
  now: number,
  servedAt: number = now,
): string {
  const body = Buffer.from(JSON.stringify({ f: form, s: servedAt, i: now } satisfies Payload)).toString(
    'base64url',
  );
  return `${body}.${sign(secret, body)}`;
}

/** The payload of a token signed by us for `form`; null when forged, malformed or for another form. */
function readToken(secret: string, form: PublicFormName, token: string | undefined): Payload | null {
  if (!token) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
    if (payload.f !== form || !Number.isSafeInteger(payload.s) || !Number.isSafeInteger(payload.i))
      return null;
    return payload.s <= payload.i ? payload : null;
  } catch {
    return null;
  }
}

export type FormTokenProblem = 'invalid' | 'too_fast' | 'expired';

export function checkFormToken(
  secret: string,
  form: PublicFormName,
  token: string | undefined,
  now: number,
): FormTokenProblem | null {
  const payload = readToken(secret, form, token);
  if (!payload || payload.i > now + SKEW_MS) return 'invalid';
  if (now - payload.i > FORM_TOKEN_TTL_MS) return 'expired';
  if (now - payload.s < MIN_FILL_MS) return 'too_fast';
  return null;
}

/** Throws the PT-BR 422 of a submission whose form token does not hold. */
export function assertFormToken(
  secret: string,
  form: PublicFormName,
  token: string | undefined,
  now: number,
): void {
  switch (checkFormToken(secret, form, token, now)) {
    case null:
      return;
    case 'too_fast':
      throw new HttpError(422, 'too_fast', messages.tooFast);
    case 'expired':
      throw new HttpError(422, 'form_expired', messages.formTokenExpired);
    case 'invalid':
      throw new HttpError(422, 'form_token', messages.formTokenInvalid);
  }
}

/**
 * A token for a form being served now: a valid token of the same form (even recently expired) is
 * renewed with its original serving time; anything else starts the clock again.
 */
export function serveFormToken(secret: string, form: PublicFormName, renew: string | undefined, now: number) {
  const previous = readToken(secret, form, renew);
  const keep =
    previous && previous.i <= now + SKEW_MS && now - previous.i <= FORM_TOKEN_TTL_MS + RENEW_GRACE_MS;
  return issueFormToken(secret, form, now, keep ? previous.s : now);
}
