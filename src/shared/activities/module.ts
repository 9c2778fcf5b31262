/**
 * Activities (docs/product/activities.md): every staff member (adm, comercial, financeiro, mkt,
 * colaborador, and a custom role holding 'activities') plans and closes their own calls, meetings,
 * e-mails and tasks; adm and comercial also see and manage everyone's — that refinement is in the
 * domain (src/server/activities/access.ts), since one URL serves both.
 */
import { ANY_STAFF } from '@shared/catalog/access-rules';
import { defineModule } from '@shared/module';

export const manifest = defineModule({
  name: 'activities',
  permissions: [
    {
      key: 'activities',
      label: 'Atividades',
      description: 'Agendar e concluir as próprias ligações, reuniões, e-mails e tarefas.',
    },
  ],
  api: [{ pattern: '/api/activities/**', access: ANY_STAFF, permission: 'activities' }],
  pages: [
    {
      section: 'colaboradores',
      slug: 'atividades',
      title: 'Minhas atividades',
      description:
        'Ligações, reuniões, e-mails e tarefas de hoje, atrasadas e próximas, com o resultado de cada uma.',
      order: 5,
      access: ANY_STAFF,
      permission: 'activities',
    },
  ],
});
