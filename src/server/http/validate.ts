/**
 * Request validation, one way for every route (decision 027): `json(schema)`, `query(schema)` and
 * `form(schema)` are @hono/zod-validator middleware, so a handler reads a typed `c.req.valid(...)`.
 * Failures keep the API's PT-BR error shape (lib/http.ts):
 * - a body that is not JSON, or JSON that is not an object → 400 `bad_json`;
 * - a multipart body that cannot be read → 400 `bad_body`;
 * - text holding U+0000 (PostgreSQL cannot store it) → 400 `invalid_text`;
 * - a value the schema refuses → 422 `validation`: the first field message, and every field in `fields`.
 */
import { zValidator } from '@hono/zod-validator';
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { containsNul, HttpError, invalidText, validationError } from '@server/lib/http';

export const badJson = () => new HttpError(400, 'bad_json', 'Corpo da requisição inválido');
const badForm = () => new HttpError(400, 'bad_body', 'Envie o arquivo como multipart/form-data.');

/** The media types Hono's validator reads as JSON (the request guard lets only application/json in). */
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;
const FORM_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);
const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The hook every target shares: a refused value is the 422 of lib/http.ts, thrown to app.onError. */
function refuse(result: { success: true } | { success: false; error: z.core.$ZodError }) {
  if (!result.success) throw validationError(result.error);
}

/**
 * A JSON object body. `optional`: no body at all (or JSON `null`) is read as `{}`; the KPI endpoints
 * take their period that way.
 */
export function json<S extends z.ZodType>(schema: S, options: { optional?: boolean } = {}) {
  const validate = zValidator('json', schema, refuse, {
    validationFunction: async (target, value: unknown) => {
      const body = options.optional ? (value ?? {}) : value;
      if (!isObject(body)) throw badJson();
      if (containsNul(body)) throw invalidText();
      return (await target.safeParseAsync(body)) as never; // the library's result type, deferred for a generic S
    },
  });
  const middleware: MiddlewareHandler = async (c, next) => {
    if (JSON_TYPE.test(mediaType(c.req.header('content-type')))) {
      // Hono caches the parsed body, so the validator below does not read it twice.
      try {
        await c.req.json();
      } catch {
        throw badJson();
      }
    } else if (!options.optional) {
      throw badJson();
    }
    return validate(c, next);
  };
  bodySchemas.set(middleware, { schema, optional: Boolean(options.optional) });
  return middleware as typeof validate;
}

/**
 * The schema behind each `json()` middleware, so the generated hostile-body suite builds its bodies
 * from the route's own schema instead of a hand-written copy (tests/support/routes.ts).
 */
const bodySchemas = new WeakMap<MiddlewareHandler, { schema: z.ZodType; optional: boolean }>();

export function bodySchemaOf(handler: unknown): { schema: z.ZodType; optional: boolean } | undefined {
  return typeof handler === 'function' ? bodySchemas.get(handler as MiddlewareHandler) : undefined;
}

/** The query string. A repeated key counts once, by its first value (as `c.req.query()` reads it). */
export function query<S extends z.ZodType>(schema: S) {
  return zValidator('query', schema, refuse, {
    validationFunction: async (target, value: Record<string, string | string[]>) => {
      const first = Object.entries(value).map(([key, item]) => [key, Array.isArray(item) ? item[0] : item]);
      if (containsNul(first)) throw invalidText();
      return (await target.safeParseAsync(Object.fromEntries(first))) as never; // as in json()
    },
  });
}

/** A multipart (or URL-encoded) form body. */
export function form<S extends z.ZodType>(schema: S) {
  const validate = zValidator('form', schema, refuse);
  const middleware: MiddlewareHandler = async (c, next) => {
    if (FORM_TYPES.has(mediaType(c.req.header('content-type')))) {
      try {
        await c.req.formData();
      } catch {
        throw badForm();
      }
    }
    return validate(c, next);
  };
  return middleware as typeof validate;
}
