/**
 * The art. 18 requests of /meus-dados and the adm queue (docs/product/privacy-lgpd.md). Audit entries
 * carry ids and action names only, never the person's data (the request row holds that, and is
 * scrubbed when an anonymisation request closes).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { leads } from '@server/db/schema';
import { type Actor, recordAudit } from '@server/lib/audit';
import { conflict, notFound } from '@server/lib/http';
import { notifyStaff } from '@server/lib/notify';
import {
  OPEN_PRIVACY_STATUSES,
  PRIVACY_REQUEST_TYPE_LABELS,
  type PrivacyRequestStatus,
  type PrivacyRequestType,
} from '@shared/privacy/catalog';
import { privacyDeadline } from '@shared/privacy/rules';
import {
  type ErasurePreview,
  PRIVACY_REQUEST_NOT_FOUND,
  type PrivacyListQuery,
  type PrivacyRequestItem,
} from '@shared/privacy/schemas';
import { withdrawMarketing } from './consent';
import { applyErasure, inErasureTransaction, summarize } from './erasure';
import { sendPersonMail, VERIFY_PATH, WITHDRAWAL_PATH } from './person-mail';
import { personOf } from './personal-data';
import { privacyRequests, privacyTokens } from './schema';
import { findPrivacyToken, issuePrivacyToken } from './tokens';

type Row = typeof privacyRequests.$inferSelect;
type RequestContext = { ip: string | null; userAgent: string | null; now: Date };

const audit = (db: Db, actor: Actor, action: string, id: string) =>
  recordAudit(db, actor, { action, entity: 'privacy_request', entityId: id });

/** Creates the request; e-mails the verification link when SMTP is set. Same work whatever we hold. */
export async function createPrivacyRequest(
  db: Db,
  config: Config,
  input: { type: PrivacyRequestType; email: string; name: string; phone: string; details: string },
  context: RequestContext,
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const [request] = await db
    .insert(privacyRequests)
    .values({
      type: input.type,
      email,
      name: input.name,
      phone: input.phone,
      details: input.details,
      ip: context.ip,
      createdAt: context.now,
      updatedAt: context.now,
    })
    .returning();
  // Withdrawing marketing is as easy as giving it (art. 8 §5): it takes effect at once, recorded as an
  // unverified request from the form (anyone can type any e-mail here) until the person answers the link.
  if (input.type === 'revogacao') await withdrawMarketing(db, email, 'rights_page', context);
  await audit(db, null, 'privacy_request_created', request!.id);
  await notifyStaff(db, {
    title: 'Novo pedido de titular (LGPD)',
    message: `${PRIVACY_REQUEST_TYPE_LABELS[input.type]}. Prazo legal: 15 dias.`,
    type: 'info',
    priority: 'high',
    target: { job: 'privacy', params: { request: request!.id } },
    roles: ['adm'],
  });
  if (!config.SMTP_URL) return;
  if (input.type === 'revogacao') {
    const token = await issuePrivacyToken(db, {
      kind: 'consent',
      email,
      requestId: request!.id,
      now: context.now,
    });
    await sendPersonMail(db, config, {
      to: email,
      subject: 'Você pediu para não receber mais comunicações de marketing?',
      paragraphs: [
        'Recebemos, pela página Meus dados, um pedido para este e-mail deixar de receber comunicações de marketing da Coders. Já paramos de enviar.',
        'Se foi você, confirme pelo link abaixo. Se não foi, o mesmo link desfaz o pedido. Válido por 7 dias, uso único.',
      ],
      link: { url: `${config.baseUrl}${WITHDRAWAL_PATH}?token=${token}`, label: 'Confirmar ou desfazer' },
    });
    return;
  }
  const token = await issuePrivacyToken(db, {
    kind: 'verify',
    email,
    requestId: request!.id,
    now: context.now,
  });
  await sendPersonMail(db, config, {
    to: email,
    subject: 'Confirme o seu pedido sobre dados pessoais',
    paragraphs: [
      `Recebemos um pedido de "${PRIVACY_REQUEST_TYPE_LABELS[input.type]}" para este e-mail.`,
      'Se foi você, confirme pelo link abaixo (válido por 7 dias, uso único). Se não foi, ignore esta mensagem.',
    ],
    link: { url: `${config.baseUrl}${VERIFY_PATH}?token=${token}`, label: 'Confirmar o pedido' },
  });
}

/** The one-time link: marks the request verified. False for an unknown/used/expired token. */
export async function verifyByToken(db: Db, token: string, now = new Date()): Promise<boolean> {
  const row = await findPrivacyToken(db, 'verify', token, now);
  if (!row?.requestId) return false;
  await db.update(privacyTokens).set({ usedAt: now }).where(eq(privacyTokens.id, row.id));
  await db
    .update(privacyRequests)
    .set({
      status: 'aberta',
      verifiedAt: now,
      verificationNote: 'Confirmado pelo link enviado por e-mail',
      updatedAt: now,
    })
    .where(and(eq(privacyRequests.id, row.requestId), eq(privacyRequests.status, 'nao_verificada')));
  await audit(db, null, 'privacy_request_verified_link', row.requestId);
  return true;
}

async function toItems(db: Db, rows: Row[], now: Date): Promise<PrivacyRequestItem[]> {
  const emails = [...new Set(rows.map((row) => row.email))];
  const held = emails.length
    ? await db
        .select({
          id: leads.id,
          name: leads.name,
          status: leads.status,
          email: sql<string>`lower(${leads.email})`,
        })
        .from(leads)
        .where(inArray(sql`lower(${leads.email})`, emails))
        .orderBy(asc(leads.createdAt))
    : [];
  return rows.map((row) => ({
    id: row.id,
    type: row.type as PrivacyRequestType,
    status: row.status as PrivacyRequestStatus,
    email: row.email,
    name: row.name,
    phone: row.phone,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    verifiedBy: row.verifiedBy,
    verificationNote: row.verificationNote,
    closedAt: row.closedAt?.toISOString() ?? null,
    reply: row.reply,
    anonymizedAt: row.anonymizedAt?.toISOString() ?? null,
    leads: held
      .filter((lead) => lead.email === row.email)
      .map(({ id, name, status }) => ({ id, name, status })),
    deadline: privacyDeadline(row.createdAt, now),
  }));
}

/** Open requests oldest first (the clock), or every request newest first. */
export async function listPrivacyRequests(
  db: Db,
  status: PrivacyListQuery['status'],
  now = new Date(),
): Promise<PrivacyRequestItem[]> {
  const where =
    status === 'todas'
      ? undefined
      : status === 'abertas'
        ? inArray(privacyRequests.status, [...OPEN_PRIVACY_STATUSES])
        : eq(privacyRequests.status, status);
  const rows = await db
    .select()
    .from(privacyRequests)
    .where(where)
    .orderBy(status === 'abertas' ? asc(privacyRequests.createdAt) : desc(privacyRequests.createdAt))
    .limit(200);
  return toItems(db, rows, now);
}

export async function getRequest(db: Db, id: string): Promise<Row> {
  const [row] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, id)).limit(1);
  if (!row) throw notFound(PRIVACY_REQUEST_NOT_FOUND);
  return row;
}

const assertOpen = (row: Row) => {
  if (!OPEN_PRIVACY_STATUSES.includes(row.status as PrivacyRequestStatus)) {
    throw conflict('Este pedido já foi encerrado.');
  }
};
const assertVerified = (row: Row) => {
  assertOpen(row);
  if (row.status === 'nao_verificada') throw conflict('Confirme a identidade do titular antes desta ação.');
};

export async function verifyByStaff(db: Db, actor: Actor, id: string, note: string, now = new Date()) {
  const row = await getRequest(db, id);
  assertOpen(row);
  if (row.status !== 'nao_verificada') throw conflict('Este pedido já foi verificado.');
  await db
    .update(privacyRequests)
    .set({
      status: 'aberta',
      verifiedAt: now,
      verifiedBy: actor?.id ?? null,
      verificationNote: note,
      updatedAt: now,
    })
    .where(eq(privacyRequests.id, id));
  await audit(db, actor, 'privacy_request_verified', id);
}

/** Marks an exported/corrected request as being worked on. */
async function touch(db: Db, row: Row, now: Date) {
  if (row.status === 'aberta') {
    await db
      .update(privacyRequests)
      .set({ status: 'em_andamento', updatedAt: now })
      .where(eq(privacyRequests.id, row.id));
  }
}

export async function startWork(db: Db, actor: Actor, id: string, action: string, now = new Date()) {
  const row = await getRequest(db, id);
  assertVerified(row);
  await touch(db, row, now);
  await audit(db, actor, action, id);
  return row;
}

export async function correctLead(
  db: Db,
  actor: Actor,
  id: string,
  leadId: string,
  fields: { name?: string; email?: string; phone?: string | null; company?: string | null },
  now = new Date(),
) {
  const row = await getRequest(db, id);
  assertVerified(row);
  const person = await personOf(db, row.email);
  if (!person.leadIds.includes(leadId)) throw notFound('Este lead não pertence ao titular do pedido.');
  // A blank box of the form is "leave as is" (undefined): only what was given changes.
  const changed = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  await db
    .update(leads)
    .set({ ...changed, updatedAt: now })
    .where(eq(leads.id, leadId));
  await touch(db, row, now);
  // Which fields changed, never their values (the audit log must not hold the data again).
  await recordAudit(db, actor, {
    action: 'privacy_correct',
    entity: 'lead',
    entityId: leadId,
    after: { request: id, fields: Object.keys(changed) },
  });
}

/**
 * What 'Anonimizar' would change for this request's person: the erasure itself, run in a transaction
 * that is rolled back (erasure.ts). Found by the request's verified e-mail only.
 */
export async function previewAnonymization(db: Db, id: string): Promise<ErasurePreview> {
  const row = await getRequest(db, id);
  assertVerified(row);
  const result = await inErasureTransaction(
    db,
    async (tx) => applyErasure(tx, await personOf(tx, row.email)),
    {
      dryRun: true,
    },
  );
  return summarize(result);
}

/** Anonymises exactly what the preview with this fingerprint listed (409 in PT-BR when data changed since). */
export async function anonymizeRequest(
  db: Db,
  actor: Actor,
  id: string,
  fingerprint: string,
  now = new Date(),
): Promise<ErasurePreview> {
  const row = await getRequest(db, id);
  assertVerified(row);
  let leadIds: string[] = [];
  const result = await inErasureTransaction(
    db,
    async (tx) => {
      const person = await personOf(tx, row.email);
      leadIds = person.leadIds;
      return applyErasure(tx, person);
    },
    {
      dryRun: false,
      expected: fingerprint,
      beforeCommit: async (tx, done) => {
        await tx
          .update(privacyRequests)
          .set({ status: 'em_andamento', anonymizedAt: now, updatedAt: now })
          .where(eq(privacyRequests.id, id));
        const summary = summarize(done);
        await recordAudit(tx, actor, {
          action: 'privacy_anonymize',
          entity: 'privacy_request',
          entityId: id,
          after: {
            leads: leadIds,
            tables: Object.fromEntries(
              summary.tables.map((table) => [table.table, table.rows + table.deleted]),
            ),
            cells: summary.cells,
            fingerprint: summary.fingerprint,
          },
        });
      },
    },
  );
  return summarize(result);
}

export async function closeRequest(
  db: Db,
  config: Config,
  actor: Actor,
  id: string,
  outcome: 'concluida' | 'recusada',
  reply: string,
  now = new Date(),
): Promise<boolean> {
  const row = await getRequest(db, id);
  assertOpen(row);
  if (outcome === 'concluida' && row.status === 'nao_verificada') {
    throw conflict('Confirme a identidade do titular antes de concluir.');
  }
  const emailed = await sendPersonMail(db, config, {
    to: row.email,
    subject: `Resposta ao seu pedido: ${PRIVACY_REQUEST_TYPE_LABELS[row.type as PrivacyRequestType]}`,
    paragraphs: [reply],
  });
  // After an anonymisation the request itself stops naming the person: what remains is the proof
  // that a request of this type was answered, and when.
  const scrub = row.anonymizedAt
    ? {
        email: `anonimizado+${row.id.slice(0, 8)}@anonimizado.invalid`,
        name: '',
        phone: '',
        details: '',
        ip: null,
      }
    : {};
  await db
    .update(privacyRequests)
    .set({ status: outcome, reply, closedAt: now, updatedAt: now, ...scrub })
    .where(eq(privacyRequests.id, id));
  await audit(db, actor, outcome === 'concluida' ? 'privacy_request_closed' : 'privacy_request_refused', id);
  return emailed;
}
