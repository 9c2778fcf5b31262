/**
 * Invoices (docs/product/invoices-and-payments.md): drafts created by hand (or from a payment plan by the
 * proposals module), issued with a gapless FAT-YYYY-NNNN number, cancelled with a reason and never
 * deleted once issued. Status is computed by ledger.ts. Every money change goes to the audit log.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '@server/db/client';
import { files, leads, projects } from '@server/db/schema';
import { billingProfiles } from '@server/db/schema-finance';
import { nextDocumentNumber } from '@server/finance/numbering';
import { invoiceOpenSql, invoicePaidSql, invoiceStatusSql } from '@server/invoices/ledger';
import { type Actor, recordAudit } from '@server/lib/audit';
import { conflict, HttpError, notFound } from '@server/lib/http';
import { containsPattern } from '@server/lib/like';
import { paymentAllocations, payments } from '@server/payments/schema';
import { pixChargeOf, queuePixCharge } from '@server/pix-charges/invoice-hooks';
import { formatDocument } from '@shared/documents';
import { saoPauloDay } from '@shared/format';
import {
  type ClientOption,
  INVOICE_NOT_FOUND,
  type InvoiceDetail,
  type InvoiceFileInfo,
  type InvoiceFormData,
  type InvoiceList,
  type InvoiceListItem,
  type InvoiceListQuery,
  type PublicInvoice,
} from '@shared/invoices/schemas';
import { linesTotal, lineTotal } from '@shared/line-items';
import { fromCents, toCents } from '@shared/money';
import { billingSettings, chargesFor, pixFor } from './billing-settings';
import { COUNT_CAP, dayKeyset, dayPage } from './day-cursor';
import { invoiceItems, invoices } from './schema';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const columns = (today: string) => ({
  id: invoices.id,
  number: invoices.number,
  clientId: invoices.leadId,
  clientName: leads.name,
  projectId: invoices.projectId,
  projectTitle: projects.title,
  description: invoices.description,
  competence: sql<string>`${invoices.competence}::text`,
  dueDate: sql<string>`${invoices.dueDate}::text`,
  total: invoices.total,
  paid: sql<string>`(${invoicePaidSql()})::numeric(14,2)::text`,
  status: sql<string>`${invoiceStatusSql(today)}`,
  createdAt: sql<string>`${invoices.createdAt}::text`,
});
type Row = {
  [K in keyof ReturnType<typeof columns>]: K extends 'projectId' | 'projectTitle' | 'number'
    ? string | null
    : string;
};

function toItem(row: Row): InvoiceListItem {
  const owed =
    row.status === 'rascunho' || row.status === 'cancelada' ? 0n : toCents(row.total) - toCents(row.paid);
  return { ...row, total: fromCents(toCents(row.total)), open: fromCents(owed > 0n ? owed : 0n) };
}

/**
 * The status filter as plain predicates (the same rules as invoiceStatusSql): the date and issue
 * conditions come first, so 'vencida' reads the due-date index from today backwards instead of
 * computing every row's status.
 */
function statusFilter(status: string, today: string): SQL {
  const paid = invoicePaidSql();
  const live = sql`${invoices.issuedAt} is not null and ${invoices.cancelledAt} is null`;
  // Not fully paid: the partial index invoices_open_due_idx holds exactly these rows by due date.
  const open = invoiceOpenSql();
  switch (status) {
    case 'rascunho':
      return sql`${invoices.issuedAt} is null`;
    case 'cancelada':
      return sql`${invoices.issuedAt} is not null and ${invoices.cancelledAt} is not null`;
    case 'paga':
      return sql`${live} and ${paid} >= ${invoices.total}`;
    case 'vencida':
      return sql`${open} and ${invoices.dueDate} < ${today}::date`;
    case 'parcialmente_paga':
      return sql`${open} and ${invoices.dueDate} >= ${today}::date and ${paid} > 0`;
    default:
      return sql`${open} and ${invoices.dueDate} >= ${today}::date and ${paid} <= 0`;
  }
}

function filters(query: Pick<InvoiceListQuery, 'q' | 'status' | 'leadId'>, today: string): SQL[] {
  const list: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q.toLowerCase());
    list.push(
      sql`(lower(coalesce(${invoices.number}, '') || ' ' || ${leads.name} || ' ' || ${invoices.description}) like ${pattern})`,
    );
  }
  if (query.status) list.push(statusFilter(query.status, today));
  if (query.leadId) list.push(eq(invoices.leadId, query.leadId));
  return list;
}

export async function listInvoices(db: Db, query: InvoiceListQuery, now = new Date()): Promise<InvoiceList> {
  const today = saoPauloDay(now);
  const where = filters(query, today);
  const page = dayKeyset(invoices.dueDate, invoices.id, query.cursor, query.order);
  const pageWhere = page.where ? [...where, page.where] : where;
  const searchJoin = query.q ? sql`inner join ${leads} on ${leads.id} = ${invoices.leadId}` : sql``;
  const whereOf = (list: SQL[]) => (list.length ? sql`where ${and(...list)}` : sql``);
  const orderBy = sql.join(page.orderBy, sql`, `);
  // One statement, one round trip: the page's ids first, from the invoices alone (the due-date index,
  // leads joined only to search), then their rows, so the joins and the paid sums run for one page and
  // not for every row scanned; the capped count rides along as an InitPlan. Three statements cost the
  // 'vencida' list a third of its time at 100k invoices (docs/product/invoices-and-payments.md).
  const pageRows = await queryRows<Row & { counted: number }>(
    db,
    sql`with page_ids as (
          select ${invoices.id} as id from ${invoices} ${searchJoin} ${whereOf(pageWhere)}
          order by ${orderBy} limit ${query.limit + 1})
        select ${selectList(columns(today))},
          (select count(*)::int from (select 1 from ${invoices} ${searchJoin} ${whereOf(where)}
            limit ${COUNT_CAP + 1}) capped) as counted
        from page_ids
        join ${invoices} on ${invoices.id} = page_ids.id
        inner join ${leads} on ${leads.id} = ${invoices.leadId}
        left join ${projects} on ${projects.id} = ${invoices.projectId}
        order by ${orderBy}`,
  );
  // An empty page carries no count: only then is it asked on its own (a cursor past the end).
  const countedRows = pageRows.length
    ? Number(pageRows[0].counted)
    : Number(
        (
          await queryRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from (select 1 from ${invoices} ${searchJoin} ${whereOf(where)}
                limit ${COUNT_CAP + 1}) capped`,
          )
        )[0]?.n ?? 0,
      );
  const { items, nextCursor } = dayPage(pageRows, query.limit, (row) => row.dueDate);
  return {
    items: items.map(({ counted: _counted, ...row }) => toItem(row)),
    nextCursor,
    total: Math.min(countedRows, COUNT_CAP),
    totalCapped: countedRows > COUNT_CAP,
  };
}

/** `expression as "key"` for each selected column, in raw SQL that keeps drizzle's column names. */
function selectList(selection: Record<string, SQL | AnyPgColumn>): SQL {
  return sql.join(
    Object.entries(selection).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
    sql`, `,
  );
}

async function readRow(db: Db, id: string, today: string) {
  const [row] = await db
    .select({
      ...columns(today),
      issuedAt: sql<string | null>`${invoices.issuedAt}::text`,
      cancelledAt: sql<string | null>`${invoices.cancelledAt}::text`,
      cancelReason: invoices.cancelReason,
      recurringInvoiceId: invoices.recurringInvoiceId,
      nfseNumber: invoices.nfseNumber,
      nfseIssuedOn: sql<string | null>`${invoices.nfseIssuedOn}::text`,
      nfseVerificationCode: invoices.nfseVerificationCode,
      nfseIssRate: invoices.nfseIssRate,
      nfseIssWithheld: invoices.nfseIssWithheld,
      nfsePdfFileId: invoices.nfsePdfFileId,
      nfseXmlFileId: invoices.nfseXmlFileId,
      boletoLine: invoices.boletoLine,
      boletoFileId: invoices.boletoFileId,
      publicTokenHash: invoices.publicTokenHash,
      lateFeesPaid: invoices.lateFeesPaid,
    })
    .from(invoices)
    .innerJoin(leads, eq(leads.id, invoices.leadId))
    .leftJoin(projects, eq(projects.id, invoices.projectId))
    .where(eq(invoices.id, id))
    .limit(1);
  return row;
}

async function itemsOf(db: Db, id: string) {
  const rows = await db
    .select({
      description: invoiceItems.description,
      service: invoiceItems.service,
      quantity: invoiceItems.quantity,
      unitPrice: invoiceItems.unitPrice,
    })
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, id))
    .orderBy(asc(invoiceItems.position));
  return rows.map((item) => ({ ...item, total: lineTotal(item) }));
}

async function fileInfo(db: Db, id: string | null): Promise<InvoiceFileInfo> {
  if (!id) return null;
  const [row] = await db
    .select({ filename: files.filename, size: files.size })
    .from(files)
    .where(eq(files.id, id));
  return row ?? null;
}

export async function readInvoice(db: Db, id: string, now = new Date()): Promise<InvoiceDetail | null> {
  const today = saoPauloDay(now);
  const row = await readRow(db, id, today);
  if (!row) return null;
  const base = toItem(row as Row);
  const settings = await billingSettings(db);
  const charges = chargesFor(settings, base, today);
  const [items, pdf, xml, boletoFile, paid, pixCharge, [billing]] = await Promise.all([
    itemsOf(db, id),
    fileInfo(db, row.nfsePdfFileId),
    fileInfo(db, row.nfseXmlFileId),
    fileInfo(db, row.boletoFileId),
    db
      .select({
        paymentId: payments.id,
        receivedOn: sql<string>`${payments.receivedOn}::text`,
        method: payments.method,
        amount: paymentAllocations.amount,
        lateFees: paymentAllocations.lateFees,
        reference: payments.reference,
        refund: sql<boolean>`${payments.amount} < 0`,
      })
      .from(paymentAllocations)
      .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
      .where(eq(paymentAllocations.invoiceId, id))
      .orderBy(asc(payments.receivedOn), asc(payments.createdAt)),
    pixChargeOf(db, id),
    db
      .select({ legalName: billingProfiles.legalName, document: billingProfiles.document })
      .from(billingProfiles)
      .where(eq(billingProfiles.leadId, base.clientId)),
  ]);
  return {
    ...base,
    items,
    issuedAt: row.issuedAt,
    cancelledAt: row.cancelledAt,
    cancelReason: row.cancelReason,
    recurring: Boolean(row.recurringInvoiceId),
    nfse: {
      number: row.nfseNumber,
      issuedOn: row.nfseIssuedOn,
      verificationCode: row.nfseVerificationCode,
      issRate: row.nfseIssRate,
      issWithheld: row.nfseIssWithheld,
      pdf,
      xml,
    },
    boleto: { line: row.boletoLine, file: boletoFile },
    publicLink: { active: Boolean(row.publicTokenHash) },
    lateFees: {
      ...charges,
      finePercent: settings.finePercent,
      monthlyInterestPercent: settings.monthlyInterestPercent,
    },
    lateFeesPaid: fromCents(toCents(row.lateFeesPaid)),
    billing: billing ? { legalName: billing.legalName, document: formatDocument(billing.document) } : null,
    pix: pixCharge?.code ? { ...pixCharge.code, bank: true } : pixFor(settings, charges.total, base.number),
    pixCharge: pixCharge
      ? {
          status: pixCharge.status,
          txid: pixCharge.txid,
          lastError: pixCharge.lastError,
          boletoLine: pixCharge.boletoLine,
        }
      : null,
    payments: paid,
  };
}

export async function requireInvoice(db: Db, id: string, now = new Date()): Promise<InvoiceDetail> {
  const invoice = await readInvoice(db, id, now);
  if (!invoice) throw notFound(INVOICE_NOT_FOUND);
  return invoice;
}

async function assertRefs(db: Db, input: InvoiceFormData): Promise<void> {
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, input.leadId)).limit(1);
  if (!lead)
    throw new HttpError(422, 'validation', 'Cliente não encontrado', { leadId: 'Cliente não encontrado' });
  if (!input.projectId) return;
  const [project] = await db
    .select({ clientId: projects.clientId })
    .from(projects)
    .where(eq(projects.id, input.projectId))
    .limit(1);
  if (!project)
    throw new HttpError(422, 'validation', 'Projeto não encontrado', { projectId: 'Projeto não encontrado' });
  if (project.clientId && project.clientId !== input.leadId) {
    const message = 'O projeto é de outro cliente';
    throw new HttpError(422, 'validation', message, { projectId: message });
  }
}

const totalOf = (items: InvoiceFormData['items']) => linesTotal(items);

async function writeItems(tx: Db, invoiceId: string, items: InvoiceFormData['items']) {
  await tx.delete(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId));
  await tx.insert(invoiceItems).values(
    items.map((item, position) => ({
      invoiceId,
      position,
      description: item.description,
      service: item.service,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
    })),
  );
}

const snapshot = (input: InvoiceFormData, total: string) => ({ ...input, total });

/** A draft, optionally linked to a recurring template; the caller may pass its transaction. */
export async function insertDraft(
  tx: Db,
  actor: Actor,
  input: InvoiceFormData,
  extra: { recurringInvoiceId?: string | null; proposalId?: string | null } = {},
): Promise<string> {
  const total = totalOf(input.items);
  const [row] = await tx
    .insert(invoices)
    .values({
      leadId: input.leadId,
      projectId: input.projectId,
      description: input.description,
      competence: input.competence,
      dueDate: input.dueDate,
      total,
      recurringInvoiceId: extra.recurringInvoiceId ?? null,
      proposalId: extra.proposalId ?? null,
      createdBy: actor?.id ?? null,
    })
    .returning({ id: invoices.id });
  await writeItems(tx, row!.id, input.items);
  await recordAudit(tx, actor, {
    action: 'create',
    entity: 'invoice',
    entityId: row!.id,
    after: snapshot(input, total),
  });
  return row!.id;
}

export async function createInvoice(db: Db, actor: Actor, input: InvoiceFormData): Promise<InvoiceDetail> {
  await assertRefs(db, input);
  const id = await db.transaction((tx) => insertDraft(tx, actor, input));
  return requireInvoice(db, id);
}

async function lockInvoice(tx: Db, id: string) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update').limit(1);
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  return row;
}

export async function updateDraft(
  db: Db,
  actor: Actor,
  id: string,
  input: InvoiceFormData,
): Promise<InvoiceDetail> {
  await assertRefs(db, input);
  await db.transaction(async (tx) => {
    const before = await lockInvoice(tx, id);
    if (before.issuedAt) throw conflict('Fatura emitida não pode ser editada. Cancele e emita outra.');
    const total = totalOf(input.items);
    await tx
      .update(invoices)
      .set({
        leadId: input.leadId,
        projectId: input.projectId,
        description: input.description,
        competence: input.competence,
        dueDate: input.dueDate,
        total,
        updatedAt: new Date(),
      })
      .where(eq(invoices.id, id));
    await writeItems(tx, id, input.items);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'invoice',
      entityId: id,
      before: { total: before.total, dueDate: before.dueDate, leadId: before.leadId },
      after: snapshot(input, total),
    });
  });
  return requireInvoice(db, id);
}

export async function deleteDraft(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockInvoice(tx, id);
    if (before.issuedAt) throw conflict('Faturas emitidas não são excluídas: cancele com um motivo.');
    await tx.delete(invoices).where(eq(invoices.id, id));
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'invoice',
      entityId: id,
      before: {
        total: before.total,
        dueDate: before.dueDate,
        leadId: before.leadId,
        description: before.description,
      },
    });
  });
}

/** Issues a draft inside `tx`: the number comes from the same transaction, so there are no gaps. */
export async function issueInTx(tx: Db, actor: Actor, id: string, now: Date): Promise<string> {
  const before = await lockInvoice(tx, id);
  if (before.issuedAt) throw conflict('Esta fatura já foi emitida.');
  if (toCents(before.total) <= 0n) throw new HttpError(422, 'validation', 'A fatura não tem valor a cobrar.');
  const number = await nextDocumentNumber(tx, 'FAT', Number(saoPauloDay(now).slice(0, 4)));
  await tx.update(invoices).set({ number, issuedAt: now, updatedAt: now }).where(eq(invoices.id, id));
  await recordAudit(tx, actor, {
    action: 'issue',
    entity: 'invoice',
    entityId: id,
    before: { status: 'rascunho' },
    after: { status: 'emitida', number, total: before.total, dueDate: before.dueDate },
  });
  // With the PIX provider on (decision 071), the bank charge is queued with the issue.
  await queuePixCharge(tx, id);
  return number;
}

export async function issueInvoice(
  db: Db,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<InvoiceDetail> {
  await db.transaction((tx) => issueInTx(tx, actor, id, now));
  return requireInvoice(db, id, now);
}

export async function cancelInvoice(
  db: Db,
  actor: Actor,
  id: string,
  reason: string,
): Promise<InvoiceDetail> {
  await db.transaction(async (tx) => {
    const before = await lockInvoice(tx, id);
    if (!before.issuedAt) throw conflict('Rascunhos não são cancelados: exclua o rascunho.');
    if (before.cancelledAt) throw conflict('Esta fatura já está cancelada.');
    if (toCents(before.paidAmount) > 0n || toCents(before.lateFeesPaid) > 0n)
      throw conflict('Esta fatura tem pagamentos. Estorne-os antes de cancelar.');
    const now = new Date();
    await tx
      .update(invoices)
      .set({
        cancelledAt: now,
        cancelReason: reason,
        publicTokenHash: null,
        tokenRevokedAt: now,
        updatedAt: now,
      })
      .where(eq(invoices.id, id));
    await recordAudit(tx, actor, {
      action: 'cancel',
      entity: 'invoice',
      entityId: id,
      before: { number: before.number, total: before.total },
      after: { status: 'cancelada', reason },
    });
  });
  return requireInvoice(db, id);
}

export async function saveNfse(
  db: Db,
  actor: Actor,
  id: string,
  input: {
    number: string;
    issuedOn: string;
    verificationCode: string | null;
    issRate: string;
    issWithheld: boolean;
  },
): Promise<InvoiceDetail> {
  await db.transaction(async (tx) => {
    const before = await lockInvoice(tx, id);
    if (!before.issuedAt) throw conflict('Emita a fatura antes de registrar a NFS-e.');
    await tx
      .update(invoices)
      .set({
        nfseNumber: input.number,
        nfseIssuedOn: input.issuedOn,
        nfseVerificationCode: input.verificationCode,
        nfseIssRate: input.issRate,
        nfseIssWithheld: input.issWithheld,
        updatedAt: new Date(),
      })
      .where(eq(invoices.id, id));
    await recordAudit(tx, actor, {
      action: 'nfse',
      entity: 'invoice',
      entityId: id,
      before: {
        nfseNumber: before.nfseNumber,
        issRate: before.nfseIssRate,
        issWithheld: before.nfseIssWithheld,
      },
      after: input,
    });
  });
  return requireInvoice(db, id);
}

export async function saveBoletoLine(db: Db, actor: Actor, id: string, line: string): Promise<InvoiceDetail> {
  await db.transaction(async (tx) => {
    const before = await lockInvoice(tx, id);
    if (!before.issuedAt) throw conflict('Emita a fatura antes de registrar o boleto.');
    await tx.update(invoices).set({ boletoLine: line, updatedAt: new Date() }).where(eq(invoices.id, id));
    await recordAudit(tx, actor, {
      action: 'boleto',
      entity: 'invoice',
      entityId: id,
      before: { boletoLine: before.boletoLine },
      after: { boletoLine: line },
    });
  });
  return requireInvoice(db, id);
}

/** A new public link (the old one stops working); the token is returned once and only its hash kept. */
export async function createPublicLink(
  db: Db,
  actor: Actor,
  id: string,
  baseUrl: string,
): Promise<{ url: string }> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    const before = await lockInvoice(tx, id);
    if (!before.issuedAt || before.cancelledAt)
      throw conflict('Só faturas emitidas e não canceladas têm link público.');
    await tx
      .update(invoices)
      .set({ publicTokenHash: sha256(token), tokenRevokedAt: null, updatedAt: new Date() })
      .where(eq(invoices.id, id));
    await recordAudit(tx, actor, {
      action: before.publicTokenHash ? 'link_regenerate' : 'link_create',
      entity: 'invoice',
      entityId: id,
    });
  });
  return { url: new URL(`/fatura/${token}`, baseUrl).toString() };
}

export async function revokePublicLink(db: Db, actor: Actor, id: string): Promise<InvoiceDetail> {
  await db.transaction(async (tx) => {
    const before = await lockInvoice(tx, id);
    if (!before.publicTokenHash) throw conflict('Esta fatura não tem link público ativo.');
    await tx
      .update(invoices)
      .set({ publicTokenHash: null, tokenRevokedAt: new Date(), updatedAt: new Date() })
      .where(eq(invoices.id, id));
    await recordAudit(tx, actor, { action: 'link_revoke', entity: 'invoice', entityId: id });
  });
  return requireInvoice(db, id);
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The issued invoice behind a public link (its PDFs), or null. */
export async function invoiceIdByToken(db: Db, token: string): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  const [match] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.publicTokenHash, sha256(token)), sql`${invoices.issuedAt} is not null`))
    .limit(1);
  return match?.id ?? null;
}

/** What the client sees at /fatura/:token: no internal ids. */
export async function readPublicInvoice(
  db: Db,
  token: string,
  now = new Date(),
): Promise<PublicInvoice | null> {
  if (!TOKEN.test(token)) return null;
  const [match] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.publicTokenHash, sha256(token)), sql`${invoices.issuedAt} is not null`))
    .limit(1);
  if (!match) return null;
  const invoice = await readInvoice(db, match.id, now);
  if (!invoice?.number) return null;
  const settings = await billingSettings(db);
  return {
    agencyName: settings.agencyName,
    clientName: invoice.clientName,
    number: invoice.number,
    description: invoice.description,
    competence: invoice.competence,
    dueDate: invoice.dueDate,
    status: invoice.status,
    items: invoice.items.map(({ description, quantity, unitPrice, total }) => ({
      description,
      quantity,
      unitPrice,
      total,
    })),
    total: invoice.total,
    paid: invoice.paid,
    lateFeesPaid: invoice.lateFeesPaid,
    open: invoice.open,
    lateFees: {
      daysLate: invoice.lateFees.daysLate,
      fine: invoice.lateFees.fine,
      interest: invoice.lateFees.interest,
      total: invoice.lateFees.total,
    },
    amountDue: invoice.lateFees.total,
    pix: invoice.status === 'cancelada' ? null : invoice.pix,
    boletoLine:
      invoice.status === 'cancelada' ? null : (invoice.boleto.line ?? invoice.pixCharge?.boletoLine ?? null),
  };
}

/** Clients (leads) and their projects for the 'Nova fatura' and 'Registrar pagamento' pickers. */
export async function searchClients(db: Db, q: string): Promise<ClientOption[]> {
  const pattern = containsPattern(q.toLowerCase());
  const rows = await db
    .select({ id: leads.id, name: leads.name, company: leads.company, email: leads.email })
    .from(leads)
    .where(
      q
        ? sql`lower(${leads.name} || ' ' || coalesce(${leads.company}, '') || ' ' || ${leads.email}) like ${pattern}`
        : undefined,
    )
    .orderBy(sql`(${leads.status} = 'won') desc`, asc(leads.name))
    .limit(20);
  const ids = rows.map((row) => row.id);
  const projectRows = ids.length
    ? await db
        .select({ id: projects.id, title: projects.title, clientId: projects.clientId })
        .from(projects)
        .where(
          sql`${projects.clientId} in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        )
    : [];
  return rows.map((row) => ({
    ...row,
    projects: projectRows
      .filter((project) => project.clientId === row.id)
      .map(({ id, title }) => ({ id, title })),
  }));
}
