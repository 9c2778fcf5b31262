/** Users and roles (docs/product/users-and-roles.md): role changes, invitations and password resets. */
import { z } from 'zod';
import { valuesOf } from '@shared/catalog/entries';
import { profileRoles, staffRoles } from '@shared/catalog/roles';
import { contractTypes } from '@shared/onboarding/catalog';
import { emailField, newPasswordField } from './auth';

export const staffRolesField = z
  .array(z.enum(staffRoles, { error: 'Papel inválido' }))
  .max(staffRoles.length)
  .transform((list) => [...new Set(list)]);

export const updateUserRolesSchema = z.object({
  role: z.enum(profileRoles, { error: 'Selecione a função' }),
  staffRoles: staffRolesField,
});
export type UpdateUserRolesInput = z.input<typeof updateUserRolesSchema>;

/** An invitation carries staff roles; 'adm' also makes the person an administrator (profile role admin). */
export const inviteUserSchema = z.object({
  email: emailField,
  staffRoles: staffRolesField.default([]),
  /** Custom roles made in Papéis (decision 065), by id; applied when the link is accepted. */
  customRoles: z
    .array(z.uuid({ error: 'Papel inválido' }), { error: 'Papel inválido' })
    .max(20, 'Escolha no máximo 20.')
    .default([])
    .transform((list) => [...new Set(list)]),
  /** The onboarding's contract type; empty = the default template's (docs/product/okrs-and-onboarding.md). */
  contractType: z
    .union([z.enum(valuesOf(contractTypes)), z.literal(''), z.null()], { error: 'Tipo de contrato inválido' })
    .optional()
    .transform((value) => value || null),
});
export type InviteUserInput = z.input<typeof inviteUserSchema>;

export const acceptInviteSchema = z.object({
  name: z.string().trim().min(1, 'Nome é obrigatório').max(120, 'Nome muito longo'),
  password: newPasswordField,
});
export type AcceptInviteInput = z.infer<typeof acceptInviteSchema>;

export const resetPasswordSchema = z.object({ password: newPasswordField });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const usersQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(200).optional(),
});

/** A row of the users list as the API returns it. */
export type UserRow = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  name: string;
  role: 'user' | 'admin';
  staffRoles: (typeof staffRoles)[number][];
  createdAt: string;
  /** False once an adm deactivated the account (no sign-in, no sessions). */
  active: boolean;
  /** Two-factor sign-in is on (adm may reset it for someone who lost their device; decision 064). */
  twoFactorEnabled: boolean;
};

/** 'Desativar' / 'Reativar' (PATCH /api/users/:id/status). */
export const userStatusSchema = z.object({ active: z.boolean({ error: 'Informe se a conta fica ativa' }) });
export type UserStatusInput = z.infer<typeof userStatusSchema>;

/** A one-time link the admin copies (invitation or password reset). */
export type AccessLinkCreated = {
  url: string;
  expiresAt: string;
  emailed: boolean;
};

/** Days an invitation stays valid, hours a reset link stays valid. */
export const INVITE_VALID_DAYS = 7;
export const RESET_VALID_HOURS = 24;
