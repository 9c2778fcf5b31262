/**
 * The audit catalog (src/shared/catalog/audit.ts) names everything the server can write, so a person
 * never reads a key: every action and entity recordAudit is called with (read from the sources), every
 * key written literally into a before/after, every column of every table (drizzle's keys and the
 * export's SQL names), every key of the schemas the routes validate, and every table.
 */
import { getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { projectRoot } from '@server/lib/paths';
import {
  auditActions,
  auditEntities,
  fieldLabel,
  fieldLabels,
  hasFieldLabel,
  tableLabels,
} from '@shared/catalog/audit';
import { leadContactKinds } from '@shared/catalog/lead-identity';
import { INVOICE_FILE_KINDS } from '@shared/invoices/schemas';
import { readAuditSources } from './audit-sources.test-support';

const facts = readAuditSources(projectRoot());

const schemaModules = import.meta.glob<Record<string, unknown>>(
  ['/src/server/db/schema*.ts', '/src/server/*/schema.ts'],
  { eager: true },
);
const tables = Object.values(schemaModules).flatMap((module) =>
  Object.values(module).filter((value): value is PgTable => is(value, PgTable)),
);

const zodModules = import.meta.glob<Record<string, unknown>>(
  ['/src/shared/schemas/*.ts', '/src/shared/*/schemas.ts', '!**/*.test.ts'],
  { eager: true },
);

/** Keys of every object schema inside a schema (objects, arrays, unions, defaults, pipes). */
function schemaKeys(schema: unknown, into: Set<string>, depth = 0): Set<string> {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
  if (!def || depth > 8) return into;
  if (def.type === 'object') {
    for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) {
      into.add(key);
      schemaKeys(value, into, depth + 1);
    }
    return into;
  }
  const inner = [
    def.innerType,
    def.in,
    def.out,
    def.element,
    def.left,
    def.right,
    ...((def.options as []) ?? []),
  ];
  for (const next of inner) schemaKeys(next, into, depth + 1);
  return into;
}

const missing = (keys: Iterable<string>, known: (key: string) => boolean) =>
  [...new Set(keys)].filter((key) => !known(key)).sort();

describe('the audit catalog covers what the server writes', () => {
  it('reads the recordAudit calls of src/server (a floor, so a broken reader cannot pass)', () => {
    expect(facts.entries).toBeGreaterThan(100);
    expect(facts.actions.size).toBeGreaterThan(30);
    expect(facts.entities.size).toBeGreaterThan(30);
  });

  it('has a PT-BR label for every action written', () => {
    const unlabelled = missing(facts.actions.keys(), (action) => Object.hasOwn(auditActions, action));
    expect(unlabelled.map((action) => `${action} (${facts.actions.get(action)![0]})`)).toEqual([]);
  });

  it('has a PT-BR label for every entity written', () => {
    const unlabelled = missing(facts.entities.keys(), (entity) => Object.hasOwn(auditEntities, entity));
    expect(unlabelled.map((entity) => `${entity} (${facts.entities.get(entity)![0]})`)).toEqual([]);
  });

  it('has a label for every key written by hand into a before/after', () => {
    const unlabelled = missing(facts.fields.keys(), hasFieldLabel);
    expect(unlabelled.map((key) => `${key} (${facts.fields.get(key)![0]})`)).toEqual([]);
  });

  it('follows every action and entity to a literal, except the known readers and writers', () => {
    const allowed = [
      // The table itself and its reader: not entries.
      /^src\/server\/db\/schema\.ts:\d+: text\('(action|entity)'\)/,
      /^src\/server\/audit\/list-audit\.ts:\d+: row\.(action|entity)$/,
      // The lead audits' sink: its entries are objects with action and entityId, read where they are built.
      /^src\/server\/leads\/audit-many\.ts:\d+: entry\.action$/,
      // An invoice file's kind names the before/after key: INVOICE_FILE_KINDS, checked below.
      /^src\/server\/invoices\/routes\.ts:\d+: kindParam\(c\.req\.param\('kind'\)\)$/,
      // A lead's other contact is audited under its kind ({ email } or { phone }: the erasure reads the
      // value there, registry.ts): leadContactKinds, checked below.
      /^src\/server\/routes\/lead-identity\.ts:\d+: c\.req\.valid\('json'\)$/,
      /^src\/server\/leads\/lead-contacts\.ts:\d+: row\.kind$/,
    ];
    expect(facts.dynamic.filter((site) => !allowed.some((pattern) => pattern.test(site)))).toEqual([]);
    expect(missing(INVOICE_FILE_KINDS, hasFieldLabel)).toEqual([]);
    expect(
      missing(
        leadContactKinds.map((kind) => kind.value),
        hasFieldLabel,
      ),
    ).toEqual([]);
  });

  it('has a label for every column of every table, by drizzle key and by SQL name (the export)', () => {
    expect(tables.length).toBeGreaterThan(50);
    const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
    const keys = tables.flatMap((table) =>
      Object.entries(getTableColumns(table)).flatMap(([key, column]) => [key, camel(column.name)]),
    );
    expect(missing(keys, hasFieldLabel)).toEqual([]);
  });

  it('names every table, and no two columns of one table alike', () => {
    const names = tables.map((table) => getTableConfig(table).name);
    expect(missing(names, (name) => Object.hasOwn(tableLabels, name))).toEqual([]);
    const clashes = tables.flatMap((table) => {
      const { name, columns } = getTableConfig(table);
      const seen = new Map<string, string>();
      return columns.flatMap((column) => {
        const key = Object.entries(getTableColumns(table)).find(([, value]) => value === column)![0];
        const label = fieldLabel(key, name);
        const other = seen.get(label);
        seen.set(label, key);
        return other ? [`${name}: ${other} and ${key} are both '${label}'`] : [];
      });
    });
    expect(clashes).toEqual([]);
  });

  it('has a label for every key of the schemas the routes validate (bodies and forms, not list queries)', () => {
    const keys = new Set<string>();
    for (const [path, module] of Object.entries(zodModules)) {
      for (const [name, value] of Object.entries(module)) {
        if (!(value instanceof z.ZodType) || /Query/.test(name)) continue;
        // The sign-in forms and the cookieless analytics beacon never reach an audit entry or a table.
        if (path.endsWith('/auth.ts') || name === 'eventBodySchema') continue;
        schemaKeys(value, keys);
      }
    }
    expect(keys.size).toBeGreaterThan(150);
    expect(missing(keys, hasFieldLabel)).toEqual([]);
  });

  it('writes every label in Portuguese, never a key', () => {
    const labels = [
      ...Object.values(auditActions).map((entry) => entry.label),
      ...Object.values(auditEntities).map((entry) => entry.label),
      ...Object.values(fieldLabels),
      ...Object.values(tableLabels),
    ];
    const keyLike = labels.filter((label) => /[a-z][A-Z]|_|^[a-z]/.test(label));
    expect(keyLike).toEqual([]);
  });
});
