/** Better Auth answers errors in English; every /api/auth error leaves the server in PT-BR. */

const messages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'E-mail ou senha inválidos.',
  EMAIL_NOT_VERIFIED: 'Confirme seu e-mail antes de entrar: enviamos um link para a sua caixa de entrada.',
  USER_ALREADY_EXISTS: 'Já existe uma conta com este e-mail.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Já existe uma conta com este e-mail.',
  PASSWORD_TOO_SHORT: 'A senha deve ter pelo menos 8 caracteres.',
  PASSWORD_TOO_LONG: 'A senha deve ter no máximo 128 caracteres.',
  INVALID_EMAIL: 'Email inválido',
  INVALID_PASSWORD: 'Senha inválida.',
  INVALID_TOKEN: 'Este link expirou ou já foi usado.',
  TOKEN_EXPIRED: 'Este link expirou ou já foi usado.',
  USER_NOT_FOUND: 'E-mail ou senha inválidos.',
  FAILED_TO_CREATE_SESSION: 'Não foi possível entrar. Tente novamente.',
};

/** Success answers that carry an English sentence. */
const successMessages: Record<string, string> = {
  'If this email exists in our system, check your email for the reset link':
    'Se existir uma conta com este e-mail, enviaremos as instruções para criar uma nova senha.',
};

/** The same response, with a PT-BR message for a known error code (the code is kept) or sentence. */
export async function inPortuguese(response: Response, path: string): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  // Of the successful answers only 'Esqueci minha senha' carries a sentence; skip reading the rest.
  if (response.status < 400 && !path.endsWith('/request-password-reset')) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string } | null;
  const message =
    response.status >= 400
      ? body?.code && messages[body.code]
      : body?.message && successMessages[body.message];
  if (!body || !message) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, message }), { status: response.status, headers });
}
