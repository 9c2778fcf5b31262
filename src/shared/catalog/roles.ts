/**
 * Access-control role codes (docs/product/users-and-roles.md) and the profile role. The four office
 * roles plus 'colaborador', the people who deliver (designers, developers: tasks, hours, OKRs,
 * onboarding and the projects they are on — decision 065). Custom roles made in Papéis are listed
 * with these by the server (`/api/roles`, src/shared/roles).
 */
export const staffRoles = ['adm', 'comercial', 'financeiro', 'mkt', 'colaborador'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const profileRoles = ['user', 'admin'] as const;
export type ProfileRole = (typeof profileRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = {
  adm: 'Administrador',
  comercial: 'Comercial',
  financeiro: 'Financeiro',
  mkt: 'Marketing',
  colaborador: 'Colaborador',
};

/**
 * Every staff role with its PT-BR label, in catalog order: the one list screens that offer a choice per
 * role read (Segurança's two-factor requirement), so a role added to the catalog shows up there.
 */
export function staffRoleOptions(): { value: StaffRole; label: string }[] {
  return staffRoles.map((value) => ({ value, label: staffRoleLabels[value] }));
}

/** The roles that see the whole office (every project, budgets); colaborador sees only its own world. */
export const officeRoles = ['adm', 'comercial', 'financeiro', 'mkt'] as const satisfies readonly StaffRole[];

export function isStaffRole(value: string): value is StaffRole {
  return (staffRoles as readonly string[]).includes(value);
}

/**
 * Role loading (docs/product/users-and-roles.md): the user_roles values, plus `adm` when the profile role is admin.
 * Unknown values are dropped, duplicates removed, order follows `staffRoles`.
 */
export function computeRoles(
  userRoles: readonly string[],
  profileRole: string | null | undefined,
): StaffRole[] {
  const set = new Set(userRoles.filter(isStaffRole));
  if (profileRole === 'admin') set.add('adm');
  return staffRoles.filter((role) => set.has(role));
}

/**
 * A staff role as any settings screen lists it (the two-factor requirement per role, Papéis): a
 * fixed role's code or `custom:<id>` for a custom role made in Papéis, and its PT-BR label.
 */
export type RoleOption = { key: string; label: string; custom: boolean };

export const customRoleKey = (id: string) => `custom:${id}`;

/**
 * Every staff role: the fixed ones, then the custom ones (read by the server from the custom_roles
 * table — `GET /api/roles` answers this list — so pass them in). The one list of roles.
 */
export function listStaffRoles(custom: readonly { id: string; name: string }[] = []): RoleOption[] {
  return [
    ...staffRoles.map((role) => ({ key: role, label: staffRoleLabels[role], custom: false })),
    ...custom.map((role) => ({ key: customRoleKey(role.id), label: role.name, custom: true })),
  ];
}
