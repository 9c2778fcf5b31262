/**
 * CSV import (one chunk of mapped rows per call). Each row is validated on its own; duplicates by
 * e-mail (case-insensitive) or phone digits, inside the chunk or already in the database, update the
 * existing lead instead of creating a twin. The chunk is written set-based (one select, one insert,
 * one update, one audit insert) in a single transaction, so 5,000 rows take seconds, not minutes.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { consentEvents, leads } from '@server/db/schema';
import type { Actor } from '@server/lib/audit';
import type { LeadStatus } from '@shared/catalog/statuses';
import { PRIVACY_POLICY_VERSION } from '@shared/content/privacy-consent';
import { nationalPhone } from '@shared/lead-profile/normalize';
import { type LeadImportResult, leadImportRowSchema } from '@shared/schemas/lead';
import { recordLeadAudits } from './audit-many';
import { auditSnapshot } from './lead-rows';
import { announceWins } from './save-lead';
import { phoneDigits, phoneForms } from './upsert-lead';

type Row = {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  serviceInterest: string | null;
  message: string | null;
  status: LeadStatus | null;
};

type Existing = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  service_interest: string | null;
  message: string;
  status: string;
  owner_id: string | null;
};

const emailKey = (email: string) => email.trim().toLowerCase();
/** Phones compare by national digits, so '+55 21 96666-1111' and '(21) 96666-1111' are one person. */
const phoneKey = (phone: string | null) => {
  if (!phone) return null;
  const national = nationalPhone(phone);
  if (national) return national;
  const digits = phoneDigits(phone);
  return digits.length >= 10 ? digits : null;
};

/** Later non-empty values win; messages that differ are kept one after the other. */
function merge(into: Row, from: Row): Row {
  return {
    name: from.name || into.name,
    email: from.email || into.email,
    phone: from.phone ?? into.phone,
    company: from.company ?? into.company,
    serviceInterest: from.serviceInterest ?? into.serviceInterest,
    message: joinMessages(into.message, from.message),
    status: from.status ?? into.status,
  };
}

function joinMessages(current: string | null, next: string | null): string | null {
  if (!next) return current;
  if (!current || current === next) return next;
  return `${current}\n\n---\n${next}`;
}

/** Groups rows of the same person (same e-mail or same phone) into one. */
function groupDuplicates(rows: Row[]): Row[] {
  const groups: Row[] = [];
  const byKey = new Map<string, number>();
  for (const row of rows) {
    const keys = [`e:${emailKey(row.email)}`];
    const phone = phoneKey(row.phone);
    if (phone) keys.push(`p:${phone}`);
    const found = keys.map((key) => byKey.get(key)).find((index) => index !== undefined);
    const index = found ?? groups.push(row) - 1;
    if (found !== undefined) groups[index] = merge(groups[index]!, row);
    for (const key of keys) byKey.set(key, index);
    const merged = groups[index]!;
    byKey.set(`e:${emailKey(merged.email)}`, index);
  }
  return groups;
}

const list = (values: string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

export async function importLeads(
  db: Db,
  actor: Actor,
  rawRows: Record<string, unknown>[],
  startIndex = 0,
): Promise<LeadImportResult> {
  const failed: LeadImportResult['failed'] = [];
  const valid: Row[] = [];
  rawRows.forEach((raw, offset) => {
    const parsed = leadImportRowSchema.safeParse(raw);
    if (parsed.success) valid.push(parsed.data);
    else
      failed.push({
        index: startIndex + offset,
        message: parsed.error.issues[0]?.message ?? 'Linha inválida',
      });
  });
  if (!valid.length) return { created: 0, updated: 0, failed };

  const groups = groupDuplicates(valid);
  const emails = [...new Set(groups.map((row) => emailKey(row.email)))];
  const phones = [...new Set(groups.map((row) => phoneKey(row.phone)).filter((key): key is string => !!key))];

  return db.transaction(async (tx) => {
    const lookup: SQL[] = [sql`lower(email) in (${list(emails)})`];
    if (phones.length) {
      // Stored phones may carry the 55 country code or not: look both forms up (index on the digits).
      const forms = [...new Set(phones.flatMap((phone) => phoneForms(phone)))];
      lookup.push(sql`regexp_replace(coalesce(phone, ''), '\\D', '', 'g') in (${list(forms)})`);
    }
    const existing = await queryRows<Existing>(
      tx,
      sql`select id, name, email, phone, company, service_interest, message, status, owner_id
          from leads where ${sql.join(lookup, sql` or `)}
          order by created_at asc
          for update`,
    );
    // Oldest lead first wins a key, as upsertLeadByContact's "one lead per person" expects.
    const byEmail = new Map<string, Existing>();
    const byPhone = new Map<string, Existing>();
    for (const lead of existing) {
      if (!byEmail.has(emailKey(lead.email))) byEmail.set(emailKey(lead.email), lead);
      const phone = phoneKey(lead.phone);
      if (phone && !byPhone.has(phone)) byPhone.set(phone, lead);
    }

    const inserts: Row[] = [];
    const updates = new Map<string, { lead: Existing; row: Row }>();
    for (const row of groups) {
      const phone = phoneKey(row.phone);
      const match = byEmail.get(emailKey(row.email)) ?? (phone ? byPhone.get(phone) : undefined);
      if (!match) {
        inserts.push(row);
        continue;
      }
      const pending = updates.get(match.id);
      updates.set(match.id, { lead: match, row: pending ? merge(pending.row, row) : row });
    }

    const audits: Parameters<typeof recordLeadAudits>[2] = [];
    const won: { id: string; name: string }[] = [];

    if (inserts.length) {
      const created = await tx
        .insert(leads)
        .values(
          inserts.map((row): typeof leads.$inferInsert => ({
            name: row.name,
            email: row.email,
            phone: row.phone,
            company: row.company,
            serviceInterest: row.serviceInterest,
            message: row.message ?? '',
            status: row.status ?? 'new',
            source: 'manual',
          })),
        )
        .returning();
      for (const lead of created) {
        audits.push({ action: 'import', entityId: lead.id, before: null, after: auditSnapshot(lead) });
        if (lead.status === 'won') won.push(lead);
      }
      // The importer vouches for the contact permission the list came with (channel 'import', the staff
      // member as the source); marketing is not assumed (docs/product/privacy-lgpd.md).
      if (created.length) {
        await tx.insert(consentEvents).values(
          created.map((lead) => ({
            leadId: lead.id,
            purpose: 'contato' as const,
            granted: true,
            channel: 'import' as const,
            policyVersion: PRIVACY_POLICY_VERSION,
            recordedBy: actor?.id ?? null,
          })),
        );
      }
    }

    if (updates.size) {
      const values = [...updates.values()].map(({ lead, row }) => {
        const next = {
          id: lead.id,
          name: row.name || lead.name,
          email: row.email || lead.email,
          phone: row.phone ?? lead.phone,
          company: row.company ?? lead.company,
          serviceInterest: row.serviceInterest ?? lead.service_interest,
          message: joinMessages(lead.message || null, row.message) ?? '',
          status: row.status ?? lead.status,
        };
        audits.push({
          action: 'import',
          entityId: lead.id,
          before: auditSnapshot({ ...lead, serviceInterest: lead.service_interest, ownerId: lead.owner_id }),
          after: auditSnapshot({ ...next, ownerId: lead.owner_id }),
        });
        if (next.status === 'won' && lead.status !== 'won') won.push({ id: lead.id, name: next.name });
        return sql`(${next.id}::uuid, ${next.name}::text, ${next.email}::text, ${next.phone}::text, ${next.company}::text, ${next.serviceInterest}::text, ${next.message}::text, ${next.status}::text)`;
      });
      await tx.execute(sql`
        update leads as l
        set name = v.name, email = v.email, phone = v.phone, company = v.company,
            service_interest = v.service_interest, message = v.message, status = v.status, updated_at = now()
        from (values ${sql.join(values, sql`, `)}) as v(id, name, email, phone, company, service_interest, message, status)
        where l.id = v.id`);
    }

    await recordLeadAudits(tx, actor, audits);
    await announceWins(tx, won);
    return { created: inserts.length, updated: updates.size, failed };
  });
}
