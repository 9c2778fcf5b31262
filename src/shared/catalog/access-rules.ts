/**
 * The words of the access table (DESIGN.md §5): who may open a page or call an endpoint. The table
 * itself is `access.ts`, built from the core rules and every module's own rules (its `module.ts`);
 * modules import these helpers from here, so the table can import the modules without a cycle.
 *
 * Patterns: exact paths, `:param` segments, and a trailing `/**` (the path itself and everything under it).
 * The first matching rule wins, so specific rules come before general ones.
 */
import type { StaffRole } from './roles';

export type Access = (
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'staff' }
  | { kind: 'roles'; roles: readonly StaffRole[] }
) & {
  /** The permission (a named group of rules) that also opens this rule to a custom role holding it. */
  permission?: string;
};

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'signedIn' };
export const ANY_STAFF: Access = { kind: 'staff' };
export const roles = (...list: StaffRole[]): Access => ({ kind: 'roles', roles: list });

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type AccessRule = {
  pattern: string;
  access: Access;
  methods?: readonly Method[];
  /**
   * The permission this rule belongs to (decision 065): a custom role made in Papéis holding it may
   * call the endpoint or open the page. A rule without one is opened by its fixed roles only (and,
   * for `ANY_STAFF`, by every staff member, custom roles included).
   */
  permission?: string;
};

/**
 * A permission: a named group of access rules, the unit a custom role is made of. Declared by the
 * module that owns the rules (its `module.ts`) or by the core table (access.ts); the rules name it.
 */
export type PermissionGroup = { key: string; label: string; description: string };

export const ADM = roles('adm');
export const COMMERCIAL = roles('comercial', 'adm');
export const FINANCE = roles('financeiro', 'adm');
export const MARKETING = roles('mkt', 'adm');
/** The office roles: everyone but colaborador (money-adjacent reads such as one project's profitability). */
export const OFFICE = roles('adm', 'comercial', 'financeiro', 'mkt');
