/** GET /api/calendar?month=YYYY-MM: a month of appointments and post publications (CODERS mkt). */
import { z } from 'zod';
import type { AppointmentStatus } from '@shared/catalog/statuses';

export const calendarQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Informe o mês no formato AAAA-MM')
    .optional(),
});

export type CalendarAppointment = {
  id: string;
  title: string;
  appointmentDate: string;
  status: AppointmentStatus;
  name: string | null;
};
export type CalendarPost = { id: string; title: string; slug: string; publishedAt: string };
export type CalendarMonth = {
  month: string;
  appointments: CalendarAppointment[];
  posts: CalendarPost[];
};
