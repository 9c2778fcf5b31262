/**
 * The invoice endpoints (docs/product/invoices-and-payments.md), implemented in
 * src/server/invoices/routes.ts. The PDFs and the uploaded NFS-e/boleto files are downloads the browser
 * follows (plain routes there), and so is the file upload (multipart).
 */
import { endpoint } from '@shared/contract';
import {
  type DocumentDelivery,
  type DocumentMailDraft,
  type DocumentMailQueued,
  documentMailSchema,
} from '@shared/mail/document-mail';
import {
  boletoSchema,
  type ClientOption,
  cancelSchema,
  clientSearchQuerySchema,
  INVOICE_NOT_FOUND,
  type InvoiceDetail,
  type InvoiceList,
  invoiceFormSchema,
  invoiceListQuerySchema,
  nfseSchema,
  type PublicInvoice,
  type PublicLinkResponse,
} from './schemas';

const ids = { id: INVOICE_NOT_FOUND };

export const invoiceApi = {
  list: endpoint<InvoiceList>()({ method: 'GET', path: '/api/invoices', query: invoiceListQuerySchema }),
  clients: endpoint<{ items: ClientOption[] }>()({
    method: 'GET',
    path: '/api/invoices/clients',
    query: clientSearchQuerySchema,
  }),
  create: endpoint<InvoiceDetail>()({
    method: 'POST',
    path: '/api/invoices',
    body: invoiceFormSchema,
    status: 201,
  }),
  read: endpoint<InvoiceDetail>()({ method: 'GET', path: '/api/invoices/:id', ids }),
  update: endpoint<InvoiceDetail>()({
    method: 'PATCH',
    path: '/api/invoices/:id',
    ids,
    body: invoiceFormSchema,
  }),
  remove: endpoint<{ ok: true }>()({ method: 'DELETE', path: '/api/invoices/:id', ids }),
  issue: endpoint<InvoiceDetail>()({ method: 'POST', path: '/api/invoices/:id/issue', ids }),
  cancel: endpoint<InvoiceDetail>()({
    method: 'POST',
    path: '/api/invoices/:id/cancel',
    ids,
    body: cancelSchema,
  }),
  saveNfse: endpoint<InvoiceDetail>()({
    method: 'PUT',
    path: '/api/invoices/:id/nfse',
    ids,
    body: nfseSchema,
  }),
  saveBoleto: endpoint<InvoiceDetail>()({
    method: 'PUT',
    path: '/api/invoices/:id/boleto',
    ids,
    body: boletoSchema,
  }),
  createPublicLink: endpoint<PublicLinkResponse>()({
    method: 'POST',
    path: '/api/invoices/:id/public-link',
    ids,
    status: 201,
  }),
  revokePublicLink: endpoint<InvoiceDetail>()({
    method: 'DELETE',
    path: '/api/invoices/:id/public-link',
    ids,
  }),
  mailDraft: endpoint<DocumentMailDraft>()({ method: 'GET', path: '/api/invoices/:id/email', ids }),
  email: endpoint<DocumentMailQueued>()({
    method: 'POST',
    path: '/api/invoices/:id/email',
    ids,
    body: documentMailSchema,
    status: 202,
  }),
  deliveries: endpoint<{ items: DocumentDelivery[] }>()({
    method: 'GET',
    path: '/api/invoices/:id/emails',
    ids,
  }),
  /** The client's page behind the public link (no sign-in; rate-limited per address). */
  publicRead: endpoint<PublicInvoice>()({ method: 'GET', path: '/api/public/invoices/:token' }),
};
