/**
 * What the hostile-body suite needs to know of an endpoint's body, read from the route's own zod
 * schema (its JSON Schema, as the body is sent): each field's kind of value, so the suite can send
 * values the field never accepts, and whether some field is required.
 */
import { z } from 'zod';

export type Kind =
  | 'string'
  | 'text'
  | 'email'
  | 'format'
  | 'bool'
  | 'number'
  | 'scalar'
  | 'true'
  | 'object'
  | 'list';

export type Spec = {
  /** Fields the endpoint reads, by the kind of value they take (fields of no clear kind are left out). */
  fields: Record<string, Kind>;
  /** Whether some field is required (an object with none of the fields is then invalid). */
  required: boolean;
  /** The body may be JSON null (read as "no options"). */
  nullIsValid?: boolean;
};

const SQL = "'; drop table leads; --";
const HTML = '<script>alert(1)</script>';
/** Strings no format field accepts (enum, uuid, e-mail, date, slug, URL, pattern). */
export const HOSTILE = [
  SQL,
  HTML,
  `${SQL}${HTML}`,
  '"><img src=x onerror=alert(1)>',
  'null',
  '../../etc/passwd',
  '\u0000',
];
export const HUGE = 'x'.repeat(200 * 1024); // 200 KB: beyond every text field's maximum

/** The object schema under wrappers (`.transform()`, `.optional()`, `.default()`), if any. */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  let current: unknown = schema;
  for (let depth = 0; depth < 8 && current; depth += 1) {
    const candidate = current as {
      shape?: Record<string, z.ZodType>;
      _zod: { def: Record<string, unknown> };
    };
    if (candidate.shape) return candidate.shape;
    const def = candidate._zod.def;
    current = def.in ?? def.innerType ?? def.schema;
  }
  return null;
}

/**
 * A field's kind, found by asking its own schema: a kind is given only when the field refuses every
 * value the suite sends for that kind (so a 2xx is always a finding, never a loose schema).
 */
function probe(field: z.ZodType): Kind | null {
  const accepts = (value: unknown) => {
    try {
      return field.safeParse(value).success;
    } catch {
      return true; // an async or throwing check: treat as accepting, so the field is left out
    }
  };
  const refusesAll = (values: unknown[]) => values.every((value) => !accepts(value));
  // The classes of values hostile-bodies.test.ts sends for each kind (`invalidValue`).
  const nonStrings = [1, -7, 1.5, true, false, [], [HTML], [SQL, 1], { a: 1 }, { b: HTML }];
  const objects = [{ a: 1 }, { b: HTML }];
  if (accepts(true) && refusesAll([false, ...HOSTILE, 1, -7])) return 'true';
  if (accepts(true) && accepts(false) && refusesAll([1, -7, ...HOSTILE, [], ...objects])) return 'bool';
  if (accepts(5) && refusesAll([...HOSTILE, true, false, [], ...objects])) return 'number';
  if (accepts(5) && refusesAll([SQL, HTML, true, false, [], ...objects])) return 'scalar';
  if (accepts({}) && refusesAll([...HOSTILE, 1, -7, true, false, [HTML], [SQL, 1]])) return 'object';
  if (accepts([]) && refusesAll([...HOSTILE, 1, -7, true, false, ...objects, [HTML], [SQL, 1], [1]]))
    return 'list';
  if (!refusesAll(nonStrings)) return null;
  if (refusesAll([...HOSTILE, HUGE])) return accepts('a@b.com.br') ? 'email' : 'format';
  if (!accepts(HUGE)) return 'text';
  return 'string';
}

export function specFromSchema(schema: z.ZodType, optional = false): Spec {
  const shape = objectShape(schema) ?? {};
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { required?: string[] };
  const fields: Record<string, Kind> = {};
  for (const [name, field] of Object.entries(shape)) {
    const kind = probe(field);
    if (kind) fields[name] = kind;
  }
  return {
    fields,
    required: !optional && (json.required?.length ?? 0) > 0,
    ...(optional ? { nullIsValid: true } : {}),
  };
}
