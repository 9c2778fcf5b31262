/** The admin overview counts (docs/product/dashboards-and-kpis.md): exact counts of leads, projects, appointments and chat messages. */
import { count } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { appointments, chatMessages, leads, projects } from '@server/db/schema';
import type { AdminStats } from '@shared/schemas/system-health';

export async function adminStats(db: Db): Promise<AdminStats> {
  const [leadRows, projectRows, appointmentRows, chatRows] = await Promise.all([
    db.select({ n: count() }).from(leads),
    db.select({ n: count() }).from(projects),
    db.select({ n: count() }).from(appointments),
    db.select({ n: count() }).from(chatMessages),
  ]);
  return {
    leads: Number(leadRows[0]?.n ?? 0),
    projects: Number(projectRows[0]?.n ?? 0),
    appointments: Number(appointmentRows[0]?.n ?? 0),
    chatMessages: Number(chatRows[0]?.n ?? 0),
  };
}
