/**
 * Possible duplicates (decision 056): two leads that share a phone (their own or another contact), a
 * full name (accents, case and spacing aside; one-word and placeholder names never count), or an e-mail
 * one of them holds as another contact. Checked set-based whenever leads are created or their contacts
 * change; each pair is stored once (smaller id first) with its reasons, open until staff merge the two
 * or answer 'Não é duplicado' (then never raised again).
 */
import { eq, or, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { nameKey, phoneDigitsOf, VAGUE_NAMES } from '@server/db/lead-keys';
import { leads } from '@server/db/schema';
import { leadDuplicates } from '@server/db/schema-lead-identity';
import { type Actor, recordAudit } from '@server/lib/audit';
import { conflict, notFound } from '@server/lib/http';
import { type DuplicateReason, describeReasons } from '@shared/catalog/lead-identity';
import {
  DUPLICATE_NOT_FOUND,
  DUPLICATE_RESOLVED,
  type DuplicateLeadSummary,
  type DuplicateListQuery,
  type DuplicatePair,
  type DuplicatePairList,
  type LeadDuplicateFlag,
} from '@shared/schemas/lead-identity';
import { keysetPage, keysetPlan } from './keyset';

export type DuplicateFlag = {
  leadAId: string;
  leadBId: string;
  reasons: DuplicateReason[];
  /** False when the pair was already open (it may have gained a reason). */
  inserted: boolean;
};

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** National digits of a phone's digits (or all of them when they cannot be Brazilian and are long enough). */
const phoneKey = (digits: SQL) => {
  const national = sql`(case when ${digits} like '55%' and length(${digits}) in (12, 13) then substr(${digits}, 3) else ${digits} end)`;
  return sql`(case when length(${national}) in (10, 11) then ${national} when length(${digits}) >= 10 then ${digits} end)`;
};

/** The statement behind flagDuplicates (exported for its query-plan test). */
export function flagDuplicatesQuery(ids: string[]): SQL {
  const vague = sql.join(
    VAGUE_NAMES.map((name) => sql`${name}`),
    sql`, `,
  );
  // Each key is computed once per lead (the regular expressions are most of the statement's cost).
  return sql`with subject as materialized (
          select id, email, ${phoneDigitsOf(leads.phone)} as digits, ${nameKey(leads.name)} as name_key
          from ${leads} where id in (${idList(ids)})
        ),
        keys as (
          select id as lead_id, 'phone'::text as reason, ${phoneKey(sql`subject.digits`)} as key from subject
          union select lead_id, 'phone', value from lead_contacts where kind = 'phone' and lead_id in (${idList(ids)})
          union select id, 'name', name_key from subject
          union select id, 'email', lower(btrim(email)) from subject
          union select lead_id, 'email', value from lead_contacts where kind = 'email' and lead_id in (${idList(ids)})
        ),
        usable as (
          select * from keys
          where key is not null and key <> ''
            and (reason <> 'name' or (position(' ' in key) > 0 and length(key) >= 5 and key not in (${vague})))
        ),
        matches as (
          select u.lead_id, l.id as other_id, 'phone'::text as reason
            from usable u join leads l on ${phoneDigitsOf(sql`l.phone`)} = any(array[u.key, '55' || u.key])
            where u.reason = 'phone'
          union select u.lead_id, c.lead_id, 'phone'
            from usable u join lead_contacts c on c.kind = 'phone' and c.value = u.key
            where u.reason = 'phone'
          union select u.lead_id, l.id, 'name'
            from usable u join leads l on ${nameKey(sql`l.name`)} = u.key
            where u.reason = 'name'
          union select u.lead_id, c.lead_id, 'email'
            from usable u join lead_contacts c on c.kind = 'email' and c.value = u.key
            where u.reason = 'email'
          union select u.lead_id, l.id, 'email'
            from usable u join leads l on lower(l.email) = u.key
            where u.reason = 'email'
        ),
        found as (
          select least(lead_id, other_id) as a, greatest(lead_id, other_id) as b,
                 array_agg(distinct reason order by reason) as reasons
          from matches where other_id <> lead_id
          group by 1, 2
        ),
        saved as (
          insert into lead_duplicates (lead_a_id, lead_b_id, reasons)
          select a, b, reasons from found
          on conflict (lead_a_id, lead_b_id) do update
            set reasons = array(select distinct unnest(lead_duplicates.reasons || excluded.reasons) order by 1)
            where lead_duplicates.status = 'open'
          returning lead_a_id, lead_b_id, reasons, (xmax = 0) as inserted
        )
        select saved.lead_a_id, saved.lead_b_id, saved.reasons, saved.inserted from saved`;
}

/**
 * Finds the leads that look like each of `leadIds` and records the pairs: new pairs open, open pairs
 * gain the new reasons, dismissed pairs stay dismissed. Returns the open pairs it touched.
 */
export async function flagDuplicates(db: Db, leadIds: string[]): Promise<DuplicateFlag[]> {
  const ids = [...new Set(leadIds)];
  if (!ids.length) return [];
  const rows = await queryRows<{
    lead_a_id: string;
    lead_b_id: string;
    reasons: DuplicateReason[];
    inserted: boolean;
  }>(db, flagDuplicatesQuery(ids));
  return rows.map((row) => ({
    leadAId: row.lead_a_id,
    leadBId: row.lead_b_id,
    reasons: row.reasons,
    inserted: row.inserted,
  }));
}

/**
 * ' Possível duplicado de outro lead (mesmo telefone): …' for a staff notification, or ''. It never
 * names the other lead: a notification belongs to this lead, and the other one's name copied into it
 * would outlive that person's erasure (issue 24; the drawer's banner shows the pair, live).
 */
export function duplicateNotice(leadId: string, flags: DuplicateFlag[]): string {
  const mine = flags.filter((flag) => flag.leadAId === leadId || flag.leadBId === leadId);
  const [first] = mine;
  if (!first) return '';
  const others = mine.length > 1 ? `de outros ${mine.length} leads` : 'de outro lead';
  return ` Possível duplicado ${others} (${describeReasons(first.reasons)}): compare e mescle em Leads → Duplicados.`;
}

const summaryColumns = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'email', ${alias}.email,
    'phone', ${alias}.phone, 'company', ${alias}.company, 'source', ${alias}.source,
    'createdAt', ${alias}.created_at)`);

type PairRow = {
  id: string;
  reasons: DuplicateReason[];
  status: DuplicatePair['status'];
  detected_at: Date | string;
  cursorKey: string;
  a: DuplicateLeadSummary;
  b: DuplicateLeadSummary;
};

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function toPair(row: PairRow): DuplicatePair {
  const sides = [row.a, row.b].map((side) => ({ ...side, createdAt: iso(side.createdAt) }));
  sides.sort((x, y) => x.createdAt.localeCompare(y.createdAt) || x.id.localeCompare(y.id));
  return {
    id: row.id,
    reasons: row.reasons,
    status: row.status,
    detectedAt: iso(row.detected_at),
    leads: sides as DuplicatePair['leads'],
  };
}

/** 'Duplicados': the pairs of one status, newest first, in keyset pages. */
export async function listDuplicates(db: Db, query: DuplicateListQuery): Promise<DuplicatePairList> {
  const plan = keysetPlan({ ...query, order: 'desc' }, sql`d.detected_at`, sql`d.id`);
  const [rows, counted] = await Promise.all([
    queryRows<PairRow>(
      db,
      sql`select d.id, d.reasons, d.status, d.detected_at, d.detected_at::text as "cursorKey",
            ${summaryColumns('la')} as a, ${summaryColumns('lb')} as b
          from lead_duplicates d
          join leads la on la.id = d.lead_a_id
          join leads lb on lb.id = d.lead_b_id
          where d.status = ${query.status} ${plan.where ? sql`and ${plan.where}` : sql``}
          order by ${sql.join(plan.orderBy, sql`, `)}
          limit ${plan.fetch}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from lead_duplicates where status = ${query.status} limit 1001) as capped`,
    ),
  ]);
  const page = keysetPage(rows, query, plan.backwards);
  const total = counted[0]?.n ?? 0;
  return { ...page, items: page.items.map(toPair), total: Math.min(total, 1000), totalCapped: total > 1000 };
}

/** The open pairs a lead is part of, for the drawer's 'Possível duplicado' banner. */
export async function openDuplicatesOf(db: Db, leadId: string): Promise<LeadDuplicateFlag[]> {
  const rows = await queryRows<{ id: string; reasons: DuplicateReason[]; other: DuplicateLeadSummary }>(
    db,
    sql`select d.id, d.reasons, ${summaryColumns('o')} as other
        from lead_duplicates d
        join leads o on o.id = case when d.lead_a_id = ${leadId} then d.lead_b_id else d.lead_a_id end
        where d.status = 'open' and (d.lead_a_id = ${leadId} or d.lead_b_id = ${leadId})
        order by d.detected_at desc, d.id desc
        limit 20`,
  );
  return rows.map((row) => ({ ...row, other: { ...row.other, createdAt: iso(row.other.createdAt) } }));
}

/** One pair, by id (404 when it does not exist: merged away, or never). */
export async function findPair(db: Db, pairId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(leadDuplicates).where(eq(leadDuplicates.id, pairId)).limit(1);
  const [pair] = options.lock ? await query.for('update') : await query;
  if (!pair) throw notFound(DUPLICATE_NOT_FOUND);
  return pair;
}

/** 'Não é duplicado': the pair is closed and never raised again for these two leads. */
export async function dismissDuplicate(db: Db, actor: Actor, pairId: string) {
  return db.transaction(async (tx) => {
    const pair = await findPair(tx, pairId, { lock: true });
    if (pair.status !== 'open') throw conflict(DUPLICATE_RESOLVED);
    await tx
      .update(leadDuplicates)
      .set({ status: 'dismissed', resolvedAt: new Date(), resolvedBy: actor?.id ?? null })
      .where(eq(leadDuplicates.id, pairId));
    for (const [leadId, otherId] of [
      [pair.leadAId, pair.leadBId],
      [pair.leadBId, pair.leadAId],
    ] as const) {
      await recordAudit(tx, actor, {
        action: 'duplicate_dismissed',
        entity: 'lead',
        entityId: leadId,
        after: { otherLeadId: otherId, reasons: pair.reasons },
      });
    }
    return { dismissed: true as const };
  });
}

/** Pairs touching a lead (for the merge: they are re-pointed or dropped). */
export const pairsOf = (leadId: string) =>
  or(eq(leadDuplicates.leadAId, leadId), eq(leadDuplicates.leadBId, leadId));
