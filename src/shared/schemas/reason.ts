/**
 * The reason staff give for cancelling, refusing, ignoring or reverting something: one rule for every
 * such dialog (the form kit's ReasonDialog and each server route that takes a reason).
 */
import { z } from 'zod';

export const REASON_MIN = 3;
export const REASON_MAX = 1000;

export const reasonSchema = z
  .string({ error: 'Informe o motivo' })
  .trim()
  .min(REASON_MIN, `Informe o motivo (mín. ${REASON_MIN} caracteres)`)
  .max(REASON_MAX, `O motivo deve ter no máximo ${REASON_MAX} caracteres`);

export const reasonFormSchema = z.object({ reason: reasonSchema });
export type ReasonForm = z.infer<typeof reasonFormSchema>;
