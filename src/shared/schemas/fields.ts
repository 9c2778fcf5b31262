/**
 * Field schemas several modules' forms share, with their PT-BR messages: an optional reference to a
 * record (a select whose empty choice is '' reads as "none"), the same in a PATCH (absent means
 * unchanged), and calendar days ('2026-11-27', as a date input gives them).
 */
import { z } from 'zod';
import { isCalendarDate } from './project';

/** A uuid, or '' / null for none → the uuid or null. */
export const optionalUuid = (message: string) =>
  z
    .union([z.uuid({ error: message }), z.literal(''), z.null()], { error: message })
    .optional()
    .transform((value) => value || null);

/** In a PATCH: absent stays absent (unchanged); '' or null clears. */
export const patchUuid = (message: string) =>
  z
    .union([z.uuid({ error: message }), z.literal(''), z.null()], { error: message })
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

/** A calendar day (yyyy-MM-dd), required. */
export const calendarDay = (message = 'Data inválida') =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => isCalendarDate(value), message);

/** A calendar day or none ('' / null → null). */
export const optionalCalendarDay = (message = 'Data inválida') =>
  z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isCalendarDate(value), message);
