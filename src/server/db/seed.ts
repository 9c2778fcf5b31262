/**
 * Demo data for an empty database outside production: one login per role (DESIGN.md §7) and a
 * realistic PT-BR dataset. Deterministic (seeded PRNG) so a fresh install always looks the same.
 */
import { count, eq } from 'drizzle-orm';
import type { Auth } from '@server/auth/auth';
import type { SeedContext } from '@server/module';
import { serverModules } from '@server/modules.generated';
import type { Db } from './client';
import {
  appointments,
  blogPosts,
  chatMessages,
  leads,
  notifications,
  profiles,
  settings,
  userRoles,
  users,
} from './schema';
import { seedFinance } from './seed-finance';

export const demoUsers = [
  { email: 'adm@coders.example', name: 'Ana Administradora', roles: ['adm'], admin: true },
  { email: 'comercial@coders.example', name: 'Carlos Comercial', roles: ['comercial'], admin: false },
  { email: 'financeiro@coders.example', name: 'Fernanda Financeiro', roles: ['financeiro'], admin: false },
  { email: 'mkt@coders.example', name: 'Marina Marketing', roles: ['mkt'], admin: false },
  { email: 'usuario@coders.example', name: 'Ulisses Usuário', roles: [], admin: false },
  // The people who deliver (decision 065): tasks, hours, OKRs, onboarding and their own projects.
  { email: 'colaborador@coders.example', name: 'Diego Designer', roles: ['colaborador'], admin: false },
] as const;

/** Creates a user through Better Auth (so the password hash and account row are real) with roles, e-mail verified. */
export async function createUser(
  auth: Auth,
  db: Db,
  input: { email: string; password: string; name: string; roles: readonly string[]; admin?: boolean },
): Promise<string> {
  const result = await auth.api.signUpEmail({
    body: { email: input.email, password: input.password, name: input.name },
  });
  const userId = result.user.id;
  // Made by the operator (seed, create-admin), not by a stranger signing up: the address is trusted.
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
  if (input.admin) await db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, userId));
  if (input.roles.length) {
    await db
      .insert(userRoles)
      .values(input.roles.map((role) => ({ userId, role })))
      .onConflictDoNothing();
  }
  return userId;
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0) === 0;
}

function prng(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const firstNames = [
  'Mariana',
  'João',
  'Beatriz',
  'Rafael',
  'Camila',
  'Lucas',
  'Juliana',
  'Pedro',
  'Larissa',
  'Gustavo',
  'Aline',
  'Thiago',
  'Patrícia',
  'Bruno',
  'Renata',
  'Felipe',
  'Vanessa',
  'Rodrigo',
  'Isabela',
  'Diego',
];
const lastNames = [
  'Souza',
  'Oliveira',
  'Santos',
  'Pereira',
  'Lima',
  'Carvalho',
  'Ribeiro',
  'Almeida',
  'Costa',
  'Gomes',
  'Martins',
  'Araújo',
  'Barbosa',
  'Rocha',
  'Mendes',
];
const companies = [
  'Padaria Pão Dourado',
  'Clínica Sorriso Leve',
  'Construtora Horizonte',
  'Studio Fit Academia',
  'Advocacia Martins & Costa',
  'Loja Bella Moda',
  'AgroVale Insumos',
  'TechNova Soluções',
  'Imobiliária Casa Nova',
  'Escola Saber Mais',
  'Café do Ponto',
  'Auto Peças Central',
  'Pet Shop Amigo Fiel',
  'Contabilidade Exata',
  'Hotel Mar Azul',
  null,
  null,
];
const interests = [
  'Site institucional',
  'Agente GPT para atendimento',
  'Identidade visual',
  'Marketing digital',
  'Automação de processos',
  'Consultoria estratégica',
  'Loja virtual',
  'Landing page',
];
const cities = ['11', '21', '31', '41', '51', '61', '71', '81', '85', '48'];
const messages = [
  'Gostaria de um orçamento para um site novo, o nosso está desatualizado.',
  'Queremos um agente no WhatsApp para responder clientes fora do horário.',
  'Precisamos de uma marca nova para a inauguração da segunda unidade.',
  'Nossas vendas online caíram, queremos ajuda com tráfego pago.',
  'Perdemos muito tempo com planilhas manuais, dá para automatizar?',
  'Vi o anúncio no Instagram e quero entender como funciona a consulta gratuita.',
  'Temos orçamento de R$ 20 mil e precisamos lançar em até um mês.',
];
const statuses = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost'] as const;
const sources = ['site', 'questionario', 'consulta', 'chat', 'manual'] as const;

export async function seedDemoData(auth: Auth, db: Db, password: string): Promise<void> {
  const ids: Record<string, string> = {};
  for (const user of demoUsers) {
    ids[user.email] = await createUser(auth, db, { ...user, password });
  }
  const random = prng(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const now = Date.now();
  const day = 86_400_000;
  const staffOwners = [ids['comercial@coders.example'], ids['adm@coders.example'], null];

  const leadRows = Array.from({ length: 42 }, (_, index) => {
    const first = pick(firstNames);
    const last = pick(lastNames);
    const company = pick(companies);
    const source = index < 8 ? 'chat' : sources[index % sources.length];
    const status = statuses[index % statuses.length];
    const created = new Date(now - Math.floor(random() * 75 * day) - (index === 0 ? 0 : 3_600_000));
    const phone = index % 4 === 3 ? null : `(${pick(cities)}) 9${8000 + index * 37}-${1000 + index * 53}`;
    const slug = `${first}.${last}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
    return {
      name: `${first} ${last}`,
      email: `${slug}${index}@exemplo.com.br`,
      phone,
      company,
      serviceInterest: pick(interests),
      message: pick(messages),
      status,
      source,
      score: source === 'chat' || source === 'questionario' ? 30 + Math.floor(random() * 70) : null,
      ownerId: pick(staffOwners) ?? null,
      utm:
        index % 3 === 0
          ? {
              source: pick(['instagram', 'google', 'linkedin']),
              medium: 'cpc',
              campaign: 'black-friday-2026',
            }
          : null,
      createdAt: created,
      updatedAt: created,
    };
  });
  // A chat lead from today, so 'Hoje' is never empty on a fresh install.
  leadRows[0] = {
    ...leadRows[0],
    source: 'chat',
    createdAt: new Date(now - 600_000),
    updatedAt: new Date(now - 600_000),
  };
  const insertedLeads = await db
    .insert(leads)
    .values(leadRows)
    .returning({ id: leads.id, status: leads.status, name: leads.name });

  const apptStatuses = ['scheduled', 'completed', 'cancelled', 'no_show'] as const;
  await db.insert(appointments).values(
    Array.from({ length: 15 }, (_, index) => {
      const lead = insertedLeads[index + 3];
      // Weekday slots at 9h–16h São Paulo time (UTC-3), half in the past and half ahead.
      const base = new Date(now + (index - 7) * 2 * day);
      base.setUTCHours(12 + (index % 7), index % 2 ? 30 : 0, 0, 0);
      while (base.getUTCDay() === 0 || base.getUTCDay() === 6) base.setTime(base.getTime() + day);
      const status = index >= 8 ? 'scheduled' : apptStatuses[index % apptStatuses.length];
      return {
        title: `Consultoria gratuita — ${lead?.name ?? 'Visitante'}`,
        description: 'Conversa de 30 minutos para entender o projeto e indicar os próximos passos.',
        appointmentDate: base,
        status,
        leadId: lead?.id ?? null,
        name: lead?.name ?? null,
        createdAt: new Date(base.getTime() - 5 * day),
        updatedAt: new Date(base.getTime() - 5 * day),
      };
    }),
  );

  const posts = [
    ['Como um agente GPT pode atender seus clientes 24 horas por dia', true],
    ['5 sinais de que o site da sua empresa precisa ser refeito', true],
    ['Identidade visual: por que sua marca precisa de consistência', true],
    ['Automação de processos para pequenas empresas: por onde começar', true],
    ['Tráfego pago ou orgânico? O que funciona para negócios locais', true],
    ['LGPD na prática: o que seu formulário de contato precisa ter', false],
    ['Do briefing ao lançamento em 15 dias: nosso método', false],
    ['Métricas que importam: como medir o retorno do seu site', false],
  ] as const;
  await db.insert(blogPosts).values(
    posts.map(([title, published], index) => {
      const created = new Date(now - (60 - index * 6) * day);
      const slug = title
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/(^-|-$)/g, '');
      return {
        title,
        slug,
        excerpt: `${title.split(':')[0]}: um guia direto para quem quer vender mais com tecnologia.`,
        content: `## ${title}\n\nNa Coders, acompanhamos dezenas de empresas brasileiras que deram esse passo.\n\n- Comece pelo objetivo de negócio\n- Meça antes e depois\n- Ajuste toda semana\n\n**Quer ajuda?** Faça a [avaliação gratuita do seu projeto](/questionario).`,
        published,
        publishedAt: published ? new Date(created.getTime() + day) : null,
        authorId: ids['mkt@coders.example'],
        createdAt: created,
        updatedAt: created,
      };
    }),
  );

  const chatLead = insertedLeads[0];
  await db.insert(chatMessages).values([
    {
      userId: ids['usuario@coders.example'],
      sessionId: 'demo-session',
      role: 'user',
      content: 'Olá, sou o Ulisses e preciso de um site para minha loja.',
      leadId: chatLead?.id,
    },
    {
      userId: ids['usuario@coders.example'],
      sessionId: 'demo-session',
      role: 'assistant',
      content: 'Prazer, Ulisses! Entregamos sites em até 15 dias. Qual é o nome da sua loja?',
      leadId: chatLead?.id,
    },
  ]);

  const staff = demoUsers.filter((user) => user.roles.length > 0).map((user) => ids[user.email]);
  const notes = [
    {
      title: 'Novo lead do questionário',
      message: 'Mariana Souza pediu avaliação de um site institucional.',
      type: 'info',
      priority: 'medium',
    },
    {
      title: 'Consulta agendada',
      message: 'Nova consultoria gratuita marcada para amanhã às 10h.',
      type: 'success',
      priority: 'low',
    },
    {
      title: 'Lead convertido',
      message: 'Construtora Horizonte fechou o projeto de identidade visual.',
      type: 'success',
      priority: 'high',
    },
    {
      title: 'Falha no envio de e-mail',
      message: 'O SMTP não está configurado; links são exibidos para copiar.',
      type: 'warning',
      priority: 'low',
    },
  ] as const;
  await db.insert(notifications).values(
    staff.flatMap((userId) =>
      notes.map((note, index) => ({
        ...note,
        userId,
        status: index === 3 ? 'read' : 'unread',
        readAt: index === 3 ? new Date(now - day) : null,
        createdAt: new Date(now - (index + 1) * 3_600_000),
      })),
    ),
  );
  // Two-factor sign-in required of no role, stored (decision 064): a production start with the demo data
  // would otherwise require it of adm and financeiro, and the README's demo logins would stop at enrolment.
  await db.insert(settings).values({ key: 'twoFactorRequiredRoles', value: [] }).onConflictDoNothing();
  // Each module's own demo data (src/server/<module>/module.ts), in its declared order; the money
  // data not yet in a module runs after the proposals it invoices (order 1, decision 063).
  const seeded: { order: number; run: (context: SeedContext) => Promise<void> }[] = [
    {
      order: 2,
      run: (context) =>
        seedFinance(
          context.db,
          {
            comercialId: ids['comercial@coders.example']!,
            admId: ids['adm@coders.example']!,
            financeiroId: ids['financeiro@coders.example']!,
          },
          context.now,
        ),
    },
    ...serverModules.flatMap((module) => (module.seed ? [module.seed] : [])),
  ];
  for (const seed of seeded.sort((a, b) => a.order - b.order)) await seed.run({ db, ids, now });
}
