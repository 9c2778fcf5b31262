/**
 * The words of the access table (DESIGN.md §5): who may open a page or call an endpoint. The table
 * itself is `access.ts`, built from the core rules and every module's own rules (its `module.ts`);
 * modules import these helpers from here, so the table can import the modules without a cycle.
 *
 * Patterns: exact paths, `:param` segments, and a trailing `/**` (the path itself and everything under it).
 * The first matching rule wins, so specific rules come before general ones.
 */
import type { StaffRole } from './roles';

export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'staff' }
  | { kind: 'roles'; roles: readonly StaffRole[] };

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'signedIn' };
export const ANY_STAFF: Access = { kind: 'staff' };
export const roles = (...list: StaffRole[]): Access => ({ kind: 'roles', roles: list });

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type AccessRule = { pattern: string; access: Access; methods?: readonly Method[] };

export const ADM = roles('adm');
export const COMMERCIAL = roles('comercial', 'adm');
export const FINANCE = roles('financeiro', 'adm');
export const MARKETING = roles('mkt', 'adm');
