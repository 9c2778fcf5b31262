/** The NFS-e endpoints (docs/product/nfse.md), implemented in src/server/nfse/routes.ts. */
import { endpoint } from '@shared/contract';
import {
  NFSE_INVOICE_NOT_FOUND,
  NFSE_NOTE_NOT_FOUND,
  type NfseInvoiceState,
  type NfseNoteView,
  type NfseSettingsView,
  nfseCancelSchema,
  nfseCertificateSchema,
  nfseSettingsSchema,
} from './schemas';

export const nfseApi = {
  /** Configurações → NFS-e (adm). */
  settings: endpoint<NfseSettingsView>()({ method: 'GET', path: '/api/nfse/settings' }),
  saveSettings: endpoint<NfseSettingsView>()({
    method: 'PUT',
    path: '/api/nfse/settings',
    body: nfseSettingsSchema,
  }),
  saveCertificate: endpoint<NfseSettingsView>()({
    method: 'PUT',
    path: '/api/nfse/settings/certificate',
    body: nfseCertificateSchema,
  }),
  /** The invoice's note (finance). */
  invoiceState: endpoint<NfseInvoiceState>()({
    method: 'GET',
    path: '/api/nfse/invoices/:id',
    ids: { id: NFSE_INVOICE_NOT_FOUND },
  }),
  issue: endpoint<NfseNoteView>()({
    method: 'POST',
    path: '/api/nfse/invoices/:id',
    ids: { id: NFSE_INVOICE_NOT_FOUND },
    status: 202,
  }),
  cancel: endpoint<NfseNoteView>()({
    method: 'POST',
    path: '/api/nfse/notes/:id/cancel',
    ids: { id: NFSE_NOTE_NOT_FOUND },
    body: nfseCancelSchema,
  }),
};
