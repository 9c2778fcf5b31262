/**
 * Sending a proposal or an invoice to the client (issue 27; docs/product/proposals.md and
 * invoices-and-payments.md 'Enviar por e-mail'): the PT-BR templates per message kind with their
 * variables, the dialog's contract, and the delivery log a document's page shows.
 */
import { z } from 'zod';
import type { MailDeliveryStatus } from './catalog';

export type DocumentMailKind = 'proposal' | 'invoice' | 'receipt';

/** The variables a template can use; {link} becomes the document's public link when it is sent. */
export const TEMPLATE_VARIABLES = ['cliente', 'numero', 'valor', 'vencimento', 'link'] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

export const DEFAULT_TEMPLATES: Record<DocumentMailKind, { subject: string; message: string }> = {
  proposal: {
    subject: 'Proposta {numero} — {cliente}',
    message:
      'Olá, {cliente}!\n\nSegue a nossa proposta {numero}, no valor de {valor}, válida até {vencimento}.\n\nVeja os detalhes e responda pelo link:\n{link}\n\nO PDF da proposta vai em anexo. Qualquer dúvida, é só responder este e-mail.',
  },
  invoice: {
    subject: 'Fatura {numero} — vencimento {vencimento}',
    message:
      'Olá, {cliente}!\n\nSegue a fatura {numero}, no valor de {valor}, com vencimento em {vencimento}.\n\nVeja a fatura e pague com PIX pelo link:\n{link}\n\nO PDF da fatura vai em anexo.',
  },
  receipt: {
    subject: 'Recibo de pagamento — fatura {numero}',
    message:
      'Olá, {cliente}!\n\nRecebemos o pagamento da fatura {numero}, no valor de {valor}. Obrigado!\n\nO recibo vai em anexo.',
  },
};

/** Fills {cliente}, {numero}… ; an unknown {name} is left as typed. */
export function fillTemplate(template: string, values: Partial<Record<TemplateVariable, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name as TemplateVariable];
    return value === undefined ? whole : value;
  });
}

/** The WhatsApp message for a document (the link at the end). */
export function whatsappMessage(kind: 'proposal' | 'invoice', values: Record<TemplateVariable, string>) {
  return kind === 'proposal'
    ? fillTemplate(
        'Olá, {cliente}! Segue a proposta {numero} ({valor}), válida até {vencimento}: {link}',
        values,
      )
    : fillTemplate(
        'Olá, {cliente}! Segue a fatura {numero} ({valor}), vencimento {vencimento}. Pague com PIX pelo link: {link}',
        values,
      );
}

export const documentMailSchema = z.object({
  to: z
    .string({ error: 'Informe o e-mail' })
    .trim()
    .min(1, 'Informe o e-mail')
    .max(254, 'E-mail inválido')
    .pipe(z.email('E-mail inválido')),
  subject: z
    .string({ error: 'Informe o assunto' })
    .trim()
    .min(1, 'Informe o assunto')
    .max(200, 'Assunto muito longo (até 200 caracteres)'),
  message: z
    .string({ error: 'Escreva a mensagem' })
    .trim()
    .min(1, 'Escreva a mensagem')
    .max(5000, 'Mensagem muito longa (até 5.000 caracteres)'),
  /** One per opening of the dialog: a repeated request (double click, retry) queues nothing new. */
  requestId: z.uuid({ error: 'Pedido inválido' }),
});
export type DocumentMailInput = z.input<typeof documentMailSchema>;
export type DocumentMailData = z.output<typeof documentMailSchema>;

/** What the dialog opens with, and what the WhatsApp button needs. */
export type DocumentMailDraft = {
  to: string;
  subject: string;
  /** Every variable filled but {link}, which the server fills when it sends. */
  message: string;
  /** The client's phone, for 'Enviar pelo WhatsApp' (null without one). */
  phone: string | null;
  /** The values of the template's variables, {link} aside. */
  values: Omit<Record<TemplateVariable, string>, 'link'>;
  smtpConfigured: boolean;
};

export type DocumentMailQueued = { queued: true; message: string };

/** One message in a document's delivery log. */
export type DocumentDelivery = {
  id: string;
  kind: DocumentMailKind;
  to: string;
  subject: string;
  status: MailDeliveryStatus;
  attempts: number;
  attachmentName: string | null;
  /** The SMTP server's answer: its refusal when failed, its '250 …' when sent. */
  answer: string | null;
  createdAt: string;
  sentAt: string | null;
};
