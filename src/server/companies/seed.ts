/**
 * Companies demo data (docs/product/companies-and-deals.md): the demo leads grouped into one company
 * per normalised company name (the migration's backfill rule), each with a CNPJ (one of them
 * alphanumeric), razão social and address; the billing profiles of its people carry the company's data
 * (decision 068). Runs after the leads and the finance demo data.
 */
import { inArray, isNotNull } from 'drizzle-orm';
import { leads } from '@server/db/schema';
import { billingProfiles } from '@server/db/schema-finance';
import type { SeedContext } from '@server/module';
import { companyNameKey } from '@shared/companies/schemas';
import { cnpjFrom } from '@shared/documents';
import { companies } from './schema';

export async function seedCompanies({ db }: SeedContext): Promise<void> {
  const people = await db
    .select({ id: leads.id, company: leads.company, createdAt: leads.createdAt })
    .from(leads)
    .where(isNotNull(leads.company))
    .orderBy(leads.createdAt);
  const groups = new Map<string, { name: string; ids: string[] }>();
  for (const person of people) {
    const key = companyNameKey(person.company ?? '');
    if (!key) continue;
    const group = groups.get(key) ?? { name: person.company!.trim(), ids: [] };
    group.ids.push(person.id);
    groups.set(key, group);
  }
  let index = 0;
  for (const { name, ids } of groups.values()) {
    // The third company has a CNPJ of the alphanumeric kind (from July 2026).
    const cnpj = index === 2 ? '12ABC34501DE35' : cnpjFrom(`${String(22_333_444 + index * 2_311)}0001`);
    const [company] = await db
      .insert(companies)
      .values({
        name,
        legalName: `${name} Ltda`,
        cnpj,
        billingEmail: `financeiro@${companyNameKey(name).replace(/ /g, '')}.com.br`,
        cep: '01310100',
        street: 'Avenida Paulista',
        number: String(1500 + index * 20),
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      })
      .returning();
    await db.update(leads).set({ companyId: company!.id }).where(inArray(leads.id, ids));
    // The company bills for its people: their existing billing profiles take its data.
    await db
      .update(billingProfiles)
      .set({
        personType: 'pj',
        document: company!.cnpj!,
        legalName: company!.legalName!,
        billingEmail: company!.billingEmail,
        cep: company!.cep,
        street: company!.street,
        number: company!.number,
        complement: null,
        district: company!.district,
        city: company!.city,
        state: company!.state,
      })
      .where(inArray(billingProfiles.leadId, ids));
    index += 1;
  }
}
