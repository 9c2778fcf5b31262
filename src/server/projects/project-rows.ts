/** The columns the project list reads (with the client lead's name) and their JSON shape. */
import { sql } from 'drizzle-orm';
import { leads, projects } from '@server/db/schema';
import { cursorKeyOf } from '@server/leads/keyset';
import type { ProjectItem } from '@shared/projects/schemas';

export const projectColumns = {
  id: projects.id,
  title: projects.title,
  description: projects.description,
  clientId: projects.clientId,
  clientName: sql<string | null>`${leads.name}`,
  budget: projects.budget,
  startDate: projects.startDate,
  endDate: projects.endDate,
  status: projects.status,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  cursorKey: cursorKeyOf(projects.createdAt),
};

type ProjectRow = Omit<ProjectItem, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function toProjectItem(row: ProjectRow): ProjectItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    clientId: row.clientId,
    clientName: row.clientName ?? null,
    budget: row.budget,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** What the audit log keeps of a project. */
export function projectSnapshot(row: {
  title: string;
  description: string | null;
  clientId: string | null;
  budget: string | null;
  startDate: string | null;
  endDate: string | null;
  status: string;
}) {
  return {
    title: row.title,
    description: row.description,
    clientId: row.clientId,
    budget: row.budget,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status,
  };
}
