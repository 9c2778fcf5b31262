/**
 * The company is its people's billing party (decision 068): a company with a CNPJ and a razão social
 * writes those, its address and its billing e-mail into the billing profile (billing_profiles, one per
 * lead) of every person linked to it, in the same transaction, each change audited. Invoices and
 * proposals keep reading the lead's billing profile, so they show the company's razão social and CNPJ.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { leads } from '@server/db/schema';
import { billingProfiles } from '@server/db/schema-finance';
import { type Actor, recordAudit } from '@server/lib/audit';
import type { companies } from './schema';

type CompanyRow = typeof companies.$inferSelect;

/** Whether a company carries what a billing profile needs (a CNPJ and a razão social). */
export const billsAsCompany = (company: CompanyRow) => Boolean(company.cnpj && company.legalName);

/** Writes the company's billing data into the billing profiles of `leadIds` (all its people by default). */
export async function syncBillingProfiles(
  tx: Db,
  actor: Actor,
  company: CompanyRow,
  leadIds?: readonly string[],
): Promise<void> {
  if (!billsAsCompany(company)) return;
  const people = leadIds
    ? [...leadIds]
    : (await tx.select({ id: leads.id }).from(leads).where(eq(leads.companyId, company.id))).map(
        (row) => row.id,
      );
  if (!people.length) return;
  const current = await tx
    .select()
    .from(billingProfiles)
    .where(inArray(billingProfiles.leadId, people))
    .for('update');
  const byLead = new Map(current.map((row) => [row.leadId, row]));
  const data = {
    personType: 'pj',
    document: company.cnpj!,
    legalName: company.legalName!,
    billingEmail: company.billingEmail,
    cep: company.cep,
    street: company.street,
    number: company.number,
    complement: company.complement,
    district: company.district,
    city: company.city,
    state: company.state,
  };
  for (const leadId of people) {
    const before = byLead.get(leadId);
    const unchanged =
      before && Object.entries(data).every(([key, value]) => before[key as keyof typeof before] === value);
    if (unchanged) continue;
    await tx
      .insert(billingProfiles)
      .values({ leadId, ...data, updatedAt: new Date() })
      .onConflictDoUpdate({ target: billingProfiles.leadId, set: { ...data, updatedAt: new Date() } });
    const { updatedAt: _updatedAt, ...previous } = before ?? ({} as Partial<(typeof current)[number]>);
    await recordAudit(tx, actor, {
      action: before ? 'update' : 'create',
      entity: 'billing_profile',
      entityId: leadId,
      before: before ? previous : null,
      after: { ...data, companyId: company.id },
    });
  }
}
