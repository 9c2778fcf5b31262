/**
 * NFS-e (issue 27, docs/product/nfse.md): the settings of Configurações → NFS-e, the A1 certificate
 * upload, and what the invoice shows of the note issued through the national API.
 */
import { z } from 'zod';
import { valuesOf } from '@shared/catalog/entries';
import { type NfseEnvironment, type NfseStatus, nfseEnvironments } from './catalog';

export const NFSE_NOTE_NOT_FOUND = 'NFS-e não encontrada.';
export const NFSE_INVOICE_NOT_FOUND = 'Fatura não encontrada.';

/** 'https://…', or http only on this machine (a local mock in tests). */
const baseUrl = z
  .string()
  .trim()
  .min(1, 'Informe o endereço da API')
  .max(300, 'Endereço longo demais')
  .refine((value) => {
    try {
      const url = new URL(value);
      if (url.username || url.password || url.search || url.hash) return false;
      return (
        url.protocol === 'https:' ||
        (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
      );
    } catch {
      return false;
    }
  }, 'Use um endereço https:// (como https://sefin.nfse.gov.br/SefinNacional)');

/** '2', '2,5', '2.50' → '2.50'; LC 116/2003: between 2% (art. 8º-A) and 5% (art. 8º, II). */
export const issRateSchema = z
  .union([z.string(), z.number()], { error: 'Informe a alíquota do ISS' })
  .transform((value, context) => {
    const text = String(value).trim().replace('%', '').trim().replace(',', '.');
    if (!/^\d{1,2}(\.\d{1,2})?$/.test(text)) {
      context.addIssue({ code: 'custom', message: 'Alíquota inválida: use um número como 2 ou 2,5' });
      return z.NEVER;
    }
    const number = Number(text);
    if (number < 2 || number > 5) {
      context.addIssue({ code: 'custom', message: 'A alíquota do ISS vai de 2% a 5% (LC 116/2003)' });
      return z.NEVER;
    }
    return number.toFixed(2);
  });

export const nfseSettingsSchema = z.object({
  enabled: z.boolean({ error: 'Indique se a emissão está ligada' }),
  environment: z.enum(valuesOf(nfseEnvironments), { error: 'Escolha o ambiente' }),
  baseUrl,
  municipalRegistration: z
    .string()
    .trim()
    .max(15, 'A inscrição municipal tem até 15 caracteres')
    .regex(/^[0-9A-Za-z]*$/, 'Só letras e números, sem pontos'),
  municipalityCode: z
    .string()
    .trim()
    .regex(/^\d{7}$/, 'O código IBGE do município tem 7 dígitos (São Paulo: 3550308)'),
  /** LC 116/2003 list item, 'II.SS' ('01.07'). */
  serviceItem: z
    .string()
    .trim()
    .regex(/^\d{2}\.\d{2}$/, 'Use o item da lista da LC 116 no formato 01.07'),
  /** Código de tributação nacional: item (2) + subitem (2) + desdobro (2). */
  nationalTaxCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'O código de tributação nacional tem 6 dígitos (item, subitem e desdobro: 010701)'),
  /** NBS: 9 digits (1.1502.10.00 typed with or without dots). */
  nbsCode: z
    .string()
    .trim()
    .transform((value) => value.replace(/\./g, ''))
    .pipe(z.string().regex(/^\d{9}$/, 'O código NBS tem 9 dígitos (como 1.1502.10.00)')),
  issRate: issRateSchema,
  simplesNacional: z.boolean({ error: 'Indique o regime' }),
});
export type NfseSettingsInput = z.input<typeof nfseSettingsSchema>;
export type NfseSettingsValues = z.output<typeof nfseSettingsSchema>;

/** The A1 certificate (PFX/PKCS#12, base64) and its password; at most 50 KB of file. */
export const nfseCertificateSchema = z.object({
  pfxBase64: z
    .string({ error: 'Escolha o arquivo do certificado' })
    .min(1, 'Escolha o arquivo do certificado')
    .max(70_000, 'O arquivo do certificado passa de 50 KB: não parece um certificado A1')
    .regex(/^[A-Za-z0-9+/]+=*$/, 'Arquivo do certificado inválido'),
  password: z
    .string({ error: 'Informe a senha do certificado' })
    .min(1, 'Informe a senha do certificado')
    .max(200, 'Senha longa demais'),
});
export type NfseCertificateInput = z.infer<typeof nfseCertificateSchema>;

export type NfseCertificateView = {
  /** The subject's common name ('AGENCIA EXEMPLO LTDA:12345678000195'). */
  subject: string;
  cnpj: string | null;
  /** ISO date-time. */
  notAfter: string;
  /** Saved under another server secret: upload it again. */
  unreadable: boolean;
};

/** What Configurações shows: never the PFX nor its password. */
export type NfseSettingsView = NfseSettingsValues & {
  configured: boolean;
  certificate: NfseCertificateView | null;
  series: string;
};

export const nfseCancelSchema = z.object({
  reason: z
    .string({ error: 'Informe o motivo' })
    .trim()
    .min(15, 'Descreva o motivo em pelo menos 15 caracteres')
    .max(255, 'O motivo tem até 255 caracteres'),
});

export type NfseRejection = { code: string; message: string };

/** The note of an invoice, as the invoice shows it. */
export type NfseNoteView = {
  id: string;
  status: NfseStatus;
  environment: NfseEnvironment;
  series: string;
  dpsNumber: number;
  number: string | null;
  accessKey: string | null;
  amount: string;
  issAmount: string;
  issuedAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  attempts: number;
  /** PT-BR: why the last try failed (the API's answer, or why it could not be reached). */
  lastError: string | null;
  rejections: NfseRejection[];
  hasXml: boolean;
  hasDanfse: boolean;
};

export type NfseInvoiceState = {
  /** The provider is on and configured (certificate readable): 'Emitir NFS-e' can be offered. */
  available: boolean;
  /** Why not, in PT-BR (shown to finance). */
  unavailableReason: string | null;
  note: NfseNoteView | null;
};
