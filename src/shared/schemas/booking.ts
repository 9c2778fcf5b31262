/**
 * The consultation booking contract (POST /api/public/bookings, GET /api/public/slots). The landing
 * page validates with the zod-free rules of booking-rules.ts; the server parses with these schemas,
 * which reuse the same checks and messages.
 */
import { z } from 'zod';
import { CONSENT_REQUIRED_MESSAGE } from '@shared/content/privacy-consent';
import { MESSAGE_MAX, messages } from './booking-rules';
import { DEFAULT_SLOT_DAYS, isDay, MAX_SLOT_DAYS } from './booking-slots';
import { publicContactShape, publicFormMetaShape } from './questionnaire';

export const bookingRequestSchema = z.object({
  ...publicContactShape,
  slot: z
    .string({ error: messages.slotRequired })
    .min(1, messages.slotRequired)
    .refine((value) => !Number.isNaN(Date.parse(value)), messages.slotInvalid),
  message: z.string().trim().max(MESSAGE_MAX, messages.messageTooLong).default(''),
  consent: z.literal(true, { error: CONSENT_REQUIRED_MESSAGE }),
  marketing: z.boolean().default(false),
  ...publicFormMetaShape,
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;

export const slotsQuerySchema = z.object({
  from: z.string().refine(isDay, 'Data inválida. Use o formato AAAA-MM-DD.').optional(),
  days: z.coerce
    .number({ error: `Informe um número de dias entre 1 e ${MAX_SLOT_DAYS}.` })
    .int(`Informe um número de dias entre 1 e ${MAX_SLOT_DAYS}.`)
    .min(1, `Informe um número de dias entre 1 e ${MAX_SLOT_DAYS}.`)
    .max(MAX_SLOT_DAYS, `Informe um número de dias entre 1 e ${MAX_SLOT_DAYS}.`)
    .default(DEFAULT_SLOT_DAYS),
});

/** GET /api/public/slots */
export type SlotsResponse = {
  timeZone: string;
  slotMinutes: number;
  days: { date: string; slots: string[] }[];
};

/** POST /api/public/bookings (201) */
export type BookingResponse = {
  appointment: {
    id: string;
    title: string;
    appointmentDate: string;
    durationMinutes: number;
    name: string;
    email: string;
  };
  ics: string;
};
