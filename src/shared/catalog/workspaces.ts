/**
 * Where each job of the back office is done (decision 015). A job has one page component, mounted at
 * every path listed here; the access table says who may open each path. A link to a job — from a
 * notification, the command palette or another page — goes to the first path the person may open, so
 * nobody is sent to a page that answers 'Acesso negado'.
 */
import { decide, pageAccessFor, type Viewer } from './access';
import type { StaffRole } from './roles';

export const jobPages = {
  leads: ['/admin/leads', '/coders/comercial/leads'],
  projects: ['/admin/projects', '/coders/colaboradores/projetos'],
  appointments: ['/admin/appointments', '/coders/mkt/calendario'],
  blog: ['/admin/blog'],
  users: ['/admin/users', '/coders/adm/usuarios'],
  tasks: ['/coders/colaboradores/tarefas'],
  timesheet: ['/coders/colaboradores/timesheet'],
  privacy: ['/coders/adm/privacidade'],
  invoices: ['/coders/finance/faturas'],
  proposals: ['/coders/comercial/propostas'],
  companies: ['/coders/comercial/empresas'],
  deals: ['/coders/comercial/negocios'],
} as const satisfies Record<string, readonly string[]>;

export type Job = keyof typeof jobPages;

/** What a notification or a search result points at: a job's page with optional query parameters. */
export type Target = { job: Job; params?: Record<string, string> } | { path: string };

const query = (params?: Record<string, string>) => {
  const search = new URLSearchParams(params ?? {}).toString();
  return search ? `?${search}` : '';
};

/** The first place the person may open the target; null when they may open none. */
export function pathFor(target: Target, viewer: Viewer): string | null {
  if ('path' in target) {
    const pathname = target.path.split('?')[0]!;
    return decide(pageAccessFor(pathname), viewer) === 'allow' ? target.path : null;
  }
  const page = jobPages[target.job].find((path) => decide(pageAccessFor(path), viewer) === 'allow');
  return page ? `${page}${query(target.params)}` : null;
}

/** The same for a staff member known by their roles (notifications are written for staff only). */
export const pathForRoles = (target: Target, roles: readonly StaffRole[]) =>
  pathFor(target, { signedIn: true, roles });
