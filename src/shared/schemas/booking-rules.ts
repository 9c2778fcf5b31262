/**
 * Rules of the public forms without zod, so the landing page's booking section stays light.
 * The zod schemas (questionnaire.ts, booking.ts) reuse these checks and messages: one truth.
 */
import { CONSENT_REQUIRED_MESSAGE } from '@shared/content/privacy-consent';

/** A form sent sooner than this after it loaded is treated as a bot. */
export const MIN_FILL_MS = 3000;
/** The public forms and the name each one's signed form token carries (GET /api/public/form-token). */
export const PUBLIC_FORMS = ['questionario', 'consultoria'] as const;
export type PublicFormName = (typeof PUBLIC_FORMS)[number];
/** How long a form token is accepted after it was issued or renewed; the forms renew it before that. */
export const FORM_TOKEN_TTL_MS = 2 * 60 * 60_000;
/** GET /api/public/form-token */
export type FormTokenResponse = { token: string; expiresInMs: number };

/** A second submit within this window is ignored (docs/product/questionnaire-and-booking.md). */
export const DOUBLE_SUBMIT_MS = 2000;

export const messages = {
  nameRequired: 'Nome é obrigatório',
  nameTooLong: 'Use no máximo 120 caracteres.',
  emailRequired: 'Email é obrigatório',
  emailInvalid: 'Email inválido',
  phoneRequired: 'WhatsApp é obrigatório',
  phoneInvalid: 'Informe um número válido com DDD, no formato (DD) 9XXXX-XXXX.',
  slotRequired: 'Escolha um horário.',
  slotInvalid: 'Horário inválido. Escolha um dos horários disponíveis.',
  slotOutsideHours: 'Escolha um horário de segunda a sexta, das 8h às 18h (horário de Brasília).',
  slotUnavailable: 'Este horário não está mais disponível. Escolha outro.',
  slotTaken: 'Este horário acabou de ser reservado. Escolha outro.',
  messageTooLong: 'Use no máximo 1.000 caracteres.',
  consentRequired: CONSENT_REQUIRED_MESSAGE,
  tooFast: 'Envio muito rápido. Revise suas respostas e tente novamente.',
  formTokenInvalid: 'Não foi possível validar o envio. Recarregue a página e tente novamente.',
  formTokenExpired: 'O formulário ficou aberto por muito tempo. Recarregue a página e tente novamente.',
  bookingLimitContact:
    'Este contato já tem 2 consultorias agendadas. Para marcar outra, fale com a gente pelo WhatsApp ou e-mail.',
  bookingLimitAddress:
    'Muitas consultorias agendadas a partir desta conexão. Fale com a gente pelo WhatsApp ou e-mail.',
  rateLimited: 'Você fez muitos envios em pouco tempo. Aguarde alguns minutos e tente novamente.',
  slotsRateLimited: 'Muitas consultas de horários em pouco tempo. Aguarde alguns minutos e tente novamente.',
  network: 'Não foi possível enviar agora. Verifique sua conexão e tente novamente.',
} as const;

export const NAME_MAX = 120;
export const MESSAGE_MAX = 1000;

// A pragmatic address check: something@domain.tld, no spaces, one @.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && EMAIL.test(email);
}

export const phoneDigitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * Brazilian phone with DDD: 11 digits for a mobile (third digit 9, the WhatsApp format
 * '(DD) 9XXXX-XXXX') or 10 for a landline WhatsApp Business. A leading 55 country code is accepted.
 */
export function isValidPhone(value: string): boolean {
  let digits = phoneDigitsOf(value);
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
  if (!/^[1-9][1-9]/.test(digits)) return false;
  if (digits.length === 11) return digits[2] === '9';
  return digits.length === 10 && /[2-5]/.test(digits[2] ?? '');
}

/** Formats as the visitor types: '(11) 98765-4321' for a mobile, '(11) 3456-7890' for a landline. */
export function maskPhone(value: string): string {
  const digits = phoneDigitsOf(value).slice(0, 11);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const ddd = digits.slice(0, 2);
  const rest = digits.slice(2);
  if (rest.length <= 4) return `(${ddd}) ${rest}`;
  const split = digits.length === 11 ? 5 : 4;
  return `(${ddd}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

export type ContactValues = { name: string; email: string; phone: string };
export type FieldErrors = Record<string, string>;

export function validateName(value: string): string | undefined {
  const name = value.trim();
  if (!name) return messages.nameRequired;
  if (name.length > NAME_MAX) return messages.nameTooLong;
  return undefined;
}

export function validateEmail(value: string): string | undefined {
  if (!value.trim()) return messages.emailRequired;
  return isValidEmail(value) ? undefined : messages.emailInvalid;
}

export function validatePhone(value: string): string | undefined {
  if (!value.trim()) return messages.phoneRequired;
  return isValidPhone(value) ? undefined : messages.phoneInvalid;
}

export type BookingFormValues = ContactValues & { slot: string; message: string; consent: boolean };

/** Field errors of the booking form, keyed like the server's 422 `fields`. Empty when valid. */
export function validateBookingForm(values: BookingFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.slot) errors.slot = messages.slotRequired;
  const name = validateName(values.name);
  if (name) errors.name = name;
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  const phone = validatePhone(values.phone);
  if (phone) errors.phone = phone;
  if (values.message.trim().length > MESSAGE_MAX) errors.message = messages.messageTooLong;
  if (!values.consent) errors.consent = messages.consentRequired;
  return errors;
}

/** True when a honeypot field holds anything: people never see it, bots fill every input. */
export const honeypotFilled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * Double-submit guard (docs/product/questionnaire-and-booking.md): `tryStart()` is false when the previous accepted start was less
 * than `windowMs` ago, so a double click or a quick Enter sends one request.
 */
export function createSubmitGuard(windowMs = DOUBLE_SUBMIT_MS, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    tryStart(): boolean {
      const time = now();
      if (time - last < windowMs) return false;
      last = time;
      return true;
    },
  };
}
