/**
 * 'Minha conta' → Nome: the profile's first and last name (what the staff shell shows) and the auth
 * user's display name change together, so every screen shows the same name.
 */
import { eq } from 'drizzle-orm';
import { clearViewerCache } from '@server/auth/viewer-cache';
import type { Db } from '@server/db/client';
import { profiles, users } from '@server/db/schema';
import type { AccountName } from '@shared/schemas/account';

export async function updateOwnName(db: Db, userId: string, input: AccountName): Promise<void> {
  const name = [input.firstName, input.lastName].filter(Boolean).join(' ');
  await db.transaction(async (tx) => {
    await tx.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx
      .update(profiles)
      .set({ firstName: input.firstName, lastName: input.lastName || null, updatedAt: new Date() })
      .where(eq(profiles.id, userId));
  });
  // The viewer (name included) is cached per session: look it up again.
  clearViewerCache();
}
