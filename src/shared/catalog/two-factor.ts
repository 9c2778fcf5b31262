/**
 * Two-factor sign-in (docs/product/users-and-roles.md 'Verificação em duas etapas', decision 064):
 * which staff roles must use it, and the answer the back office gives to someone who still has to enrol.
 */
import type { StaffRole } from './roles';

/** The API error code of a staff member whose role requires 2FA and who has not enabled it yet. */
export const TWO_FACTOR_REQUIRED_CODE = 'two_factor_required';
export const TWO_FACTOR_REQUIRED_MESSAGE =
  'Sua função exige a verificação em duas etapas. Ative-a em Minha conta para continuar.';
/** Disabling is refused while a role of the person requires it. */
export const TWO_FACTOR_LOCKED_CODE = 'two_factor_locked';
export const TWO_FACTOR_LOCKED_MESSAGE =
  'Sua função exige a verificação em duas etapas: ela não pode ser desativada. Fale com o administrador.';
/** 'Lembrar este dispositivo' is not offered: every sign-in asks for the code. */
export const TRUST_DEVICE_REFUSED_MESSAGE =
  'Este dispositivo não pode ser lembrado: o código é pedido a cada entrada.';

/** Where the web sends a person who must enrol ('Minha conta', the two-factor card). */
export const TWO_FACTOR_ENROL_PATH = '/conta?duas-etapas=obrigatoria';

/** With nothing stored, production requires it of the roles that see the money and everyone's data. */
export const PRODUCTION_TWO_FACTOR_ROLES: readonly StaffRole[] = ['adm', 'financeiro'];

/**
 * The roles that must use 2FA: the stored list when Segurança saved one, else the environment's default
 * (adm and financeiro in production, none elsewhere — the demo seed stores an empty list).
 */
export function twoFactorRequiredRoles(
  stored: readonly string[] | null | undefined,
  nodeEnv: string,
): readonly string[] {
  if (stored) return stored;
  return nodeEnv === 'production' ? PRODUCTION_TWO_FACTOR_ROLES : [];
}

/** True when any of the person's roles is in the required list. */
export function roleRequiresTwoFactor(roles: readonly string[], required: readonly string[]): boolean {
  return roles.some((role) => required.includes(role));
}
