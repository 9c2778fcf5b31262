/**
 * 'Importar extrato' (docs/product/invoices-and-payments.md): a file is read (charset, OFX or CSV with
 * its column mapping), each line gets its identity in the chosen account — (account, FITID) for OFX,
 * repeated FITIDs numbered by occurrence; (account, the CSV's id column) or a hash of the CSV line
 * with its occurrence — and the import ends with a line-by-line summary: imported, already imported,
 * refused and why. Nothing is skipped without a row saying so.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { type Actor, recordAudit } from '@server/lib/audit';
import { conflict, HttpError, notFound } from '@server/lib/http';
import { firstDataRow, guessColumns, readCsvLine } from '@shared/payments/statement-csv';
import {
  BANK_ACCOUNT_NOT_FOUND,
  type CsvMapping,
  type ImportSummaryRow,
  type StatementImportSummary,
  type StatementPreview,
} from '@shared/payments/statement-schemas';
import { bankAccounts, bankStatementLines } from './schema';
import { detectSeparator, splitCsv } from './statement-csv-file';
import { decodeStatement, ENCODING_LABELS, type StatementEncoding } from './statement-decode';
import { looksLikeOfx, ofxAccountKey, parseOfx } from './statement-ofx';

export const MAX_LINES = 5000;
const invalidFile = (message: string) => new HttpError(422, 'validation', message, { file: message });

type Candidate = {
  row: number;
  postedOn: string | null;
  amount: string | null;
  description: string;
  /** null when refused. */
  externalId: string | null;
  reason: string | null;
};

async function accountOf(db: Db, id: string) {
  const [account] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, id)).limit(1);
  if (!account)
    throw new HttpError(422, 'validation', BANK_ACCOUNT_NOT_FOUND, { accountId: BANK_ACCOUNT_NOT_FOUND });
  return account;
}

function readOfx(text: string) {
  const statement = parseOfx(text);
  if (!statement) throw invalidFile('O arquivo não é um OFX legível (falta o elemento <OFX>).');
  const keys = new Map(
    statement.accounts.map((account) => {
      const key = ofxAccountKey(account);
      return [`${key.bank}/${key.account}`, key];
    }),
  );
  if (keys.size > 1)
    throw invalidFile('O arquivo traz extratos de mais de uma conta; exporte uma conta por arquivo.');
  const account = [...keys.values()][0] ?? null;
  const seen = new Map<string, number>();
  const candidates: Candidate[] = statement.transactions.map((line) => {
    const base = {
      row: line.row,
      postedOn: line.postedOn,
      amount: line.amount,
      description: line.description,
    };
    const refuse = (reason: string): Candidate => ({ ...base, externalId: null, reason });
    if (!line.postedOn)
      return refuse(line.rawDate ? `data ilegível: “${line.rawDate.slice(0, 30)}”` : 'sem data');
    if (!line.amount)
      return refuse(line.rawAmount ? `valor ilegível: “${line.rawAmount.slice(0, 30)}”` : 'sem valor');
    if (line.amount === '0.00') return refuse('valor zero (linha de saldo ou informativa)');
    // Without a FITID (older exports), the line's content is its identity.
    const key = line.fitid
      ? `ofx:${line.fitid.slice(0, 200)}`
      : `ofx-sem-fitid:${createHash('sha256').update(`${line.postedOn}|${line.amount}|${line.description}`).digest('hex').slice(0, 40)}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    let reason: string | null = null;
    if (count > 1)
      reason = line.fitid
        ? `FITID ${line.fitid.slice(0, 40)} repetido no arquivo: ${count}ª ocorrência`
        : `${count}ª linha igual no arquivo`;
    else if (!line.fitid) reason = 'sem FITID: identificado por data, valor e descrição';
    return { ...base, externalId: count > 1 ? `${key}#${count}` : key, reason };
  });
  return { account, candidates };
}

function readCsv(rows: string[][], mapping: CsvMapping) {
  const start = mapping.headerRow === null ? firstDataRow(rows) : mapping.headerRow + 1;
  const seen = new Map<string, number>();
  const candidates: Candidate[] = [];
  for (let index = Math.max(0, start); index < rows.length; index += 1) {
    const row = rows[index]!;
    if (row.every((cell) => !cell)) continue;
    const line = readCsvLine(row, mapping);
    const base = {
      row: index + 1,
      postedOn: line.postedOn,
      amount: line.amount,
      description: line.description,
    };
    if (!line.ok) {
      candidates.push({ ...base, externalId: null, reason: line.reason });
      continue;
    }
    const key = line.bankId
      ? `csv-id:${line.bankId}`
      : `csv:${createHash('sha256').update(`${line.postedOn}|${line.amount}|${line.description}`).digest('hex').slice(0, 40)}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    candidates.push({
      ...base,
      externalId: line.bankId && count === 1 ? key : `${key}:${count}`,
      reason: count > 1 ? `${count}ª linha igual no arquivo` : null,
    });
  }
  return candidates;
}

const headerOf = (rows: string[][], mapping: { headerRow: number | null }) =>
  mapping.headerRow === null ? null : (rows[mapping.headerRow] ?? null);

export async function previewStatement(
  db: Db,
  input: {
    accountId: string;
    filename: string;
    bytes: Uint8Array;
    separator?: CsvMapping['separator'];
    encoding?: StatementEncoding;
  },
): Promise<StatementPreview> {
  const account = await accountOf(db, input.accountId);
  const decoded = decodeStatement(input.bytes, input.encoding);
  if (looksLikeOfx(input.filename, decoded.text)) {
    const { account: fileAccount, candidates } = readOfx(decoded.text);
    return {
      format: 'ofx',
      encoding: ENCODING_LABELS[decoded.encoding],
      fileAccount: fileAccount ? `${fileAccount.bank} / ${fileAccount.account}` : null,
      count: candidates.length,
      sample: candidates
        .slice(0, 8)
        .map(({ postedOn, amount, description }) => ({ postedOn, amount, description })),
    };
  }
  const separator = input.separator ?? detectSeparator(decoded.text);
  const rows = splitCsv(decoded.text, separator);
  if (rows.length === 0) throw invalidFile('O arquivo está vazio.');
  const guessed = guessColumns(rows);
  const saved = account.csvMapping as CsvMapping | null;
  const savedHeader = account.csvHeader;
  const fits =
    saved &&
    saved.separator === separator &&
    savedHeader &&
    JSON.stringify(headerOf(rows, saved)) === JSON.stringify(savedHeader);
  const mapping: CsvMapping = fits
    ? { ...saved, encoding: decoded.encoding }
    : { ...guessed.columns, separator, encoding: decoded.encoding };
  return {
    format: 'csv',
    encoding: decoded.encoding,
    separator,
    rows: rows.slice(0, 15).map((row) => row.map((cell) => cell.slice(0, 80))),
    totalRows: rows.length,
    mapping,
    mappingSource: fits ? 'saved' : 'guessed',
    complete: Boolean(fits) || guessed.complete,
  };
}

export async function importStatement(
  db: Db,
  actor: Actor,
  input: { accountId: string; filename: string; bytes: Uint8Array; mapping: CsvMapping | null },
): Promise<StatementImportSummary> {
  const account = await accountOf(db, input.accountId);
  const decoded = decodeStatement(input.bytes, input.mapping?.encoding);
  const ofx = looksLikeOfx(input.filename, decoded.text);
  let candidates: Candidate[];
  let fileAccount: { bank: string; account: string } | null = null;
  let mapping: CsvMapping | null = null;
  let header: string[] | null = null;
  if (ofx) {
    ({ account: fileAccount, candidates } = readOfx(decoded.text));
  } else {
    const separator = input.mapping?.separator ?? detectSeparator(decoded.text);
    const rows = splitCsv(decoded.text, separator);
    if (input.mapping) mapping = input.mapping;
    else {
      const guessed = guessColumns(rows);
      if (!guessed.complete)
        throw invalidFile('Não encontramos as colunas de data e valor: mapeie as colunas do CSV.');
      mapping = { ...guessed.columns, separator, encoding: decoded.encoding };
    }
    header = headerOf(rows, mapping);
    candidates = readCsv(rows, mapping);
  }
  if (candidates.length === 0) throw invalidFile('Nenhum lançamento encontrado no arquivo.');
  if (candidates.length > MAX_LINES) throw invalidFile(`No máximo ${MAX_LINES} lançamentos por arquivo.`);

  const summary = await db.transaction(async (tx) => {
    // One import at a time per account: the 'already imported' rows below are then exact.
    const [locked] = await tx
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.id, account.id))
      .for('update');
    if (!locked) throw notFound(BANK_ACCOUNT_NOT_FOUND);
    if (fileAccount) {
      const tied = locked.ofxBankId !== null && locked.ofxAcctId !== null;
      if (tied && (locked.ofxBankId !== fileAccount.bank || locked.ofxAcctId !== fileAccount.account))
        throw conflict(
          `Este OFX é da conta ${fileAccount.bank} / ${fileAccount.account}, e “${locked.name}” recebe os extratos da conta ${locked.ofxBankId} / ${locked.ofxAcctId}.`,
          { accountId: 'Escolha a conta bancária deste arquivo.' },
        );
      if (!tied) {
        const [other] = await tx
          .select({ name: bankAccounts.name })
          .from(bankAccounts)
          .where(
            and(
              eq(bankAccounts.ofxBankId, fileAccount.bank),
              eq(bankAccounts.ofxAcctId, fileAccount.account),
            ),
          )
          .limit(1);
        if (other)
          throw conflict(`Este OFX é da conta “${other.name}”.`, {
            accountId: 'Escolha a conta bancária deste arquivo.',
          });
        await tx
          .update(bankAccounts)
          .set({ ofxBankId: fileAccount.bank, ofxAcctId: fileAccount.account, updatedAt: new Date() })
          .where(eq(bankAccounts.id, account.id));
      }
    }
    if (mapping) {
      await tx
        .update(bankAccounts)
        .set({ csvMapping: mapping, csvHeader: header, updatedAt: new Date() })
        .where(eq(bankAccounts.id, account.id));
    }
    const keys = candidates.flatMap((line) => (line.externalId ? [line.externalId] : []));
    const existing = new Set<string>();
    for (let offset = 0; offset < keys.length; offset += 1000) {
      const chunk = keys.slice(offset, offset + 1000);
      const rows = await tx
        .select({ externalId: bankStatementLines.externalId })
        .from(bankStatementLines)
        .where(
          and(
            eq(bankStatementLines.bankAccountId, account.id),
            inArray(bankStatementLines.externalId, chunk),
          ),
        );
      for (const row of rows) existing.add(row.externalId);
    }
    const fresh = candidates.filter((line) => line.externalId && !existing.has(line.externalId));
    for (let offset = 0; offset < fresh.length; offset += 500) {
      await tx.insert(bankStatementLines).values(
        fresh.slice(offset, offset + 500).map((line) => ({
          bankAccountId: account.id,
          postedOn: line.postedOn!,
          amount: line.amount!,
          description: line.description,
          externalId: line.externalId!,
          importedBy: actor?.id ?? null,
        })),
      );
    }
    const rows: ImportSummaryRow[] = candidates.map((line) => ({
      row: line.row,
      postedOn: line.postedOn,
      amount: line.amount,
      description: line.description,
      status: !line.externalId ? 'refused' : existing.has(line.externalId) ? 'duplicate' : 'imported',
      reason: line.reason,
    }));
    const count = (status: string) => rows.filter((row) => row.status === status).length;
    const result: StatementImportSummary = {
      format: ofx ? 'ofx' : 'csv',
      encoding: ENCODING_LABELS[decoded.encoding],
      accountId: account.id,
      accountName: account.name,
      imported: count('imported'),
      duplicates: count('duplicate'),
      refused: count('refused'),
      rows,
    };
    await recordAudit(tx, actor, {
      action: 'import',
      entity: 'bank_statement',
      entityId: account.id,
      after: {
        filename: input.filename.slice(0, 200),
        format: result.format,
        encoding: result.encoding,
        imported: result.imported,
        duplicates: result.duplicates,
        refused: result.refused,
      },
    });
    return result;
  });
  return summary;
}
