/**
 * The catalogs in src/shared/catalog are the statuses' truth and the schema's check constraints are
 * generated from them. This reads the constraints back from the migrated database, so a catalog change
 * without a migration (or a migration edited by hand) fails here instead of in production.
 */
import { isTable, sql } from 'drizzle-orm';
import { getTableConfig, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '@server/db/client';
import {
  duplicateReasons,
  duplicateStatuses,
  leadContactKinds,
  leadContactSources,
} from '@shared/catalog/lead-identity';
import { profileRoles, staffRoles } from '@shared/catalog/roles';
import {
  appointmentStatuses,
  leadSources,
  leadStatuses,
  projectStatuses,
  values,
} from '@shared/catalog/statuses';
import { taskPriorities, taskStatuses } from '@shared/tasks/catalog';
import { timesheetWeekStatuses } from '@shared/timesheet/catalog';
import { openTestDatabase } from '../support/test-app';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
}, 60_000);
afterAll(async () => {
  await database?.close();
  await drop?.();
});

/** The quoted values of a `column in (…)` check as PostgreSQL stores it (`= ANY (ARRAY['a'::text, …])`). */
async function allowed(constraint: string): Promise<string[]> {
  const rows = await queryRows<{ definition: string }>(
    database.db,
    sql`select pg_get_constraintdef(oid) as definition from pg_constraint where conname = ${constraint}`,
  );
  expect(rows, `constraint ${constraint} is missing`).toHaveLength(1);
  return [...rows[0]!.definition.matchAll(/'([^']*)'::text/g)].map((match) => match[1]!).sort();
}

async function columnDefault(table: string, column: string): Promise<string | null> {
  const [row] = await queryRows<{ value: string | null }>(
    database.db,
    sql`select column_default as value from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and column_name = ${column}`,
  );
  return row?.value?.match(/^'([^']*)'/)?.[1] ?? null;
}

const sorted = (list: readonly string[]) => [...list].sort();

describe('catalog ↔ database', () => {
  it.each([
    ['leads_status_check', values(leadStatuses)],
    ['leads_source_check', values(leadSources)],
    ['projects_status_check', values(projectStatuses)],
    ['appointments_status_check', values(appointmentStatuses)],
    ['user_roles_role_check', staffRoles],
    ['profiles_role_check', profileRoles],
    ['tasks_status_check', values(taskStatuses)],
    ['tasks_priority_check', values(taskPriorities)],
    ['timesheet_weeks_status_check', values(timesheetWeekStatuses)],
    ['lead_contacts_kind_check', values(leadContactKinds)],
    ['lead_contacts_source_check', values(leadContactSources)],
    ['lead_duplicates_status_check', values(duplicateStatuses)],
    ['lead_duplicates_reasons_check', values(duplicateReasons)],
  ] as const)('%s allows exactly the catalog values', async (constraint, catalog) => {
    expect(await allowed(constraint)).toEqual(sorted(catalog));
  });

  it.each([
    ['leads', 'status', values(leadStatuses)],
    ['leads', 'source', values(leadSources)],
    ['projects', 'status', values(projectStatuses)],
    ['appointments', 'status', values(appointmentStatuses)],
    ['tasks', 'status', values(taskStatuses)],
    ['tasks', 'priority', values(taskPriorities)],
    ['timesheet_weeks', 'status', values(timesheetWeekStatuses)],
    ['lead_duplicates', 'status', values(duplicateStatuses)],
  ] as const)('the default of %s.%s is a catalog value', async (table, column, catalog) => {
    expect(catalog).toContain(await columnDefault(table, column));
  });
});

/**
 * Every check constraint the schema declares — all of them, in every module's schema file, found by
 * reading the files rather than listed here — exists in the migrated database with the same quoted
 * values: a catalog that gained or lost a value without a migration fails by its constraint's name.
 */
describe('every check constraint of the schema ↔ database', () => {
  const files = import.meta.glob<Record<string, unknown>>(
    ['/src/server/db/schema*.ts', '/src/server/*/schema.ts'],
    { eager: true },
  );
  const dialect = new PgDialect();
  const checks = Object.values(files)
    .flatMap((module) => Object.values(module).filter((value): value is PgTable => isTable(value)))
    .flatMap((table) =>
      getTableConfig(table).checks.map((check) => ({
        name: check.name,
        literals: [...dialect.sqlToQuery(check.value).sql.matchAll(/'([^']*)'/g)].map((m) => m[1]!).sort(),
      })),
    );

  it('finds the constraints of every module', () => {
    expect(checks.length).toBeGreaterThanOrEqual(43);
    expect(new Set(checks.map((check) => check.name)).size).toBe(checks.length);
  });

  it.each(checks.map((check) => [check.name, check.literals] as const))(
    "%s holds the schema's values",
    async (name, literals) => {
      const rows = await queryRows<{ definition: string }>(
        database.db,
        sql`select pg_get_constraintdef(oid) as definition from pg_constraint where conname = ${name}`,
      );
      expect(rows, `constraint ${name} is missing from the database`).toHaveLength(1);
      const stored = [...rows[0]!.definition.matchAll(/'([^']*)'/g)].map((m) => m[1]!).sort();
      expect(stored).toEqual(literals);
    },
  );
});
