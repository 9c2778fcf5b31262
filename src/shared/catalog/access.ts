/**
 * The one access table (DESIGN.md §5). The React route guard and the server middleware both read it,
 * so the page a person sees and the data the server hands out cannot disagree. It is the core rules
 * below plus each module's own (its `src/shared/<module>/module.ts`), modules first so a module may
 * refine a core prefix. Patterns and helpers: access-rules.ts.
 */
import { sharedModules } from '@shared/modules.generated';
import {
  type Access,
  type AccessRule,
  ADM,
  ANY_STAFF,
  COMMERCIAL,
  FINANCE,
  MARKETING,
  type PermissionGroup,
  PUBLIC,
  SIGNED_IN,
} from './access-rules';
import type { StaffRole } from './roles';

export {
  type Access,
  type AccessRule,
  ADM,
  ANY_STAFF,
  COMMERCIAL,
  FINANCE,
  MARKETING,
  type Method,
  OFFICE,
  type PermissionGroup,
  PUBLIC,
  roles,
  SIGNED_IN,
} from './access-rules';

const modulePageRules: AccessRule[] = sharedModules.flatMap((module) => [
  ...module.pages.map((page) => ({
    pattern: `/coders/${page.section}/${page.slug}`,
    access: page.access,
    ...(page.permission ? { permission: page.permission } : {}),
  })),
  ...(module.otherPages ?? []),
]);

/**
 * The permissions of the core rules below (decision 065); each module declares its own in its
 * manifest. A custom role made in Papéis is a set of these keys.
 */
const corePermissions: readonly PermissionGroup[] = [
  { key: 'leads', label: 'Leads', description: 'Leads, oportunidades e o cadastro de cobrança do cliente.' },
  { key: 'clients', label: 'Clientes', description: 'Clientes ganhos e seus projetos.' },
  { key: 'appointments', label: 'Agendamentos', description: 'Consultorias e reuniões marcadas.' },
  { key: 'blog', label: 'Blog', description: 'Posts do blog e suas imagens.' },
  { key: 'calendar', label: 'Calendário editorial', description: 'O calendário de conteúdo.' },
];

/** Every permission a custom role can hold: the core ones, then each module's (its manifest). */
export const permissionGroups: readonly PermissionGroup[] = [
  ...corePermissions,
  ...sharedModules.flatMap((module) => [...(module.permissions ?? [])]),
];
const moduleApiRules: AccessRule[] = sharedModules.flatMap((module) => [...module.api]);

/** Pages (docs/product/users-and-roles.md plus DESIGN.md §5). Pages not listed are public. */
export const pageAccess: readonly AccessRule[] = [
  ...modulePageRules,
  // DESIGN.md §5 and decision 015: each job's page opens to the roles that do the job — leads and
  // appointments are sales' work (projects: its module), the blog is marketing's (with adm); the rest
  // of /admin (overview, users, settings) is adm's.
  { pattern: '/admin/leads', access: COMMERCIAL, permission: 'leads' },
  { pattern: '/admin/appointments', access: COMMERCIAL, permission: 'appointments' },
  { pattern: '/admin/blog', access: MARKETING, permission: 'blog' },
  { pattern: '/admin/**', access: ADM },
  // 'Minha conta': anyone signed in (name, password, sessions).
  { pattern: '/conta', access: SIGNED_IN },
  { pattern: '/dashboard/comercial', access: COMMERCIAL },
  { pattern: '/dashboard/financeiro', access: FINANCE },
  { pattern: '/dashboard/mkt', access: MARKETING },
  { pattern: '/dashboard', access: SIGNED_IN },
  { pattern: '/coders/login', access: PUBLIC },
  { pattern: '/coders/adm/**', access: ADM },
  // The partner programme is marketing's work with adm's (decision 060; its pages: src/shared/partners).
  { pattern: '/coders/parceiros/**', access: MARKETING },
  // The core CODERS pages a permission opens (the modules' pages carry their own).
  { pattern: '/coders/comercial/leads', access: COMMERCIAL, permission: 'leads' },
  { pattern: '/coders/comercial/oportunidades', access: COMMERCIAL, permission: 'leads' },
  { pattern: '/coders/comercial/clientes', access: COMMERCIAL, permission: 'clients' },
  { pattern: '/coders/mkt/calendario', access: MARKETING, permission: 'calendar' },
  { pattern: '/coders/comercial/**', access: COMMERCIAL },
  { pattern: '/coders/finance/**', access: FINANCE },
  { pattern: '/coders/mkt/**', access: MARKETING },
  { pattern: '/coders/colaboradores/**', access: ANY_STAFF },
  // The rest of /coders (the index and any unknown section the router still matches) is staff only.
  { pattern: '/coders/**', access: ANY_STAFF },
];

/** API endpoints. Anything under /api not listed here is refused to all but adm (safe default). */
export const apiAccess: readonly AccessRule[] = [
  ...moduleApiRules,
  { pattern: '/api/auth/**', access: PUBLIC },
  // 'Minha conta' changes the signed-in person's own name; reading /api/me answers everyone.
  { pattern: '/api/me', access: SIGNED_IN, methods: ['PATCH'] },
  { pattern: '/api/me', access: PUBLIC },
  { pattern: '/api/health', access: PUBLIC },
  { pattern: '/api/public/**', access: PUBLIC },
  // One-time invitation and password-reset links: the token in the path is the credential.
  { pattern: '/api/access-links/**', access: PUBLIC },
  { pattern: '/api/functions/secure-chat', access: SIGNED_IN },
  { pattern: '/api/functions/crm-kpis', access: COMMERCIAL },
  { pattern: '/api/functions/finance-kpis', access: FINANCE },
  { pattern: '/api/functions/marketing-kpis', access: MARKETING },
  { pattern: '/api/notifications/**', access: ANY_STAFF },
  { pattern: '/api/realtime', access: ANY_STAFF },
  { pattern: '/api/leads/**', access: COMMERCIAL, permission: 'leads' },
  { pattern: '/api/leads-coder/**', access: COMMERCIAL, permission: 'leads' },
  // Clients (won leads with their projects), CODERS comercial/clientes.
  { pattern: '/api/clients/**', access: COMMERCIAL, permission: 'clients' },
  { pattern: '/api/appointments/**', access: COMMERCIAL, permission: 'appointments' },
  { pattern: '/api/posts/**', access: MARKETING, permission: 'blog' },
  { pattern: '/api/uploads/**', access: PUBLIC, methods: ['GET'] },
  { pattern: '/api/uploads/**', access: MARKETING, permission: 'blog' },
  { pattern: '/api/calendar/**', access: MARKETING, permission: 'calendar' },
  { pattern: '/api/staff/**', access: ANY_STAFF },
  { pattern: '/api/users/**', access: ADM },
  { pattern: '/api/settings/**', access: ADM },
  { pattern: '/api/stats/**', access: ADM },
  { pattern: '/api/system/**', access: ADM },
  { pattern: '/api/audit/**', access: ADM },
];

export const API_DEFAULT: Access = ADM;

export function matchesPattern(pattern: string, path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (pattern.endsWith('/**')) {
    const base = pattern.slice(0, -3);
    return matchesPattern(base, clean) || (clean.startsWith(`${base}/`) && clean.length > base.length + 1);
  }
  const want = pattern.split('/');
  const got = clean.split('/');
  if (want.length !== got.length) return false;
  return want.every((segment, index) =>
    segment.startsWith(':') ? got[index] !== '' : segment === got[index],
  );
}

export function findRule(
  table: readonly AccessRule[],
  path: string,
  method?: string,
): AccessRule | undefined {
  return table.find(
    (rule) =>
      matchesPattern(rule.pattern, path) &&
      (!rule.methods || !method || (rule.methods as readonly string[]).includes(method.toUpperCase())),
  );
}

/** A rule's access carrying the rule's permission (what `decide` checks a custom role against). */
const accessOf = (rule: AccessRule): Access =>
  rule.permission ? { ...rule.access, permission: rule.permission } : rule.access;

export function pageAccessFor(path: string): Access {
  const rule = findRule(pageAccess, path);
  return rule ? accessOf(rule) : PUBLIC;
}

export function apiAccessFor(path: string, method: string): Access {
  const rule = findRule(apiAccess, path, method);
  return rule ? accessOf(rule) : API_DEFAULT;
}

/**
 * Who is asking: signed in or not, their fixed staff roles, and the permissions their custom roles
 * hold (decision 065; none when they hold no custom role).
 */
export type Viewer = { signedIn: boolean; roles: readonly StaffRole[]; permissions?: readonly string[] };
export type Decision = 'allow' | 'unauthenticated' | 'forbidden';

/** A staff member: a fixed staff role or a custom role (whose permissions are never empty). */
export const isStaff = (viewer: Pick<Viewer, 'roles' | 'permissions'>): boolean =>
  viewer.roles.length > 0 || (viewer.permissions?.length ?? 0) > 0;

/**
 * The one decision both sides make. A fixed role opens what its rule names; a custom role opens a
 * rule through the rule's permission, and the staff rules no permission names (notifications, the
 * CODERS index, the project list filtered to their own projects).
 */
export function decide(access: Access, viewer: Viewer): Decision {
  if (access.kind === 'public') return 'allow';
  if (!viewer.signedIn) return 'unauthenticated';
  const held = viewer.permissions ?? [];
  const byPermission = access.permission !== undefined && held.includes(access.permission);
  switch (access.kind) {
    case 'signedIn':
      return 'allow';
    case 'staff':
      if (viewer.roles.length > 0 || byPermission) return 'allow';
      return access.permission === undefined && held.length > 0 ? 'allow' : 'forbidden';
    case 'roles':
      return access.roles.some((role) => viewer.roles.includes(role)) || byPermission ? 'allow' : 'forbidden';
  }
}

/** Where /dashboard sends a person (docs/product/dashboards-and-kpis.md); the order of the checks is the priority. */
export function dashboardPathFor(
  roleList: readonly StaffRole[],
  permissions: readonly string[] = [],
): string {
  if (roleList.includes('adm')) return '/admin';
  if (roleList.includes('comercial')) return '/dashboard/comercial';
  if (roleList.includes('financeiro')) return '/dashboard/financeiro';
  if (roleList.includes('mkt')) return '/dashboard/mkt';
  // A colaborador (or a custom role) lands on their own day: their tasks and hours.
  if (roleList.includes('colaborador') || permissions.length > 0) return '/coders/colaboradores/visao-geral';
  return '/';
}
