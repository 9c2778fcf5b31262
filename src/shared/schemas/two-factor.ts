/** The forms of two-factor sign-in (decision 064): PT-BR messages; the server's plugin checks the same. */
import { z } from 'zod';

/** 'Confirme sua senha' before enabling, disabling or regenerating recovery codes. */
export const twoFactorPasswordSchema = z.object({
  password: z.string().min(1, 'Digite sua senha').max(128, 'A senha deve ter no máximo 128 caracteres.'),
});
export type TwoFactorPasswordInput = z.infer<typeof twoFactorPasswordSchema>;

/** The 6 digits of the authenticator app (spaces typed between groups are dropped). */
export const totpCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Digite os 6 dígitos mostrados no aplicativo')),
});
export type TotpCodeInput = z.input<typeof totpCodeSchema>;

/** One of the recovery codes shown at enrolment (as printed, e.g. 'Ab3dE-fG7hJ'). */
export const recoveryCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Digite um código de recuperação')
    .max(40, 'Código de recuperação inválido ou já usado.'),
});
export type RecoveryCodeInput = z.input<typeof recoveryCodeSchema>;

/** The enrolment's answer from the server (POST /api/auth/two-factor/enable). */
export type TwoFactorEnrolment = { totpURI: string; backupCodes: string[] };

/** The secret of an otpauth:// URI, in groups of four for typing by hand. */
export function secretForTyping(totpURI: string): string {
  const match = /[?&]secret=([A-Z2-7]+)/i.exec(totpURI);
  return (match?.[1] ?? '').replace(/(.{4})/g, '$1 ').trim();
}
