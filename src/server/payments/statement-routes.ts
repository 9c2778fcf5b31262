/**
 * The bank statement file's preview and import (docs/product/invoices-and-payments.md, decision 050):
 * multipart uploads of an OFX or CSV file of at most 2 MB, with the CSV column mapping when asked.
 */
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { form } from '@server/http/validate';
import { errorResponse, HttpError } from '@server/lib/http';
import { csvMappingSchema } from '@shared/payments/statement-schemas';
import { importStatement, previewStatement } from './statement-import';

const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;
const tooLarge = () => new HttpError(413, 'too_large', 'O extrato excede 2 MB.');
const FILE_MESSAGE = 'Selecione o arquivo do extrato (OFX ou CSV).';
const mappingField = z
  .string()
  .max(4000)
  .optional()
  .transform((value, context) => {
    if (!value) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      context.addIssue({ code: 'custom', message: 'Mapeamento de colunas inválido' });
      return z.NEVER;
    }
    const result = csvMappingSchema.safeParse(parsed);
    if (!result.success) {
      context.addIssue({
        code: 'custom',
        message: result.error.issues[0]?.message ?? 'Mapeamento de colunas inválido',
      });
      return z.NEVER;
    }
    return result.data;
  });
const fileForm = z.object({
  file: z.instanceof(File, { error: FILE_MESSAGE }),
  accountId: z.uuid({ error: 'Escolha a conta bancária' }),
});
const previewForm = fileForm.extend({
  separator: z.enum([',', ';', '\t', '|'], { error: 'Separador inválido' }).optional(),
  encoding: z.enum(['utf-8', 'windows-1252'], { error: 'Codificação inválida' }).optional(),
});
const importForm = fileForm.extend({ mapping: mappingField });

const upload = () =>
  bodyLimit({ maxSize: STATEMENT_MAX_BYTES + 64 * 1024, onError: (ctx) => errorResponse(ctx, tooLarge()) });

async function bytesOf(file: File): Promise<Uint8Array> {
  if (file.size > STATEMENT_MAX_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  // A NUL byte: a binary file (PDF, spreadsheet), not a text statement.
  if (bytes.includes(0))
    throw new HttpError(415, 'unsupported_type', 'Envie um extrato OFX ou CSV.', {
      file: 'Envie um extrato OFX ou CSV.',
    });
  return bytes;
}

/** The statement file's preview and import (multipart uploads, not JSON). */
export function statementUploadRoutes(router: Hono<AppEnv>, { db }: AppDeps) {
  router.post('/api/payments/statement/preview', upload(), form(previewForm), async (c) => {
    const { file, accountId, separator, encoding } = c.req.valid('form');
    return c.json(
      await previewStatement(db, {
        accountId,
        filename: file.name,
        bytes: await bytesOf(file),
        separator,
        encoding,
      }),
    );
  });
  router.post('/api/payments/statement', upload(), form(importForm), async (c) => {
    const { file, accountId, mapping } = c.req.valid('form');
    const summary = await importStatement(db, actorOf(c.get('viewer')), {
      accountId,
      filename: file.name,
      bytes: await bytesOf(file),
      mapping,
    });
    return c.json(summary, 201);
  });
}
