/**
 * NFS-e issued through the national API (docs/product/nfse.md, decision 072): finance (financeiro and
 * adm) issues, reads and cancels an invoice's note; the settings and the A1 certificate are adm's.
 */
import { ADM, FINANCE } from '@shared/catalog/access-rules';
import { defineModule } from '@shared/module';

export const manifest = defineModule({
  name: 'nfse',
  permissions: [
    {
      key: 'nfse',
      label: 'NFS-e',
      description: 'Emitir, baixar e cancelar a NFS-e das faturas pela API nacional.',
    },
  ],
  pages: [],
  api: [
    { pattern: '/api/nfse/settings/**', access: ADM },
    { pattern: '/api/nfse/**', access: FINANCE, permission: 'nfse' },
  ],
});
