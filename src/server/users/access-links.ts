/**
 * One-time links (invitations, password resets). The token is 32 random bytes shown once; only its
 * SHA-256 is stored, so a database leak does not leak usable links. Claiming is one atomic UPDATE,
 * so two requests with the same link cannot both succeed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { accessLinks } from '@server/db/schema';
import { HttpError } from '@server/lib/http';

export type LinkKind = 'invite' | 'reset';
export type AccessLink = typeof accessLinks.$inferSelect;

export const LINK_GONE_MESSAGE = 'Este link expirou ou já foi usado.';
export const linkGone = () => new HttpError(410, 'link_gone', LINK_GONE_MESSAGE);
export const linkNotFound = () =>
  new HttpError(404, 'link_not_found', 'Link inválido. Confira o endereço recebido.');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

/** A token is base64url of 32 bytes: 43 characters. Anything else is not worth a query. */
export const looksLikeToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export async function createAccessLink(
  db: Db,
  input: {
    kind: LinkKind;
    email: string;
    userId?: string | null;
    roles?: string[];
    contractType?: string | null;
    createdBy: string | null;
    validForMs: number;
  },
): Promise<{ token: string; link: AccessLink }> {
  // A new link replaces the person's previous unused link of the same kind.
  await db
    .update(accessLinks)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accessLinks.kind, input.kind),
        sql`lower(${accessLinks.email}) = lower(${input.email})`,
        isNull(accessLinks.usedAt),
      ),
    );
  const token = newToken();
  const [link] = await db
    .insert(accessLinks)
    .values({
      kind: input.kind,
      email: input.email,
      userId: input.userId ?? null,
      roles: input.roles ?? [],
      contractType: input.contractType ?? null,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + input.validForMs),
      createdBy: input.createdBy,
    })
    .returning();
  return { token, link: link! };
}

/** The link if it can still be used; 404 when unknown, 410 when expired or used. */
export async function findUsableLink(db: Db, kind: LinkKind, token: string): Promise<AccessLink> {
  if (!looksLikeToken(token)) throw linkNotFound();
  const [link] = await db
    .select()
    .from(accessLinks)
    .where(and(eq(accessLinks.tokenHash, hashToken(token)), eq(accessLinks.kind, kind)))
    .limit(1);
  if (!link) throw linkNotFound();
  if (link.usedAt || link.expiresAt.getTime() <= Date.now()) throw linkGone();
  return link;
}

/** Marks the link used if it still can be; throws 410 when another request got there first. */
export async function claimLink(db: Db, kind: LinkKind, token: string): Promise<AccessLink> {
  const link = await findUsableLink(db, kind, token);
  const [claimed] = await db
    .update(accessLinks)
    .set({ usedAt: new Date() })
    .where(
      and(eq(accessLinks.id, link.id), isNull(accessLinks.usedAt), gt(accessLinks.expiresAt, new Date())),
    )
    .returning();
  if (!claimed) throw linkGone();
  return claimed;
}

/** Gives a claimed link back when the action behind it failed for a reason the person can fix. */
export async function releaseLink(db: Db, id: string): Promise<void> {
  await db.update(accessLinks).set({ usedAt: null }).where(eq(accessLinks.id, id));
}
