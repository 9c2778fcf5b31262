/**
 * Better Auth answers its errors as `{ code, message }` in English. Every failed /api/auth response is
 * rewritten here into the API's one error shape, `{ error: { code, message } }`, with a PT-BR message;
 * the code stays Better Auth's (the browser maps it too), the status and headers (cookies) stay as they were.
 */
import { authErrorText } from '../../shared/catalog/auth-errors';

const BETTER_CALL_BAD_JSON = 'Invalid JSON in request body';

export async function inApiErrorShape(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const text = await response.text();
  let body: { code?: unknown; message?: unknown; error?: { code?: unknown; message?: unknown } } | null =
    null;
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
  headers.set('content-type', 'application/json; charset=UTF-8');
  return new Response(JSON.stringify({ error: { code, message: authErrorText(code, response.status) } }), {
    status: response.status,
    headers,
  });
}
