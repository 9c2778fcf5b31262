/** The columns the lead list, details and exports read, and their JSON shape. */
import { sql } from 'drizzle-orm';
import { leads, users } from '@server/db/schema';
import type { LeadListItem } from '@shared/schemas/lead';
import { cursorKeyOf } from './keyset';

export const leadListColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  company: leads.company,
  serviceInterest: leads.serviceInterest,
  message: leads.message,
  status: leads.status,
  source: leads.source,
  score: leads.score,
  ownerId: leads.ownerId,
  ownerName: sql<string | null>`${users.name}`,
  createdAt: leads.createdAt,
  updatedAt: leads.updatedAt,
  cursorKey: cursorKeyOf(leads.createdAt),
};

type LeadRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  serviceInterest: string | null;
  message: string;
  status: string;
  source: string;
  score: number | null;
  ownerId: string | null;
  ownerName: string | null;
  /** A Date from a column, or its JSON text when the row came back inside json_agg. */
  createdAt: Date | string;
  updatedAt: Date | string;
};

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function toLeadItem(row: LeadRow): LeadListItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    serviceInterest: row.serviceInterest,
    message: row.message,
    status: row.status,
    source: row.source,
    score: row.score,
    ownerId: row.ownerId,
    ownerName: row.ownerName ?? null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** What the audit log keeps of a lead: the fields a person edits. */
export function auditSnapshot(row: {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  serviceInterest: string | null;
  message: string;
  status: string;
  ownerId: string | null;
}) {
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    serviceInterest: row.serviceInterest,
    message: row.message,
    status: row.status,
    ownerId: row.ownerId,
  };
}
