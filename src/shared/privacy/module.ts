/**
 * Privacy (LGPD, docs/product/privacy-lgpd.md): adm works the data-subject requests queue (export,
 * correction, anonymisation, the art. 19 clock) and the retention run. Adm only, with no permission a
 * custom role could be given. The person's side (/api/public/**) and the lead's score override and
 * consents (/api/leads/**) fall under the core table's rules.
 */
import { ADM } from '@shared/catalog/access-rules';
import { defineModule } from '@shared/module';

export const manifest = defineModule({
  name: 'privacy',
  api: [
    // LGPD requests queue, export, anonymisation (docs/product/privacy-lgpd.md).
    { pattern: '/api/privacy/**', access: ADM },
  ],
  pages: [
    {
      section: 'adm',
      slug: 'privacidade',
      title: 'Privacidade (LGPD)',
      description:
        'Pedidos de titulares (LGPD) com o prazo legal, exportação, correção, anonimização e retenção.',
      order: 50,
      access: ADM,
    },
  ],
});
