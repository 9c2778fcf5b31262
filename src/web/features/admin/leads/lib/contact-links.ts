/** mailto and WhatsApp links for a lead (docs/product/leads.md: phone digits prefixed with 55 and a PT-BR greeting). */
import { whatsappLink } from '@shared/lead-profile/normalize';

export function whatsappGreeting(name: string): string {
  const first = name.trim().split(/\s+/)[0];
  return `Olá${first ? `, ${first}` : ''}! Aqui é da Coders. Recebemos seu contato e queremos ajudar com o seu projeto. Podemos conversar?`;
}

export function leadWhatsappLink(phone: string | null | undefined, name: string): string | null {
  return phone ? whatsappLink(phone, whatsappGreeting(name)) : null;
}

export const mailtoLink = (email: string) => `mailto:${email}`;
