/**
 * The billing jobs (docs/product/invoices-and-payments.md), declared for the job engine (decision 057)
 * and called directly by tests with a fake `now`:
 * - recurring invoices (retainers), daily at 06:00: each template issues the invoice of every month due
 *   up to the current one, once — the template row is locked and its next_month moves in the same
 *   transaction;
 * - reminder e-mails, daily at 08:00, before and after the due date (settings), once per invoice per
 *   step, the 'after' one up to 60 days past its day (older debts are chased by people, not by mail):
 *   the invoice_reminders unique row is claimed and the message queued in the outbox in one
 *   transaction, only when SMTP is configured.
 */
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '@server/context';
import { type Db, queryRows } from '@server/db/client';
import { invoiceOpenAmountSql } from '@server/invoices/ledger';
import { defineJob } from '@server/jobs/define';
import { enqueueMail } from '@server/mail/outbox';
import { formatDate, formatMoney, saoPauloDay } from '@shared/format';
import { nextMonthDay } from '@shared/invoices/rules';
import { daysBetween } from '@shared/late-fees';
import { billingSettings, chargesFor, pixFor } from './billing-settings';
import { insertDraft, issueInTx } from './invoices';
import { invoiceReminders, invoices, recurringInvoices } from './schema';

/** The due date in `month` (yyyy-MM-01) on `dayOfMonth`, clamped to the month's last day. */
export function dueDayIn(month: string, dayOfMonth: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month.slice(0, 8)}${String(Math.min(Math.max(dayOfMonth, 1), last)).padStart(2, '0')}`;
}

/** Issues every recurring invoice due by `now`; returns the ids of the invoices issued. */
export async function runRecurringInvoices(db: Db, now = new Date()): Promise<string[]> {
  const currentMonth = `${saoPauloDay(now).slice(0, 7)}-01`;
  const due = await db
    .select({ id: recurringInvoices.id })
    .from(recurringInvoices)
    .where(
      and(
        eq(recurringInvoices.active, true),
        isNotNull(recurringInvoices.nextMonth),
        lte(recurringInvoices.nextMonth, currentMonth),
      ),
    );
  const issued: string[] = [];
  for (const { id } of due) {
    // Catch up month by month (a server that was stopped issues the months it missed), at most two years.
    for (let step = 0; step < 24; step++) {
      const invoiceId = await db.transaction(async (tx) => {
        const [template] = await tx
          .select()
          .from(recurringInvoices)
          .where(eq(recurringInvoices.id, id))
          .for('update', { skipLocked: true })
          .limit(1);
        if (!template?.active || !template.nextMonth || template.nextMonth > currentMonth) return null;
        const month = template.nextMonth;
        const finished = template.months !== null && template.issuedCount + 1 >= template.months;
        await tx
          .update(recurringInvoices)
          .set({ issuedCount: template.issuedCount + 1, nextMonth: finished ? null : nextMonthDay(month) })
          .where(eq(recurringInvoices.id, id));
        const [already] = await tx
          .select({ id: invoices.id })
          .from(invoices)
          .where(and(eq(invoices.recurringInvoiceId, id), eq(invoices.competence, month)))
          .limit(1);
        if (already) return null;
        const draft = await insertDraft(
          tx,
          null,
          {
            leadId: template.leadId,
            projectId: template.projectId,
            description: template.description,
            competence: month,
            dueDate: dueDayIn(month, template.dayOfMonth),
            items: [
              {
                description: template.description,
                service: null,
                quantity: '1.00',
                unitPrice: template.amount,
              },
            ],
          },
          { recurringInvoiceId: id, proposalId: template.proposalId },
        );
        await issueInTx(tx, null, draft, now);
        return draft;
      });
      if (!invoiceId) break;
      issued.push(invoiceId);
    }
  }
  return issued;
}

type ReminderRow = {
  id: string;
  lead_id: string;
  number: string;
  due_date: string;
  total: string;
  open: string;
  client_name: string;
  email: string;
};

/** Queues the reminders due by `now` in the outbox; returns how many were queued. */
export async function runInvoiceReminders(
  deps: Pick<AppDeps, 'db' | 'config'>,
  now = new Date(),
): Promise<number> {
  if (!deps.config.SMTP_URL) return 0;
  const { db } = deps;
  const settings = await billingSettings(db);
  const before = settings.reminderDaysBefore;
  const after = settings.reminderDaysAfter;
  if (before <= 0 && after <= 0) return 0;
  const today = saoPauloDay(now);
  const rows = await queryRows<ReminderRow>(
    db,
    sql`select * from (
          select invoices.id, invoices.lead_id, invoices.number, invoices.due_date::text as due_date, invoices.total::text as total,
                 (${invoiceOpenAmountSql()})::numeric(14,2)::text as open, leads.name as client_name,
                 coalesce(nullif(bp.billing_email, ''), leads.email) as email
          from invoices
          inner join leads on leads.id = invoices.lead_id
          left join billing_profiles bp on bp.lead_id = invoices.lead_id
          where invoices.issued_at is not null and invoices.cancelled_at is null
            and invoices.due_date between ${today}::date - ${after + 60}::int and ${today}::date + ${before}::int
        ) r where open::numeric > 0`,
  );
  let sent = 0;
  for (const row of rows) {
    const daysToDue = daysBetween(today, row.due_date);
    const step =
      daysToDue >= 0
        ? before > 0 && daysToDue <= before
          ? 'antes'
          : null
        : after > 0 && -daysToDue >= after
          ? 'depois'
          : null;
    if (!step) continue;
    const status = daysToDue < 0 ? 'vencida' : 'aberta';
    const charges = chargesFor(settings, { open: row.open, dueDate: row.due_date, status }, today);
    const pix = pixFor(settings, charges.total, row.number);
    const intro =
      step === 'antes'
        ? `Olá, ${row.client_name}! A fatura ${row.number} vence em ${formatDate(row.due_date)}.`
        : `Olá, ${row.client_name}! A fatura ${row.number} venceu em ${formatDate(row.due_date)} e ainda está em aberto.`;
    const lines = [
      intro,
      `Valor a pagar: ${formatMoney(charges.total)}${charges.daysLate > 0 ? ` (inclui multa de ${formatMoney(charges.fine)} e juros de ${formatMoney(charges.interest)})` : ''}.`,
      pix ? `PIX copia e cola:\n${pix.code}` : '',
      'Se o pagamento já foi feito, desconsidere esta mensagem.',
      settings.agencyName,
    ].filter(Boolean);
    // The step is claimed and the message queued together: the outbox delivers it (retrying while
    // SMTP is down), and a step is never queued twice.
    const queued = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(invoiceReminders)
        .values({ invoiceId: row.id, step, sentTo: row.email })
        .onConflictDoNothing()
        .returning({ id: invoiceReminders.id });
      if (claimed.length === 0) return false;
      await enqueueMail(tx, deps.config, {
        kind: 'invoice_reminder',
        key: `lembrete:${row.id}:${step}`,
        leadId: row.lead_id,
        to: row.email,
        subject:
          step === 'antes'
            ? `Lembrete: fatura ${row.number} vence em breve`
            : `Fatura ${row.number} em atraso`,
        text: lines.join('\n\n'),
      });
      await tx.update(invoices).set({ lastReminderAt: now }).where(eq(invoices.id, row.id));
      return true;
    });
    if (queued) sent++;
  }
  return sent;
}

export async function runBillingJobs(deps: Pick<AppDeps, 'db' | 'config'>, now = new Date()) {
  const issued = await runRecurringInvoices(deps.db, now);
  const reminders = await runInvoiceReminders(deps, now);
  return { issued: issued.length, reminders };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const recurringInvoicesJob = defineJob({
  name: 'faturas-recorrentes',
  title: 'Faturas recorrentes',
  description:
    'Emite a fatura de cada mês de cada contrato recorrente (retainer) que já chegou; um servidor que ficou parado emite os meses que perdeu.',
  schedule: '0 6 * * *',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  timeoutSeconds: 600,
  singleton: true,
  handler: async ({ deps, now }) => {
    const issued = await runRecurringInvoices(deps.db, now);
    return issued.length
      ? `${plural(issued.length, 'fatura recorrente emitida', 'faturas recorrentes emitidas')}.`
      : 'Nenhuma fatura recorrente a emitir.';
  },
});

export const invoiceRemindersJob = defineJob({
  name: 'lembretes-de-fatura',
  title: 'Lembretes de fatura',
  description:
    'Põe na fila de e-mail os lembretes antes e depois do vencimento (dias nas configurações de faturamento), um por fatura e etapa.',
  schedule: '0 8 * * *',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  timeoutSeconds: 600,
  singleton: true,
  handler: async ({ deps, now }) => {
    if (!deps.config.SMTP_URL) return 'SMTP não configurado: nenhum lembrete por e-mail.';
    const queued = await runInvoiceReminders(deps, now);
    return queued
      ? `${plural(queued, 'lembrete posto', 'lembretes postos')} na fila de e-mail.`
      : 'Nenhum lembrete devido agora.';
  },
});
