/**
 * /api/payments/statement and /api/payments/bank-accounts (financeiro, adm;
 * docs/product/invoices-and-payments.md): bank accounts, the statement import (preview, then import
 * with the CSV mapping) and the reconciliation of its lines.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { createBankAccount, listBankAccounts, updateBankAccount } from '@server/billing/bank-accounts';
import {
  acceptSuggestion,
  ignoreLine,
  linkLine,
  searchCandidates,
  splitLine,
  statementLines,
  undoLine,
} from '@server/billing/statement';
import { importStatement, previewStatement } from '@server/billing/statement-import';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { form, json, query } from '@server/http/validate';
import { errorResponse, HttpError, notFound } from '@server/lib/http';
import {
  acceptSuggestionSchema,
  BANK_ACCOUNT_NOT_FOUND,
  bankAccountSchema,
  candidatesQuerySchema,
  csvMappingSchema,
  ignoreLineSchema,
  linkLineSchema,
  splitLineSchema,
  statementListQuerySchema,
} from '@shared/schemas/bank-statement';
import { STATEMENT_LINE_NOT_FOUND } from '@shared/schemas/billing';

const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;
const tooLarge = () => new HttpError(413, 'too_large', 'O extrato excede 2 MB.');
const uuid = z.uuid();
const lineParam = (value: string) => {
  if (!uuid.safeParse(value).success) throw notFound(STATEMENT_LINE_NOT_FOUND);
  return value;
};
const accountParam = (value: string) => {
  if (!uuid.safeParse(value).success) throw notFound(BANK_ACCOUNT_NOT_FOUND);
  return value;
};

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

export function bankAccountRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ items: await listBankAccounts(db) }))
    .post('/', json(bankAccountSchema), async (c) =>
      c.json(await createBankAccount(db, actorOf(c.get('viewer')), c.req.valid('json')), 201),
    )
    .patch('/:id', json(bankAccountSchema), async (c) =>
      c.json(
        await updateBankAccount(
          db,
          actorOf(c.get('viewer')),
          accountParam(c.req.param('id')),
          c.req.valid('json'),
        ),
      ),
    );
}

export function statementRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/', query(statementListQuerySchema), async (c) =>
      c.json({ items: await statementLines(db, c.req.valid('query')) }),
    )
    .post('/preview', upload(), form(previewForm), async (c) => {
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
    })
    .post('/', upload(), form(importForm), async (c) => {
      const { file, accountId, mapping } = c.req.valid('form');
      const summary = await importStatement(db, actorOf(c.get('viewer')), {
        accountId,
        filename: file.name,
        bytes: await bytesOf(file),
        mapping,
      });
      return c.json(summary, 201);
    })
    .get('/:lineId/candidates', query(candidatesQuerySchema), async (c) =>
      c.json(await searchCandidates(db, lineParam(c.req.param('lineId')), c.req.valid('query').q)),
    )
    .post('/:lineId/accept', json(acceptSuggestionSchema), async (c) =>
      c.json(
        await acceptSuggestion(
          db,
          actorOf(c.get('viewer')),
          lineParam(c.req.param('lineId')),
          c.req.valid('json'),
        ),
        201,
      ),
    )
    .post('/:lineId/split', json(splitLineSchema), async (c) =>
      c.json(
        await splitLine(db, actorOf(c.get('viewer')), lineParam(c.req.param('lineId')), c.req.valid('json')),
        201,
      ),
    )
    .post('/:lineId/link', json(linkLineSchema), async (c) =>
      c.json(
        await linkLine(db, actorOf(c.get('viewer')), lineParam(c.req.param('lineId')), c.req.valid('json')),
      ),
    )
    .post('/:lineId/ignore', json(ignoreLineSchema), async (c) =>
      c.json(
        await ignoreLine(
          db,
          actorOf(c.get('viewer')),
          lineParam(c.req.param('lineId')),
          c.req.valid('json').reason,
        ),
      ),
    )
    .post('/:lineId/undo', async (c) =>
      c.json(await undoLine(db, actorOf(c.get('viewer')), lineParam(c.req.param('lineId')))),
    );
}
