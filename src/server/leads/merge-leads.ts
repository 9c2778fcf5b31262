/**
 * Merging two leads that are one person (decision 056, docs/product/leads.md 'Duplicados'). The merged
 * lead's whole history moves to the kept lead: every row of every table with a foreign key to leads
 * (LEAD_REFERENCES; a key the database has and this list lacks stops the merge, and
 * tests/integration/lead-merge.test.ts fails). Each field is taken from the side staff picked; the
 * e-mail and phone not picked stay as the kept lead's other contacts. The merged lead is deleted;
 * lead_merges keeps both leads as they were and redirects links to it. One transaction, both rows
 * locked (in id order): a second merge of the same pair waits, then answers 409.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { leads, users } from '@server/db/schema';
import { billingProfiles } from '@server/db/schema-finance';
import { leadMerges } from '@server/db/schema-lead-identity';
import { type Actor, recordAudit } from '@server/lib/audit';
import { conflict, notFound } from '@server/lib/http';
import { partners } from '@server/partners/schema';
import { leadSources, leadStatuses, statusBadge } from '@shared/catalog/statuses';
import { formatDocument } from '@shared/documents';
import { formatPhone } from '@shared/format';
import { LEAD_NOT_FOUND } from '@shared/schemas/lead';
import {
  LEADS_ALREADY_MERGED,
  MERGE_FIELDS,
  type MergeField,
  type MergePreview,
  type MergeResult,
  type MergeSide,
  type MergeSideChoice,
} from '@shared/schemas/lead-identity';
import { findPair, flagDuplicates } from './duplicates';
import { recordLeadContacts } from './lead-contacts';
import { auditSnapshot } from './lead-rows';

type Lead = typeof leads.$inferSelect;
type Billing = typeof billingProfiles.$inferSelect;
type Ids = { keep: string; merge: string };

type Reference = {
  table: string;
  column: string;
  /** What the merge screen calls these rows; null: not shown as history. */
  label: string | null;
  /** Runs before the rows move, when moving them as they are would break a constraint. */
  prepare?: (tx: Db, ids: Ids, context: { billingFrom: MergeSideChoice }) => PromiseLike<unknown>;
};

/**
 * Every foreign key to leads.id, and how a merge carries it over. Add the new key here (with its
 * label) when a table starts pointing at leads; the merge refuses to run until then.
 */
export const LEAD_REFERENCES: readonly Reference[] = [
  { table: 'lead_notes', column: 'lead_id', label: 'Anotações' },
  { table: 'activities', column: 'lead_id', label: 'Atividades' },
  { table: 'deals', column: 'lead_id', label: 'Negócios' },
  { table: 'lead_events', column: 'lead_id', label: 'Envios e eventos' },
  { table: 'consent_events', column: 'lead_id', label: 'Registros de consentimento' },
  {
    table: 'lead_contacts',
    column: 'lead_id',
    label: 'Outros contatos',
    // The kept lead already holds these: the merged lead's copy goes.
    prepare: (tx, { keep, merge }) =>
      tx.execute(sql`delete from lead_contacts m using lead_contacts k
        where m.lead_id = ${merge} and k.lead_id = ${keep} and k.kind = m.kind and k.value = m.value`),
  },
  {
    table: 'lead_duplicates',
    column: 'lead_a_id',
    label: null,
    // Pairs with a third lead become pairs with the kept lead (reasons joined, an existing decision
    // kept); the pair of these two is settled by the merge itself.
    prepare: async (tx, { keep, merge }) => {
      await tx.execute(sql`
        insert into lead_duplicates (lead_a_id, lead_b_id, reasons, status, detected_at, resolved_at, resolved_by)
        select least(${keep}::uuid, p.other), greatest(${keep}::uuid, p.other), p.reasons, p.status,
               p.detected_at, p.resolved_at, p.resolved_by
        from (select case when lead_a_id = ${merge} then lead_b_id else lead_a_id end as other, *
              from lead_duplicates where lead_a_id = ${merge} or lead_b_id = ${merge}) as p
        where p.other <> ${keep}
        on conflict (lead_a_id, lead_b_id) do update
          set reasons = array(select distinct unnest(lead_duplicates.reasons || excluded.reasons) order by 1)`);
      await tx.execute(sql`delete from lead_duplicates where lead_a_id = ${merge} or lead_b_id = ${merge}`);
    },
  },
  { table: 'lead_duplicates', column: 'lead_b_id', label: null },
  { table: 'lead_merges', column: 'kept_lead_id', label: 'Mesclagens anteriores' },
  { table: 'appointments', column: 'lead_id', label: 'Agendamentos' },
  { table: 'chat_messages', column: 'lead_id', label: 'Mensagens do chat' },
  // The lead a notification is about (issue 24: an erasure finds them by it); their links move below.
  { table: 'notifications', column: 'lead_id', label: null },
  { table: 'projects', column: 'client_id', label: 'Projetos' },
  { table: 'assets', column: 'client_id', label: 'Arquivos da biblioteca' },
  { table: 'proposals', column: 'lead_id', label: 'Propostas' },
  { table: 'invoices', column: 'lead_id', label: 'Faturas' },
  { table: 'recurring_invoices', column: 'lead_id', label: 'Faturas recorrentes' },
  { table: 'payments', column: 'lead_id', label: 'Pagamentos' },
  // The e-mail log (decision 057): what was sent to the merged lead stays on the person's history.
  { table: 'mail_deliveries', column: 'lead_id', label: 'E-mails enviados' },
  {
    table: 'billing_profiles',
    column: 'lead_id',
    label: 'Dados de faturamento',
    // One profile per lead: when both have one, the side not picked goes (its data is in lead_merges).
    prepare: async (tx, { keep, merge }, { billingFrom }) => {
      const [both] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from billing_profiles where lead_id in (${keep}::uuid, ${merge}::uuid)`,
      );
      if ((both?.n ?? 0) < 2) return;
      await tx
        .delete(billingProfiles)
        .where(eq(billingProfiles.leadId, billingFrom === 'merge' ? keep : merge));
    },
  },
  {
    table: 'partner_commissions',
    column: 'lead_id',
    label: 'Comissões de parceiro',
    // The one-time 'won' commission is keyed by lead: carried over, so the kept lead never earns it twice.
    prepare: (tx, { keep, merge }) =>
      tx.execute(sql`update partner_commissions set source_key = 'won:' || ${keep}
        where source_key = 'won:' || ${merge}
          and not exists (select 1 from partner_commissions where source_key = 'won:' || ${keep})`),
  },
];

const referenceKey = (reference: { table: string; column: string }) =>
  `${reference.table}.${reference.column}`;

/** The foreign keys to leads the database has (from the catalog), as 'table.column'. */
export async function leadForeignKeys(db: Db): Promise<string[]> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`select cl.relname || '.' || a.attname as key
        from pg_constraint c
        join pg_class cl on cl.oid = c.conrelid
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
        where c.contype = 'f' and c.confrelid = 'public.leads'::regclass
        order by 1`,
  );
  return rows.map((row) => row.key);
}

async function assertEveryReferenceHandled(db: Db) {
  const handled = new Set(LEAD_REFERENCES.map(referenceKey));
  const missing = (await leadForeignKeys(db)).filter((key) => !handled.has(key));
  if (missing.length) {
    throw new Error(`merge: foreign keys to leads not in LEAD_REFERENCES: ${missing.join(', ')}`);
  }
}

const hasValue = (value: unknown) => value !== null && value !== undefined && value !== '';

/** The stored value of a field on a lead (billing: whether it has a profile). */
function fieldValue(field: MergeField, lead: Lead, billing: Billing | undefined): unknown {
  if (field === 'billingProfile') return billing ?? null;
  return lead[field];
}

/** Each field's side: the one picked, else the kept lead's unless it is empty and the other's is not. */
export function resolveChoices(
  picked: Partial<Record<MergeField, MergeSideChoice>>,
  sides: { keep: Lead; merge: Lead; keepBilling?: Billing; mergeBilling?: Billing },
): Record<MergeField, MergeSideChoice> {
  const result = {} as Record<MergeField, MergeSideChoice>;
  for (const field of MERGE_FIELDS) {
    const keepValue = fieldValue(field, sides.keep, sides.keepBilling);
    const mergeValue = fieldValue(field, sides.merge, sides.mergeBilling);
    result[field] = picked[field] ?? (!hasValue(keepValue) && hasValue(mergeValue) ? 'merge' : 'keep');
  }
  return result;
}

const joinMessages = (a: string, b: string) => (a && b && a !== b ? `${a}\n\n---\n${b}` : a || b);

/** Everything a merge keeps of a lead as it was (lead_merges, and the audit's 'before'). */
function fullSnapshot(lead: Lead, billing: Billing | undefined) {
  const { searchText: _search, consent: _consent, ...rest } = lead;
  return { ...rest, billingProfile: billing ?? null } as Record<string, unknown>;
}

export async function mergeLeads(
  db: Db,
  actor: Actor,
  input: { keepId: string; mergeId: string; fields: Partial<Record<MergeField, MergeSideChoice>> },
): Promise<MergeResult> {
  const ids: Ids = { keep: input.keepId, merge: input.mergeId };
  return db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(leads)
      .where(inArray(leads.id, [ids.keep, ids.merge]))
      .orderBy(leads.id)
      .for('update');
    const keep = locked.find((row) => row.id === ids.keep);
    const merge = locked.find((row) => row.id === ids.merge);
    if (!keep || !merge) {
      const [merged] = await tx
        .select({ id: leadMerges.id })
        .from(leadMerges)
        .where(inArray(leadMerges.mergedLeadId, [ids.keep, ids.merge]))
        .limit(1);
      if (merged) throw conflict(LEADS_ALREADY_MERGED);
      throw notFound(LEAD_NOT_FOUND);
    }
    await assertEveryReferenceHandled(tx);

    const billing = await tx
      .select()
      .from(billingProfiles)
      .where(inArray(billingProfiles.leadId, [keep.id, merge.id]));
    const keepBilling = billing.find((row) => row.leadId === keep.id);
    const mergeBilling = billing.find((row) => row.leadId === merge.id);
    const choices = resolveChoices(input.fields, { keep, merge, keepBilling, mergeBilling });
    const pick = <K extends keyof Lead>(field: MergeField, key: K): Lead[K] =>
      (choices[field] === 'merge' ? merge : keep)[key];

    const keptBefore = fullSnapshot(keep, keepBilling);
    const mergedBefore = fullSnapshot(merge, mergeBilling);
    const [record] = await tx
      .insert(leadMerges)
      .values({
        keptLeadId: keep.id,
        mergedLeadId: merge.id,
        keptBefore,
        mergedBefore,
        fields: choices,
        moved: {},
        actorId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
      })
      .returning({ id: leadMerges.id });

    const moved: Record<string, number> = {};
    for (const reference of LEAD_REFERENCES) {
      await reference.prepare?.(tx, ids, { billingFrom: choices.billingProfile });
      const [result] = await queryRows<{ n: number }>(
        tx,
        sql`with moved as (
              update ${sql.identifier(reference.table)} set ${sql.identifier(reference.column)} = ${keep.id}
              where ${sql.identifier(reference.column)} = ${merge.id} returning 1)
            select count(*)::int as n from moved`,
      );
      if (result?.n) moved[referenceKey(reference)] = result.n;
    }
    // Links in notifications ('?lead=<id>') open the kept lead.
    await tx.execute(sql`update notifications set link = replace(link, ${merge.id}, ${keep.id})
      where link like ${`%${merge.id}%`}`);

    await tx.delete(leads).where(eq(leads.id, merge.id));
    const [after] = await tx
      .update(leads)
      .set({
        name: pick('name', 'name'),
        email: pick('email', 'email'),
        phone: pick('phone', 'phone'),
        company: pick('company', 'company'),
        serviceInterest: pick('serviceInterest', 'serviceInterest'),
        status: pick('status', 'status'),
        ownerId: pick('ownerId', 'ownerId'),
        source: pick('source', 'source'),
        score: pick('score', 'score'),
        scoreReasons: pick('score', 'scoreReasons'),
        partnerId: pick('partnerId', 'partnerId'),
        referredAt: pick('partnerId', 'referredAt'),
        message: joinMessages(keep.message, merge.message),
        profile: keep.profile || merge.profile ? { ...(merge.profile ?? {}), ...(keep.profile ?? {}) } : null,
        utm: keep.utm ?? merge.utm,
        createdAt: new Date(Math.min(keep.createdAt.getTime(), merge.createdAt.getTime())),
        updatedAt: new Date(),
      })
      .where(eq(leads.id, keep.id))
      .returning();
    // The e-mail and phone not picked are still the person's: other contacts, vouched for by the merge.
    await recordLeadContacts(
      tx,
      keep.id,
      [
        { kind: 'email', value: keep.email },
        { kind: 'email', value: merge.email },
        { kind: 'phone', value: keep.phone },
        { kind: 'phone', value: merge.phone },
      ],
      'merge',
    );
    await tx.update(leadMerges).set({ moved }).where(eq(leadMerges.id, record!.id));

    await recordAudit(tx, actor, {
      action: 'merge',
      entity: 'lead',
      entityId: keep.id,
      before: auditSnapshot(keep),
      after: { ...auditSnapshot(after!), mergedLeadId: merge.id, fields: choices },
    });
    await recordAudit(tx, actor, {
      action: 'merged_into',
      entity: 'lead',
      entityId: merge.id,
      before: auditSnapshot(merge),
      after: { keptLeadId: keep.id },
    });
    await flagDuplicates(tx, [keep.id]);
    return { keptId: keep.id, mergedId: merge.id, moved };
  });
}

/** The lead a link to a merged lead now opens (null when the id was never merged). */
export async function mergedInto(db: Db, leadId: string): Promise<string | null> {
  const [row] = await db
    .select({ keptLeadId: leadMerges.keptLeadId })
    .from(leadMerges)
    .where(eq(leadMerges.mergedLeadId, leadId))
    .limit(1);
  return row?.keptLeadId ?? null;
}

/** The ids merged into a lead (their audit entries are part of its history). */
export async function mergedIdsOf(db: Db, leadId: string): Promise<string[]> {
  const rows = await db
    .select({ id: leadMerges.mergedLeadId })
    .from(leadMerges)
    .where(eq(leadMerges.keptLeadId, leadId));
  return rows.map((row) => row.id);
}

// ------------------------------------------------------------------ the merge screen

async function historyOf(db: Db, leadId: string): Promise<MergeSide['history']> {
  const shown = LEAD_REFERENCES.filter((reference) => reference.label);
  const [counts] = await queryRows<Record<string, number>>(
    db,
    sql`select ${sql.join(
      shown.map(
        (reference) =>
          sql`(select count(*)::int from ${sql.identifier(reference.table)} where ${sql.identifier(reference.column)} = ${leadId}) as ${sql.identifier(referenceKey(reference))}`,
      ),
      sql`, `,
    )}`,
  );
  return shown.map((reference) => ({
    key: referenceKey(reference),
    label: reference.label!,
    count: Number(counts?.[referenceKey(reference)] ?? 0),
  }));
}

async function sideOf(db: Db, lead: Lead): Promise<MergeSide> {
  const [[owner], [partner], [billing]] = await Promise.all([
    lead.ownerId
      ? db.select({ name: users.name }).from(users).where(eq(users.id, lead.ownerId))
      : Promise.resolve([]),
    lead.partnerId
      ? db.select({ name: partners.name }).from(partners).where(eq(partners.id, lead.partnerId))
      : Promise.resolve([]),
    db.select().from(billingProfiles).where(eq(billingProfiles.leadId, lead.id)),
  ]);
  const values: Record<MergeField, string | null> = {
    name: lead.name,
    email: lead.email,
    phone: lead.phone ? formatPhone(lead.phone) : null,
    company: lead.company,
    serviceInterest: lead.serviceInterest,
    status: statusBadge(leadStatuses, lead.status).label,
    ownerId: lead.ownerId ? (owner?.name ?? 'Responsável atual') : null,
    source: statusBadge(leadSources, lead.source).label,
    score: lead.score === null ? null : `${lead.score} de 100`,
    partnerId: lead.partnerId ? (partner?.name ?? 'Parceiro') : null,
    billingProfile: billing ? `${billing.legalName} · ${formatDocument(billing.document)}` : null,
  };
  return {
    id: lead.id,
    createdAt: lead.createdAt.toISOString(),
    values,
    history: await historyOf(db, lead.id),
  };
}

/** Both leads of a pair side by side; the older one is kept. */
export async function mergePreview(db: Db, pairId: string): Promise<MergePreview> {
  const pair = await findPair(db, pairId);
  const rows = await db
    .select()
    .from(leads)
    .where(inArray(leads.id, [pair.leadAId, pair.leadBId]));
  if (rows.length < 2) throw notFound(LEAD_NOT_FOUND);
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  const [keep, merge] = await Promise.all(rows.map((row) => sideOf(db, row)));
  return {
    pair: {
      id: pair.id,
      reasons: pair.reasons as MergePreview['pair']['reasons'],
      status: pair.status as 'open',
    },
    keep: keep!,
    merge: merge!,
  };
}
