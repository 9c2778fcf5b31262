/**
 * Companies (docs/product/companies-and-deals.md): the client as a company, with CNPJ, razão social,
 * address and billing e-mail. Its people are leads (`leads.company_id`). A sole trader's company holds
 * personal data: the LGPD class treats it like a lead's.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '@server/db/columns';

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Nome fantasia: how the agency calls the client. */
    name: text('name').notNull(),
    legalName: text('legal_name'),
    /** 14 characters without punctuation, upper case (alphanumeric from July 2026). */
    cnpj: text('cnpj'),
    billingEmail: text('billing_email'),
    cep: text('cep'),
    street: text('street'),
    number: text('number'),
    complement: text('complement'),
    district: text('district'),
    city: text('city'),
    state: text('state'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** What the list and Ctrl+K search match: names and the CNPJ, lower-cased once on write. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name || ' ' || coalesce(legal_name, '') || ' ' || coalesce(cnpj, ''))`,
    ),
  },
  (table) => [
    check('companies_cnpj_check', sql`cnpj is null or cnpj ~ '^[0-9A-Z]{12}[0-9]{2}$'`),
    check('companies_name_check', sql`length(trim(name)) > 0`),
    uniqueIndex('companies_cnpj_idx').on(table.cnpj),
    index('companies_name_idx').on(sql`lower(${table.name})`),
    index('companies_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);
