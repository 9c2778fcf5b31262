/** One shape for every API error: `{ error: { code, message, fields? } }` with PT-BR messages. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { ptBR } from 'zod/locales';

// Every message zod writes itself (a field without a message of its own, a body that is not an object)
// comes out in PT-BR too: the schemas' own messages cover what forms send, this covers everything else.
z.config({
  ...ptBR(),
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? 'Campo obrigatório' : undefined,
});

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

/** PostgreSQL cannot store U+0000 in text; such input is refused up front (a streamed answer could not). */
export const invalidText = () =>
  new HttpError(400, 'invalid_text', 'O texto enviado contém caracteres inválidos.');

/** Whether a parsed body or query holds U+0000 anywhere (keys included). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth > 64) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}
