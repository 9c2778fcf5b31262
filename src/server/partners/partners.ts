/** Partners and their agreements (docs/product/partners.md): adm only, by the access table. */
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '@server/db/client';
import { type Actor, recordAudit } from '@server/lib/audit';
import { afterCreated, createdPage } from '@server/lib/cursor';
import { isUniqueViolation } from '@server/lib/db-errors';
import { conflict, notFound } from '@server/lib/http';
import { containsPattern } from '@server/lib/like';
import { saoPauloDay } from '@shared/format';
import type { AgreementKind, AgreementStatus, PartnerStatus } from '@shared/partners/catalog';
import {
  AGREEMENT_NOT_FOUND,
  type AgreementItem,
  type agreementFormSchema,
  PARTNER_NOT_FOUND,
  type PartnerItem,
  type PartnerPage,
  type partnerFormSchema,
} from '@shared/partners/schemas';
import { partnerAgreements, partners } from './schema';

type PartnerInput = z.output<typeof partnerFormSchema>;
type AgreementInput = z.output<typeof agreementFormSchema>;

type AgreementRow = {
  id: string;
  partner_id: string;
  partner_name: string;
  kind: AgreementKind;
  percent: string | null;
  fixed_amount: string | null;
  recurring_months: number;
  attribution_days: number;
  valid_from: string;
  valid_until: string | null;
  status: AgreementStatus;
  notes: string;
  created_at: string;
};

const iso = (value: string | Date) => new Date(value).toISOString();

function toAgreement(row: AgreementRow): AgreementItem {
  return {
    id: row.id,
    partnerId: row.partner_id,
    partnerName: row.partner_name,
    kind: row.kind,
    percent: row.percent,
    fixedAmount: row.fixed_amount,
    recurringMonths: row.recurring_months,
    attributionDays: row.attribution_days,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    status: row.status,
    notes: row.notes,
    createdAt: iso(row.created_at),
  };
}

const agreementColumns = sql`a.id, a.partner_id, p.name as partner_name, a.kind, a.percent::text as percent,
  a.fixed_amount::text as fixed_amount, a.recurring_months, a.attribution_days, a.valid_from::text as valid_from,
  a.valid_until::text as valid_until, a.status, a.notes, a.created_at`;

type PartnerRow = {
  id: string;
  name: string;
  person_type: 'pf' | 'pj';
  document: string;
  contact_name: string;
  email: string;
  phone: string | null;
  pix_key: string | null;
  status: PartnerStatus;
  code: string;
  notes: string;
  created_at: string;
  cursorKey: string;
  agreement: AgreementRow | null;
};

function toPartner(row: PartnerRow): PartnerItem {
  const agreement = typeof row.agreement === 'string' ? JSON.parse(row.agreement) : row.agreement;
  return {
    id: row.id,
    name: row.name,
    personType: row.person_type,
    document: row.document,
    contactName: row.contact_name,
    email: row.email,
    phone: row.phone,
    pixKey: row.pix_key,
    status: row.status,
    code: row.code,
    notes: row.notes,
    createdAt: iso(row.created_at),
    agreement: agreement ? toAgreement({ ...agreement, partner_name: row.name }) : null,
  };
}

/** The partner's rows with the agreement in force today (json), newest first. */
function partnerSelect(where: SQL, today: string, limit?: number) {
  return sql`
    select p.id, p.name, p.person_type, p.document, p.contact_name, p.email, p.phone, p.pix_key, p.status,
      p.code, p.notes, p.created_at,
      to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursorKey",
      (select row_to_json(x) from (
         select a.id, a.partner_id, a.kind, a.percent::text as percent, a.fixed_amount::text as fixed_amount,
           a.recurring_months, a.attribution_days, a.valid_from::text as valid_from,
           a.valid_until::text as valid_until, a.status, a.notes, a.created_at
         from partner_agreements a
         where a.partner_id = p.id and a.status = 'ativo' and a.valid_from <= ${today}::date
           and (a.valid_until is null or a.valid_until >= ${today}::date)
         order by a.valid_from desc limit 1) x) as agreement
    from partners p
    where ${where}
    order by p.created_at desc, p.id desc
    ${limit ? sql`limit ${limit}` : sql``}`;
}

export async function listPartners(
  db: Db,
  input: { q?: string; status?: PartnerStatus; limit: number; cursor?: string },
  now = new Date(),
): Promise<PartnerPage> {
  const filters: SQL[] = [sql`true`];
  if (input.q) {
    const like = containsPattern(input.q);
    filters.push(
      sql`(p.name ilike ${like} or p.email ilike ${like} or p.code ilike ${like} or p.contact_name ilike ${like} or p.document ilike ${like})`,
    );
  }
  if (input.status) filters.push(sql`p.status = ${input.status}`);
  const after = afterCreated(sql`p.created_at`, sql`p.id`, input.cursor);
  if (after) filters.push(after);
  const rows = await queryRows<PartnerRow>(
    db,
    partnerSelect(sql.join(filters, sql` and `), saoPauloDay(now), input.limit + 1),
  );
  const { items, nextCursor } = createdPage(rows, input.limit);
  return { items: items.map(toPartner), nextCursor };
}

export async function readPartner(db: Db, id: string, now = new Date()): Promise<PartnerItem> {
  const [row] = await queryRows<PartnerRow>(db, partnerSelect(sql`p.id = ${id}`, saoPauloDay(now)));
  if (!row) throw notFound(PARTNER_NOT_FOUND);
  return toPartner(row);
}

const duplicate = (error: unknown) => {
  if (isUniqueViolation(error, 'partners_code_idx')) {
    return conflict('Este código de indicação já é de outro parceiro.', {
      code: 'Este código já está em uso.',
    });
  }
  if (isUniqueViolation(error, 'partners_document_idx')) {
    return conflict('Já existe um parceiro com este CPF/CNPJ.', { document: 'CPF/CNPJ já cadastrado.' });
  }
  return error;
};

const partnerValues = (input: PartnerInput) => ({
  name: input.name,
  personType: input.personType,
  document: input.document,
  contactName: input.contactName,
  email: input.email,
  phone: input.phone,
  pixKey: input.pixKey,
  status: input.status,
  code: input.code,
  notes: input.notes,
});

export async function createPartner(db: Db, actor: Actor, input: PartnerInput): Promise<PartnerItem> {
  let id: string;
  try {
    const [row] = await db.insert(partners).values(partnerValues(input)).returning({ id: partners.id });
    id = row!.id;
  } catch (error) {
    throw duplicate(error);
  }
  await recordAudit(db, actor, {
    action: 'create',
    entity: 'partner',
    entityId: id,
    after: { name: input.name, code: input.code, status: input.status },
  });
  return readPartner(db, id);
}

export async function updatePartner(
  db: Db,
  actor: Actor,
  id: string,
  input: PartnerInput,
): Promise<PartnerItem> {
  const before = await readPartner(db, id);
  try {
    await db
      .update(partners)
      .set({ ...partnerValues(input), updatedAt: new Date() })
      .where(sql`${partners.id} = ${id}`);
  } catch (error) {
    throw duplicate(error);
  }
  await recordAudit(db, actor, {
    action: 'update',
    entity: 'partner',
    entityId: id,
    before: { name: before.name, code: before.code, status: before.status },
    after: { name: input.name, code: input.code, status: input.status },
  });
  return readPartner(db, id);
}

export async function listAgreements(db: Db, input: { partnerId?: string }): Promise<AgreementItem[]> {
  const where = input.partnerId ? sql`a.partner_id = ${input.partnerId}` : sql`true`;
  const rows = await queryRows<AgreementRow>(
    db,
    sql`select ${agreementColumns} from partner_agreements a join partners p on p.id = a.partner_id
        where ${where}
        order by (a.status = 'ativo') desc, p.name, a.valid_from desc
        limit 500`,
  );
  return rows.map(toAgreement);
}

async function readAgreement(db: Db, id: string): Promise<AgreementItem> {
  const [row] = await queryRows<AgreementRow>(
    db,
    sql`select ${agreementColumns} from partner_agreements a join partners p on p.id = a.partner_id where a.id = ${id}`,
  );
  if (!row) throw notFound(AGREEMENT_NOT_FOUND);
  return toAgreement(row);
}

const ONE_ACTIVE =
  'Este parceiro já tem um acordo ativo. Encerre-o antes de ativar outro (um acordo ativo por vez).';

const agreementValues = (input: AgreementInput) => ({
  partnerId: input.partnerId,
  kind: input.kind,
  percent: input.kind === 'percentual' ? input.percent : null,
  fixedAmount: input.kind === 'fixo' ? (input.fixedAmount ?? null) : null,
  recurringMonths: input.recurringMonths,
  attributionDays: input.attributionDays,
  validFrom: input.validFrom,
  validUntil: input.validUntil,
  status: input.status,
  notes: input.notes,
});

export async function createAgreement(db: Db, actor: Actor, input: AgreementInput): Promise<AgreementItem> {
  await readPartner(db, input.partnerId);
  let id: string;
  try {
    const [row] = await db
      .insert(partnerAgreements)
      .values(agreementValues(input))
      .returning({ id: partnerAgreements.id });
    id = row!.id;
  } catch (error) {
    if (isUniqueViolation(error, 'partner_agreements_one_active_idx')) {
      throw conflict(ONE_ACTIVE, { status: ONE_ACTIVE });
    }
    throw error;
  }
  await recordAudit(db, actor, { action: 'create', entity: 'partner_agreement', entityId: id, after: input });
  return readAgreement(db, id);
}

export async function updateAgreement(
  db: Db,
  actor: Actor,
  id: string,
  input: AgreementInput,
): Promise<AgreementItem> {
  const before = await readAgreement(db, id);
  if (before.partnerId !== input.partnerId) {
    throw conflict('O parceiro de um acordo não muda: crie um novo acordo.', {
      partnerId: 'O parceiro de um acordo não muda.',
    });
  }
  try {
    await db
      .update(partnerAgreements)
      .set({ ...agreementValues(input), updatedAt: new Date() })
      .where(sql`${partnerAgreements.id} = ${id}`);
  } catch (error) {
    if (isUniqueViolation(error, 'partner_agreements_one_active_idx')) {
      throw conflict(ONE_ACTIVE, { status: ONE_ACTIVE });
    }
    throw error;
  }
  await recordAudit(db, actor, {
    action: 'update',
    entity: 'partner_agreement',
    entityId: id,
    before,
    after: input,
  });
  return readAgreement(db, id);
}
