/**
 * CSV import (one chunk of mapped rows per call). Each row is validated on its own. The same e-mail
 * (case-insensitive) is the same person (decision 056): rows with an e-mail already in the chunk or in
 * the database (a lead's own, or one the team vouched for as its other contact) update that lead, as
 * the staff member importing vouches for the list. A new e-mail is a new lead, even with a phone or
 * name another lead has: the pair is flagged as a possible duplicate for staff to merge or dismiss.
 * The chunk is written set-based (one select, one insert, one update, one audit insert, one duplicate
 * check) in a single transaction, so 5,000 rows take seconds, not minutes.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { consentEvents, leads } from '@server/db/schema';
import type { Actor } from '@server/lib/audit';
import type { LeadStatus } from '@shared/catalog/statuses';
import { PRIVACY_POLICY_VERSION } from '@shared/content/privacy-consent';
import { type LeadImportResult, leadImportRowSchema } from '@shared/schemas/lead';
import { recordLeadAudits } from './audit-many';
import { flagDuplicates } from './duplicates';
import { auditSnapshot } from './lead-rows';
import { announceWins } from './save-lead';

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

/** Groups rows of the same person (same e-mail) into one. */
function groupByEmail(rows: Row[]): Row[] {
  const groups = new Map<string, Row>();
  for (const row of rows) {
    const key = emailKey(row.email);
    const found = groups.get(key);
    groups.set(key, found ? merge(found, row) : row);
  }
  return [...groups.values()];
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
  if (!valid.length) return { created: 0, updated: 0, duplicates: 0, failed };

  const groups = groupByEmail(valid);
  const emails = [...new Set(groups.map((row) => emailKey(row.email)))];

  return db.transaction(async (tx) => {
    // A lead's own e-mail first, then one vouched for as another contact (added by hand, kept by a merge).
    const existing = await queryRows<Existing & { key: string }>(
      tx,
      sql`select l.id, l.name, l.email, l.phone, l.company, l.service_interest, l.message, l.status, l.owner_id,
                 m.key
          from (
            select id, lower(email) as key, 0 as rank, created_at from leads where lower(email) in (${list(emails)})
            union all
            select lead_id, value, 1, first_seen_at from lead_contacts
            where kind = 'email' and source in ('manual', 'merge') and value in (${list(emails)})
          ) as m
          join leads l on l.id = m.id
          order by m.rank, m.created_at asc
          for update of l`,
    );
    // Per e-mail, the lead's own before a vouched-for contact, oldest first.
    const byEmail = new Map<string, Existing>();
    for (const lead of existing) {
      if (!byEmail.has(lead.key)) byEmail.set(lead.key, lead);
    }

    const inserts: Row[] = [];
    const updates = new Map<string, { lead: Existing; row: Row }>();
    for (const row of groups) {
      const match = byEmail.get(emailKey(row.email));
      if (!match) {
        inserts.push(row);
        continue;
      }
      const pending = updates.get(match.id);
      updates.set(match.id, { lead: match, row: pending ? merge(pending.row, row) : row });
    }

    const audits: Parameters<typeof recordLeadAudits>[2] = [];
    const won: { id: string; name: string }[] = [];

    const touched: string[] = [...updates.keys()];
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
        touched.push(lead.id);
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
          // Matched by this e-mail (or as the lead's vouched-for contact): the lead keeps its own.
          email: lead.email,
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
    // New leads (and updated phones/names) that look like other leads: 'Duplicados' on the leads page.
    const flags = await flagDuplicates(tx, touched);
    const duplicates = flags.filter((flag) => flag.inserted).length;
    return { created: inserts.length, updated: updates.size, duplicates, failed };
  });
}
