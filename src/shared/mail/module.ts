/**
 * The e-mail outbox (decision 057): every message the product sends is queued, delivered by a job and
 * logged. Its log and 'Reenviar' are adm's (shown on the 'Rotinas' page of the jobs module).
 */
import { ADM } from '@shared/catalog/access-rules';
import { defineModule } from '@shared/module';

export const manifest = defineModule({
  name: 'mail',
  api: [{ pattern: '/api/mail/**', access: ADM }],
  pages: [],
});
