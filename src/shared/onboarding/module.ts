/**
 * Onboarding (docs/product/okrs-and-onboarding.md): every staff role reads; an activity's owner role
 * completes it (refined in the domain, adm always); templates and starting an onboarding are adm's — so
 * is the list of people who can be onboarded (names and e-mails of staff and invited people, for adm's
 * picker).
 */
import { ADM, ANY_STAFF } from '@shared/catalog/access-rules';
import { defineModule } from '@shared/module';

export const manifest = defineModule({
  name: 'onboarding',
  permissions: [
    {
      key: 'onboarding',
      label: 'Onboarding',
      description: 'Ver o onboarding e concluir as próprias atividades.',
    },
  ],
  api: [
    { pattern: '/api/onboarding/activities/:id/complete', access: ANY_STAFF, permission: 'onboarding' },
    { pattern: '/api/onboarding/candidates', access: ADM },
    { pattern: '/api/onboarding/**', access: ANY_STAFF, methods: ['GET'], permission: 'onboarding' },
    { pattern: '/api/onboarding/**', access: ADM },
  ],
  pages: [
    {
      section: 'colaboradores',
      slug: 'onboarding',
      title: 'Onboarding',
      description:
        'A integração de quem chega: o checklist de cada pessoa e os modelos por tipo de contrato.',
      order: 50,
      access: ANY_STAFF,
      permission: 'onboarding',
    },
  ],
});
