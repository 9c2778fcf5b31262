/**
 * OKRs (docs/product/okrs-and-onboarding.md): every staff role reads the board and the check-in
 * history; a key result's owner checks in (refined in the domain, adm always); objectives and key
 * results are adm's.
 */
import { ADM, ANY_STAFF } from '@shared/catalog/access-rules';
import { defineModule } from '@shared/module';

export const manifest = defineModule({
  name: 'okrs',
  permissions: [
    {
      key: 'okrs',
      label: 'OKRs',
      description: 'Ver os OKRs e fazer o check-in dos próprios resultados-chave.',
    },
  ],
  api: [
    { pattern: '/api/okrs/key-results/:id/checkins', access: ANY_STAFF, permission: 'okrs' },
    { pattern: '/api/okrs/**', access: ANY_STAFF, methods: ['GET'], permission: 'okrs' },
    { pattern: '/api/okrs/**', access: ADM },
  ],
  pages: [
    {
      section: 'colaboradores',
      slug: 'okrs',
      title: 'OKRs',
      description: 'Objetivos e resultados-chave do trimestre, com o check-in semanal de cada responsável.',
      order: 40,
      access: ANY_STAFF,
      permission: 'okrs',
    },
  ],
});
