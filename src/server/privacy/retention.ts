/**
 * Retention that runs (docs/product/privacy-lgpd.md, privacy policy §5): daily at 03:00 (a job,
 * decision 057) the server anonymises
 * - leads that are not clients (status other than 'won') whose last interaction (the lead's update,
 *   a note, a timeline event, an appointment, a chat message) is older than 'retentionLeadMonths';
 * - chat conversations whose last message is older than 'retentionChatMonths' (messages kept, text
 *   replaced, so counts still add up).
 * `npm run retention` runs it once (`--dry-run` lists what would change). Tests pass a fake `now`.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { defineJob } from '@server/jobs/define';
import { getSettings } from '@server/settings/settings';
import type { RetentionResult } from '@shared/privacy/schemas';
import { ANONYMIZED_EMAIL_DOMAIN } from './cleaner';
import {
  applyErasure,
  type CellChange,
  type ErasureResult,
  inErasureTransaction,
  mergeResults,
  summarize,
} from './erasure';

export const RETENTION_CHAT_TEXT = '[mensagem removida pelo prazo de retenção]';

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
  return (await runRetentionWithChanges(db, options)).result;
}

/** The run and every cell it changed (a dry run: would change), read back from the database. */
export async function runRetentionWithChanges(
  db: Db,
  options: { now: Date; dryRun: boolean },
): Promise<{ result: RetentionResult; erasure: ErasureResult }> {
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

  // Each person (the due leads of one e-mail) is anonymised by reference, one after another, then the
  // old conversations lose their text; a dry run does the same in a transaction that is rolled back.
  const work = async (tx: Db) => {
    const results: ErasureResult[] = [];
    const done = new Set<string>();
    for (const lead of dueLeads) {
      const email = lead.email.trim().toLowerCase();
      if (done.has(email)) continue;
      done.add(email);
      const leadIds = dueLeads
        .filter((other) => other.email.trim().toLowerCase() === email)
        .map((other) => other.id);
      results.push(await applyErasure(tx, { email: null, leadIds, userIds: [] }));
    }
    if (sessions.length)
      results.push(
        await expireChats(
          tx,
          sessions.map((session) => session.session_id),
        ),
      );
    return mergeResults(results);
  };
  const erasure = await inErasureTransaction(db, work, { dryRun: options.dryRun });

  const iso = (value: Date | string) => new Date(value).toISOString();
  const result: RetentionResult = {
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
    changes: summarize(erasure),
  };
  return { result, erasure };
}

/** Old conversations keep their rows (counts still add up) with the text replaced. */
async function expireChats(db: Db, sessionIds: string[]): Promise<ErasureResult> {
  const rows = await queryRows<{ id: string; content: string }>(
    db,
    sql`update chat_messages m set content = ${RETENTION_CHAT_TEXT}
        from chat_messages old
        where old.id = m.id and m.content <> ${RETENTION_CHAT_TEXT}
          and m.session_id in (select jsonb_array_elements_text(${JSON.stringify(sessionIds)}::jsonb))
        returning m.id, old.content`,
  );
  const cells: CellChange[] = rows.map((row) => ({
    table: 'chat_messages',
    key: row.id,
    column: 'content',
    before: row.content,
    after: RETENTION_CHAT_TEXT,
  }));
  return { cells, deleted: [] };
}

export const retentionJob = defineJob({
  name: 'retencao-lgpd',
  title: 'Retenção (LGPD)',
  description:
    'Anonimiza leads que não viraram clientes e estão parados há mais que o prazo de retenção, e apaga o texto das conversas do chat antigas (prazos em Privacidade).',
  schedule: '0 3 * * *',
  retry: { limit: 3, delaySeconds: 600, backoff: true },
  timeoutSeconds: 1800,
  singleton: true,
  handler: async ({ deps, now }) => {
    const result = await runRetention(deps.db, { now, dryRun: false });
    const leads = result.leads.length;
    const chats = result.chatSessions.length;
    if (!leads && !chats) return 'Nada passou do prazo de retenção.';
    return `${[
      leads === 1 ? '1 lead anonimizado' : `${leads} leads anonimizados`,
      chats === 1 ? '1 conversa expirada' : `${chats} conversas expiradas`,
    ].join(', ')}.`;
  },
});
