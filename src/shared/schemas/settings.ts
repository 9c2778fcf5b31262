/** System settings (docs/product/settings.md): the four tabs' fields, defaults and validation. */

import { z } from 'zod';
import { DEFAULT_DPO, DEFAULT_RETENTION_MONTHS } from '@shared/content/privacy-consent';
import { site } from '@shared/content/site';
import { DEFAULT_TEMPLATES } from '@shared/mail/document-mail';
import { pixText } from '@shared/pix';
import { parsePixKey } from '@shared/pix-key';

/** A percentage typed as text with up to two decimals ('2', '1,5' is refused: use a dot), 0 to 20. */
function percentText(label: string) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, `${label}: informe um percentual como 2 ou 1.5`)
    .refine((value) => Number(value) <= 20, `${label}: no máximo 20 %`);
}
/**
 * Receiver name and city as the BR Code carries them (fields 59 and 60): at most `max` characters of
 * plain ASCII once accents are removed (São Paulo → Sao Paulo); a character the code cannot carry is
 * refused rather than silently dropped.
 */
function templateText(label: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, `${label}: escreva o texto do modelo`)
    .max(max, `${label}: até ${max.toLocaleString('pt-BR')} caracteres`);
}

function brCodeText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Máximo de ${max} caracteres`)
    .refine(
      (value) =>
        pixText(value, max) ===
        value
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/\s+/g, ' '),
      'Use letras (os acentos são removidos no código), números, espaços e . , - / & +',
    );
}

const months = z
  .string()
  .regex(/^\d+$/, 'Informe um número de meses')
  .refine((value) => Number(value) >= 1 && Number(value) <= 120, 'Entre 1 e 120 meses');

export const settingsSchema = z.object({
  siteName: z.string().trim().min(1, 'Nome do Site é obrigatório').max(80),
  siteDescription: z.string().trim().max(300),
  contactEmail: z.string().trim().email('Email inválido'),
  maintenanceMode: z.boolean(),
  allowRegistrations: z.boolean(),
  emailNotifications: z.boolean(),
  sessionTimeout: z
    .string()
    .regex(/^\d+$/, 'Informe um número de minutos')
    .refine((value) => Number(value) >= 5 && Number(value) <= 43_200, 'Entre 5 e 43200 minutos'),
  autoBackup: z.boolean(),
  maxFileSize: z
    .string()
    .regex(/^\d+$/, 'Informe um número em MB')
    .refine((value) => Number(value) >= 1 && Number(value) <= 50, 'Entre 1 e 50 MB'),
  supportEmail: z.string().trim().email('Email inválido'),
  // Faturas (docs/product/invoices-and-payments.md): the agency's PIX key and the charges on late invoices.
  // Checked by type and stored in the DICT's form (src/shared/pix-key.ts); '' means no PIX on invoices.
  pixKey: z
    .string()
    .trim()
    .max(100, 'Chave PIX muito longa')
    .transform((value, context) => {
      if (!value) return '';
      const parsed = parsePixKey(value);
      if (parsed.ok) return parsed.key;
      context.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
  pixReceiverName: brCodeText(25),
  pixCity: brCodeText(15),
  lateFinePercent: percentText('Multa'),
  monthlyInterestPercent: percentText('Juros'),
  reminderDaysBefore: z
    .string()
    .regex(/^\d+$/, 'Informe um número de dias')
    .refine((value) => Number(value) <= 30, 'Entre 0 e 30 dias'),
  reminderDaysAfter: z
    .string()
    .regex(/^\d+$/, 'Informe um número de dias')
    .refine((value) => Number(value) <= 60, 'Entre 0 e 60 dias'),
  // E-mail templates per message kind (issue 27; docs/product/settings.md 'Modelos de e-mail'): PT-BR text
  // with {cliente}, {numero}, {valor}, {vencimento} and {link}.
  mailProposalSubject: templateText('Assunto', 200),
  mailProposalMessage: templateText('Mensagem', 5000),
  mailInvoiceSubject: templateText('Assunto', 200),
  mailInvoiceMessage: templateText('Mensagem', 5000),
  mailReceiptSubject: templateText('Assunto', 200),
  mailReceiptMessage: templateText('Mensagem', 5000),
  /** Days raw analytics events are kept before only the daily rollup remains (docs/product/analytics-and-campaigns.md). */
  analyticsRetentionDays: z
    .string()
    .regex(/^\d+$/, 'Informe um número de dias')
    .refine((value) => Number(value) >= 1 && Number(value) <= 730, 'Entre 1 e 730 dias'),
  // LGPD (docs/product/privacy-lgpd.md): the encarregado (art. 41) and the retention periods.
  dpoName: z.string().trim().min(1, 'Nome do encarregado é obrigatório').max(120),
  dpoEmail: z.string().trim().email('Email inválido'),
  retentionLeadMonths: months,
  retentionChatMonths: months,
  // Segurança: the staff roles that must sign in with a second factor (decision 064). null = never saved,
  // which means the environment's default (src/shared/catalog/two-factor.ts); GET answers the effective list.
  twoFactorRequiredRoles: z
    // A fixed role's code, or a custom role's `custom:<id>` (decision 065).
    .array(z.string().regex(/^(?:[a-z0-9_-]{1,40}|custom:[0-9a-f-]{36})$/, 'Função inválida'))
    .max(50, 'Funções demais')
    .transform((roles) => [...new Set(roles)])
    .nullable(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const defaultSettings: Settings = {
  siteName: 'Coders',
  siteDescription: 'Plataforma de gerenciamento empresarial',
  contactEmail: site.email,
  maintenanceMode: false,
  allowRegistrations: true,
  emailNotifications: true,
  sessionTimeout: '60',
  autoBackup: true,
  maxFileSize: '10',
  supportEmail: site.supportEmail,
  pixKey: '',
  pixReceiverName: '',
  pixCity: '',
  lateFinePercent: '2',
  monthlyInterestPercent: '1',
  reminderDaysBefore: '3',
  reminderDaysAfter: '3',
  mailProposalSubject: DEFAULT_TEMPLATES.proposal.subject,
  mailProposalMessage: DEFAULT_TEMPLATES.proposal.message,
  mailInvoiceSubject: DEFAULT_TEMPLATES.invoice.subject,
  mailInvoiceMessage: DEFAULT_TEMPLATES.invoice.message,
  mailReceiptSubject: DEFAULT_TEMPLATES.receipt.subject,
  mailReceiptMessage: DEFAULT_TEMPLATES.receipt.message,
  analyticsRetentionDays: '90',
  dpoName: DEFAULT_DPO.name,
  dpoEmail: DEFAULT_DPO.email,
  retentionLeadMonths: String(DEFAULT_RETENTION_MONTHS.leads),
  retentionChatMonths: String(DEFAULT_RETENTION_MONTHS.chat),
  twoFactorRequiredRoles: null,
};

/** The settings a visitor's browser may know (maintenance page, sign-up form, contact e-mails). */
export type PublicSettings = Pick<
  Settings,
  | 'siteName'
  | 'maintenanceMode'
  | 'allowRegistrations'
  | 'contactEmail'
  | 'supportEmail'
  | 'dpoName'
  | 'dpoEmail'
  | 'retentionLeadMonths'
  | 'retentionChatMonths'
>;
