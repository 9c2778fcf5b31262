/** Leads to link to an appointment: id, name and e-mail, by name, narrowed by a search term. */
import { asc, ilike, or } from 'drizzle-orm';
import type { LeadOption } from '../../shared/schemas/appointment';
import type { Db } from '../db/client';
import { leads } from '../db/schema';
import { escapeLike } from './list-appointments';

export const LEAD_OPTIONS_LIMIT = 50;

export async function listLeadOptions(db: Db, q: string): Promise<LeadOption[]> {
  const pattern = `%${escapeLike(q)}%`;
  return db
    .select({ id: leads.id, name: leads.name, email: leads.email })
    .from(leads)
    .where(
      q
        ? or(ilike(leads.name, pattern), ilike(leads.email, pattern), ilike(leads.company, pattern))
        : undefined,
    )
    .orderBy(asc(leads.name), asc(leads.id))
    .limit(LEAD_OPTIONS_LIMIT);
}
