/**
 * How a proposal row is read: the shown status ('expirada' past validity on the São Paulo day,
 * 'cancelada' once cancelled), the list columns with the client's name, and the snapshot the audit log
 * and the frozen versions keep.
 */
import { type SQL, sql } from 'drizzle-orm';
import { leads } from '@server/db/schema';
import { cursorKeyOf } from '@server/leads/keyset';
import { type PaymentPlan, type proposalItems, proposals } from '@server/proposals/schema';
import { saoPauloDay } from '@shared/format';
import { lineTotal } from '@shared/line-items';
import type { ProposalDisplayStatus, ProposalItem, ProposalListItem } from '@shared/proposals/schemas';
import { computeTotals } from '@shared/schemas/proposal-totals';

/** Today in São Paulo (yyyy-MM-dd): a proposal valid until today is still valid all day. */
export const todayOf = (now: Date = new Date()) => saoPauloDay(now);

export function displayStatusSql(today: string): SQL<ProposalDisplayStatus> {
  return sql<ProposalDisplayStatus>`case
    when ${proposals.cancelledAt} is not null then 'cancelada'
    when ${proposals.status} in ('enviada', 'visualizada') and ${proposals.validUntil} < ${today}::date then 'expirada'
    else ${proposals.status} end`;
}

export function displayStatusOf(
  row: { status: string; cancelledAt: Date | string | null; validUntil: string },
  today: string,
): ProposalDisplayStatus {
  if (row.cancelledAt) return 'cancelada';
  if ((row.status === 'enviada' || row.status === 'visualizada') && row.validUntil < today) return 'expirada';
  return row.status as ProposalDisplayStatus;
}

/** The list filter for a shown status. */
export function statusFilter(status: string, today: string): SQL {
  switch (status) {
    case 'cancelada':
      return sql`${proposals.cancelledAt} is not null`;
    case 'expirada':
      return sql`${proposals.cancelledAt} is null and ${proposals.status} in ('enviada', 'visualizada') and ${proposals.validUntil} < ${today}::date`;
    case 'enviada':
    case 'visualizada':
      return sql`${proposals.cancelledAt} is null and ${proposals.status} = ${status} and ${proposals.validUntil} >= ${today}::date`;
    default:
      return sql`${proposals.cancelledAt} is null and ${proposals.status} = ${status}`;
  }
}

export const listColumns = (today: string) => ({
  id: proposals.id,
  number: proposals.number,
  title: proposals.title,
  leadId: proposals.leadId,
  clientName: sql<string>`${leads.name}`,
  status: displayStatusSql(today),
  version: proposals.version,
  total: proposals.total,
  paymentPlan: proposals.paymentPlan,
  validUntil: proposals.validUntil,
  sentAt: proposals.sentAt,
  viewCount: proposals.viewCount,
  createdAt: proposals.createdAt,
  updatedAt: proposals.updatedAt,
  cursorKey: cursorKeyOf(proposals.createdAt),
});

export const iso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

type ListRow = {
  id: string;
  number: string;
  title: string;
  leadId: string;
  clientName: string;
  status: ProposalDisplayStatus;
  version: number;
  total: string;
  paymentPlan: PaymentPlan;
  validUntil: string;
  sentAt: Date | null;
  viewCount: number;
  createdAt: Date;
  updatedAt: Date;
};

export function toListItem(row: ListRow): ProposalListItem {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    leadId: row.leadId,
    clientName: row.clientName,
    status: row.status,
    version: row.version,
    total: row.total,
    paymentKind: row.paymentPlan.kind,
    validUntil: row.validUntil,
    sentAt: iso(row.sentAt),
    viewCount: row.viewCount,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}

type ItemRow = typeof proposalItems.$inferSelect;

export function toItem(row: ItemRow): ProposalItem {
  return {
    id: row.id,
    position: row.position,
    description: row.description,
    service: row.service,
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    discount: row.discount,
    optional: row.optional,
    selected: row.selected,
    lineTotal: lineTotal(row),
  };
}

/** What a frozen version and the audit log keep of a proposal: its content and money, not its ids. */
export function proposalSnapshot(row: typeof proposals.$inferSelect, items: ItemRow[]) {
  const ordered = [...items].sort((a, b) => a.position - b.position);
  return {
    number: row.number,
    version: row.version,
    leadId: row.leadId,
    title: row.title,
    intro: row.intro,
    scope: row.scope,
    terms: row.terms,
    validUntil: row.validUntil,
    paymentPlan: row.paymentPlan,
    status: row.status,
    total: row.total,
    items: ordered.map((item) => ({
      position: item.position,
      description: item.description,
      service: item.service,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      discount: item.discount,
      optional: item.optional,
      selected: item.selected,
    })),
    totals: computeTotals(ordered),
  };
}
