/**
 * Better Auth's successful answers that carry an English sentence, in PT-BR. Failed answers are rewritten
 * into the API's error shape by auth-errors.ts (one table: shared/catalog/auth-errors.ts).
 */
const successMessages: Record<string, string> = {
  'If this email exists in our system, check your email for the reset link':
    'Se existir uma conta com este e-mail, enviaremos as instruções para criar uma nova senha.',
};

/** The same response, with the PT-BR sentence of 'Esqueci minha senha' (the only success that has one). */
export async function inPortuguese(response: Response, path: string): Promise<Response> {
  if (response.status >= 400 || !path.endsWith('/request-password-reset')) return response;
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { message?: string } | null;
  const message = body?.message && successMessages[body.message];
  if (!body || !message) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, message }), { status: response.status, headers });
}
