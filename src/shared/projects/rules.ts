/** Who reads which projects (decision 065), for the server's list and the web's overview alike. */
import type { Viewer } from '@shared/catalog/access';
import { officeRoles } from '@shared/catalog/roles';

/** Whether a viewer reads every project (with budgets) or only the projects they are on (decision 065). */
export function seesAllProjects(viewer: Pick<Viewer, 'roles' | 'permissions'>): boolean {
  return (
    viewer.roles.some((role) => (officeRoles as readonly string[]).includes(role)) ||
    (viewer.permissions ?? []).includes('projects')
  );
}
