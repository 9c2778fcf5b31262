/**
 * Custom roles (decision 065): made in Papéis from the permissions of the access table, and who
 * holds them. A role held by anyone cannot be deleted (the foreign key restricts, the domain explains).
 * The permission keys are not checked against a list here: modules bring their own, and a key no
 * module declares any more simply grants nothing (the viewer drops it).
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '@server/db/columns';
import { users } from '@server/db/schema';

export const customRoles = pgTable(
  'custom_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The PT-BR name a person sees (unique, ignoring case). */
    name: text('name').notNull(),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('custom_roles_name_key').on(sql`lower(${table.name})`),
    check('custom_roles_name_check', sql`char_length(name) between 2 and 60`),
  ],
);

export const userCustomRoles = pgTable(
  'user_custom_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => customRoles.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.roleId] }),
    index('user_custom_roles_role_idx').on(table.roleId),
  ],
);
