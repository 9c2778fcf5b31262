/**
 * The activity reminder (issue 28): every 5 minutes, the owner of each open activity due in the next
 * 15 minutes, or passed within the last hour, gets one notification linking to 'Minhas atividades'.
 * Each activity is claimed by setting `reminded_at` in the same statement that finds it, inside the
 * transaction that writes the notification: a second run at the same time waits on the row lock, sees
 * `reminded_at` set and skips it, so an activity notifies once however the runs overlap; a failed
 * notification rolls the claim back for the next run. A reschedule clears `reminded_at`.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { defineJob } from '@server/jobs/define';
import { notifyStaff } from '@server/lib/notify';
import { activityKinds } from '@shared/activities/catalog';
import { REMIND_AHEAD_MINUTES, REMIND_LATE_MINUTES } from '@shared/activities/rules';
import { labelOf } from '@shared/catalog/entries';
import { formatDateTimeAt } from '@shared/format';

export const ACTIVITIES_PAGE = '/coders/colaboradores/atividades';

type Claimed = {
  id: string;
  kind: string;
  title: string;
  due_at: Date | string;
  owner_id: string;
  lead_id: string | null;
  lead_name: string | null;
};

/** Notifies each activity due now-ish once; answers how many were notified. */
export async function runActivityReminders(db: Db, now = new Date()): Promise<number> {
  const ahead = new Date(now.getTime() + REMIND_AHEAD_MINUTES * 60_000);
  const late = new Date(now.getTime() - REMIND_LATE_MINUTES * 60_000);
  return db.transaction(async (tx) => {
    const claimed = await queryRows<Claimed>(
      tx,
      sql`
        update activities a set reminded_at = ${now}
        from (
          select id from activities
          where done_at is null and reminded_at is null and owner_id is not null
            and due_at <= ${ahead} and due_at >= ${late}
          order by due_at
          limit 500
          for update skip locked
        ) due
        where a.id = due.id and a.reminded_at is null
        returning a.id, a.kind, a.title, a.due_at, a.owner_id, a.lead_id,
          (select name from leads l where l.id = a.lead_id) as lead_name`,
    );
    for (const activity of claimed) {
      const dueAt = new Date(activity.due_at);
      const about = activity.lead_name ? ` (lead: ${activity.lead_name})` : '';
      await notifyStaff(tx, {
        title: `${labelOf(activityKinds, activity.kind)}: ${activity.title}`,
        message: `${dueAt < now ? 'Venceu' : 'Vence'} em ${formatDateTimeAt(dueAt)}${about}.`,
        type: 'info',
        priority: dueAt < now ? 'high' : 'medium',
        target: { path: ACTIVITIES_PAGE },
        userIds: [activity.owner_id],
        leadId: activity.lead_id,
      });
    }
    return claimed.length;
  });
}

export const activityRemindersJob = defineJob({
  name: 'lembretes-de-atividade',
  title: 'Lembretes de atividades',
  description:
    'Avisa o responsável de cada atividade que vence nos próximos 15 minutos (ou venceu há menos de uma hora), uma vez por atividade.',
  schedule: '*/5 * * * *',
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  timeoutSeconds: 240,
  singleton: true,
  catchUp: false,
  handler: async ({ deps, now }) => {
    const sent = await runActivityReminders(deps.db, now);
    if (!sent) return 'Nenhuma atividade vencendo agora.';
    return sent === 1 ? '1 lembrete enviado.' : `${sent} lembretes enviados.`;
  },
});
