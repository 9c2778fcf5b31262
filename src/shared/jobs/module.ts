/**
 * Background jobs ('Rotinas', docs/product/health.md, decision 057): the system area's page of every
 * declared job — schedule, last and next run, failures, 'Executar agora' — is adm's, like its API.
 */
import { ADM } from '@shared/catalog/access-rules';
import { defineModule } from '@shared/module';

export const manifest = defineModule({
  name: 'jobs',
  api: [{ pattern: '/api/jobs/**', access: ADM }],
  pages: [
    {
      section: 'adm',
      slug: 'rotinas',
      title: 'Rotinas',
      description:
        'O trabalho em segundo plano: quando cada rotina roda, como foi a última vez, as falhas e o registro de e-mails.',
      order: 35,
      access: ADM,
    },
  ],
});
