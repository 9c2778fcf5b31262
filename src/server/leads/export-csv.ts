/**
 * CSV export of the filtered lead list, shaped for Excel in pt-BR: UTF-8 with BOM, ';' between
 * fields, CRLF line ends, PT-BR labels and dates. Rows are read in keyset batches and streamed, so a
 * 100,000-lead export never sits whole in memory.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { leads, users } from '@server/db/schema';
import { csvLine } from '@server/lib/csv';
import { createdCursor } from '@server/lib/cursor';
import { leadSources, leadStatuses, statusBadge } from '@shared/catalog/statuses';
import { formatDateTime } from '@shared/format';
import { keysetPlan } from './keyset';
import { leadListColumns } from './lead-rows';
import { type LeadFilters, leadFilterConditions } from './list-leads';

export const CSV_BOM = '\uFEFF';
export const CSV_HEADER = [
  'Nome',
  'Email',
  'Telefone',
  'Empresa',
  'Interesse',
  'Mensagem',
  'Status',
  'Origem',
  'Responsável',
  'Pontuação',
  'Criado em',
];

const BATCH = 1000;

export function exportLeadsCsv(
  db: Db,
  filters: LeadFilters,
  viewerId: string | null,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const conditions = leadFilterConditions(filters, viewerId);
  let cursor: string | undefined;
  let started = false;
  let done = false;

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(CSV_HEADER)));
        return;
      }
      if (done) {
        controller.close();
        return;
      }
      const plan = keysetPlan({ limit: BATCH, cursor }, leads.createdAt, leads.id);
      const where: SQL[] = plan.where ? [...conditions, plan.where] : conditions;
      const rows = await db
        .select(leadListColumns)
        .from(leads)
        .leftJoin(users, eq(users.id, leads.ownerId))
        .where(where.length ? and(...where) : undefined)
        .orderBy(...plan.orderBy)
        .limit(BATCH);
      if (rows.length < BATCH) done = true;
      const last = rows.at(-1);
      if (last) cursor = createdCursor.encode({ t: last.cursorKey, id: last.id });
      const text = rows
        .map((row) =>
          csvLine([
            row.name,
            row.email,
            row.phone,
            row.company,
            row.serviceInterest,
            row.message,
            statusBadge(leadStatuses, row.status).label,
            statusBadge(leadSources, row.source).label,
            row.ownerName,
            row.score,
            formatDateTime(row.createdAt),
          ]),
        )
        .join('');
      if (text) controller.enqueue(encoder.encode(text));
      if (done) controller.close();
    },
  });
}
