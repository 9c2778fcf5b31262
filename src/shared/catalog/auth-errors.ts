/**
 * Better Auth's error codes in PT-BR. The server puts these messages in the `{ error: { code, message } }`
 * body of every failed /api/auth request (server/auth/auth-errors.ts); the browser reads the same table.
 */
export const authErrorMessages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'E-mail ou senha inválidos.',
  USER_ALREADY_EXISTS: 'Já existe uma conta com este e-mail.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Já existe uma conta com este e-mail.',
  PASSWORD_TOO_SHORT: 'A senha deve ter pelo menos 8 caracteres.',
  PASSWORD_TOO_LONG: 'A senha deve ter no máximo 128 caracteres.',
  INVALID_EMAIL: 'Email inválido',
  INVALID_PASSWORD: 'Senha inválida.',
  EMAIL_NOT_VERIFIED: 'Confirme seu e-mail antes de entrar: enviamos um link para a sua caixa de entrada.',
  ACCOUNT_DEACTIVATED: 'Esta conta foi desativada. Fale com o administrador da Coders.',
  SIGN_UP_DISABLED: 'Novos cadastros estão temporariamente fechados.',
  registrations_closed: 'Novos cadastros estão temporariamente fechados.',
  VALIDATION_ERROR: 'Dados inválidos. Confira os campos e tente novamente.',
  MISSING_FIELD: 'Preencha os campos obrigatórios.',
  BODY_MUST_BE_AN_OBJECT: 'Corpo da requisição inválido',
  bad_json: 'Corpo da requisição inválido',
  INVALID_TOKEN: 'Este link expirou ou já foi usado.',
  TOKEN_EXPIRED: 'Este link expirou ou já foi usado.',
  INVALID_ORIGIN: 'Origem da requisição não permitida.',
  MISSING_OR_NULL_ORIGIN: 'Origem da requisição não permitida.',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'Origem da requisição não permitida.',
  FAILED_TO_GET_SESSION: 'Sua sessão expirou. Entre novamente.',
  SESSION_EXPIRED: 'Sua sessão expirou. Entre novamente.',
  USER_NOT_FOUND: 'E-mail ou senha inválidos.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Conta não encontrada.',
  FAILED_TO_CREATE_USER: 'Não foi possível criar a conta. Tente novamente.',
  FAILED_TO_CREATE_SESSION: 'Não foi possível entrar. Tente novamente.',
  // Two-factor sign-in (Better Auth's two-factor plugin, decision 064).
  INVALID_CODE: 'Código inválido. Confira o código de 6 dígitos no aplicativo e tente novamente.',
  INVALID_BACKUP_CODE: 'Código de recuperação inválido ou já usado.',
  INVALID_TWO_FACTOR_COOKIE: 'A verificação expirou. Entre novamente com e-mail e senha.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE:
    'Muitas tentativas com códigos errados. Entre novamente com e-mail e senha.',
  ACCOUNT_TEMPORARILY_LOCKED:
    'Muitos códigos errados seguidos: a verificação desta conta está bloqueada por 15 minutos.',
  TOTP_NOT_ENABLED: 'A verificação em duas etapas não está ativa nesta conta.',
  TWO_FACTOR_NOT_ENABLED: 'A verificação em duas etapas não está ativa nesta conta.',
  TOTP_ALREADY_ENABLED: 'A verificação em duas etapas já está ativa nesta conta.',
  BACKUP_CODES_NOT_ENABLED: 'Esta conta não tem códigos de recuperação.',
  OTP_NOT_CONFIGURED: 'Este método de verificação não está disponível.',
  OTP_NOT_ENABLED: 'Este método de verificação não está disponível.',
  TOTP_NOT_CONFIGURED: 'Este método de verificação não está disponível.',
  two_factor_required:
    'Sua função exige a verificação em duas etapas. Ative-a em Minha conta para continuar.',
  two_factor_locked:
    'Sua função exige a verificação em duas etapas: ela não pode ser desativada. Fale com o administrador.',
};

/** The PT-BR message for a failed auth request: by code, else by HTTP status. */
export function authErrorText(code: string | undefined, status: number): string {
  if (code && authErrorMessages[code]) return authErrorMessages[code];
  if (status === 401) return 'Faça login para continuar.';
  if (status === 403) return 'Você não possui permissão para acessar esta área.';
  if (status === 404) return 'Rota não encontrada';
  if (status === 429) return 'Muitas tentativas. Aguarde um minuto e tente novamente.';
  if (status >= 500) return 'Erro interno do servidor';
  return 'Requisição inválida. Confira os dados enviados.';
}
