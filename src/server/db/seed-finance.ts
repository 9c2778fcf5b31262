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
import { addDays, addMonths, monthStart } from '@server/insights/dates';
import { invoiceItems, invoices, recurringInvoices } from '@server/invoices/schema';
import { expenses, paymentAllocations, payments } from '@server/payments/schema';
import { cnpjFrom, cpfFrom } from '@shared/documents';
import { saoPauloDay } from '@shared/format';
import { fromCents, percentOf, toCents } from '@shared/money';
import { type Db, queryRows } from './client';
import { settings } from './schema';
import { billingProfiles, documentSequences } from './schema-finance';

export type FinanceSeedUsers = { comercialId: string; admId: string; financeiroId: string };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Noon in São Paulo (UTC−3) of a calendar day. */
const noon = (day: string, hour = 12) => new Date(`${day}T${String(hour + 3).padStart(2, '0')}:00:00.000Z`);

type Item = { description: string; service: string; quantity: string; unitPrice: string };
const itemTotal = (item: Item) => fromCents((toCents(item.quantity) * toCents(item.unitPrice)) / 100n);
const itemsTotal = (items: Item[]) =>
  fromCents(items.reduce((sum, item) => sum + toCents(itemTotal(item)), 0n));

/** Packages the agency sells, by service line (src/shared/content/services.ts ids). */
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

  // ---- The accepted proposals (src/server/proposals/seed.ts runs first), in the order they were made.
  type AcceptedRow = {
    id: string;
    lead_id: string;
    project_id: string | null;
    accepted_day: string;
    total: string;
  };
  const acceptedRows = await queryRows<AcceptedRow>(
    db,
    sql`select id, lead_id, project_id, total,
          to_char((accepted_at at time zone 'America/Sao_Paulo')::date, 'YYYY-MM-DD') as accepted_day
        from proposals where status = 'aceita' order by created_at`,
  );
  type ItemRow = Item & { proposal_id: string; unit_price: string };
  const itemRows = await queryRows<ItemRow>(
    db,
    sql`select proposal_id, description, service, quantity, unit_price from proposal_items
        where proposal_id in (select id from proposals where status = 'aceita') order by position`,
  );
  const accepted = acceptedRows.map((row) => ({
    id: row.id,
    leadId: row.lead_id,
    projectId: row.project_id,
    acceptedDay: row.accepted_day,
    total: row.total,
    items: itemRows
      .filter((item) => item.proposal_id === row.id)
      .map(({ description, service, quantity, unit_price }) => ({
        description,
        service,
        quantity,
        unitPrice: unit_price,
      })),
  }));
  const { financeiroId } = users;

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
  for (const row of accepted) {
    const { acceptedDay, id: proposalId, projectId } = row;
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
    const ago = Math.round((Date.parse(today) - Date.parse(acceptedDay)) / 86_400_000);
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
  const projectIds = accepted.flatMap((row) => (row.projectId ? [row.projectId] : []));
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

  // The agency's PIX receiver (the cash flow's settings: src/server/insights/seed.ts).
  await db
    .insert(settings)
    .values([
      // The agency's PIX receiver, so every demo invoice shows its copia-e-cola and QR code.
      { key: 'pixKey', value: 'financeiro@coders.example' },
      { key: 'pixReceiverName', value: 'Coders Agencia Digital' },
      { key: 'pixCity', value: 'Sao Paulo' },
    ])
    .onConflictDoNothing();
}
