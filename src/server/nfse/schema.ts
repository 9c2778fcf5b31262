/**
 * The NFS-e issued from invoices through the national API (docs/product/nfse.md, decision 072): one
 * row per DPS sent, with its série and número fixed before the first try (gapless per série, from
 * nfse_dps_sequences), the signed DPS, the note's number and chave de acesso, its XML and our DANFSe,
 * and the cancellation. The settings and the sealed A1 certificate live in `settings` ('nfse.settings').
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, inList, money, updatedAt } from '@server/db/columns';
import { files, users } from '@server/db/schema';
import { invoices } from '@server/invoices/schema';
import { valuesOf } from '@shared/catalog/entries';
import { nfseEnvironments, nfseStatuses } from '@shared/nfse/catalog';
import type { NfseRejection } from '@shared/nfse/schemas';

/** The last DPS number per série (and environment): taken in the issuing transaction, so no gaps, no twins. */
export const nfseDpsSequences = pgTable(
  'nfse_dps_sequences',
  {
    environment: text('environment', { enum: valuesOf(nfseEnvironments) }).notNull(),
    series: text('series').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [
    uniqueIndex('nfse_dps_sequences_env_series_idx').on(table.environment, table.series),
    check('nfse_dps_sequences_environment_check', inList('environment', valuesOf(nfseEnvironments))),
  ],
);

export const nfseNotes = pgTable(
  'nfse_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    status: text('status', { enum: valuesOf(nfseStatuses) })
      .notNull()
      .default('processando'),
    environment: text('environment', { enum: valuesOf(nfseEnvironments) }).notNull(),
    series: text('series').notNull(),
    dpsNumber: integer('dps_number').notNull(),
    /** The infDPS Id (DPS + município + tipo + CNPJ + série + número, 45 characters). */
    dpsId: text('dps_id').notNull(),
    /** The signed DPS as sent (the same bytes on every try). */
    dpsXml: text('dps_xml').notNull(),
    amount: money('amount').notNull(),
    issRate: numeric('iss_rate', { precision: 5, scale: 2 }).notNull(),
    issAmount: money('iss_amount').notNull(),
    nfseNumber: text('nfse_number'),
    accessKey: text('access_key'),
    nfseXmlFileId: uuid('nfse_xml_file_id').references(() => files.id, { onDelete: 'set null' }),
    danfseFileId: uuid('danfse_file_id').references(() => files.id, { onDelete: 'set null' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    rejections: jsonb('rejections').$type<NfseRejection[]>().notNull().default([]),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** The cancellation event as the API registered it. */
    cancelEventXml: text('cancel_event_xml'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('nfse_notes_status_check', inList('status', valuesOf(nfseStatuses))),
    check('nfse_notes_environment_check', inList('environment', valuesOf(nfseEnvironments))),
    uniqueIndex('nfse_notes_dps_idx').on(table.environment, table.series, table.dpsNumber),
    uniqueIndex('nfse_notes_access_key_idx').on(table.accessKey),
    // One live note per invoice: a rejected DPS is sent again under the same row; a cancelled one frees it.
    uniqueIndex('nfse_notes_invoice_live_idx').on(table.invoiceId).where(sql`status <> 'cancelada'`),
    index('nfse_notes_invoice_idx').on(table.invoiceId, table.createdAt),
  ],
);
