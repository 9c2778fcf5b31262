/** One shape for every API error: `{ error: { code, message, fields? } }` with PT-BR messages. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

export type ApiErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Registro não encontrado') => new HttpError(404, 'not_found', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new HttpError(409, 'conflict', message, fields);

export function errorResponse(c: Context, error: HttpError) {
  const body: ApiErrorBody = { error: { code: error.code, message: error.message } };
  if (error.fields) body.error.fields = error.fields;
  return c.json(body, error.status);
}

/** Field errors keyed by the first path segment, first message wins. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationError(error: z.core.$ZodError): HttpError {
  const fields = fieldErrors(error);
  const first = Object.values(fields)[0] ?? 'Dados inválidos';
  return new HttpError(422, 'validation', first, fields);
}
