/**
 * Insights demo data (docs/product/finance-insights.md): this month's sales goals (the team's and
 * people's) and this quarter's (the team's), and the cash flow's settings — the balance before the
 * first movement and the alert's minimum. Runs right after the money demo data (decision 063).
 */
import { settings } from '@server/db/schema';
import type { SeedContext } from '@server/module';
import { saoPauloDay } from '@shared/format';
import { monthStart, quarterStart } from './dates';
import { salesGoals } from './schema';

export async function seedInsights({ db, ids, now }: SeedContext): Promise<void> {
  const comercialId = ids['comercial@coders.example']!;
  const admId = ids['adm@coders.example']!;
  const today = saoPauloDay(new Date(now));
  const thisMonth = monthStart(today);
  // ---- Goals: this month (team and people) and this quarter (team).
  const quarter = quarterStart(today);
  await db.insert(salesGoals).values([
    {
      userId: null,
      metric: 'value_won',
      period: 'month',
      periodStart: thisMonth,
      target: '40000.00',
      createdBy: admId,
    },
    {
      userId: null,
      metric: 'deals_won',
      period: 'month',
      periodStart: thisMonth,
      target: '4.00',
      createdBy: admId,
    },
    {
      userId: comercialId,
      metric: 'value_won',
      period: 'month',
      periodStart: thisMonth,
      target: '25000.00',
      createdBy: admId,
    },
    {
      userId: comercialId,
      metric: 'new_leads',
      period: 'month',
      periodStart: thisMonth,
      target: '15.00',
      createdBy: admId,
    },
    {
      userId: admId,
      metric: 'value_won',
      period: 'month',
      periodStart: thisMonth,
      target: '6000.00',
      createdBy: admId,
    },
    {
      userId: null,
      metric: 'value_won',
      period: 'quarter',
      periodStart: quarter,
      target: '110000.00',
      createdBy: admId,
    },
    {
      userId: null,
      metric: 'consultations',
      period: 'quarter',
      periodStart: quarter,
      target: '12.00',
      createdBy: admId,
    },
  ]);

  await db
    .insert(settings)
    .values([
      { key: 'cashFlowStartingBalance', value: '25000.00' },
      { key: 'cashFlowMinimumBalance', value: '10000.00' },
    ])
    .onConflictDoNothing();
}
