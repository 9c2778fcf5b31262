/**
 * Bank statement import (docs/product/invoices-and-payments.md): OFX or CSV lines stored once each
 * (OFX FITID, or a hash of the CSV line plus its repeat count, is the unique external id), and
 * suggestions for the lines not yet matched: open invoices whose number (or PIX txid) appears in the
 * description, or whose open amount equals the line's with the due date within 3 days.
 */
import { createHash } from 'node:crypto';
import { desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';
import { bankStatementLines } from '@server/db/schema-finance';
import { invoiceOpenAmountSql } from '@server/finance/ledger';
import { type Actor, recordAudit } from '@server/lib/audit';
import { conflict, HttpError, notFound } from '@server/lib/http';
import { daysBetween } from '@shared/late-fees';
import { fromCents, parseBrl, toCents } from '@shared/money';
import {
  STATEMENT_LINE_NOT_FOUND,
  type StatementImportResult,
  type StatementLine,
  type StatementSuggestion,
} from '@shared/schemas/billing';
import { recordPaymentInTx } from './payments';

export type ParsedLine = { postedOn: string; amount: string; description: string; externalId: string };

const invalidFile = (message: string) => new HttpError(422, 'validation', message, { file: message });

function ofxTag(block: string, tag: string): string | null {
  const match = new RegExp(`<${tag}>([^<\\r\\n]*)`, 'i').exec(block);
  return match ? match[1]!.trim() : null;
}

export function parseOfx(text: string): ParsedLine[] {
  const blocks = text.split(/<STMTTRN>/i).slice(1);
  return blocks.map((block) => {
    const posted = ofxTag(block, 'DTPOSTED') ?? '';
    const amount = (ofxTag(block, 'TRNAMT') ?? '').replace(',', '.');
    const fitid = ofxTag(block, 'FITID');
    const memo = [ofxTag(block, 'NAME'), ofxTag(block, 'MEMO')].filter(Boolean).join(' ').trim();
    if (!/^\d{8}/.test(posted) || !/^[-+]?\d+(\.\d{1,2})?$/.test(amount) || !fitid)
      throw invalidFile('Arquivo OFX com um lançamento ilegível.');
    return {
      postedOn: `${posted.slice(0, 4)}-${posted.slice(4, 6)}-${posted.slice(6, 8)}`,
      amount: fromCents(toCents(amount.replace('+', ''))),
      description: memo.slice(0, 500),
      externalId: `ofx:${fitid.slice(0, 200)}`,
    };
  });
}

function csvDate(text: string): string | null {
  const value = text.trim();
  let match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (match) return `${match[3]}-${match[2]}-${match[1]}`;
  match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? value : null;
}

function csvAmount(text: string): string | null {
  const value = text.trim().replace(/^"|"$/g, '');
  if (/^-?\d+(\.\d{1,2})?$/.test(value)) return fromCents(toCents(value));
  return parseBrl(value);
}

/** CSV: date;description;amount (or with commas), a header line is skipped; dd/mm/yyyy or yyyy-mm-dd. */
export function parseCsv(text: string): ParsedLine[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim());
  const seen = new Map<string, number>();
  const parsed: ParsedLine[] = [];
  for (const line of lines) {
    const separator = line.includes(';') ? ';' : ',';
    const cells = line.split(separator).map((cell) => cell.trim().replace(/^"|"$/g, ''));
    if (cells.length < 3) throw invalidFile('Cada linha do CSV precisa de data, descrição e valor.');
    const postedOn = csvDate(cells[0]!);
    const amount = csvAmount(cells[cells.length - 1]!);
    if (!postedOn || !amount) {
      if (parsed.length === 0 && seen.size === 0) {
        seen.set('__header', 1);
        continue; // the header
      }
      throw invalidFile(`Linha do CSV ilegível: ${line.slice(0, 60)}`);
    }
    const description = cells.slice(1, -1).join(' ').slice(0, 500);
    const key = createHash('sha256').update(`${postedOn}|${amount}|${description}`).digest('hex');
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    parsed.push({ postedOn, amount, description, externalId: `csv:${key.slice(0, 40)}:${count}` });
  }
  return parsed;
}

export function parseStatement(filename: string, text: string): ParsedLine[] {
  const lines = /<OFX>|OFXHEADER/i.test(text) || /\.ofx$/i.test(filename) ? parseOfx(text) : parseCsv(text);
  if (lines.length === 0) throw invalidFile('Nenhum lançamento encontrado no arquivo.');
  if (lines.length > 5000) throw invalidFile('No máximo 5000 lançamentos por arquivo.');
  return lines;
}

export async function importStatement(
  db: Db,
  actor: Actor,
  filename: string,
  text: string,
): Promise<StatementImportResult> {
  const parsed = parseStatement(filename, text);
  const inserted = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(bankStatementLines)
      .values(parsed.map((line) => ({ ...line, importedBy: actor?.id ?? null })))
      .onConflictDoNothing({ target: bankStatementLines.externalId })
      .returning({ id: bankStatementLines.id });
    await recordAudit(tx, actor, {
      action: 'import',
      entity: 'bank_statement',
      after: { filename, lines: parsed.length, imported: rows.length },
    });
    return rows;
  });
  const lines = await statementLines(db, { ids: inserted.map((row) => row.id) });
  return { imported: inserted.length, skipped: parsed.length - inserted.length, lines };
}

/** Invoice numbers written in a description: 'FAT-2026-0012' or the txid 'FAT20260012'. */
export function numbersIn(description: string): string[] {
  const found = new Set<string>();
  for (const match of description.toUpperCase().matchAll(/FAT-?(\d{4})-?(\d{4,})/g))
    found.add(`FAT-${match[1]}-${match[2]}`);
  return [...found];
}

type Candidate = { id: string; number: string; client_name: string; open: string; due_date: string };

async function suggestionsFor(db: Db, lines: { postedOn: string; amount: string; description: string }[]) {
  const positive = lines.filter((line) => toCents(line.amount) > 0n);
  if (positive.length === 0) return () => [] as StatementSuggestion[];
  const amounts = [...new Set(positive.map((line) => line.amount))];
  const numbers = [...new Set(positive.flatMap((line) => numbersIn(line.description)))];
  const amountList = sql.join(
    amounts.map((amount) => sql`${amount}::numeric`),
    sql`, `,
  );
  const candidates = await queryRows<Candidate>(
    db,
    sql`select * from (
          select invoices.id, invoices.number, leads.name as client_name, invoices.due_date::text as due_date,
                 (${invoiceOpenAmountSql()})::numeric(14,2)::text as open
          from invoices inner join leads on leads.id = invoices.lead_id
          where invoices.issued_at is not null and invoices.cancelled_at is null
        ) c
        where open::numeric > 0
          and (open::numeric in (${amountList})${
            numbers.length
              ? sql` or number in (${sql.join(
                  numbers.map((n) => sql`${n}`),
                  sql`, `,
                )})`
              : sql``
          })
        order by due_date desc
        limit 500`,
  );
  return (line: { postedOn: string; amount: string; description: string }): StatementSuggestion[] => {
    if (toCents(line.amount) <= 0n) return [];
    const named = new Set(numbersIn(line.description));
    const scored = candidates
      .map((candidate) => {
        const reasons: string[] = [];
        let score = 0;
        if (named.has(candidate.number)) {
          reasons.push('número da fatura na descrição');
          score += 4;
        }
        if (toCents(candidate.open) === toCents(line.amount)) {
          reasons.push('mesmo valor');
          score += 2;
        }
        if (Math.abs(daysBetween(candidate.due_date, line.postedOn)) <= 3) {
          reasons.push('data até 3 dias do vencimento');
          score += 1;
        }
        return { candidate, reasons, score };
      })
      .filter((entry) => entry.score >= 2)
      .sort((a, b) => b.score - a.score || a.candidate.due_date.localeCompare(b.candidate.due_date))
      .slice(0, 3);
    return scored.map(({ candidate, reasons }) => ({
      invoiceId: candidate.id,
      number: candidate.number,
      clientName: candidate.client_name,
      open: candidate.open,
      dueDate: candidate.due_date,
      reasons,
    }));
  };
}

/** Unmatched lines (newest first, up to 200) or the given ones, each with its suggestions. */
export async function statementLines(db: Db, options: { ids?: string[] } = {}): Promise<StatementLine[]> {
  if (options.ids && options.ids.length === 0) return [];
  const rows = await db
    .select({
      id: bankStatementLines.id,
      postedOn: sql<string>`${bankStatementLines.postedOn}::text`,
      amount: bankStatementLines.amount,
      description: bankStatementLines.description,
      matchedPaymentId: bankStatementLines.matchedPaymentId,
    })
    .from(bankStatementLines)
    .where(
      options.ids ? inArray(bankStatementLines.id, options.ids) : isNull(bankStatementLines.matchedPaymentId),
    )
    .orderBy(desc(bankStatementLines.postedOn), desc(bankStatementLines.createdAt))
    .limit(200);
  const suggest = await suggestionsFor(
    db,
    rows.filter((row) => !row.matchedPaymentId),
  );
  return rows.map((row) => ({ ...row, suggestions: row.matchedPaymentId ? [] : suggest(row) }));
}

/** Accepting a suggestion records the payment (date and amount of the line) and its allocation. */
export async function acceptSuggestion(
  db: Db,
  actor: Actor,
  lineId: string,
  input: { invoiceId: string; method: string },
): Promise<{ paymentId: string }> {
  return db.transaction(async (tx) => {
    const [line] = await tx
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.id, lineId))
      .for('update')
      .limit(1);
    if (!line) throw notFound(STATEMENT_LINE_NOT_FOUND);
    if (line.matchedPaymentId) throw conflict('Este lançamento já foi conciliado.');
    if (toCents(line.amount) <= 0n)
      throw new HttpError(422, 'validation', 'Só entradas de dinheiro viram pagamentos.');
    const [open] = await queryRows<{ open: string }>(
      tx,
      sql`select (${invoiceOpenAmountSql()})::numeric(14,2)::text as open from invoices where invoices.id = ${input.invoiceId}`,
    );
    if (!open)
      throw new HttpError(422, 'validation', 'Fatura não encontrada.', {
        invoiceId: 'Fatura não encontrada.',
      });
    const lineCents = toCents(line.amount);
    const openCents = toCents(open.open);
    // bigint: no Math.min.
    let allocatedCents = openCents;
    if (lineCents < openCents) allocatedCents = lineCents;
    const allocated = fromCents(allocatedCents);
    const paymentId = await recordPaymentInTx(tx, actor, {
      receivedOn: line.postedOn,
      amount: line.amount,
      method: input.method,
      fee: '0.00',
      reference: line.description.slice(0, 120) || null,
      note: 'Conciliado do extrato bancário',
      leadId: null,
      allocations:
        toCents(allocated) > 0n ? [{ invoiceId: input.invoiceId, amount: allocated, lateFees: '0.00' }] : [],
    });
    await tx
      .update(bankStatementLines)
      .set({ matchedPaymentId: paymentId })
      .where(eq(bankStatementLines.id, lineId));
    await recordAudit(tx, actor, {
      action: 'match',
      entity: 'bank_statement_line',
      entityId: lineId,
      after: { paymentId, invoiceId: input.invoiceId, amount: line.amount },
    });
    return { paymentId };
  });
}
