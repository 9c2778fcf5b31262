/**
 * Retention that runs (docs/product/privacy-lgpd.md, privacy policy §5): once a day the server
 * anonymises
 * - leads that are not clients (status other than 'won') whose last interaction (the lead's update,
 *   a note, a timeline event, an appointment, a chat message) is older than 'retentionLeadMonths';
 * - chat conversations whose last message is older than 'retentionChatMonths' (messages kept, text
 *   replaced, so counts still add up).
 * `npm run retention` runs it once (`--dry-run` lists what would change). Tests pass a fake `now`.
 */
import { sql } from 'drizzle-orm';
import type { AppDeps } from '@server/context';
import { type Db, queryRows } from '@server/db/client';
import { rootLogger } from '@server/lib/logger';
import { getSettings } from '@server/settings/settings';
import {
  ANONYMIZED_EMAIL_DOMAIN,
  anonymizePerson,
  type Needles,
  needlePattern,
  sweep,
} from './personal-data';

export const RETENTION_CHAT_TEXT = '[mensagem removida pelo prazo de retenção]';
const DAY_MS = 86_400_000;
/** People per sweep: keeps the alternation pattern of one sweep reasonably small. */
const SWEEP_BATCH = 50;

export type RetentionResult = {
  dryRun: boolean;
  now: string;
  leadMonths: number;
  chatMonths: number;
  leads: { id: string; status: string; lastActivity: string }[];
  chatSessions: { sessionId: string; messages: number; lastMessage: string }[];
};

/** `months` calendar months before `now` (the same day of the month, clamped by Date). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export async function runRetention(
  db: Db,
  options: { now: Date; dryRun: boolean },
): Promise<RetentionResult> {
  const settings = await getSettings(db);
  const leadMonths = Number(settings.retentionLeadMonths);
  const chatMonths = Number(settings.retentionChatMonths);
  const leadCutoff = monthsBefore(options.now, leadMonths);
  const chatCutoff = monthsBefore(options.now, chatMonths);

  const leads = await queryRows<{ id: string; email: string; status: string; last_activity: Date | string }>(
    db,
    sql`select l.id, l.email, l.status, greatest(
          l.updated_at, l.created_at,
          (select max(created_at) from lead_notes n where n.lead_id = l.id),
          (select max(created_at) from lead_events e where e.lead_id = l.id),
          (select max(coalesce(appointment_date, created_at)) from appointments a where a.lead_id = l.id),
          (select max(created_at) from chat_messages m where m.lead_id = l.id)
        ) as last_activity
        from leads l
        where l.status <> 'won' and l.email not like ${`%@${ANONYMIZED_EMAIL_DOMAIN}`}
          and l.updated_at < ${leadCutoff}
        order by l.created_at`,
  );
  const dueLeads = leads.filter((lead) => new Date(lead.last_activity).getTime() < leadCutoff.getTime());

  const sessions = await queryRows<{ session_id: string; messages: number; last_message: Date | string }>(
    db,
    sql`select session_id, count(*)::int as messages, max(created_at) as last_message
        from chat_messages
        group by session_id
        having max(created_at) < ${chatCutoff} and bool_or(content <> ${RETENTION_CHAT_TEXT})
        order by max(created_at)`,
  );

  if (!options.dryRun) {
    // One person at a time through the registry; the sweep of every text column then runs once per
    // batch of people (one pattern for all their names, e-mails and phones) instead of once each.
    const done = new Set<string>();
    let batch: Needles = { names: [], emails: [], phones: [] };
    const flush = async () => {
      const pattern = needlePattern(batch);
      if (pattern) await sweep(db, pattern);
      batch = { names: [], emails: [], phones: [] };
    };
    for (const lead of dueLeads) {
      const email = lead.email.trim().toLowerCase();
      if (done.has(email)) continue;
      done.add(email);
      const ids = dueLeads
        .filter((other) => other.email.trim().toLowerCase() === email)
        .map((other) => other.id);
      const { needles } = await anonymizePerson(db, { email, leadIds: ids }, {}, { sweep: false });
      batch.names.push(...needles.names);
      batch.emails.push(...needles.emails);
      batch.phones.push(...needles.phones);
      if (done.size % SWEEP_BATCH === 0) await flush();
    }
    await flush();
    if (sessions.length) {
      await db.execute(
        sql`update chat_messages set content = ${RETENTION_CHAT_TEXT}
            where session_id in (${sql.join(
              sessions.map((session) => sql`${session.session_id}`),
              sql`, `,
            )})`,
      );
    }
  }

  const iso = (value: Date | string) => new Date(value).toISOString();
  return {
    dryRun: options.dryRun,
    now: options.now.toISOString(),
    leadMonths,
    chatMonths,
    leads: dueLeads.map((lead) => ({
      id: lead.id,
      status: lead.status,
      lastActivity: iso(lead.last_activity),
    })),
    chatSessions: sessions.map((session) => ({
      sessionId: session.session_id,
      messages: session.messages,
      lastMessage: iso(session.last_message),
    })),
  };
}

/** Daily inside the server (first run a minute after start); returns the stop function. */
export function scheduleRetention(deps: AppDeps, clock: () => Date = () => new Date()): () => void {
  const log = deps.logger ?? rootLogger();
  const tick = () => {
    runRetention(deps.db, { now: clock(), dryRun: false })
      .then((result) => {
        if (result.leads.length || result.chatSessions.length) {
          log.info(
            { leads: result.leads.length, chatSessions: result.chatSessions.length },
            'retenção LGPD: dados anonimizados',
          );
        }
      })
      .catch((error) => log.error({ err: error }, 'retenção LGPD falhou'));
  };
  const first = setTimeout(tick, 60_000);
  const daily = setInterval(tick, DAY_MS);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
