/**
 * Proposal demo data (docs/product/proposals.md): proposals in every status over the last year, each
 * numbered through document_sequences (PROP-YYYY-NNNN), with their items, the sent versions, and a
 * project for each accepted one. Runs first of the money demo data: billing's invoices follow the
 * accepted proposals (decision 063). Deterministic: fixed values and dates relative to `now`.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '@server/db/client';
import { projects } from '@server/db/schema';
import { documentSequences } from '@server/db/schema-finance';
import { addDays } from '@server/insights/dates';
import type { SeedContext } from '@server/module';
import { cpfFrom } from '@shared/documents';
import { saoPauloDay } from '@shared/format';
import { fromCents, toCents } from '@shared/money';
import { type PaymentPlan, proposalItems, proposals, proposalVersions } from './schema';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Noon in São Paulo (UTC−3) of a calendar day. */
const noon = (day: string, hour = 12) => new Date(`${day}T${String(hour + 3).padStart(2, '0')}:00:00.000Z`);

type Item = { description: string; service: string; quantity: string; unitPrice: string };
const itemTotal = (item: Item) => fromCents((toCents(item.quantity) * toCents(item.unitPrice)) / 100n);
const itemsTotal = (items: Item[]) =>
  fromCents(items.reduce((sum, item) => sum + toCents(itemTotal(item)), 0n));

const PACKAGES: { title: string; items: Item[] }[] = [
  {
    title: 'Site institucional com blog',
    items: [
      {
        description: 'Site institucional (até 8 páginas)',
        service: 'sites',
        quantity: '1',
        unitPrice: '7800.00',
      },
      { description: 'Textos e SEO inicial', service: 'marketing', quantity: '1', unitPrice: '1500.00' },
    ],
  },
  {
    title: 'Agente GPT de atendimento no WhatsApp',
    items: [
      {
        description: 'Agente GPT treinado com a base da empresa',
        service: 'agentes-gpt',
        quantity: '1',
        unitPrice: '9500.00',
      },
      {
        description: 'Integração com o WhatsApp Business',
        service: 'automacao',
        quantity: '1',
        unitPrice: '2400.00',
      },
    ],
  },
  {
    title: 'Nova identidade visual',
    items: [
      { description: 'Logotipo e manual da marca', service: 'branding', quantity: '1', unitPrice: '6200.00' },
      { description: 'Peças para redes sociais', service: 'marketing', quantity: '10', unitPrice: '180.00' },
    ],
  },
  {
    title: 'Automação financeira',
    items: [
      { description: 'Mapeamento de processos', service: 'consultoria', quantity: '12', unitPrice: '250.00' },
      {
        description: 'Automação de cobranças e conciliação',
        service: 'automacao',
        quantity: '1',
        unitPrice: '8900.00',
      },
    ],
  },
  {
    title: 'Loja virtual',
    items: [
      {
        description: 'Loja virtual com pagamentos PIX e cartão',
        service: 'sites',
        quantity: '1',
        unitPrice: '14500.00',
      },
      { description: 'Campanha de lançamento', service: 'marketing', quantity: '1', unitPrice: '3200.00' },
    ],
  },
  {
    title: 'Consultoria de IA para o time',
    items: [
      {
        description: 'Diagnóstico e plano de adoção de IA',
        service: 'consultoria',
        quantity: '20',
        unitPrice: '300.00',
      },
    ],
  },
];

const HALF_HALF: PaymentPlan = {
  kind: 'instalments',
  instalments: [
    { label: '50% na aceitação', percent: 50, dueInDays: 5 },
    { label: '50% na entrega', percent: 50, dueInDays: 45 },
  ],
};

export async function seedProposals({ db, ids, now: nowMs }: SeedContext): Promise<void> {
  const comercialId = ids['comercial@coders.example']!;
  const admId = ids['adm@coders.example']!;
  const today = saoPauloDay(new Date(nowMs));
  const dayOfMonth = Number(today.slice(8, 10));
  type LeadRow = { id: string; name: string; company: string | null; status: string };
  const leadList = await queryRows<LeadRow>(
    db,
    sql`select id, name, company, status from leads order by email`,
  );
  const byStatus = (status: string) => leadList.filter((lead) => lead.status === status);
  const won = byStatus('won');
  const open = [...byStatus('proposal'), ...byStatus('qualified')];
  const lost = byStatus('lost');
  if (won.length < 6 || open.length < 8 || lost.length < 2) return; // not the demo dataset

  // Numbering per year, in the order the proposals were created (gapless; the sequence rows follow).
  const counters = new Map<string, number>();
  const nextNumber = (day: string) => {
    const key = `PROP-${day.slice(0, 4)}`;
    const next = (counters.get(key) ?? 0) + 1;
    counters.set(key, next);
    return `${key}-${String(next).padStart(4, '0')}`;
  };

  // ---- Proposals: every status. Ages in days before today.
  type ProposalSeed = {
    lead: LeadRow;
    owner: string;
    pkg: number;
    status: 'rascunho' | 'enviada' | 'visualizada' | 'aceita' | 'recusada';
    createdAgo: number;
    validIn: number; // valid_until relative to today (negative = expired)
    acceptedAgo?: number;
  };
  const acceptedThisMonth = Math.min(4, dayOfMonth - 1);
  const proposalSeeds: ProposalSeed[] = [
    {
      lead: won[0]!,
      owner: comercialId,
      pkg: 4,
      status: 'aceita',
      createdAgo: 330,
      validIn: -300,
      acceptedAgo: 320,
    },
    {
      lead: won[1]!,
      owner: admId,
      pkg: 0,
      status: 'aceita',
      createdAgo: 250,
      validIn: -220,
      acceptedAgo: 240,
    },
    {
      lead: won[2]!,
      owner: comercialId,
      pkg: 2,
      status: 'aceita',
      createdAgo: 160,
      validIn: -130,
      acceptedAgo: 150,
    },
    {
      lead: won[3]!,
      owner: comercialId,
      pkg: 3,
      status: 'aceita',
      createdAgo: 75,
      validIn: -45,
      acceptedAgo: 68,
    },
    {
      lead: won[4]!,
      owner: comercialId,
      pkg: 1,
      status: 'aceita',
      createdAgo: 20,
      validIn: 10,
      acceptedAgo: acceptedThisMonth,
    },
    { lead: won[5]!, owner: admId, pkg: 5, status: 'aceita', createdAgo: 12, validIn: 18, acceptedAgo: 0 },
    { lead: open[0]!, owner: comercialId, pkg: 1, status: 'enviada', createdAgo: 6, validIn: 24 },
    { lead: open[1]!, owner: comercialId, pkg: 0, status: 'enviada', createdAgo: 3, validIn: 27 },
    { lead: open[2]!, owner: admId, pkg: 4, status: 'enviada', createdAgo: 10, validIn: 50 },
    { lead: open[3]!, owner: comercialId, pkg: 2, status: 'visualizada', createdAgo: 8, validIn: 22 },
    { lead: open[4]!, owner: comercialId, pkg: 3, status: 'visualizada', createdAgo: 14, validIn: 75 },
    { lead: open[5]!, owner: comercialId, pkg: 5, status: 'rascunho', createdAgo: 1, validIn: 30 },
    { lead: open[6]!, owner: admId, pkg: 0, status: 'rascunho', createdAgo: 2, validIn: 30 },
    // Expired: sent or viewed, past their validity.
    { lead: open[7]!, owner: comercialId, pkg: 2, status: 'enviada', createdAgo: 70, validIn: -40 },
    { lead: lost[0]!, owner: comercialId, pkg: 1, status: 'visualizada', createdAgo: 95, validIn: -65 },
    { lead: lost[1]!, owner: comercialId, pkg: 4, status: 'recusada', createdAgo: 120, validIn: -90 },
    { lead: lost[2] ?? lost[0]!, owner: admId, pkg: 3, status: 'recusada', createdAgo: 40, validIn: -10 },
  ];
  proposalSeeds.sort((a, b) => b.createdAgo - a.createdAgo);

  type ProposalRow = typeof proposals.$inferInsert;
  const proposalRows: (ProposalRow & { seed: ProposalSeed; items: Item[] })[] = [];
  for (const [index, seed] of proposalSeeds.entries()) {
    const pkg = PACKAGES[seed.pkg]!;
    const total = itemsTotal(pkg.items);
    const createdDay = addDays(today, -seed.createdAgo);
    const created = noon(createdDay, 10);
    const sent = seed.status !== 'rascunho';
    const row: ProposalRow & { seed: ProposalSeed; items: Item[] } = {
      seed,
      items: pkg.items,
      number: nextNumber(createdDay),
      leadId: seed.lead.id,
      ownerId: seed.owner,
      title: pkg.title,
      intro: `Proposta preparada para ${seed.lead.company ?? seed.lead.name}.`,
      scope: 'Descoberta, protótipo, desenvolvimento, revisão com o cliente e publicação.',
      terms: 'Pagamento por PIX ou boleto. Validade conforme indicado. Prazos contam da aceitação.',
      status: seed.status,
      validUntil: addDays(today, seed.validIn),
      paymentPlan: HALF_HALF,
      total,
      publicTokenHash: sent ? sha256(`demo-proposal-${index}`) : null,
      sentAt: sent ? noon(createdDay, 15) : null,
      firstViewedAt:
        seed.status === 'visualizada' || seed.status === 'aceita' || seed.status === 'recusada'
          ? noon(addDays(createdDay, 1), 9)
          : null,
      viewCount:
        seed.status === 'visualizada' ? 3 : seed.status === 'aceita' || seed.status === 'recusada' ? 2 : 0,
      createdBy: seed.owner,
      createdAt: created,
      updatedAt: created,
    };
    if (seed.status === 'aceita') {
      const acceptedDay = addDays(today, -(seed.acceptedAgo ?? 0));
      const acceptedAt = seed.acceptedAgo === 0 ? new Date(nowMs - 3_600_000) : noon(acceptedDay, 11);
      const snapshot = {
        number: row.number,
        version: 1,
        items: pkg.items.map((item) => ({ ...item, optional: false, selected: true })),
        total,
        paymentPlan: HALF_HALF,
        terms: row.terms,
      };
      const [project] = await db
        .insert(projects)
        .values({
          title: `${pkg.title} — ${seed.lead.name.split(' ')[0]}`,
          description: `Projeto criado pela aceitação da proposta ${row.number}.`,
          clientId: seed.lead.id,
          budget: total,
          startDate: acceptedDay,
          endDate: addDays(acceptedDay, 60),
          status: seed.acceptedAgo! > 90 ? 'completed' : 'in_progress',
          createdAt: acceptedAt,
          updatedAt: acceptedAt,
        })
        .returning({ id: projects.id });
      Object.assign(row, {
        acceptedAt,
        acceptedName: seed.lead.name,
        acceptedDocument: cpfFrom(String(987_654_320 - index * 4_321).padStart(9, '0')),
        acceptedIp: `200.150.${10 + index}.${20 + index}`,
        acceptedUserAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1',
        acceptedSnapshot: snapshot,
        acceptedHash: sha256(JSON.stringify(snapshot)),
        acceptedTotal: total,
        projectId: project!.id,
        updatedAt: acceptedAt,
      });
    }
    if (seed.status === 'recusada') {
      Object.assign(row, {
        declinedAt: noon(addDays(createdDay, 5), 16),
        declineReason: 'O orçamento ficou acima do previsto para este semestre.',
      });
    }
    proposalRows.push(row);
  }
  const insertedProposals = await db
    .insert(proposals)
    .values(proposalRows.map(({ seed: _seed, items: _items, ...row }) => row))
    .returning({ id: proposals.id });
  await db.insert(proposalItems).values(
    proposalRows.flatMap((row, index) =>
      row.items.map((item, position) => ({
        proposalId: insertedProposals[index]!.id,
        position,
        description: item.description,
        service: item.service,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
      })),
    ),
  );
  await db.insert(proposalVersions).values(
    proposalRows
      .map((row, index) => ({ row, id: insertedProposals[index]!.id }))
      .filter(({ row }) => row.status !== 'rascunho')
      .map(({ row, id }) => ({
        proposalId: id,
        version: 1,
        snapshot: { number: row.number, title: row.title, total: row.total, items: row.items },
        createdAt: row.sentAt ?? row.createdAt,
      })),
  );

  await db
    .insert(documentSequences)
    .values(
      [...counters.entries()].map(([key, last]) => ({ kind: 'PROP', year: Number(key.slice(5)), last })),
    )
    .onConflictDoUpdate({
      target: [documentSequences.kind, documentSequences.year],
      set: { last: sql`greatest(${documentSequences.last}, excluded.last)` },
    });
}
