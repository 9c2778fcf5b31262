/**
 * OKRs (docs/product/okrs-and-onboarding.md): every staff role reads the board and the check-in
 * history; a key result's owner checks in (refined in the domain, adm always); objectives and key
 * results are adm's.
 */
import { ADM, ANY_STAFF } from '@shared/catalog/access-rules';
import { defineModule } from '@shared/module';

export const manifest = defineModule({
  name: 'okrs',
  api: [
    { pattern: '/api/okrs/key-results/:id/checkins', access: ANY_STAFF },
    { pattern: '/api/okrs/**', access: ANY_STAFF, methods: ['GET'] },
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
    },
  ],
});
