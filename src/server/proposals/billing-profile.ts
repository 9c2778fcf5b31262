/** The client's billing profile (docs/product/proposals.md): one per lead, every change audited. */
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { leads } from '@server/db/schema';
import { billingProfiles } from '@server/db/schema-finance';
import { type Actor, recordAudit } from '@server/lib/audit';
import { notFound } from '@server/lib/http';
import type { BillingProfile, BillingProfileData } from '@shared/proposals/schemas';
import { LEAD_NOT_FOUND } from '@shared/schemas/lead';

type Row = typeof billingProfiles.$inferSelect;

export function toBillingProfile(row: Row): BillingProfile {
  return {
    leadId: row.leadId,
    personType: row.personType as BillingProfile['personType'],
    document: row.document,
    legalName: row.legalName,
    municipalRegistration: row.municipalRegistration,
    billingEmail: row.billingEmail,
    cep: row.cep,
    street: row.street,
    number: row.number,
    complement: row.complement,
    district: row.district,
    city: row.city,
    state: row.state as BillingProfile['state'],
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

const snapshot = (row: Row | undefined) => {
  if (!row) return null;
  const { updatedAt: _updatedAt, ...rest } = row;
  return rest;
};

async function assertLead(db: Db, leadId: string) {
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).limit(1);
  if (!lead) throw notFound(LEAD_NOT_FOUND);
}

export async function readBillingProfile(db: Db, leadId: string): Promise<BillingProfile | null> {
  await assertLead(db, leadId);
  const [row] = await db.select().from(billingProfiles).where(eq(billingProfiles.leadId, leadId)).limit(1);
  return row ? toBillingProfile(row) : null;
}

export async function saveBillingProfile(
  db: Db,
  actor: Actor,
  leadId: string,
  input: BillingProfileData,
): Promise<BillingProfile> {
  await assertLead(db, leadId);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(billingProfiles)
      .where(eq(billingProfiles.leadId, leadId))
      .for('update')
      .limit(1);
    const values = { ...input, updatedAt: new Date() };
    const [after] = await tx
      .insert(billingProfiles)
      .values({ leadId, ...values })
      .onConflictDoUpdate({ target: billingProfiles.leadId, set: values })
      .returning();
    await recordAudit(tx, actor, {
      action: before ? 'update' : 'create',
      entity: 'billing_profile',
      entityId: leadId,
      before: snapshot(before),
      after: snapshot(after),
    });
    return toBillingProfile(after!);
  });
}
