/**
 * NFS-e issued from an invoice through the national API (docs/product/nfse.md, decision 072).
 *
 * 'Emitir NFS-e' fixes the DPS before anything is sent: its série and número (gapless, taken in the
 * request's transaction), the DPS built from the invoice and the client's billing profile and signed
 * with the A1 certificate, and the job that sends it, all in one commit. The job (retries with a
 * growing delay, a time limit on every call) sends the same DPS on every try; when a try timed out
 * after the API had issued the note, the next try's 'DPS already issued' answer is a success: the
 * note is fetched by the DPS's Id. So a retry never issues a second note. A rejection (the API's list
 * of codes) is final for that DPS: the invoice shows it in PT-BR, and 'Emitir de novo' rebuilds the
 * DPS under the same número once the data is fixed.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Config } from '@server/config';
import type { AppDeps } from '@server/context';
import type { Db } from '@server/db/client';
import { files } from '@server/db/schema';
import { billingProfiles } from '@server/db/schema-finance';
import { invoiceItems, invoices } from '@server/invoices/schema';
import { defineJob } from '@server/jobs/define';
import { enqueueJob, wakeWorkers } from '@server/jobs/engine';
import { type Actor, recordAudit } from '@server/lib/audit';
import { conflict, HttpError, notFound } from '@server/lib/http';
import { getSettings } from '@server/settings/settings';
import { nfseEnvironments } from '@shared/nfse/catalog';
import {
  NFSE_INVOICE_NOT_FOUND,
  NFSE_NOTE_NOT_FOUND,
  type NfseInvoiceState,
  type NfseNoteView,
  type NfseRejection,
} from '@shared/nfse/schemas';
import { zonedDay } from '@shared/time';
import { danfseName, nfseXmlName, renderDanfse } from './danfse';
import { buildCancelEvent, buildDps, issAmountOf, signDps } from './dps';
import {
  type ApiClient,
  DPS_ALREADY_ISSUED,
  fetchByDps,
  type Issued,
  NfseUnavailable,
  nfseNumberOf,
  postCancelEvent,
  postDps,
} from './national-api';
import { nfseDpsSequences, nfseNotes } from './schema';
import { type Issuer, loadIssuer, NFSE_SERIES, requireIssuer } from './settings';

export const NFSE_JOB = 'emissao-nfse';
/** Every call to the national API gives up after this (the job retries). */
export const NFSE_CALL_TIMEOUT_MS = 20_000;

type NoteRow = typeof nfseNotes.$inferSelect;

export function noteView(row: NoteRow): NfseNoteView {
  return {
    id: row.id,
    status: row.status,
    environment: row.environment,
    series: row.series,
    dpsNumber: row.dpsNumber,
    number: row.nfseNumber,
    accessKey: row.accessKey,
    amount: row.amount,
    issAmount: row.issAmount,
    issuedAt: row.issuedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    attempts: row.attempts,
    lastError: row.lastError,
    rejections: row.rejections ?? [],
    hasXml: Boolean(row.nfseXmlFileId),
    hasDanfse: Boolean(row.danfseFileId),
  };
}

const tpAmbOf = (environment: NoteRow['environment']) =>
  nfseEnvironments.find((entry) => entry.value === environment)!.tpAmb;

const clientOf = (issuer: Issuer, timeoutMs: number, signal?: AbortSignal): ApiClient => ({
  baseUrl: issuer.settings.baseUrl,
  pfx: issuer.pfx,
  passphrase: issuer.password,
  timeoutMs,
  signal,
});

async function latestNote(db: Db, invoiceId: string): Promise<NoteRow | null> {
  const rows = await db
    .select()
    .from(nfseNotes)
    .where(eq(nfseNotes.invoiceId, invoiceId))
    .orderBy(sql`${nfseNotes.status} = 'cancelada'`, sql`${nfseNotes.createdAt} desc`)
    .limit(1);
  return rows[0] ?? null;
}

export async function readInvoiceState(db: Db, config: Config, invoiceId: string): Promise<NfseInvoiceState> {
  const [invoice] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) throw notFound(NFSE_INVOICE_NOT_FOUND);
  const loaded = await loadIssuer(db, config);
  const note = await latestNote(db, invoiceId);
  return {
    available: Boolean(loaded.issuer),
    unavailableReason: loaded.reason,
    note: note ? noteView(note) : null,
  };
}

/** The service's description: the invoice's items (and quantities when not 1). */
function serviceDescription(
  invoice: { number: string | null; description: string },
  items: { description: string; quantity: string; unitPrice: string }[],
): string {
  const lines = items.map((item) =>
    Number(item.quantity) === 1
      ? item.description
      : `${item.description} (${item.quantity.replace('.', ',')} × R$ ${item.unitPrice.replace('.', ',')})`,
  );
  const head = invoice.description ? `${invoice.description}: ` : '';
  return `${head}${lines.join('; ')}. Fatura ${invoice.number ?? ''}`.trim();
}

async function nextDpsNumber(tx: Db, environment: NoteRow['environment'], series: string): Promise<number> {
  const [row] = await tx
    .insert(nfseDpsSequences)
    .values({ environment, series, last: 1 })
    .onConflictDoUpdate({
      target: [nfseDpsSequences.environment, nfseDpsSequences.series],
      set: { last: sql`${nfseDpsSequences.last} + 1` },
    })
    .returning({ last: nfseDpsSequences.last });
  return row!.last;
}

/** The signed DPS of `invoice` under série/número (built again, same número, after a rejection). */
async function signedDpsFor(
  tx: Db,
  issuer: Issuer,
  invoiceId: string,
  environment: NoteRow['environment'],
  number: number,
  now: Date,
) {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update').limit(1);
  if (!invoice) throw notFound(NFSE_INVOICE_NOT_FOUND);
  if (!invoice.issuedAt || !invoice.number) throw conflict('Emita a fatura antes de emitir a NFS-e.');
  if (invoice.cancelledAt) throw conflict('A fatura está cancelada: não é possível emitir NFS-e.');
  const [profile] = await tx.select().from(billingProfiles).where(eq(billingProfiles.leadId, invoice.leadId));
  if (!profile?.document || !profile.legalName) {
    throw conflict(
      'Cadastre os dados de faturamento do cliente (CPF ou CNPJ e razão social) antes de emitir a NFS-e.',
    );
  }
  const items = await tx
    .select()
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, invoiceId))
    .orderBy(asc(invoiceItems.position));
  const issAmount = issAmountOf(invoice.total, issuer.settings.issRate);
  const { id, xml } = buildDps({
    tpAmb: tpAmbOf(environment),
    issuedAt: now,
    series: NFSE_SERIES,
    number,
    competence: invoice.competence,
    municipalityCode: issuer.settings.municipalityCode,
    provider: {
      cnpj: issuer.cnpj,
      municipalRegistration: issuer.settings.municipalRegistration,
      simplesNacional: issuer.settings.simplesNacional,
    },
    taker: {
      personType: profile.personType === 'pf' ? 'pf' : 'pj',
      document: profile.document,
      name: profile.legalName,
      email: profile.billingEmail,
    },
    service: {
      nationalTaxCode: issuer.settings.nationalTaxCode,
      nbsCode: issuer.settings.nbsCode,
      description: serviceDescription(invoice, items),
      amount: invoice.total,
      issRate: issuer.settings.issRate,
    },
  });
  return { dpsId: id, dpsXml: signDps(xml, issuer.certificate), amount: invoice.total, issAmount };
}

/** 'Emitir NFS-e' (and 'Emitir de novo' after a rejection): the DPS fixed and queued in one commit. */
export async function requestIssue(
  deps: Pick<AppDeps, 'db' | 'config'>,
  actor: Actor,
  invoiceId: string,
  now = new Date(),
): Promise<NfseNoteView> {
  const issuer = await requireIssuer(deps.db, deps.config);
  const environment = issuer.settings.environment;
  const note = await deps.db.transaction(async (tx) => {
    const [invoice] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoiceId));
    if (!invoice) throw notFound(NFSE_INVOICE_NOT_FOUND);
    const existing = await latestNote(tx, invoiceId);
    let row: NoteRow;
    if (existing && existing.status !== 'cancelada') {
      if (existing.status === 'emitida')
        throw conflict(`Esta fatura já tem a NFS-e nº ${existing.nfseNumber}.`);
      if (existing.status === 'processando') throw conflict('A NFS-e desta fatura já está sendo emitida.');
      // Rejected: the same série and número, the DPS rebuilt from today's data.
      const dps = await signedDpsFor(tx, issuer, invoiceId, existing.environment, existing.dpsNumber, now);
      [row] = await tx
        .update(nfseNotes)
        .set({
          ...dps,
          issRate: issuer.settings.issRate,
          status: 'processando',
          rejections: [],
          lastError: null,
          requestedBy: actor?.id ?? null,
          updatedAt: now,
        })
        .where(eq(nfseNotes.id, existing.id))
        .returning();
    } else {
      const number = await nextDpsNumber(tx, environment, NFSE_SERIES);
      const dps = await signedDpsFor(tx, issuer, invoiceId, environment, number, now);
      [row] = await tx
        .insert(nfseNotes)
        .values({
          ...dps,
          invoiceId,
          environment,
          series: NFSE_SERIES,
          dpsNumber: number,
          issRate: issuer.settings.issRate,
          requestedBy: actor?.id ?? null,
        })
        .returning();
    }
    await recordAudit(tx, actor, {
      action: 'send',
      entity: 'nfse_note',
      entityId: row!.id,
      after: { invoiceId, dpsSeries: row!.series, dpsNumber: row!.dpsNumber, amount: row!.amount },
    });
    await enqueueJob(tx, NFSE_JOB, { trigger: 'queue', noteId: row!.id });
    return row!;
  });
  wakeWorkers(NFSE_JOB);
  return noteView(note);
}

async function storeIssued(
  deps: Pick<AppDeps, 'db' | 'config'>,
  issuer: Issuer,
  note: NoteRow,
  issued: Issued,
) {
  const number = nfseNumberOf(issued.nfseXml) ?? String(note.dpsNumber);
  const [invoice] = await deps.db.select().from(invoices).where(eq(invoices.id, note.invoiceId));
  const [profile] = invoice
    ? await deps.db.select().from(billingProfiles).where(eq(billingProfiles.leadId, invoice.leadId))
    : [];
  const site = await getSettings(deps.db);
  const issuedAt = new Date();
  const pdf = await renderDanfse({
    agencyName: site.siteName,
    providerCnpj: issuer.cnpj,
    municipalRegistration: issuer.settings.municipalRegistration,
    environment: note.environment,
    number,
    accessKey: issued.accessKey,
    issuedAt,
    competence: invoice?.competence ?? zonedDay(issuedAt),
    dpsSeries: note.series,
    dpsNumber: note.dpsNumber,
    taker: {
      name: profile?.legalName ?? '',
      document: profile?.document ?? '',
      email: profile?.billingEmail ?? null,
    },
    service: {
      nationalTaxCode: issuer.settings.nationalTaxCode,
      serviceItem: issuer.settings.serviceItem,
      nbsCode: issuer.settings.nbsCode,
      description: /<xDescServ>([^<]*)<\/xDescServ>/.exec(note.dpsXml)?.[1] ?? '',
    },
    amount: note.amount,
    issRate: note.issRate,
    issAmount: note.issAmount,
    invoiceNumber: invoice?.number ?? '',
  });
  await deps.db.transaction(async (tx) => {
    const xml = Buffer.from(issued.nfseXml, 'utf8');
    const [xmlFile] = await tx
      .insert(files)
      .values({ filename: nfseXmlName(number), mimeType: 'application/xml', size: xml.length, data: xml })
      .returning({ id: files.id });
    const [pdfFile] = await tx
      .insert(files)
      .values({ filename: danfseName(number), mimeType: 'application/pdf', size: pdf.length, data: pdf })
      .returning({ id: files.id });
    await tx
      .update(nfseNotes)
      .set({
        status: 'emitida',
        nfseNumber: number,
        accessKey: issued.accessKey,
        nfseXmlFileId: xmlFile!.id,
        danfseFileId: pdfFile!.id,
        issuedAt,
        lastError: null,
        rejections: [],
        updatedAt: issuedAt,
      })
      .where(eq(nfseNotes.id, note.id));
    await recordAudit(tx, null, {
      action: 'issue',
      entity: 'nfse_note',
      entityId: note.id,
      after: { invoiceId: note.invoiceId, nfseNumber: number, accessKey: issued.accessKey },
    });
  });
  return number;
}

async function markRejected(db: Db, note: NoteRow, rejections: NfseRejection[], lastError: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(nfseNotes)
      .set({ status: 'rejeitada', rejections, lastError, updatedAt: new Date() })
      .where(eq(nfseNotes.id, note.id));
    await recordAudit(tx, null, {
      action: 'status',
      entity: 'nfse_note',
      entityId: note.id,
      before: { status: note.status },
      after: { status: 'rejeitada', lastError },
    });
  });
}

const summaryOf = (rejections: NfseRejection[]) =>
  rejections
    .map((item) => `${item.code}: ${item.message}`)
    .join(' · ')
    .slice(0, 1000);

/** One try of sending a note's DPS (the job's handler). Throws to be retried. */
export async function processNote(
  deps: Pick<AppDeps, 'db' | 'config'>,
  noteId: string,
  options: { lastAttempt: boolean; timeoutMs?: number; signal?: AbortSignal },
): Promise<string> {
  const [note] = await deps.db
    .update(nfseNotes)
    .set({ attempts: sql`${nfseNotes.attempts} + 1`, updatedAt: new Date() })
    .where(sql`${nfseNotes.id} = ${noteId} and ${nfseNotes.status} = 'processando'`)
    .returning();
  if (!note) return 'Nada a enviar: a NFS-e não está mais aguardando emissão.';
  const loaded = await loadIssuer(deps.db, deps.config);
  if (!loaded.issuer) {
    await markRejected(deps.db, note, [], loaded.reason);
    return `Não enviada: ${loaded.reason}`;
  }
  const client = clientOf(loaded.issuer, options.timeoutMs ?? NFSE_CALL_TIMEOUT_MS, options.signal);
  try {
    const answer = await postDps(client, note.dpsXml);
    if (answer.kind === 'issued') {
      const number = await storeIssued(deps, loaded.issuer, note, answer);
      return `NFS-e nº ${number} emitida.`;
    }
    if (answer.rejections.some((item) => item.code === DPS_ALREADY_ISSUED)) {
      // An earlier try reached the API: the note exists. Fetch it instead of issuing another.
      const issued = await fetchByDps(client, note.dpsId);
      if (!issued)
        throw new NfseUnavailable(
          'A API disse que a DPS já virou NFS-e, mas a nota ainda não pôde ser consultada.',
        );
      const number = await storeIssued(deps, loaded.issuer, note, issued);
      return `NFS-e nº ${number} recuperada (já emitida numa tentativa anterior).`;
    }
    const summary = summaryOf(answer.rejections);
    await markRejected(deps.db, note, answer.rejections, summary);
    return `DPS rejeitada pela API nacional: ${summary}`;
  } catch (error) {
    if (!(error instanceof NfseUnavailable)) throw error;
    const message = options.lastAttempt
      ? `${error.message} Sem novas tentativas: use 'Emitir de novo' (se a nota já tiver saído, ela é recuperada, não duplicada).`
      : `${error.message} Nova tentativa agendada.`;
    if (options.lastAttempt) await markRejected(deps.db, note, [], message);
    else {
      await deps.db
        .update(nfseNotes)
        .set({ lastError: message, updatedAt: new Date() })
        .where(eq(nfseNotes.id, note.id));
    }
    throw new Error(message);
  }
}

export const nfseIssueJob = defineJob<{ noteId: string }>({
  name: NFSE_JOB,
  title: 'Emissão de NFS-e',
  description:
    'Envia à API nacional da NFS-e a DPS assinada de cada fatura e guarda a nota (número, chave, XML e DANFSe). API fora do ar: novas tentativas com intervalos crescentes, sempre com a mesma DPS (nunca duas notas).',
  schedule: null,
  retry: { limit: 6, delaySeconds: 20, backoff: true },
  timeoutSeconds: 120,
  singleton: false,
  concurrency: 1,
  pollSeconds: 2,
  handler: ({ deps, data, lastAttempt, signal }) => processNote(deps, data.noteId, { lastAttempt, signal }),
});

/** 'Cancelar NFS-e': the signed cancellation event, registered at once (the answer is on the screen). */
export async function cancelNote(
  deps: Pick<AppDeps, 'db' | 'config'>,
  actor: Actor,
  noteId: string,
  reason: string,
  options: { timeoutMs?: number } = {},
): Promise<NfseNoteView> {
  const [note] = await deps.db.select().from(nfseNotes).where(eq(nfseNotes.id, noteId));
  if (!note) throw notFound(NFSE_NOTE_NOT_FOUND);
  if (note.status !== 'emitida' || !note.accessKey)
    throw conflict('Só uma NFS-e emitida pode ser cancelada.');
  const issuer = await requireIssuer(deps.db, deps.config);
  const at = new Date();
  const event = buildCancelEvent({
    tpAmb: tpAmbOf(note.environment),
    accessKey: note.accessKey,
    cnpj: issuer.cnpj,
    reason,
    at,
    certificate: issuer.certificate,
  });
  let answer: Awaited<ReturnType<typeof postCancelEvent>>;
  try {
    answer = await postCancelEvent(
      clientOf(issuer, options.timeoutMs ?? NFSE_CALL_TIMEOUT_MS),
      note.accessKey,
      event,
    );
  } catch (error) {
    if (error instanceof NfseUnavailable)
      throw new HttpError(502, 'nfse_unavailable', `${error.message} Tente de novo em instantes.`);
    throw error;
  }
  if (answer.kind === 'rejected') {
    throw new HttpError(
      422,
      'nfse_rejected',
      `A API nacional recusou o cancelamento: ${summaryOf(answer.rejections)}`,
    );
  }
  const [row] = await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(nfseNotes)
      .set({
        status: 'cancelada',
        cancelledAt: at,
        cancelReason: reason,
        cancelEventXml: answer.eventXml,
        updatedAt: at,
      })
      .where(eq(nfseNotes.id, noteId))
      .returning();
    await recordAudit(tx, actor, {
      action: 'cancel',
      entity: 'nfse_note',
      entityId: noteId,
      before: { status: 'emitida' },
      after: { status: 'cancelada', cancelReason: reason },
    });
    return updated;
  });
  return noteView(row!);
}

export async function readNoteFile(db: Db, noteId: string, kind: 'xml' | 'danfse') {
  const [note] = await db.select().from(nfseNotes).where(eq(nfseNotes.id, noteId));
  const fileId = kind === 'xml' ? note?.nfseXmlFileId : note?.danfseFileId;
  if (!fileId) return null;
  const [row] = await db.select().from(files).where(eq(files.id, fileId));
  return row ?? null;
}
