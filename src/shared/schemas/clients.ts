/** GET /api/clients: won leads (clients) with their projects and total budget (CODERS comercial). */
import { z } from 'zod';
import type { ProjectStatus } from '@shared/catalog/statuses';

export const clientsQuerySchema = z.object({
  q: z.string().trim().max(200, 'Busca muito longa').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional(),
});

export type ClientProject = { id: string; title: string; status: ProjectStatus; budget: number | null };
export type Client = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  createdAt: string;
  projects: ClientProject[];
  totalBudget: number;
};
export type ClientsPage = {
  items: Client[];
  nextCursor: string | null;
  total: number;
  /** Sum of every client's project budgets, not only this page's. */
  totalBudget: number;
};
