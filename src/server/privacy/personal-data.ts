/**
 * The person of a request, and everything held about them for the export (art. 18 II/V)
 * (docs/product/privacy-lgpd.md, decision 051). A request is matched to records by its VERIFIED e-mail
 * only: the name and phone the requester typed are never search terms. Their rows are the registry's
 * links from there (registry.ts, erasure.ts).
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { TRUSTED_CONTACT_SOURCES } from '@shared/catalog/lead-identity';
import { findPersonRows, type Person } from './erasure';
import { PERSONAL_TABLES } from './registry';

export { ANONYMIZED_EMAIL_DOMAIN, ANONYMIZED_NAME, REMOVED } from './cleaner';

/**
 * The lead ids (oldest first) and the accounts of an e-mail, case-insensitively. A lead is the person's
 * when the e-mail is its own or one of its other contacts vouched for by the team (added by staff, or
 * kept by a merge: decision 056); an e-mail a visitor typed in a chat or form for another lead is never
 * proof of identity, so only that contact row is theirs (registry.ts, lead_contacts).
 */
export async function personOf(db: Db, email: string): Promise<Person & { email: string }> {
  const normalized = email.trim().toLowerCase();
  const vouched = sql.join(
    TRUSTED_CONTACT_SOURCES.map((source) => sql`${source}`),
    sql`, `,
  );
  const leads = await queryRows<{ id: string }>(
    db,
    sql`select id from leads where lower(email) = ${normalized}
          or id in (select lead_id from lead_contacts
                    where kind = 'email' and value = ${normalized} and source in (${vouched}))
        order by created_at, id`,
  );
  const users = await queryRows<{ id: string }>(
    db,
    sql`select id from users where lower(email) = ${normalized}`,
  );
  return { email: normalized, leadIds: leads.map((row) => row.id), userIds: users.map((row) => row.id) };
}

export async function existingTables(db: Db): Promise<Set<string>> {
  const rows = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  return new Set(rows.map((row) => row.table_name));
}

/** Everything held about the person, table by table (the registry's exported tables). */
export async function exportPersonalData(db: Db, person: Person) {
  const found = await findPersonRows(db, person);
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const entry of PERSONAL_TABLES) {
    if (entry.exported === false) continue;
    const rows = [...(found.get(entry.table) ?? [])].sort((a, b) =>
      String(a.created_at ?? '').localeCompare(String(b.created_at ?? '')),
    );
    // The search text is derived from the lead's own fields.
    tables[entry.table] = rows.map(({ search_text: _derived, ...row }) => row);
  }
  return tables;
}
