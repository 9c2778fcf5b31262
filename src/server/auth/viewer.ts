/** Who is calling: the session's user, their profile and roles computed as docs/product/users-and-roles.md. */
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { profiles, userRoles, users } from '@server/db/schema';
import { loadCustomRoles } from '@server/roles/custom-roles';
import { computeRoles, type StaffRole } from '@shared/catalog/roles';
import type { Auth } from './auth';
import { endIfTooOld, slideSession } from './session-ttl';
import { cachedViewer, rememberViewer, sessionCookieValue, unsignedToken } from './viewer-cache';

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
  /** The permissions of the person's custom roles (decision 065; src/server/roles); [] when none. */
  permissions: string[];
  /** The person's custom roles as `custom:<id>` keys (what Segurança's two-factor requirement names). */
  customRoles: string[];
  sessionId: string | null;
  /** Two-factor sign-in is on for this account (decision 064). */
  twoFactorEnabled: boolean;
};

export const anonymous: Viewer = {
  user: null,
  profile: null,
  roles: [],
  permissions: [],
  customRoles: [],
  sessionId: null,
  twoFactorEnabled: false,
};

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
  const cookieName = (await auth.$context).authCookies.sessionToken.name;
  const key = sessionCookieValue(headers.get('cookie'), cookieName);
  if (!key) return anonymous;
  const cached = cachedViewer(key);
  if (cached) return cached;
  const { viewer, token } = await lookUpViewer(auth, db, headers);
  // Remember only what was verified for this very cookie: a signed-out answer for it, or the
  // session whose token it carries (never an answer Better Auth gave for some other cookie).
  if (token === null || token === unsignedToken(key)) rememberViewer(key, viewer);
  return viewer;
}

async function lookUpViewer(
  auth: Auth,
  db: Db,
  headers: Headers,
): Promise<{ viewer: Viewer; token: string | null }> {
  const session = await auth.api.getSession({ headers });
  if (!session) return { viewer: anonymous, token: null };
  // Past the absolute lifetime (counted from sign-in, whatever the activity): the session is over.
  if (await endIfTooOld(db, session.session)) return { viewer: anonymous, token: null };
  const [{ roles, profile }, [account], custom] = await Promise.all([
    loadRoles(db, session.user.id),
    db
      .select({ deactivatedAt: users.deactivatedAt, twoFactorEnabled: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.id, session.user.id))
      .limit(1),
    loadCustomRoles(db, session.user.id),
    slideSession(db, session.session),
  ]);
  // A deactivated account has no sessions left; should one survive (written past the API), it counts for nothing.
  if (!account || account.deactivatedAt) return { viewer: anonymous, token: null };
  return {
    viewer: {
      user: { id: session.user.id, email: session.user.email, name: session.user.name },
      profile,
      roles,
      permissions: custom.permissions,
      customRoles: custom.keys,
      sessionId: session.session.id,
      twoFactorEnabled: account.twoFactorEnabled,
    },
    token: session.session.token,
  };
}
