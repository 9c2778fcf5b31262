/** The PIX charge endpoints (docs/product/invoices-and-payments.md), implemented in src/server/pix-charges/routes.ts. */
import { endpoint } from '@shared/contract';
import { type PixConnectionResult, type PixProviderView, pixProviderSchema } from './schemas';

export const pixChargeApi = {
  settings: endpoint<PixProviderView>()({ method: 'GET', path: '/api/pix-charges/settings' }),
  saveSettings: endpoint<PixProviderView>()({
    method: 'PUT',
    path: '/api/pix-charges/settings',
    body: pixProviderSchema,
  }),
  testConnection: endpoint<PixConnectionResult>()({ method: 'POST', path: '/api/pix-charges/settings/test' }),
};
