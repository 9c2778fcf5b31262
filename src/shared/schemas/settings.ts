/** System settings (docs/product/settings.md): the four tabs' fields, defaults and validation. */

import { z } from 'zod';
import { site } from '@shared/content/site';

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
  /** Days raw analytics events are kept before only the daily rollup remains (docs/product/analytics-and-campaigns.md). */
  analyticsRetentionDays: z
    .string()
    .regex(/^\d+$/, 'Informe um número de dias')
    .refine((value) => Number(value) >= 1 && Number(value) <= 730, 'Entre 1 e 730 dias'),
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
  analyticsRetentionDays: '90',
};

/** The settings a visitor's browser may know (maintenance page, sign-up form, contact e-mails). */
export type PublicSettings = Pick<
  Settings,
  'siteName' | 'maintenanceMode' | 'allowRegistrations' | 'contactEmail' | 'supportEmail'
>;
