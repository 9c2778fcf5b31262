/** Audit log query (CODERS 'auditoria'): filters by user, entity, action and date range, keyset paged. */
import { z } from 'zod';

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'Data inválida');

export const auditQuerySchema = z.object({
  /** Actor id (uuid) or part of the actor's e-mail. */
  user: z.string().trim().max(200).optional(),
  entity: z.string().trim().max(60).optional(),
  entityId: z.string().trim().max(100).optional(),
  action: z.string().trim().max(40).optional(),
  /** From this day (inclusive) or instant, São Paulo time for a plain day. */
  from: day.optional(),
  /** Up to this day (inclusive) or instant. */
  to: day.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(200).optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export type AuditRow = {
  id: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
};

export type AuditPage = {
  items: AuditRow[];
  nextCursor: string | null;
  total: number;
  /** Display names of the records the page's entries point at (their ids in entityId, before, after). */
  names: Record<string, string>;
};
