/**
 * Finance demo data (issue 15, docs/product/finance-insights.md): billing profiles with valid CPF/CNPJ,
 * proposals in every status (numbered through document_sequences), invoices in every computed status
 * with items and services, payments with allocations over the last 12 months, expenses (recurring,
 * unpaid, some on projects), a monthly retainer, and this month's and quarter's sales goals.
 * Deterministic: fixed values and dates relative to `now` (São Paulo days), so every chart and report
 * shows something on any day.
 */
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { addDays, addMonths, monthStart, quarterStart } from '@server/insights/dates';
import { invoiceItems, invoices, recurringInvoices } from '@server/invoices/schema';
import { expenses, paymentAllocations, payments } from '@server/payments/schema';
import { saoPauloDay } from '@shared/format';
import { fromCents, percentOf, toCents } from '@shared/money';
import { type Db, queryRows } from './client';
import { projects, settings } from './schema';
import {
  billingProfiles,
  documentSequences,
  type PaymentPlan,
  proposalItems,
  proposals,
  proposalVersions,
  salesGoals,
} from './schema-finance';

export type FinanceSeedUsers = { comercialId: string; admId: string; financeiroId: string };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Noon in São Paulo (UTC−3) of a calendar day. */
const noon = (day: string, hour = 12) => new Date(`${day}T${String(hour + 3).padStart(2, '0')}:00:00.000Z`);

/** CPF check digits on a 9-digit base. */
export function cpfFrom(base: string): string {
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits
      .slice(0, length)
      .reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** CNPJ check digits on a 12-digit numeric base. */
export function cnpjFrom(base: string): string {
  const digits = base.split('').map(Number);
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const sum = weights.reduce((total, weight, index) => total + weight * digits[index]!, 0);
    const rest = sum % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits.join('');
}

type Item = { description: string; service: string; quantity: string; unitPrice: string };
const itemTotal = (item: Item) => fromCents((toCents(item.quantity) * toCents(item.unitPrice)) / 100n);
const itemsTotal = (items: Item[]) =>
  fromCents(items.reduce((sum, item) => sum + toCents(itemTotal(item)), 0n));

/** Packages the agency sells, by service line (src/shared/content/services.ts ids). */
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

export async function seedFinance(db: Db, users: FinanceSeedUsers, nowMs = Date.now()): Promise<void> {
  const now = new Date(nowMs);
  const today = saoPauloDay(now);
  const thisMonth = monthStart(today);
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

  // Billing profiles: companies get a CNPJ, people a CPF (check digits computed).
  const profiled = [...won, ...open.slice(0, 4)];
  await db.insert(billingProfiles).values(
    profiled.map((lead, index) => {
      const company = Boolean(lead.company);
      return {
        leadId: lead.id,
        personType: company ? 'pj' : 'pf',
        document: company
          ? cnpjFrom(`${String(11_222_333 + index * 1_117).padStart(8, '0')}0001`)
          : cpfFrom(String(123_456_780 + index * 7_919).padStart(9, '0')),
        legalName: company ? `${lead.company} Ltda` : lead.name,
        billingEmail: `financeiro+${index}@exemplo.com.br`,
        cep: '01310-100',
        street: 'Avenida Paulista',
        number: String(1000 + index * 10),
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        municipalRegistration: company ? String(4_000_000 + index * 321) : null,
      };
    }),
  );

  // Numbering per year, in the order documents were created (gapless; the sequence rows follow).
  const counters = new Map<string, number>();
  const nextNumber = (kind: 'PROP' | 'FAT', day: string) => {
    const key = `${kind}-${day.slice(0, 4)}`;
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
  const { comercialId, admId, financeiroId } = users;
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
  const projectIdByProposal = new Map<number, string>();
  for (const [index, seed] of proposalSeeds.entries()) {
    const pkg = PACKAGES[seed.pkg]!;
    const total = itemsTotal(pkg.items);
    const createdDay = addDays(today, -seed.createdAgo);
    const created = noon(createdDay, 10);
    const sent = seed.status !== 'rascunho';
    const row: ProposalRow & { seed: ProposalSeed; items: Item[] } = {
      seed,
      items: pkg.items,
      number: nextNumber('PROP', createdDay),
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
      projectIdByProposal.set(proposalRows.length, project!.id);
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

  // ---- Invoices, payments and allocations.
  type InvoiceSeed = {
    leadId: string;
    projectId?: string | null;
    proposalId?: string | null;
    recurringInvoiceId?: string | null;
    description: string;
    issuedDay: string | null; // null = draft
    dueDay: string;
    items: Item[];
    cancelled?: string;
    /** Payments: [received day, amount, method]. */
    paid?: [string, string, 'pix' | 'boleto' | 'cartao' | 'transferencia' | 'dinheiro'][];
  };
  const invoiceSeeds: InvoiceSeed[] = [];
  const split = (items: Item[], percent: number): Item[] =>
    items.map((item) => ({
      ...item,
      quantity: '1',
      unitPrice: percentOf(itemTotal(item), percent),
    }));

  // The accepted proposals' plans: 50 % on acceptance (+5 d), 50 % on delivery (+45 d).
  for (const [index, row] of proposalRows.entries()) {
    if (row.status !== 'aceita') continue;
    const acceptedDay = saoPauloDay(row.acceptedAt as Date);
    const proposalId = insertedProposals[index]!.id;
    const projectId = projectIdByProposal.get(index) ?? null;
    const first = addDays(acceptedDay, 5);
    const second = addDays(acceptedDay, 45);
    const firstPaid = addDays(first, -1) <= today;
    invoiceSeeds.push({
      leadId: row.leadId,
      projectId,
      proposalId,
      description: '50% na aceitação',
      issuedDay: acceptedDay,
      dueDay: first,
      items: split(row.items, 50),
      paid: firstPaid ? [[addDays(first, -1), percentOf(row.total as string, 50), 'pix']] : undefined,
    });
    const ago = row.seed.acceptedAgo ?? 0;
    const secondIssued = second <= addDays(today, 10) ? addDays(second, -10) : null;
    invoiceSeeds.push({
      leadId: row.leadId,
      projectId,
      proposalId,
      description: '50% na entrega',
      issuedDay: secondIssued ?? (ago < 30 ? acceptedDay : null),
      dueDay: second,
      items: split(row.items, 50),
      // The oldest are paid; one is partly paid and overdue; one overdue with nothing paid.
      paid:
        ago > 200
          ? [[addDays(second, 2), percentOf(row.total as string, 50), 'boleto']]
          : ago > 100
            ? [[addDays(second, 3), percentOf(row.total as string, 25), 'transferencia']]
            : undefined,
    });
  }

  // Monthly retainers: social media since 9 months ago (18 months), hosting and support for a year.
  const retainers = [
    {
      lead: won[6] ?? won[0]!,
      description: 'Gestão de redes sociais e tráfego pago',
      service: 'marketing',
      amount: '2800.00',
      day: 10,
      start: addMonths(thisMonth, -9),
      months: 18,
    },
    {
      lead: won[1]!,
      description: 'Hospedagem, suporte e evolução do site',
      service: 'sites',
      amount: '3900.00',
      day: 5,
      start: addMonths(thisMonth, -12),
      months: null,
    },
  ];
  for (const [which, plan] of retainers.entries()) {
    // Issued five days before the due day.
    const issuedThisMonth = dayOfMonth >= plan.day - 5;
    const issued = (which === 0 ? 9 : 12) + (issuedThisMonth ? 1 : 0);
    const [retainer] = await db
      .insert(recurringInvoices)
      .values({
        leadId: plan.lead.id,
        description: `${plan.description} (mensal)`,
        amount: plan.amount,
        dayOfMonth: plan.day,
        startMonth: plan.start,
        months: plan.months,
        issuedCount: issued,
        nextMonth: addMonths(plan.start, issued),
        active: true,
        createdAt: noon(addDays(plan.start, -5)),
      })
      .returning({ id: recurringInvoices.id });
    for (let index = 0; index < issued; index++) {
      const month = addMonths(plan.start, index);
      const due = `${month.slice(0, 7)}-${String(plan.day).padStart(2, '0')}`;
      const latest = index === issued - 1;
      invoiceSeeds.push({
        leadId: plan.lead.id,
        recurringInvoiceId: retainer!.id,
        description: `Mensalidade ${month.slice(5, 7)}/${month.slice(0, 4)}`,
        issuedDay: addDays(due, -5),
        dueDay: due,
        items: [
          { description: plan.description, service: plan.service, quantity: '1', unitPrice: plan.amount },
        ],
        // Every month paid except the latest (open or overdue); one paid late in two parts.
        paid: latest
          ? undefined
          : which === 0 && index === 4
            ? [
                [addDays(due, 12), fromCents(toCents(plan.amount) / 2n), 'pix'],
                [addDays(due, 30), fromCents(toCents(plan.amount) / 2n), 'pix'],
              ]
            : [[addDays(due, index % 3), plan.amount, index % 2 ? 'boleto' : 'pix']],
      });
    }
  }

  // Hand-made invoices: an old overdue one (90+ days), a cancelled one, a card payment with a fee,
  // an open one due next month, and a draft.
  const extra = (open[8] ?? open[0])!;
  invoiceSeeds.push(
    {
      leadId: won[1]!.id,
      description: 'Manutenção do site (trimestral)',
      issuedDay: addDays(today, -130),
      dueDay: addDays(today, -110),
      items: [
        { description: 'Manutenção e atualizações', service: 'sites', quantity: '3', unitPrice: '450.00' },
      ],
    },
    {
      leadId: won[2]!.id,
      description: 'Ensaio fotográfico para a marca',
      issuedDay: addDays(today, -50),
      dueDay: addDays(today, -35),
      items: [
        { description: 'Ensaio fotográfico', service: 'branding', quantity: '1', unitPrice: '1800.00' },
      ],
      cancelled: 'Serviço não realizado: o cliente remarcou para o próximo ano.',
    },
    {
      leadId: won[3]!.id,
      description: 'Campanha de Black Friday',
      issuedDay: addDays(today, -40),
      dueDay: addDays(today, -25),
      items: [
        {
          description: 'Gestão de campanha no Google e Meta',
          service: 'marketing',
          quantity: '1',
          unitPrice: '3500.00',
        },
      ],
      paid: [[addDays(today, -24), '3500.00', 'cartao']],
    },
    {
      leadId: won[0]!.id,
      description: 'Treinamento da equipe no agente GPT',
      issuedDay: addDays(today, -3),
      dueDay: addDays(today, 28),
      items: [
        { description: 'Treinamento (horas)', service: 'consultoria', quantity: '8', unitPrice: '300.00' },
      ],
    },
    {
      leadId: won[4]!.id,
      description: 'Conteúdo do agente (base de conhecimento)',
      issuedDay: addDays(today, -10),
      dueDay: addDays(today, 15),
      items: [
        {
          description: 'Curadoria e redação da base',
          service: 'agentes-gpt',
          quantity: '1',
          unitPrice: '4000.00',
        },
      ],
      // Partly paid before the due date: 'parcialmente paga'.
      paid: [[addDays(today, -3), '1500.00', 'pix']],
    },
    {
      leadId: extra.id,
      description: 'Diagnóstico de presença digital',
      issuedDay: null,
      dueDay: addDays(today, 20),
      items: [
        {
          description: 'Diagnóstico e relatório',
          service: 'consultoria',
          quantity: '1',
          unitPrice: '1200.00',
        },
      ],
    },
  );

  // Numbers in issue order; drafts get none.
  const ordered = invoiceSeeds
    .map((seed, index) => ({ seed, index }))
    .sort(
      (a, b) => (a.seed.issuedDay ?? '9999').localeCompare(b.seed.issuedDay ?? '9999') || a.index - b.index,
    );
  const invoiceIds: string[] = [];
  for (const { seed } of ordered) {
    const total = itemsTotal(seed.items);
    const issuedAt = seed.issuedDay ? noon(seed.issuedDay, 9) : null;
    const [invoice] = await db
      .insert(invoices)
      .values({
        number: seed.issuedDay ? nextNumber('FAT', seed.issuedDay) : null,
        leadId: seed.leadId,
        projectId: seed.projectId ?? null,
        proposalId: seed.proposalId ?? null,
        recurringInvoiceId: seed.recurringInvoiceId ?? null,
        description: seed.description,
        competence: monthStart(seed.issuedDay ?? seed.dueDay),
        dueDate: seed.dueDay,
        total,
        issuedAt,
        cancelledAt: seed.cancelled ? noon(addDays(seed.issuedDay ?? today, 10)) : null,
        cancelReason: seed.cancelled ?? null,
        publicTokenHash: seed.issuedDay ? sha256(`demo-invoice-${invoiceIds.length}`) : null,
        createdBy: financeiroId,
        createdAt: issuedAt ?? noon(addDays(today, -1)),
        updatedAt: issuedAt ?? noon(addDays(today, -1)),
      })
      .returning({ id: invoices.id });
    invoiceIds.push(invoice!.id);
    await db.insert(invoiceItems).values(
      seed.items.map((item, position) => ({
        invoiceId: invoice!.id,
        position,
        description: item.description,
        service: item.service,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
      })),
    );
    for (const [received, amount, method] of seed.paid ?? []) {
      if (received > today) continue;
      const fee = method === 'cartao' ? percentOf(amount, 3.49) : method === 'boleto' ? '3.50' : '0.00';
      const [payment] = await db
        .insert(payments)
        .values({
          receivedOn: received,
          amount,
          method,
          fee,
          reference:
            method === 'pix' ? `E${sha256(`${invoice!.id}${received}`).slice(0, 31).toUpperCase()}` : null,
          leadId: seed.leadId,
          createdBy: financeiroId,
          createdAt: noon(received, 14),
        })
        .returning({ id: payments.id });
      await db.insert(paymentAllocations).values({ paymentId: payment!.id, invoiceId: invoice!.id, amount });
    }
  }

  await db
    .insert(documentSequences)
    .values(
      [...counters.entries()].map(([key, last]) => ({
        kind: key.slice(0, key.indexOf('-')),
        year: Number(key.slice(key.indexOf('-') + 1)),
        last,
      })),
    )
    .onConflictDoUpdate({
      target: [documentSequences.kind, documentSequences.year],
      set: { last: sql`greatest(${documentSequences.last}, excluded.last)` },
    });

  // ---- Expenses: three recurring series for 12 months, the month's taxes, freelancers on projects,
  // media, and a few unpaid bills (one overdue).
  const expenseRows: (typeof expenses.$inferInsert)[] = [];
  const series: [string, string, string, number, string][] = [
    ['Imobiliária Centro SP', 'Aluguel', 'Aluguel da sala comercial', 5, '3200.00'],
    ['Contabilidade Exata', 'Contabilidade', 'Honorários contábeis', 10, '890.00'],
    ['Google Workspace e Figma', 'Ferramentas', 'Assinaturas de software', 15, '486.90'],
  ];
  for (const [supplier, category, description, day, amount] of series) {
    const rootId = randomUUID();
    for (let index = 0; index <= 12; index++) {
      const month = addMonths(thisMonth, index - 12);
      const due = `${month.slice(0, 7)}-${String(day).padStart(2, '0')}`;
      expenseRows.push({
        id: index === 0 ? rootId : undefined,
        supplier,
        category,
        description,
        amount,
        dueDate: due,
        paidOn: due < today ? due : null,
        recurring: true,
        repeatsId: index === 0 ? null : rootId,
        createdBy: financeiroId,
        createdAt: noon(addDays(due, -20)),
      });
    }
  }
  for (let index = 1; index <= 12; index++) {
    const month = addMonths(thisMonth, -index);
    const due = `${addMonths(month, 1).slice(0, 7)}-20`;
    expenseRows.push({
      supplier: 'Receita Federal (DAS)',
      category: 'Impostos',
      description: `Simples Nacional — competência ${month.slice(5, 7)}/${month.slice(0, 4)}`,
      amount: fromCents(150_000n + BigInt(((index * 7919) % 9) * 12_345)),
      dueDate: due,
      paidOn: due < today ? due : null,
      createdBy: financeiroId,
      createdAt: noon(month),
    });
    expenseRows.push({
      supplier: index % 2 ? 'Meta Ads' : 'Google Ads',
      category: 'Marketing',
      description: 'Mídia paga da própria agência',
      amount: fromCents(60_000n + BigInt(index * 4_500)),
      dueDate: addDays(month, 24),
      paidOn: addDays(month, 24) < today ? addDays(month, 24) : null,
      createdBy: financeiroId,
      createdAt: noon(month),
    });
  }
  const projectIds = [...projectIdByProposal.values()];
  for (const [index, projectId] of projectIds.entries()) {
    const due = addDays(today, -25 * (index + 1) + 12);
    expenseRows.push({
      supplier: ['Ana Dev Freelancer', 'Estúdio Pixel', 'João Redator'][index % 3]!,
      category: 'Freelancers',
      description: 'Serviço terceirizado no projeto',
      amount: fromCents(180_000n + BigInt(index * 35_000)),
      dueDate: due,
      paidOn: due < today ? due : null,
      projectId,
      createdBy: financeiroId,
      createdAt: noon(addDays(due, -15)),
    });
  }
  expenseRows.push(
    {
      supplier: 'Gráfica Rápida',
      category: 'Marketing',
      description: 'Material do evento de clientes (atrasado)',
      amount: '740.00',
      dueDate: addDays(today, -6),
      createdBy: financeiroId,
      createdAt: noon(addDays(today, -30)),
    },
    {
      supplier: 'Loja de Informática',
      category: 'Equipamentos',
      description: 'Notebook para a equipe (2ª parcela)',
      amount: '2450.00',
      dueDate: addDays(today, 35),
      createdBy: financeiroId,
      createdAt: noon(addDays(today, -20)),
    },
    {
      supplier: 'Hotel Centro',
      category: 'Viagens',
      description: 'Reunião presencial com cliente — cancelada',
      amount: '620.00',
      dueDate: addDays(today, -15),
      cancelledAt: noon(addDays(today, -18)),
      cancelReason: 'Reunião passou a ser online.',
      createdBy: financeiroId,
      createdAt: noon(addDays(today, -25)),
    },
  );
  await db.insert(expenses).values(expenseRows);

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

  // Cash-flow settings: the balance before the first movement and the alert's minimum.
  await db
    .insert(settings)
    .values([
      { key: 'cashFlowStartingBalance', value: '25000.00' },
      { key: 'cashFlowMinimumBalance', value: '10000.00' },
      // The agency's PIX receiver, so every demo invoice shows its copia-e-cola and QR code.
      { key: 'pixKey', value: 'financeiro@coders.example' },
      { key: 'pixReceiverName', value: 'Coders Agencia Digital' },
      { key: 'pixCity', value: 'Sao Paulo' },
    ])
    .onConflictDoNothing();
}
