/** Access-control role codes (docs/product/users-and-roles.md) and the profile role. */
export const staffRoles = ['adm', 'comercial', 'financeiro', 'mkt'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const profileRoles = ['user', 'admin'] as const;
export type ProfileRole = (typeof profileRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = {
  adm: 'Administrador',
  comercial: 'Comercial',
  financeiro: 'Financeiro',
  mkt: 'Marketing',
};

/**
 * Every staff role with its PT-BR label, in catalog order: the one list screens that offer a choice per
 * role read (Segurança's two-factor requirement), so a role added to the catalog shows up there.
 */
export function staffRoleOptions(): { value: StaffRole; label: string }[] {
  return staffRoles.map((value) => ({ value, label: staffRoleLabels[value] }));
}

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
