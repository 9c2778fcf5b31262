/**
 * One-time referral links (docs/product/partners.md): adm creates a link for a partner; the partner
 * opens /indicar/:token (no sign-in) and submits one lead. The token is 32 random bytes shown once;
 * only its SHA-256 is stored. Claiming is one atomic UPDATE (single use). A lead whose e-mail or
 * phone we already know is not credited, and the partner sees the same answer either way.
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '@server/db/client';
import { duplicateNotice } from '@server/leads/duplicates';
import { recordPublicSubmission } from '@server/leads/public-submission';
import { type Actor, recordAudit } from '@server/lib/audit';
import { HttpError } from '@server/lib/http';
import { notifyStaff } from '@server/lib/notify';
import { hashToken, looksLikeToken, newToken } from '@server/users/access-links';
import {
  REFERRAL_LINK_INVALID,
  type ReferralLinkCreated,
  type ReferralLinkInfo,
  type ReferralLinkItem,
  type referralSubmissionSchema,
} from '@shared/partners/schemas';
import { activePartnerCredit } from './attribution';
import { readPartner } from './partners';
import { partnerReferralLinks } from './schema';

const DAY_MS = 86_400_000;
export const linkInvalid = () => new HttpError(404, 'link_invalid', REFERRAL_LINK_INVALID);

export async function createReferralLink(
  db: Db,
  actor: Actor,
  input: { partnerId: string; expiresInDays: number },
  baseUrl: string,
  now = new Date(),
): Promise<ReferralLinkCreated> {
  const partner = await readPartner(db, input.partnerId);
  if (partner.status !== 'ativo') {
    throw new HttpError(409, 'conflict', 'O parceiro está inativo: ative-o antes de gerar um link.');
  }
  const token = newToken();
  const expiresAt = new Date(now.getTime() + input.expiresInDays * DAY_MS);
  const [link] = await db
    .insert(partnerReferralLinks)
    .values({ partnerId: partner.id, tokenHash: hashToken(token), expiresAt, createdBy: actor?.id ?? null })
    .returning({ id: partnerReferralLinks.id });
  await recordAudit(db, actor, {
    action: 'create',
    entity: 'partner_referral_link',
    entityId: link!.id,
    after: { partnerId: partner.id, expiresAt: expiresAt.toISOString() },
  });
  return { url: `${baseUrl}/indicar/${token}`, expiresAt: expiresAt.toISOString() };
}

export async function listReferralLinks(db: Db, partnerId: string | undefined, now = new Date()) {
  const rows = await queryRows<{
    id: string;
    partner_id: string;
    partner_name: string;
    created_at: string;
    expires_at: string;
    used_at: string | null;
    revoked_at: string | null;
  }>(
    db,
    sql`select k.id, k.partner_id, p.name as partner_name, k.created_at, k.expires_at, k.used_at, k.revoked_at
        from partner_referral_links k join partners p on p.id = k.partner_id
        ${partnerId ? sql`where k.partner_id = ${partnerId}` : sql``}
        order by k.created_at desc limit 50`,
  );
  const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);
  return rows.map(
    (row): ReferralLinkItem => ({
      id: row.id,
      partnerId: row.partner_id,
      partnerName: row.partner_name,
      createdAt: iso(row.created_at)!,
      expiresAt: iso(row.expires_at)!,
      usedAt: iso(row.used_at),
      revokedAt: iso(row.revoked_at),
      state: row.revoked_at
        ? 'revogado'
        : row.used_at
          ? 'usado'
          : new Date(row.expires_at) <= now
            ? 'expirado'
            : 'aberto',
    }),
  );
}

export async function revokeReferralLink(db: Db, actor: Actor, id: string) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update partner_referral_links set revoked_at = now()
        where id = ${id} and revoked_at is null and used_at is null returning id`,
  );
  if (!rows.length) throw new HttpError(404, 'not_found', 'Link não encontrado ou já usado.');
  await recordAudit(db, actor, { action: 'delete', entity: 'partner_referral_link', entityId: id });
  return { ok: true as const };
}

/** The partner's name for a usable link; 404 for anything else (no hint which). */
export async function readReferralLink(db: Db, token: string, now = new Date()): Promise<ReferralLinkInfo> {
  if (!looksLikeToken(token)) throw linkInvalid();
  const [row] = await queryRows<{ partner_name: string; expires_at: string }>(
    db,
    sql`select p.name as partner_name, k.expires_at from partner_referral_links k
        join partners p on p.id = k.partner_id
        where k.token_hash = ${hashToken(token)} and k.used_at is null and k.revoked_at is null
          and k.expires_at > ${now} and p.status = 'ativo'`,
  );
  if (!row) throw linkInvalid();
  return { partnerName: row.partner_name, expiresAt: new Date(row.expires_at).toISOString() };
}

type Submission = z.output<typeof referralSubmissionSchema>;

/** Uses the link once and records the lead (credited only when it is new). */
export async function submitReferral(
  db: Db,
  token: string,
  submission: Submission,
  context: { ip: string | null; userAgent: string | null; now: Date },
) {
  if (!looksLikeToken(token)) throw linkInvalid();
  return db.transaction(async (tx) => {
    const [link] = await queryRows<{ id: string; partner_id: string; partner_name: string }>(
      tx,
      sql`update partner_referral_links k set used_at = ${context.now}
          from partners p
          where p.id = k.partner_id and k.token_hash = ${hashToken(token)} and k.used_at is null
            and k.revoked_at is null and k.expires_at > ${context.now} and p.status = 'ativo'
          returning k.id, k.partner_id, p.name as partner_name`,
    );
    if (!link) throw linkInvalid();
    const credit = await activePartnerCredit(tx, link.partner_id, context.now);
    const { lead, created, duplicates } = await recordPublicSubmission(tx, {
      channel: 'referral',
      contact: {
        name: submission.name,
        email: submission.email,
        phone: submission.phone,
        company: submission.company,
      },
      lead: {
        source: 'indicacao',
        message: submission.note ? `Indicação de ${link.partner_name}: ${submission.note}` : '',
        credit,
      },
      details: { partner: link.partner_name, note: submission.note || null },
      consent: { contato: true, marketing: false },
      context,
    });
    await notifyStaff(tx, {
      title: 'Nova indicação de parceiro',
      message: `${link.partner_name} indicou ${submission.name}${created ? '' : ' (contato já conhecido: não creditado)'}.${duplicateNotice(lead.id, duplicates)}`,
      type: 'info',
      priority: 'medium',
      target: { job: 'leads', params: { lead: lead.id } },
      roles: ['comercial'],
    });
    if (created) {
      await recordAudit(tx, null, {
        action: 'create',
        entity: 'lead',
        entityId: lead.id,
        after: { source: lead.source, status: lead.status, via: 'indicacao', partnerId: link.partner_id },
      });
    }
    return { created };
  });
}
