/**
 * Activity demo data: the comercial user's day on their own leads — two overdue from earlier days,
 * four today (spread over the São Paulo working day, so some have passed and some are ahead), two
 * upcoming and two done with their outcome on the lead's timeline — and one for adm. Times are São
 * Paulo wall times relative to the day of `now`, so 'Minhas atividades' is meaningful on any fresh start.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import { leadNotes, leads } from '@server/db/schema';
import type { SeedContext } from '@server/module';
import type { ActivityKind } from '@shared/activities/catalog';
import { addDays, zonedDay, zonedTimeToUtc } from '@shared/time';
import { timelineNote } from './activities';
import { activities } from './schema';

type Plan = {
  kind: ActivityKind;
  title: string;
  /** Days from today (São Paulo) and the wall time. */
  day: number;
  at: string;
  notes?: string;
  outcome?: string;
};

const plans: Plan[] = [
  { kind: 'call', title: 'Retornar sobre o orçamento enviado', day: -3, at: '10:00' },
  { kind: 'email', title: 'Enviar cases de lojas virtuais', day: -1, at: '16:00' },
  { kind: 'call', title: 'Ligar para confirmar a reunião', day: 0, at: '09:30' },
  {
    kind: 'meeting',
    title: 'Apresentar a proposta',
    day: 0,
    at: '14:00',
    notes: 'Levar o cronograma e as três opções de escopo.',
  },
  { kind: 'task', title: 'Preparar o contrato para assinatura', day: 0, at: '17:00' },
  { kind: 'call', title: 'Follow-up do diagnóstico gratuito', day: 0, at: '20:30' },
  { kind: 'meeting', title: 'Reunião de kickoff', day: 1, at: '10:00' },
  { kind: 'email', title: 'Mandar o resumo da conversa', day: 3, at: '11:00' },
  {
    kind: 'call',
    title: 'Primeiro contato',
    day: -2,
    at: '11:00',
    outcome: 'Atendeu, pediu proposta para site e tráfego pago. Enviar até sexta.',
  },
  {
    kind: 'email',
    title: 'Enviar material de apresentação',
    day: -1,
    at: '09:00',
    outcome: 'Enviado o portfólio; respondeu que vai avaliar com o sócio.',
  },
];

export async function seedActivities({ db, ids, now }: SeedContext): Promise<void> {
  const comercial = ids['comercial@coders.example'];
  const adm = ids['adm@coders.example'];
  if (!comercial) return;
  const owned = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.ownerId, comercial), ne(leads.status, 'lost')))
    .orderBy(asc(leads.createdAt))
    .limit(plans.length);
  const fallback = owned.length
    ? owned
    : await db.select({ id: leads.id }).from(leads).orderBy(asc(leads.createdAt)).limit(plans.length);
  if (!fallback.length) return;
  const today = zonedDay(new Date(now));
  const at = (plan: Pick<Plan, 'day' | 'at'>) => {
    const [hour, minute] = plan.at.split(':').map(Number) as [number, number];
    return zonedTimeToUtc(addDays(today, plan.day), hour * 60 + minute);
  };
  const rows = plans.map((plan, index) => {
    const dueAt = at(plan);
    const doneAt = plan.outcome ? new Date(dueAt.getTime() + 20 * 60_000) : null;
    return {
      kind: plan.kind,
      title: plan.title,
      notes: plan.notes ?? null,
      dueAt,
      ownerId: comercial,
      leadId: fallback[index % fallback.length]!.id,
      doneAt,
      outcome: plan.outcome ?? null,
      // What had passed before the install is not announced again; what is ahead will be.
      remindedAt: dueAt.getTime() < now ? new Date(now) : null,
      createdBy: comercial,
      createdAt: new Date(Math.min(dueAt.getTime(), now) - 2 * 86_400_000),
    };
  });
  if (adm) {
    rows.push({
      kind: 'task',
      title: 'Revisar o funil da semana com o comercial',
      notes: null,
      dueAt: at({ day: 1, at: '09:00' }),
      ownerId: adm,
      leadId: fallback[0]!.id,
      doneAt: null,
      outcome: null,
      remindedAt: null,
      createdBy: adm,
      createdAt: new Date(now - 86_400_000),
    });
  }
  const inserted = await db.insert(activities).values(rows).returning();
  const notes = inserted.flatMap((row) =>
    row.doneAt && row.outcome && row.leadId
      ? [
          {
            leadId: row.leadId,
            authorId: row.ownerId,
            content: timelineNote(row, row.outcome),
            createdAt: row.doneAt,
          },
        ]
      : [],
  );
  if (notes.length) await db.insert(leadNotes).values(notes);
}
