/** Who is calling: the session's user, their profile and roles computed as docs/product/users-and-roles.md. */
import { eq } from 'drizzle-orm';
import { computeRoles, type StaffRole } from '../../shared/catalog/roles';
import type { Db } from '../db/client';
import { profiles, userRoles } from '../db/schema';
import type { Auth } from './auth';
import { slideSession } from './session-ttl';
import { cachedViewer, rememberViewer, sessionCookieValue } from './viewer-cache';

export type ViewerUser = { id: string; email: string; name: string };
export type ViewerProfile = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
};
export type Viewer = {
  user: ViewerUser | null;
  profile: ViewerProfile | null;
  roles: StaffRole[];
  sessionId: string | null;
};

export const anonymous: Viewer = { user: null, profile: null, roles: [], sessionId: null };

export async function loadRoles(
  db: Db,
  userId: string,
): Promise<{ roles: StaffRole[]; profile: ViewerProfile | null }> {
  const [roleRows, profileRows] = await Promise.all([
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)),
    db
      .select({
        id: profiles.id,
        email: profiles.email,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        role: profiles.role,
      })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .limit(1),
  ]);
  const profile = profileRows[0] ?? null;
  return {
    roles: computeRoles(
      roleRows.map((row) => row.role),
      profile?.role,
    ),
    profile,
  };
}

export async function resolveViewer(auth: Auth, db: Db, headers: Headers): Promise<Viewer> {
  const key = sessionCookieValue(headers.get('cookie'));
  if (!key) return anonymous;
  const cached = cachedViewer(key);
  if (cached) return cached;
  const viewer = await lookUpViewer(auth, db, headers);
  rememberViewer(key, viewer);
  return viewer;
}

async function lookUpViewer(auth: Auth, db: Db, headers: Headers): Promise<Viewer> {
  const session = await auth.api.getSession({ headers });
  if (!session) return anonymous;
  await slideSession(db, session.session);
  const { roles, profile } = await loadRoles(db, session.user.id);
  return {
    user: { id: session.user.id, email: session.user.email, name: session.user.name },
    profile,
    roles,
    sessionId: session.session.id,
  };
}
