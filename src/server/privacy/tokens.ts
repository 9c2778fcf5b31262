/**
 * Public privacy tokens (docs/product/privacy-lgpd.md): 32 random bytes base64url in the link, only the
 * SHA-256 stored, compared by hash. 'verify' links (a request) and 'consent' links (confirm or undo a
 * marketing withdrawal typed on /meus-dados) are one-time and expire in 7 days; 'unsubscribe' links may
 * be used again (withdrawing twice is harmless) and expire in a year; all are revocable.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { privacyTokens } from './schema';

export const PRIVACY_TOKEN_KINDS = ['verify', 'unsubscribe', 'consent'] as const;
export type PrivacyTokenKind = (typeof PRIVACY_TOKEN_KINDS)[number];
const TTL_MS: Record<PrivacyTokenKind, number> = {
  verify: 7 * 86_400_000,
  consent: 7 * 86_400_000,
  unsubscribe: 365 * 86_400_000,
};

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issuePrivacyToken(
  db: Db,
  input: { kind: PrivacyTokenKind; email: string; requestId?: string | null; now?: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = input.now ?? new Date();
  await db.insert(privacyTokens).values({
    kind: input.kind,
    tokenHash: hashToken(token),
    email: input.email.trim().toLowerCase(),
    requestId: input.requestId ?? null,
    expiresAt: new Date(now.getTime() + TTL_MS[input.kind]),
    createdAt: now,
  });
  return token;
}

/** The live token row for this token and kind, or undefined (unknown, expired, revoked, used). */
export async function findPrivacyToken(db: Db, kind: PrivacyTokenKind, token: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(privacyTokens)
    .where(
      and(
        eq(privacyTokens.tokenHash, hashToken(token)),
        eq(privacyTokens.kind, kind),
        gt(privacyTokens.expiresAt, now),
        isNull(privacyTokens.revokedAt),
        ...(kind === 'unsubscribe' ? [] : [isNull(privacyTokens.usedAt)]),
      ),
    )
    .limit(1);
  return row;
}
