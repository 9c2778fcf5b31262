/**
 * Companies (docs/product/companies-and-deals.md): the list with search, the company page (people,
 * deals, proposals, invoices with totals, projects, timeline), create/edit (the billing profile of its
 * people follows, decision 068), linking a person, the duplicate screen and the merge. Every change
 * audited.
 */
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { activities } from '@server/activities/schema';
import type { Db } from '@server/db/client';
import { auditLog, leads, projects } from '@server/db/schema';
import { deals } from '@server/deals/schema';
import { invoices } from '@server/invoices/schema';
import { type Actor, recordAudit } from '@server/lib/audit';
import { conflict, notFound } from '@server/lib/http';
import { proposals } from '@server/proposals/schema';
import {
  COMPANY_CNPJ_TAKEN,
  COMPANY_NOT_FOUND,
  type Company,
  type CompanyData,
  type CompanyDetail,
  type CompanyDuplicate,
  type CompanyInvoice,
  type CompanyListQuery,
  type CompanyPage,
} from '@shared/companies/schemas';
import { cleanDocument } from '@shared/documents';
import { fromCents, toCents } from '@shared/money';
import { LEAD_NOT_FOUND } from '@shared/schemas/lead';
import { syncBillingProfiles } from './billing';
import { companies } from './schema';

type Row = typeof companies.$inferSelect;

const FIELDS = [
  'name',
  'legalName',
  'cnpj',
  'billingEmail',
  'cep',
  'street',
  'number',
  'complement',
  'district',
  'city',
  'state',
] as const;

const snapshot = (row: Row) => Object.fromEntries(FIELDS.map((key) => [key, row[key]]));

function toCompany(row: Row, peopleCount: number): Company {
  return {
    id: row.id,
    name: row.name,
    legalName: row.legalName,
    cnpj: row.cnpj,
    billingEmail: row.billingEmail,
    cep: row.cep,
    street: row.street,
    number: row.number,
    complement: row.complement,
    district: row.district,
    city: row.city,
    state: row.state as Company['state'],
    peopleCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const peopleCountSql = sql<number>`(select count(*)::int from ${leads} where ${leads.companyId} = ${companies.id})`;

/** Names, razão social or CNPJ (with or without punctuation). */
function searchCondition(q: string | undefined) {
  const text = q?.trim().toLowerCase();
  if (!text) return undefined;
  const like = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const digits = cleanDocument(text);
  return digits.length >= 2 && digits !== text.toUpperCase()
    ? or(sql`${companies.searchText} like ${like}`, sql`${companies.cnpj} like ${`%${digits}%`}`)
    : sql`${companies.searchText} like ${like}`;
}

export async function listCompanies(db: Db, query: CompanyListQuery): Promise<CompanyPage> {
  const page = Number(query.page ?? 1);
  const limit = Number(query.limit ?? 25);
  const where = searchCondition(query.q);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: companies, people: peopleCountSql })
      .from(companies)
      .where(where)
      .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(companies).where(where),
  ]);
  return {
    items: rows.map(({ row, people }) => toCompany(row, people)),
    total: total?.value ?? 0,
    page,
    limit,
  };
}

async function findRow(db: Db, id: string, lock = false): Promise<Row> {
  const query = db.select().from(companies).where(eq(companies.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return row;
}

async function assertCnpjFree(db: Db, cnpj: string | null, exceptId?: string) {
  if (!cnpj) return;
  const [other] = await db.select({ id: companies.id }).from(companies).where(eq(companies.cnpj, cnpj));
  if (other && other.id !== exceptId) throw conflict(COMPANY_CNPJ_TAKEN, { cnpj: COMPANY_CNPJ_TAKEN });
}

/** The unique index answers a concurrent save of the same CNPJ as the check above would. */
async function cnpjSafe<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw conflict(COMPANY_CNPJ_TAKEN, { cnpj: COMPANY_CNPJ_TAKEN });
    throw error;
  }
}

export async function createCompany(db: Db, actor: Actor, input: CompanyData): Promise<Company> {
  await assertCnpjFree(db, input.cnpj);
  return cnpjSafe(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(companies).values(input).returning();
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'company',
        entityId: row!.id,
        after: snapshot(row!),
      });
      return toCompany(row!, 0);
    }),
  );
}

export async function updateCompany(db: Db, actor: Actor, id: string, input: CompanyData): Promise<Company> {
  await assertCnpjFree(db, input.cnpj, id);
  return cnpjSafe(() =>
    db.transaction(async (tx) => {
      const before = await findRow(tx, id, true);
      const [row] = await tx
        .update(companies)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(companies.id, id))
        .returning();
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'company',
        entityId: id,
        before: snapshot(before),
        after: snapshot(row!),
      });
      await syncBillingProfiles(tx, actor, row!);
      const [people] = await tx.select({ value: count() }).from(leads).where(eq(leads.companyId, id));
      return toCompany(row!, people?.value ?? 0);
    }),
  );
}

/** Links a person to a company (or unlinks with null); the company's billing data follows (decision 068). */
export async function linkLead(
  db: Db,
  actor: Actor,
  leadId: string,
  companyId: string | null,
): Promise<{ leadId: string; companyId: string | null }> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id, companyId: leads.companyId })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for('update');
    if (!lead) throw notFound(LEAD_NOT_FOUND);
    const company = companyId ? await findRow(tx, companyId) : null;
    if (lead.companyId === companyId) return { leadId, companyId };
    await tx.update(leads).set({ companyId, updatedAt: new Date() }).where(eq(leads.id, leadId));
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'lead',
      entityId: leadId,
      before: { companyId: lead.companyId },
      after: { companyId },
    });
    if (company) await syncBillingProfiles(tx, actor, company, [leadId]);
    return { leadId, companyId };
  });
}

const invoiceStatus = (row: typeof invoices.$inferSelect): CompanyInvoice['status'] => {
  if (row.cancelledAt) return 'cancelled';
  if (!row.issuedAt) return 'draft';
  return toCents(row.paidAmount) >= toCents(row.total) ? 'paid' : 'open';
};

export async function readCompany(db: Db, id: string): Promise<CompanyDetail> {
  const row = await findRow(db, id);
  const people = await db
    .select({ id: leads.id, name: leads.name, email: leads.email, phone: leads.phone, status: leads.status })
    .from(leads)
    .where(eq(leads.companyId, id))
    .orderBy(asc(leads.name));
  const leadIds = people.map((person) => person.id);
  const dealRows = await db
    .select()
    .from(deals)
    .where(or(eq(deals.companyId, id), leadIds.length ? inArray(deals.leadId, leadIds) : sql`false`))
    .orderBy(desc(deals.updatedAt));
  const [proposalRows, invoiceRows, projectRows] = leadIds.length
    ? await Promise.all([
        db
          .select()
          .from(proposals)
          .where(inArray(proposals.leadId, leadIds))
          .orderBy(desc(proposals.createdAt)),
        db.select().from(invoices).where(inArray(invoices.leadId, leadIds)).orderBy(desc(invoices.dueDate)),
        db
          .select()
          .from(projects)
          .where(inArray(projects.clientId, leadIds))
          .orderBy(desc(projects.createdAt)),
      ])
    : [[], [], []];
  const invoiceList: CompanyInvoice[] = invoiceRows.map((invoice) => ({
    id: invoice.id,
    number: invoice.number,
    description: invoice.description,
    status: invoiceStatus(invoice),
    dueDate: invoice.dueDate,
    total: invoice.total,
    paid: invoiceStatus(invoice) === 'paid',
  }));
  const sumOf = (status: CompanyInvoice['status']) =>
    fromCents(
      invoiceList
        .filter((invoice) => invoice.status === status)
        .reduce((sum, invoice) => sum + toCents(invoice.total), 0n),
    );
  const entityIds = [id, ...dealRows.map((deal) => deal.id), ...leadIds];
  const timeline = await db
    .select()
    .from(auditLog)
    .where(and(inArray(auditLog.entity, ['company', 'deal', 'lead']), inArray(auditLog.entityId, entityIds)))
    .orderBy(desc(auditLog.createdAt))
    .limit(40);
  const dealTitle = new Map(dealRows.map((deal) => [deal.id, deal.title]));
  const personName = new Map(people.map((person) => [person.id, person.name]));
  return {
    ...toCompany(row, people.length),
    people,
    deals: dealRows.map((deal) => ({
      id: deal.id,
      title: deal.title,
      stage: deal.stage,
      value: deal.value,
      expectedCloseDate: deal.expectedCloseDate,
    })),
    proposals: proposalRows.map((proposal) => ({
      id: proposal.id,
      number: proposal.number,
      title: proposal.title,
      status: proposal.status,
      total: proposal.total,
    })),
    invoices: invoiceList,
    invoiceTotals: { paid: sumOf('paid'), open: sumOf('open') },
    projects: projectRows.map((project) => ({
      id: project.id,
      title: project.title,
      status: project.status,
      budget: project.budget,
    })),
    timeline: timeline.map((entry) => ({
      id: entry.id,
      at: entry.createdAt.toISOString(),
      what: entry.action,
      about: entry.entity,
      summary:
        entry.entity === 'company'
          ? row.name
          : entry.entity === 'deal'
            ? (dealTitle.get(entry.entityId ?? '') ?? '')
            : (personName.get(entry.entityId ?? '') ?? ''),
    })),
  };
}

/** Pairs of companies with the same normalised name or razão social (company_name_key, migration 0014). */
export async function listDuplicates(db: Db): Promise<CompanyDuplicate[]> {
  const pairs = await db.execute(sql`
    select a.id as a, b.id as b
    from companies a
    join companies b on a.id < b.id and (
      (company_name_key(a.name) <> '' and company_name_key(a.name) = company_name_key(b.name))
      or (company_name_key(a.legal_name) <> '' and company_name_key(a.legal_name) = company_name_key(b.legal_name))
    )
    order by lower(a.name), a.id, b.id
    limit 50`);
  const list = (pairs as unknown as { rows: { a: string; b: string }[] }).rows;
  const ids = [...new Set(list.flatMap((pair) => [pair.a, pair.b]))];
  if (!ids.length) return [];
  const rows = await db
    .select({ row: companies, people: peopleCountSql })
    .from(companies)
    .where(inArray(companies.id, ids));
  const byId = new Map(rows.map(({ row, people }) => [row.id, toCompany(row, people)]));
  return list.map((pair) => ({ reason: 'same_name', a: byId.get(pair.a)!, b: byId.get(pair.b)! }));
}

/**
 * Folds `mergeId` into `keepId` in one transaction holding both rows' locks (taken in id order, so two
 * merges of the same pair queue instead of deadlocking): its people, deals move to the kept company,
 * empty fields of the kept one are filled from the other, the other is deleted; both audited.
 */
export async function mergeCompanies(
  db: Db,
  actor: Actor,
  keepId: string,
  mergeId: string,
): Promise<Company> {
  return db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(companies)
      .where(inArray(companies.id, [keepId, mergeId]))
      .orderBy(asc(companies.id))
      .for('update');
    const keep = locked.find((row) => row.id === keepId);
    const merged = locked.find((row) => row.id === mergeId);
    if (!keep || !merged) throw notFound(COMPANY_NOT_FOUND);
    const fill = Object.fromEntries(
      FIELDS.filter((key) => keep[key] === null && merged[key] !== null).map((key) => [key, merged[key]]),
    );
    const movedPeople = await tx
      .update(leads)
      .set({ companyId: keepId, updatedAt: new Date() })
      .where(eq(leads.companyId, mergeId))
      .returning({ id: leads.id });
    const movedDeals = await tx
      .update(deals)
      .set({ companyId: keepId, updatedAt: new Date() })
      .where(eq(deals.companyId, mergeId))
      .returning({ id: deals.id });
    // The merged company's activities follow it (its row's delete would otherwise cascade them away).
    await tx
      .update(activities)
      .set({ companyId: keepId, updatedAt: new Date() })
      .where(eq(activities.companyId, mergeId));
    await tx.delete(companies).where(eq(companies.id, mergeId));
    const [row] = await tx
      .update(companies)
      .set({ ...fill, updatedAt: new Date() })
      .where(eq(companies.id, keepId))
      .returning();
    await recordAudit(tx, actor, {
      action: 'company_merge',
      entity: 'company',
      entityId: keepId,
      before: { kept: snapshot(keep), merged: { id: mergeId, ...snapshot(merged) } },
      after: {
        ...snapshot(row!),
        people: movedPeople.map((person) => person.id),
        deals: movedDeals.map((deal) => deal.id),
      },
    });
    await recordAudit(tx, actor, {
      action: 'merged_into',
      entity: 'company',
      entityId: mergeId,
      before: snapshot(merged),
      after: { mergedInto: keepId },
    });
    await syncBillingProfiles(tx, actor, row!);
    const [people] = await tx.select({ value: count() }).from(leads).where(eq(leads.companyId, keepId));
    return toCompany(row!, people?.value ?? 0);
  });
}
