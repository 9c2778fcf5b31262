/** The e-mail delivery log the 'Rotinas' page shows (docs/product/health.md, decision 057). */
import { z } from 'zod';
import { valuesOf } from '@shared/catalog/entries';
import { type MailDeliveryStatus, type MailKind, mailDeliveryStatuses } from './catalog';

export const MAIL_DELIVERY_NOT_FOUND = 'E-mail não encontrado no registro';
export const MAIL_NOT_RESENDABLE = 'Só um e-mail que falhou pode ser reenviado.';

export type MailDelivery = {
  id: string;
  kind: MailKind;
  to: string;
  subject: string;
  status: MailDeliveryStatus;
  attempts: number;
  /** The SMTP server's answer to the last failed try (or why it could not be reached). */
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
};

export type MailDeliveryPage = {
  items: MailDelivery[];
  /** Messages per status (all of the log). */
  counts: Record<MailDeliveryStatus, number>;
  /** Whether SMTP_URL is set: without it nothing is queued. */
  smtpConfigured: boolean;
};

export const mailDeliveriesQuerySchema = z.object({
  status: z.enum(valuesOf(mailDeliveryStatuses)).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

export type MailResent = { queued: boolean; message: string };

// ------------------------------------------------------------------ SMTP in Configurações (issue 27)

export const smtpSecurities = [
  { value: 'starttls', label: 'STARTTLS (porta 587)' },
  { value: 'tls', label: 'TLS direto (porta 465)' },
  { value: 'none', label: 'Sem criptografia (só em rede interna)' },
] as const;
export type SmtpSecurity = (typeof smtpSecurities)[number]['value'];

/** 'Nome <email@dominio>' or just the address: what the client sees as the sender. */
const SENDER = /^(?:[^<>\r\n]{1,120}<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

export const smtpSettingsSchema = z.object({
  host: z
    .string()
    .trim()
    .min(1, 'Informe o servidor SMTP')
    .max(253, 'Servidor SMTP longo demais')
    .regex(/^[A-Za-z0-9.-]+$/, 'Informe só o nome do servidor, como smtp.seudominio.com.br'),
  port: z.coerce
    .number({ error: 'Informe a porta' })
    .int('A porta é um número inteiro')
    .min(1, 'Porta entre 1 e 65535')
    .max(65535, 'Porta entre 1 e 65535'),
  security: z.enum(valuesOf(smtpSecurities), { error: 'Escolha a segurança da conexão' }),
  user: z.string().trim().max(254, 'Usuário longo demais'),
  /** Empty keeps the password already saved (it is never sent back to the browser). */
  password: z.string().max(512, 'Senha longa demais'),
  from: z
    .string()
    .trim()
    .min(1, 'Informe o remetente')
    .max(200, 'Remetente longo demais')
    .regex(SENDER, 'Use "Nome <email@dominio.com.br>" ou só o e-mail'),
});
export type SmtpSettingsInput = z.infer<typeof smtpSettingsSchema>;

/** What Configurações shows: never the password, only whether one is saved and readable. */
export type SmtpSettingsView = {
  /** env: SMTP_URL set on the server, which wins; settings: saved here; off: no SMTP at all. */
  source: 'env' | 'settings' | 'off';
  host: string;
  port: number;
  security: SmtpSecurity;
  user: string;
  from: string;
  passwordSaved: boolean;
  /** A password was saved under another server secret and can no longer be read: type it again. */
  passwordUnreadable: boolean;
};

export const smtpTestSchema = z.object({
  to: z.string().trim().min(1, 'Informe o e-mail de destino').email('Email inválido'),
});
export type SmtpTestResult = { message: string; response: string };
