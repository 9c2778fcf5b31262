/**
 * Finance tables shared by proposals and invoices (issue 15): the client's billing profile and the
 * gapless document numbering. Proposals: src/server/proposals/schema.ts; invoices:
 * src/server/invoices/schema.ts; payments, bills, statements: src/server/payments/schema.ts; sales
 * goals: src/server/insights/schema.ts.
 * drizzle.config.ts reads every src/server/db/schema-*.ts, so these tables join the same migrations.
 */
import { check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { personTypes } from '@shared/catalog/finance';
import { inList, updatedAt, valuesOf } from './columns';
import { leads } from './schema';

/** The client's billing profile (one per lead): who the invoices are issued to. */
export const billingProfiles = pgTable(
  'billing_profiles',
  {
    leadId: uuid('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    personType: text('person_type').notNull(),
    /** CPF (11 digits) or CNPJ (14 characters, alphanumeric from July 2026), stored without punctuation, upper case. */
    document: text('document').notNull(),
    legalName: text('legal_name').notNull(),
    municipalRegistration: text('municipal_registration'),
    billingEmail: text('billing_email'),
    cep: text('cep'),
    street: text('street'),
    number: text('number'),
    complement: text('complement'),
    district: text('district'),
    city: text('city'),
    state: text('state'),
    updatedAt: updatedAt(),
  },
  () => [check('billing_profiles_person_type_check', inList('person_type', valuesOf(personTypes)))],
);

/**
 * Gapless yearly numbering (PROP-2026-0001, FAT-2026-0001): the next number is taken with
 * `insert … on conflict do update set last = last + 1 returning last` inside the creating transaction,
 * so concurrent creations serialise on the row and a rollback gives the number back.
 */
export const documentSequences = pgTable(
  'document_sequences',
  {
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [uniqueIndex('document_sequences_kind_year_idx').on(table.kind, table.year)],
);
