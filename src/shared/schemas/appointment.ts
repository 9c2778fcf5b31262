/**
 * Appointments (docs/product/appointments.md): the form, status change and list query, shared by the server
 * (validation, 422 in PT-BR) and the back-office form (resolver). Dates are typed as São Paulo wall
 * time ('yyyy-MM-ddTHH:mm', what <input type="datetime-local"> gives) and stored as UTC instants.
 */
import { z } from 'zod';
import { appointmentStatuses, values } from '@shared/catalog/statuses';
import { zonedLocal, zonedTimeToUtc } from '@shared/time';

export const APPOINTMENT_SLOT_TAKEN = 'Já existe um agendamento neste horário.';
export const APPOINTMENT_PAST = 'Escolha uma data e hora futuras.';

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** 'yyyy-MM-ddTHH:mm' read as São Paulo time → the instant; null when the text is not a real date and time. */
export function saoPauloLocalToDate(local: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  return zonedTimeToUtc(local.trim().slice(0, 10), hour * 60 + minute);
}

/** The instant as São Paulo 'yyyy-MM-ddTHH:mm', to fill a datetime-local input; '' when empty. */
export function dateToSaoPauloLocal(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return zonedLocal(date);
}

export const appointmentStatusSchema = z.enum(values(appointmentStatuses), {
  error: (issue) =>
    issue.input === undefined || issue.input === '' ? 'Status é obrigatório' : 'Status inválido',
});

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

export const appointmentInputSchema = z.object({
  title: z
    .string({ error: 'Título é obrigatório' })
    .trim()
    .min(1, 'Título é obrigatório')
    .max(200, 'Título muito longo (máximo de 200 caracteres)'),
  description: optionalText(2000, 'Descrição muito longa (máximo de 2000 caracteres)'),
  date: z
    .string({ error: 'Data e hora são obrigatórias' })
    .trim()
    .min(1, 'Data e hora são obrigatórias')
    .refine((value) => saoPauloLocalToDate(value) !== null, 'Data e hora inválidas'),
  leadId: z
    .union([z.uuid({ error: 'Lead inválido' }), z.literal('')])
    .nullish()
    .transform((value) => value || null),
});
export type AppointmentInput = z.input<typeof appointmentInputSchema>;
export type AppointmentData = z.output<typeof appointmentInputSchema>;

export const appointmentUpdateSchema = appointmentInputSchema.partial().extend({
  status: appointmentStatusSchema.optional(),
});
export type AppointmentUpdate = z.output<typeof appointmentUpdateSchema>;

export const appointmentStatusUpdateSchema = z.object({ status: appointmentStatusSchema });

export const appointmentListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Busca muito longa').optional().default(''),
  status: z
    .enum([...values(appointmentStatuses), 'all', ''], { error: 'Status inválido' })
    .optional()
    .transform((value) => (value && value !== 'all' ? value : null)),
  limit: z.coerce.number().int().min(1).max(100).optional().default(50),
  cursor: z.string().max(200).optional(),
});

/** What the list and the details dialog receive. */
export type AppointmentLead = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  serviceInterest: string | null;
  status: string;
};

export type AppointmentRow = {
  id: string;
  title: string;
  description: string | null;
  appointmentDate: string | null;
  durationMinutes: number;
  status: string;
  leadId: string | null;
  leadName: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  createdAt: string;
  updatedAt: string;
};

export type AppointmentDetails = AppointmentRow & { lead: AppointmentLead | null };

export type AppointmentList = { items: AppointmentRow[]; nextCursor: string | null; total: number };
