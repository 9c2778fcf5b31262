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
  PUBLIC,
  roles,
  SIGNED_IN,
} from './access-rules';

const modulePageRules: AccessRule[] = sharedModules.flatMap((module) =>
  module.pages.map((page) => ({ pattern: `/coders/${page.section}/${page.slug}`, access: page.access })),
);
const moduleApiRules: AccessRule[] = sharedModules.flatMap((module) => [...module.api]);

/** Pages (docs/product/users-and-roles.md plus DESIGN.md §5). Pages not listed are public. */
export const pageAccess: readonly AccessRule[] = [
  ...modulePageRules,
  // DESIGN.md §5 and decision 015: each job's page opens to the roles that do the job — leads,
  // projects and appointments are sales' work, the blog is marketing's (with adm); the rest of /admin
  // (overview, users, settings) is adm's.
  { pattern: '/admin/leads', access: COMMERCIAL },
  { pattern: '/admin/projects', access: COMMERCIAL },
  { pattern: '/admin/appointments', access: COMMERCIAL },
  { pattern: '/admin/blog', access: MARKETING },
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
  { pattern: '/api/leads/**', access: COMMERCIAL },
  { pattern: '/api/leads-coder/**', access: COMMERCIAL },
  // Clients (won leads with their projects), CODERS comercial/clientes.
  { pattern: '/api/clients/**', access: COMMERCIAL },
  // Collaborators read the project list (CODERS colaboradores/projetos); only comercial and adm change it.
  { pattern: '/api/projects/**', access: ANY_STAFF, methods: ['GET'] },
  { pattern: '/api/projects/**', access: COMMERCIAL },
  { pattern: '/api/appointments/**', access: COMMERCIAL },
  { pattern: '/api/posts/**', access: MARKETING },
  { pattern: '/api/uploads/**', access: PUBLIC, methods: ['GET'] },
  { pattern: '/api/uploads/**', access: MARKETING },
  { pattern: '/api/calendar/**', access: MARKETING },
  { pattern: '/api/staff/**', access: ANY_STAFF },
  { pattern: '/api/users/**', access: ADM },
  { pattern: '/api/settings/**', access: ADM },
  { pattern: '/api/stats/**', access: ADM },
  { pattern: '/api/system/**', access: ADM },
  { pattern: '/api/audit/**', access: ADM },
  // Invoices, payments and bills to pay (docs/product/invoices-and-payments.md).
  { pattern: '/api/invoices/**', access: FINANCE },
  { pattern: '/api/payments/**', access: FINANCE },
  { pattern: '/api/expenses/**', access: FINANCE },
  // LGPD requests queue, export, anonymisation (docs/product/privacy-lgpd.md).
  { pattern: '/api/privacy/**', access: ADM },
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

export function pageAccessFor(path: string): Access {
  return findRule(pageAccess, path)?.access ?? PUBLIC;
}

export function apiAccessFor(path: string, method: string): Access {
  return findRule(apiAccess, path, method)?.access ?? API_DEFAULT;
}

export type Viewer = { signedIn: boolean; roles: readonly StaffRole[] };
export type Decision = 'allow' | 'unauthenticated' | 'forbidden';

/** The one decision both sides make. */
export function decide(access: Access, viewer: Viewer): Decision {
  switch (access.kind) {
    case 'public':
      return 'allow';
    case 'signedIn':
      return viewer.signedIn ? 'allow' : 'unauthenticated';
    case 'staff':
      if (!viewer.signedIn) return 'unauthenticated';
      return viewer.roles.length > 0 ? 'allow' : 'forbidden';
    case 'roles':
      if (!viewer.signedIn) return 'unauthenticated';
      return access.roles.some((role) => viewer.roles.includes(role)) ? 'allow' : 'forbidden';
  }
}

/** Where /dashboard sends a person (docs/product/dashboards-and-kpis.md); the order of the checks is the priority. */
export function dashboardPathFor(roleList: readonly StaffRole[]): string {
  if (roleList.includes('adm')) return '/admin';
  if (roleList.includes('comercial')) return '/dashboard/comercial';
  if (roleList.includes('financeiro')) return '/dashboard/financeiro';
  if (roleList.includes('mkt')) return '/dashboard/mkt';
  return '/';
}
