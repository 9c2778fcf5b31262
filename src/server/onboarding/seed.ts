/**
 * Demo data for onboarding (docs/product/okrs-and-onboarding.md): the four onboarding templates and
 * Marina (mkt) halfway through her onboarding. Fixed values, dates relative to now.
 */
import type { SeedContext } from '@server/module';
import { type ActivityOwner, type ContractType, LGPD_TERM_TITLE } from '@shared/onboarding/catalog';
import { zonedDay } from '@shared/time';
import {
  onboardingActivities,
  onboardings,
  onboardingTemplateActivities,
  onboardingTemplates,
} from './schema';

const DAY = 86_400_000;

type DemoTemplate = {
  name: string;
  isDefault: boolean;
  /** [title, who completes it, day offset from the start]. */
  activities: readonly (readonly [string, ActivityOwner, number])[];
};

export const demoTemplates: Record<ContractType, DemoTemplate> = {
  clt: {
    name: 'Integração CLT',
    isDefault: true,
    activities: [
      ['Enviar documentos para o registro (CTPS, RG, CPF, comprovante de residência)', 'new_person', 0],
      ['Cadastrar no eSocial e agendar o exame admissional', 'financeiro', 1],
      ['Criar e-mail, acesso ao CODERS e às ferramentas', 'adm', 0],
      ['Apresentar a equipe e o método de trabalho', 'adm', 1],
      ['Ler o manual da marca e os últimos cases', 'new_person', 3],
      ['Acompanhar uma reunião com cliente', 'comercial', 7],
      ['Conversa de 30 dias com a liderança', 'adm', 30],
    ],
  },
  pj: {
    name: 'Integração PJ',
    isDefault: false,
    activities: [
      ['Enviar contrato social e dados para nota fiscal', 'new_person', 0],
      ['Assinar o contrato de prestação de serviços', 'financeiro', 1],
      ['Criar acessos às ferramentas do projeto', 'adm', 1],
      ['Alinhar escopo e entregas do primeiro mês', 'adm', 3],
    ],
  },
  estagio: {
    name: 'Integração de estágio',
    isDefault: false,
    activities: [
      ['Assinar o termo de compromisso de estágio com a instituição', 'new_person', 0],
      ['Contratar o seguro contra acidentes pessoais', 'financeiro', 2],
      ['Definir supervisor e plano de atividades', 'adm', 2],
      ['Criar e-mail e acesso ao CODERS', 'adm', 1],
      ['Primeira avaliação de desempenho', 'adm', 30],
    ],
  },
  freelancer: {
    name: 'Integração de freelancer',
    isDefault: false,
    activities: [
      ['Enviar dados para pagamento (PIX e documento)', 'new_person', 0],
      ['Dar acesso à pasta do projeto', 'mkt', 1],
      ['Briefing da primeira entrega', 'mkt', 1],
    ],
  },
};

export async function seedOnboarding({ db, ids, now }: SeedContext): Promise<void> {
  const adm = ids['adm@coders.example'] ?? null;
  const comercial = ids['comercial@coders.example'] ?? null;
  const financeiro = ids['financeiro@coders.example'] ?? null;
  const mkt = ids['mkt@coders.example'] ?? null;

  // ---- onboarding templates
  const templateIds: Record<string, string> = {};
  for (const [contractType, template] of Object.entries(demoTemplates)) {
    const [row] = await db
      .insert(onboardingTemplates)
      .values({
        contractType: contractType as ContractType,
        name: template.name,
        isDefault: template.isDefault,
      })
      .returning({ id: onboardingTemplates.id });
    templateIds[contractType] = row!.id;
    await db.insert(onboardingTemplateActivities).values([
      {
        templateId: row!.id,
        kind: 'lgpd_term' as const,
        title: LGPD_TERM_TITLE,
        ownerRole: 'new_person' as const,
        dayOffset: 0,
        position: 0,
      },
      ...template.activities.map(([title, ownerRole, dayOffset], index) => ({
        templateId: row!.id,
        kind: 'task' as const,
        title,
        ownerRole,
        dayOffset,
        position: index + 1,
      })),
    ]);
  }

  // ---- Marina (mkt) is halfway through the CLT onboarding: started 6 days ago.
  if (mkt) {
    const start = zonedDay(new Date(now - 6 * DAY));
    const [onboarding] = await db
      .insert(onboardings)
      .values({
        userId: mkt,
        contractType: 'clt',
        startDate: start,
        startedBy: adm,
        createdAt: new Date(now - 6 * DAY),
      })
      .returning({ id: onboardings.id });
    const plan = [
      { kind: 'lgpd_term' as const, title: LGPD_TERM_TITLE, ownerRole: 'new_person' as const, dayOffset: 0 },
      ...demoTemplates.clt.activities.map(([title, ownerRole, dayOffset]) => ({
        kind: 'task' as const,
        title,
        ownerRole,
        dayOffset,
      })),
    ];
    const doneBy: Record<string, string | null> = { new_person: mkt, adm, financeiro, comercial, mkt };
    await db.insert(onboardingActivities).values(
      plan.map((activity, position) => {
        const due = new Date(`${start}T12:00:00Z`);
        due.setUTCDate(due.getUTCDate() + activity.dayOffset);
        // The LGPD term, the documents, the accesses and the team introduction are done; the rest is open.
        const done = position <= 1 || position === 3 || position === 4;
        return {
          onboardingId: onboarding!.id,
          kind: activity.kind,
          title: activity.title,
          ownerRole: activity.ownerRole,
          dueDate: due.toISOString().slice(0, 10),
          position,
          completedAt: done
            ? new Date(now - (6 - Math.min(activity.dayOffset, 5)) * DAY + 5 * 3_600_000)
            : null,
          completedBy: done ? (doneBy[activity.ownerRole] ?? adm) : null,
        };
      }),
    );
  }
}
