/**
 * The demo projects (docs/product/projects.md): twelve projects over the demo clients — the leads not
 * lost, in the order the core seed made them (the index each lead's demo e-mail carries) — in every
 * status, one without a client and one without a budget.
 */
import { ne } from 'drizzle-orm';
import { leads, projects } from '@server/db/schema';
import type { SeedContext } from '@server/module';

const day = 86_400_000;

const titles = [
  'Site institucional',
  'Agente GPT de atendimento',
  'Nova identidade visual',
  'Loja virtual',
  'Automação financeira',
  'Campanha de lançamento',
  'Portal do cliente',
  'Landing page de captação',
  'Chatbot no WhatsApp',
  'Rebranding completo',
  'Dashboard de vendas',
  'Consultoria de IA',
];
const statuses = ['proposal', 'in_progress', 'completed', 'canceled', 'completed', 'in_progress'] as const;

/** The position the core seed gave a demo lead (its e-mail ends '<index>@exemplo.com.br'). */
const seedIndex = (email: string) =>
  Number(/(\d+)@exemplo\.com\.br$/.exec(email)?.[1] ?? Number.MAX_SAFE_INTEGER);

export async function seedProjects({ db, now }: SeedContext): Promise<void> {
  const clients = (
    await db
      .select({ id: leads.id, name: leads.name, email: leads.email })
      .from(leads)
      .where(ne(leads.status, 'lost'))
  ).sort((a, b) => seedIndex(a.email) - seedIndex(b.email));
  await db.insert(projects).values(
    titles.map((title, index) => {
      const start = new Date(now - (120 - index * 9) * day);
      const client = clients[index % Math.max(clients.length, 1)];
      return {
        title: `${title} — ${client?.name.split(' ')[0] ?? 'Cliente'}`,
        description: `Projeto de ${title.toLowerCase()} com entrega em etapas e acompanhamento semanal.`,
        clientId: index === 11 ? null : (client?.id ?? null),
        budget: index === 10 ? null : (4500 + index * 1750).toFixed(2),
        startDate: start.toISOString().slice(0, 10),
        endDate: index % 5 === 4 ? null : new Date(start.getTime() + 30 * day).toISOString().slice(0, 10),
        status: statuses[index % statuses.length],
        createdAt: start,
        updatedAt: new Date(start.getTime() + 20 * day),
      };
    }),
  );
}
