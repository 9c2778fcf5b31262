/**
 * Who may see and manage which activities (src/shared/activities/module.ts opens the endpoints to every
 * staff member): adm and comercial every activity; everyone else only the ones they own. An activity
 * the caller may not see answers 'Atividade não encontrada', as one that does not exist.
 */
import type { Viewer } from '@server/auth/viewer';
import { HttpError } from '@server/lib/http';

export const seesAll = (viewer: Viewer) => viewer.roles.includes('adm') || viewer.roles.includes('comercial');

export function viewerId(viewer: Viewer): string {
  if (!viewer.user) throw new HttpError(401, 'unauthorized', 'Faça login para continuar.');
  return viewer.user.id;
}

export const mayManage = (viewer: Viewer, ownerId: string | null) =>
  seesAll(viewer) || (ownerId !== null && ownerId === viewer.user?.id);
