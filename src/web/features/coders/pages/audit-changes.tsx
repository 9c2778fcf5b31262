/**
 * What an audit entry changed, field by field, in the catalog's words (src/shared/catalog/audit.ts):
 * 'Vencimento: 10/03/2026 → 15/03/2026', never 'dueDate'. Values go through the one formatter
 * (audit-values.ts): catalog labels, dates, money, and record names the server resolved.
 */
import { auditEntityTable, fieldLabel } from '@shared/catalog/audit';
import { formatFieldValue } from '@shared/catalog/audit-values';
import type { AuditRow } from '@shared/schemas/audit';

type Change = { field: string; before: unknown; after: unknown };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Field-level differences between two snapshots; non-objects compare as a whole ('Valor'). */
export function auditChanges(before: unknown, after: unknown): Change[] {
  if (!isObject(before) && !isObject(after)) {
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field: 'value', before, after }];
  }
  const a = isObject(before) ? before : {};
  const b = isObject(after) ? after : {};
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys
    .filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]))
    .map((key) => ({ field: key, before: a[key], after: b[key] }));
}

const clip = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}...` : text);

export function AuditChanges({ row, names }: { row: AuditRow; names: Readonly<Record<string, string>> }) {
  const list = auditChanges(row.before, row.after);
  if (list.length === 0) return <span className="text-muted-foreground">—</span>;
  const table = auditEntityTable(row.entity);
  const show = (change: Change, side: 'before' | 'after') => {
    const snapshot = row[side];
    return clip(
      formatFieldValue(change.field, change[side], {
        table,
        names,
        siblings: isObject(snapshot) ? snapshot : undefined,
      }),
    );
  };
  return (
    <details>
      <summary className="cursor-pointer text-primary hover:underline">
        {list.length === 1 ? '1 campo' : `${list.length} campos`}
      </summary>
      <dl className="mt-2 space-y-1.5 text-xs">
        {list.map((change) => (
          <div key={change.field}>
            <dt className="font-medium">{fieldLabel(change.field, table)}</dt>
            <dd className="break-words text-muted-foreground">
              {change.before !== undefined && change.after !== undefined ? (
                <>
                  <span className="sr-only">De </span>
                  <span className="line-through decoration-red-400">{show(change, 'before')}</span>
                  <span aria-hidden="true"> → </span>
                  <span className="sr-only"> para </span>
                  <span className="text-foreground">{show(change, 'after')}</span>
                </>
              ) : (
                <span className="text-foreground">
                  {show(change, change.after === undefined ? 'before' : 'after')}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
