/**
 * E-mail outbox catalogs (docs/product/health.md 'Registro de e-mails', decision 057): where a message
 * is in its delivery and what kind of message it is, with PT-BR labels. The mail_deliveries table's
 * columns are typed and checked from these.
 */
export const mailDeliveryStatuses = [
  { value: 'queued', label: 'Na fila', color: 'slate' },
  { value: 'sending', label: 'Enviando', color: 'blue' },
  { value: 'retrying', label: 'Nova tentativa agendada', color: 'amber' },
  { value: 'sent', label: 'Enviado', color: 'green' },
  { value: 'failed', label: 'Falhou', color: 'red' },
] as const;
export type MailDeliveryStatus = (typeof mailDeliveryStatuses)[number]['value'];

export const mailKinds = [
  { value: 'invite', label: 'Convite para a equipe' },
  { value: 'password_reset', label: 'Redefinição de senha' },
  { value: 'email_verification', label: 'Confirmação de e-mail' },
  { value: 'invoice_reminder', label: 'Lembrete de fatura' },
  { value: 'notification', label: 'Notificação da equipe' },
  { value: 'privacy', label: 'Privacidade (LGPD)' },
  { value: 'proposal', label: 'Proposta' },
  { value: 'invoice', label: 'Fatura' },
  { value: 'receipt', label: 'Recibo de pagamento' },
] as const;
export type MailKind = (typeof mailKinds)[number]['value'];
