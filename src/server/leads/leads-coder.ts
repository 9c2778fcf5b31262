/**
 * 'Leads do Coder' (docs/product/leads.md): the leads_coder view (chat-bot leads), newest first in keyset pages,
 * with the total and the number created today in São Paulo.
 */
import { count, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { leadsCoder } from '@server/db/schema';
import type { LeadCoderList } from '@shared/schemas/lead';
import { TIME_ZONE } from '@shared/time';
import { cursorKeyOf, type KeysetRequest, keysetPage, keysetPlan } from './keyset';

/** Midnight today in São Paulo, as an instant. */
export const startOfTodaySaoPaulo = sql`(date_trunc('day', now() at time zone ${TIME_ZONE}) at time zone ${TIME_ZONE})`;

export async function listLeadsCoder(db: Db, request: KeysetRequest): Promise<LeadCoderList> {
  const plan = keysetPlan({ ...request, order: 'desc' }, leadsCoder.createdAt, leadsCoder.id);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: leadsCoder.id,
        nome: leadsCoder.nome,
        email: leadsCoder.email,
        telefone: leadsCoder.telefone,
        interesse: leadsCoder.interesse,
        origem: leadsCoder.origem,
        createdAt: leadsCoder.createdAt,
        cursorKey: cursorKeyOf(leadsCoder.createdAt),
      })
      .from(leadsCoder)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.fetch),
    db
      .select({
        total: count(),
        today: sql<number>`count(*) filter (where ${leadsCoder.createdAt} >= ${startOfTodaySaoPaulo})`,
      })
      .from(leadsCoder),
  ]);
  const page = keysetPage(rows, request, plan.backwards);
  return {
    ...page,
    items: page.items.map(({ cursorKey: _cursor, ...item }) => ({
      ...item,
      createdAt: (item.createdAt instanceof Date ? item.createdAt : new Date(item.createdAt)).toISOString(),
    })),
    total: Number(totals[0]?.total ?? 0),
    today: Number(totals[0]?.today ?? 0),
  };
}
