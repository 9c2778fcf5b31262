/**
 * Deals demo data (docs/product/companies-and-deals.md): deals in every stage with values, for the
 * demo companies' people: the accepted proposals' deals are won (at acceptance), the sent ones sit in
 * 'Proposta enviada' with the proposal linked, others spread over the open stages, and a few are lost
 * with their reasons. Fixed values, dates relative to now. Runs after the companies' seed.
 */
import { asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { leads } from '@server/db/schema';
import type { SeedContext } from '@server/module';
import { proposals } from '@server/proposals/schema';
import type { DealLossReason, DealStage } from '@shared/deals/catalog';
import { zonedDay } from '@shared/time';
import { deals } from './schema';

const DAY = 86_400_000;

const openPlan: { stage: DealStage; value: string; title: string }[] = [
  { stage: 'prospeccao', value: '4800.00', title: 'Site institucional' },
  { stage: 'prospeccao', value: '2500.00', title: 'Identidade visual' },
  { stage: 'qualificacao', value: '12000.00', title: 'Loja virtual' },
  { stage: 'qualificacao', value: '6900.00', title: 'Tráfego pago (6 meses)' },
  { stage: 'negociacao', value: '18500.00', title: 'Agente de IA no WhatsApp' },
  { stage: 'negociacao', value: '9600.00', title: 'Automação de planilhas' },
  { stage: 'proposta', value: '7200.00', title: 'Gestão de redes sociais' },
];
const lostPlan: { value: string; title: string; reason: DealLossReason; note: string | null }[] = [
  {
    value: '15000.00',
    title: 'Aplicativo de agendamento',
    reason: 'preco',
    note: 'Achou caro frente a um freelancer.',
  },
  { value: '3900.00', title: 'Landing page de campanha', reason: 'concorrente', note: null },
  {
    value: '8000.00',
    title: 'Portal do cliente',
    reason: 'sem_orcamento',
    note: 'Volta a falar no próximo ano.',
  },
];

export async function seedDeals({ db, ids, now }: SeedContext): Promise<void> {
  const comercial = ids['comercial@coders.example'] ?? null;
  const adm = ids['adm@coders.example'] ?? null;
  const people = await db
    .select({ id: leads.id, companyId: leads.companyId, ownerId: leads.ownerId })
    .from(leads)
    .where(isNotNull(leads.companyId))
    .orderBy(asc(leads.email));
  if (!people.length) return;
  const day = (offset: number) => zonedDay(new Date(now + offset * DAY));
  const at = (offset: number) => new Date(now + offset * DAY);
  const personOf = (leadId: string) => people.find((person) => person.id === leadId);

  // The proposals: accepted ones are won deals, sent/viewed ones are deals in 'Proposta enviada'.
  const proposalRows = await db
    .select({
      id: proposals.id,
      leadId: proposals.leadId,
      title: proposals.title,
      status: proposals.status,
      total: proposals.total,
      acceptedTotal: proposals.acceptedTotal,
      acceptedAt: proposals.acceptedAt,
      createdAt: proposals.createdAt,
    })
    .from(proposals)
    .where(inArray(proposals.status, ['aceita', 'enviada', 'visualizada']))
    .orderBy(asc(proposals.createdAt));
  for (const [index, proposal] of proposalRows.entries()) {
    const person = personOf(proposal.leadId);
    const won = proposal.status === 'aceita';
    const [deal] = await db
      .insert(deals)
      .values({
        title: proposal.title,
        companyId: person?.companyId ?? null,
        leadId: proposal.leadId,
        ownerId: person?.ownerId ?? (index % 2 ? adm : comercial),
        stage: won ? 'ganho' : 'proposta',
        value: won ? (proposal.acceptedTotal ?? proposal.total) : proposal.total,
        expectedCloseDate: won ? null : day(10 + index * 3),
        wonAt: won ? proposal.acceptedAt : null,
        createdAt: proposal.createdAt,
        updatedAt: proposal.acceptedAt ?? proposal.createdAt,
      })
      .returning({ id: deals.id });
    await db.update(proposals).set({ dealId: deal!.id }).where(eq(proposals.id, proposal.id));
  }

  // Open deals in every stage and a few lost ones, each with a person of a company.
  const rows = openPlan.map((plan, index) => ({
    ...plan,
    person: people[(index * 5) % people.length]!,
    index,
  }));
  for (const { stage, value, title, person, index } of rows) {
    await db.insert(deals).values({
      title,
      companyId: person.companyId,
      leadId: person.id,
      ownerId: index % 3 === 2 ? adm : comercial,
      stage,
      value,
      expectedCloseDate: day(7 + index * 6),
      createdAt: at(-20 + index),
      updatedAt: at(-10 + index),
    });
  }
  for (const [index, plan] of lostPlan.entries()) {
    const person = people[(index * 7 + 3) % people.length]!;
    await db.insert(deals).values({
      title: plan.title,
      companyId: person.companyId,
      leadId: person.id,
      ownerId: comercial,
      stage: 'perdido',
      value: plan.value,
      lossReason: plan.reason,
      lossNote: plan.note,
      lostAt: at(-3 - index * 9),
      createdAt: at(-40 - index * 5),
      updatedAt: at(-3 - index * 9),
    });
  }
  // A deal won this month without a proposal (a renewal agreed by phone), so Metas reads a won deal.
  const renewal = people[1 % people.length]!;
  await db.insert(deals).values({
    title: 'Renovação da manutenção mensal',
    companyId: renewal.companyId,
    leadId: renewal.id,
    ownerId: comercial,
    stage: 'ganho',
    value: '3600.00',
    wonAt: at(-1),
    createdAt: at(-15),
    updatedAt: at(-1),
  });
}
