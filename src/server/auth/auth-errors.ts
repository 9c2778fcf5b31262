/**
 * Better Auth answers its errors as `{ code, message }` in English. Every failed /api/auth response is
 * rewritten here into the API's one error shape, `{ error: { code, message } }`, with a PT-BR message;
 * the code stays Better Auth's (the browser maps it too), the status and headers (cookies) stay as they were.
 * A message of our own (a hook that throws with PT-BR text) is kept; Better Auth's English ones never are.
 */
import { BASE_ERROR_CODES } from 'better-auth';
import { TWO_FACTOR_ERROR_CODES } from 'better-auth/plugins/two-factor';
import { authErrorMessages, authErrorText } from '@shared/catalog/auth-errors';

const BETTER_CALL_BAD_JSON = 'Invalid JSON in request body';
const RATE_LIMITED = 'Too many requests. Please try again later.';

/** Every message Better Auth writes itself, plus its request parser's (better-call) and rate limiter's. */
const englishMessages = new Set<string>([
  ...[...Object.values(BASE_ERROR_CODES), ...Object.values(TWO_FACTOR_ERROR_CODES)].map((entry) =>
    typeof entry === 'string' ? entry : entry.message,
  ),
  BETTER_CALL_BAD_JSON,
  RATE_LIMITED,
]);

function ownMessage(message: unknown): string | null {
  if (typeof message !== 'string' || !message.trim()) return null;
  // Better Auth's own text, or its validation detail ("[body.email] Invalid email address; ...").
  if (englishMessages.has(message) || message.startsWith('[')) return null;
  return message;
}

type ErrorBody = { code?: unknown; message?: unknown; error?: { code?: unknown; message?: unknown } };

export async function inApiErrorShape(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const text = await response.text();
  let body: ErrorBody | null = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  // Already in our shape (our own gates in front of Better Auth): leave it.
  if (typeof body?.error?.code === 'string' && typeof body.error.message === 'string') {
    return new Response(text, { status: response.status, headers });
  }
  let code = typeof body?.code === 'string' && body.code ? body.code : `http_${response.status}`;
  if (body?.message === BETTER_CALL_BAD_JSON) code = 'bad_json';
  const message =
    authErrorMessages[code] ?? ownMessage(body?.message) ?? authErrorText(code, response.status);
  headers.set('content-type', 'application/json; charset=UTF-8');
  return new Response(JSON.stringify({ error: { code, message } }), { status: response.status, headers });
}
