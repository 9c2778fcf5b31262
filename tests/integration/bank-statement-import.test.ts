/**
 * 'Importar extrato' (issue 23, deliverable 1): the banks' real files, in their real encodings
 * (tests/fixtures/bank-statements/), imported into a chosen bank account with the right amounts, dates
 * and accents; identity per (account, FITID); a line-by-line summary where nothing is skipped silently;
 * CSV split by papaparse with the column mapping (balance never the amount). Each `it` named after a
 * row of the issue's table failed on the code before this change (see the branch's report).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@server/lib/http';
import { bankAccounts, bankStatementLines } from '@server/payments/schema';
import type {
  BankAccount,
  CsvMapping,
  StatementImportSummary,
  StatementPreview,
} from '@shared/payments/statement-schemas';
import { clearFinanceTables } from '../support/finance';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const FIXTURES = join(import.meta.dirname, '../fixtures/bank-statements');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));
const json = async <T>(response: Response) => (await response.json()) as T;

async function account(name: string): Promise<BankAccount> {
  const response = await t.request('/api/payments/bank-accounts', { as: 'financeiro', json: { name } });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<BankAccount>(response);
}

function form(
  accountId: string,
  name: string,
  bytes: Uint8Array | string,
  extra: Record<string, string> = {},
) {
  const body = new FormData();
  body.set('file', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name));
  body.set('accountId', accountId);
  for (const [key, value] of Object.entries(extra)) body.set(key, value);
  return body;
}

async function upload(accountId: string, name: string, bytes: Uint8Array | string, mapping?: CsvMapping) {
  return t.request('/api/payments/statement', {
    as: 'financeiro',
    method: 'POST',
    body: form(accountId, name, bytes, mapping ? { mapping: JSON.stringify(mapping) } : {}),
  });
}

async function imported(accountId: string, name: string, bytes: Uint8Array | string, mapping?: CsvMapping) {
  const response = await upload(accountId, name, bytes, mapping);
  expect(response.status, await response.clone().text()).toBe(201);
  return json<StatementImportSummary>(response);
}

async function preview(
  accountId: string,
  name: string,
  bytes: Uint8Array | string,
  extra: Record<string, string> = {},
) {
  const response = await t.request('/api/payments/statement/preview', {
    as: 'financeiro',
    method: 'POST',
    body: form(accountId, name, bytes, extra),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return json<StatementPreview>(response);
}

/** What the database holds for an account: date, amount, description (what the person sees). */
async function stored(accountId: string) {
  const rows = await t.db
    .select({
      postedOn: bankStatementLines.postedOn,
      amount: bankStatementLines.amount,
      description: bankStatementLines.description,
    })
    .from(bankStatementLines)
    .where(eq(bankStatementLines.bankAccountId, accountId));
  return rows.map((row) => `${row.postedOn} ${row.amount} ${row.description}`).sort();
}

beforeAll(async () => {
  t = await createTestApp();
  await clearFinanceTables(t.db);
  await t.cookieFor('financeiro');
});
afterAll(async () => {
  await t?.close();
});

describe('the banks’ files, each in its own account', () => {
  it('Itaú OFX 1.02 in windows-1252 (CHARSET:1252): accents kept, not “�”', async () => {
    const itau = await account('Itaú PJ');
    const summary = await imported(itau.id, 'extrato-itau.ofx', fixture('itau.ofx'));
    expect(summary).toMatchObject({ format: 'ofx', imported: 2, duplicates: 0, refused: 0 });
    expect(await stored(itau.id)).toEqual([
      '2026-11-25 3500.00 PIX TRANSF JOÃO MARTINS 25/11',
      '2026-11-26 -189.90 SERVIÇOS DE INFORMÁTICA AÇÃO',
    ]);
    expect((await stored(itau.id)).join()).not.toContain('\uFFFD');
  });

  it('Bradesco OFX: decimal comma, and one FITID twice in the file (R$ 700,00) imports both, saying so', async () => {
    const bradesco = await account('Bradesco');
    const summary = await imported(bradesco.id, 'bradesco.ofx', fixture('bradesco.ofx'));
    expect(summary).toMatchObject({ imported: 3, duplicates: 0, refused: 0 });
    expect(summary.rows[1]).toMatchObject({
      row: 2,
      amount: '700.00',
      status: 'imported',
      reason: 'FITID N10112 repetido no arquivo: 2ª ocorrência',
    });
    expect(await stored(bradesco.id)).toEqual([
      '2026-11-24 700.00 TRANSFERENCIA PIX REM: CONFECÇÕES SÃO JOSÉ 24/11',
      '2026-11-24 700.00 TRANSFERENCIA PIX REM: ESTÚDIO ÁGUA VIVA 24/11',
      '2026-11-25 -33021.66 PAGTO ELETRON COBRANCA GRÁFICA',
    ]);
    // The same file again: every line is 'already imported', none is new, none vanishes.
    expect(await imported(bradesco.id, 'bradesco.ofx', fixture('bradesco.ofx'))).toMatchObject({
      imported: 0,
      duplicates: 3,
      refused: 0,
    });
  });

  it('Banco do Brasil OFX: the zero “Saldo Anterior” line is refused with its reason', async () => {
    const bb = await account('Banco do Brasil');
    const summary = await imported(bb.id, 'bb.ofx', fixture('banco-do-brasil.ofx'));
    expect(summary).toMatchObject({ imported: 2, refused: 1 });
    expect(summary.rows[0]).toMatchObject({
      description: 'Saldo Anterior',
      status: 'refused',
      reason: 'valor zero (linha de saldo ou informativa)',
    });
    expect(await stored(bb.id)).toEqual([
      '2026-11-25 2450.75 Pix - Recebido 25/11 10:02 Padaria Pão de Açúcar',
      '2026-11-26 -59.90 Pagamento de Boleto Energia Elétrica Ribeirão',
    ]);
    const [row] = await t.db.select().from(bankAccounts).where(eq(bankAccounts.id, bb.id));
    expect([row?.ofxBankId, row?.ofxAcctId]).toEqual(['001', '294837']);
  });

  it('Caixa OFX declared ISO-8859-1, every element closed, [-3:GMT] offsets', async () => {
    const caixa = await account('Caixa');
    expect(await imported(caixa.id, 'caixa.ofx', fixture('caixa.ofx'))).toMatchObject({ imported: 2 });
    expect(await stored(caixa.id)).toEqual([
      '2026-11-25 980.00 CRED PIX LOCAÇÃO SALÃO',
      '2026-11-26 -45.00 TARIFA MANUTENÇÃO',
    ]);
  });

  it('Santander OFX: amounts padded with spaces and a decimal comma', async () => {
    const santander = await account('Santander');
    expect(await imported(santander.id, 'santander.ofx', fixture('santander.ofx'))).toMatchObject({
      imported: 2,
    });
    expect(await stored(santander.id)).toEqual([
      '2026-11-25 1690.70 TED DIFERENTE TITULARIDADE CIP CONSTRUÇÕES ÍCARO',
      '2026-11-26 -16.90 TARIFA AVULSA ENVIO PIX',
    ]);
  });

  it('OFX 2.x XML (Nubank, UTF-8): “MARTINS &amp; COSTA” decoded; 01:30 GMT on 27/11 is 26/11 in São Paulo', async () => {
    const nubank = await account('Nubank OFX');
    expect(await imported(nubank.id, 'nubank.ofx', fixture('nubank.ofx'))).toMatchObject({ imported: 2 });
    expect(await stored(nubank.id)).toEqual([
      '2026-11-26 -120.00 Pagamento de boleto efetuado - ÉTICA CONTABILIDADE',
      '2026-11-26 4200.00 Transferência recebida pelo Pix - MARTINS & COSTA LTDA - 12.345.678/0001-90',
    ]);
  });

  it('Nubank CSV: mapped from its header (Data, Valor, Identificador, Descrição), the Identificador is the identity', async () => {
    const nubank = await account('Nubank');
    const shown = await preview(nubank.id, 'NU_123456_01NOV2026_27NOV2026.csv', fixture('nubank.csv'));
    if (shown.format !== 'csv') throw new Error('expected a CSV preview');
    expect(shown).toMatchObject({
      encoding: 'utf-8',
      separator: ',',
      complete: true,
      mappingSource: 'guessed',
    });
    expect(shown.mapping).toMatchObject({
      headerRow: 0,
      dateColumn: 0,
      amountColumn: 1,
      idColumn: 2,
      descriptionColumns: [3],
      decimal: '.',
      dateFormat: 'dd/mm/aaaa',
    });
    const summary = await imported(nubank.id, 'nubank.csv', fixture('nubank.csv'), shown.mapping);
    expect(summary).toMatchObject({ format: 'csv', imported: 3, refused: 0 });
    expect(await stored(nubank.id)).toEqual([
      '2026-11-25 1234.56 Transferência recebida pelo Pix - JOÃO DA SILVA - •••.456.789-•• - NU PAGAMENTOS - IP (0260) Agência: 1 Conta: 1234567-8, referente FAT-2026-0007',
      '2026-11-26 -1500.00 Transferência enviada pelo Pix - ALUGUEL SALA COMERCIAL',
      '2026-11-26 -89.90 Compra no débito - PAPELARIA SÃO JORGE',
    ]);
    // The mapping is kept for the account: the next file with this header starts from it.
    const again = await preview(nubank.id, 'nubank.csv', fixture('nubank.csv'));
    expect(again).toMatchObject({ mappingSource: 'saved' });
    expect(await imported(nubank.id, 'nubank.csv', fixture('nubank.csv'))).toMatchObject({
      imported: 0,
      duplicates: 3,
    });
  });

  it('Inter CSV: the preamble above the header is skipped, Saldo is not the amount, quoted “;” kept', async () => {
    const inter = await account('Inter');
    const shown = await preview(inter.id, 'Extrato-01-11-2026-a-27-11-2026.csv', fixture('inter.csv'));
    if (shown.format !== 'csv') throw new Error('expected a CSV preview');
    expect(shown.mapping).toMatchObject({
      headerRow: 5,
      amountColumn: 3,
      descriptionColumns: [1, 2],
      decimal: ',',
    });
    expect(await imported(inter.id, 'inter.csv', fixture('inter.csv'), shown.mapping)).toMatchObject({
      imported: 3,
    });
    expect(await stored(inter.id)).toEqual([
      '2026-11-25 1234.56 Pix recebido Cp :00000000-MARTINS & COSTA SERVIÇOS',
      '2026-11-26 -29.90 Pagamento efetuado Tarifa; pacote de serviços',
      '2026-11-26 -350.00 Pix enviado GRÁFICA SÃO PAULO',
    ]);
  });
});

describe('the rows of the issue', () => {
  it('a Latin-1 CSV keeps its accents; with a Saldo column the balance is not imported as the amount', async () => {
    const latin = await account('Conta Latin-1');
    const shown = await preview(latin.id, 'extrato.csv', fixture('latin1-saldo.csv'));
    if (shown.format !== 'csv') throw new Error('expected a CSV preview');
    expect(shown.encoding).toBe('windows-1252');
    expect(shown.rows[0]).toEqual(['Data', 'Histórico', 'Valor', 'Saldo']);
    expect(await imported(latin.id, 'extrato.csv', fixture('latin1-saldo.csv'), shown.mapping)).toMatchObject(
      {
        imported: 2,
      },
    );
    expect(await stored(latin.id)).toEqual([
      '2026-11-25 1500.00 PIX RECEBIDO AÇÃO SOCIAL SÃO JOÃO',
      '2026-11-26 -35.00 TARIFA PACOTE SERVIÇOS',
    ]);
  });

  it('CSV 25/11/2026,PIX,"1.234,56" is R$ 1.234,56, not R$ 56,00', async () => {
    const plain = await account('Conta CSV vírgula');
    const csv =
      'Data,Descrição,Valor\n25/11/2026,PIX,"1.234,56"\n26/11/2026,"TED, CLIENTE ""ACME""","-10,00"\n';
    const summary = await imported(plain.id, 'extrato.csv', csv);
    expect(summary).toMatchObject({ imported: 2, refused: 0 });
    expect(await stored(plain.id)).toEqual([
      '2026-11-25 1234.56 PIX',
      '2026-11-26 -10.00 TED, CLIENTE "ACME"',
    ]);
  });

  it('two OFX files of two accounts sharing a FITID: both imported, each in its account', async () => {
    const first = await account('Conta A');
    const second = await account('Conta B');
    const ofx = (acct: string, memo: string) =>
      iconv.encode(
        `OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\nCHARSET:1252\r\n\r\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKACCTFROM><BANKID>0341<ACCTID>${acct}</BANKACCTFROM><BANKTRANLIST><STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261125<TRNAMT>500.00<FITID>20261125001<MEMO>${memo}</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`,
        'win1252',
      );
    expect(await imported(first.id, 'a.ofx', ofx('11111-1', 'PIX ANA'))).toMatchObject({ imported: 1 });
    expect(await imported(second.id, 'b.ofx', ofx('22222-2', 'PIX BRUNO'))).toMatchObject({
      imported: 1,
      duplicates: 0,
    });
    expect(await stored(first.id)).toEqual(['2026-11-25 500.00 PIX ANA']);
    expect(await stored(second.id)).toEqual(['2026-11-25 500.00 PIX BRUNO']);
    // A file of account B chosen for account A is refused, never mixed in.
    const wrong = await upload(first.id, 'b.ofx', ofx('22222-2', 'PIX BRUNO'));
    expect(wrong.status).toBe(409);
    expect((await json<ApiErrorBody>(wrong)).error.message).toBe(
      'Este OFX é da conta 341 / 222222, e “Conta A” recebe os extratos da conta 341 / 111111.',
    );
  });

  it('a file whose lines cannot be read says which and why, line by line', async () => {
    const conta = await account('Conta com erros');
    const csv =
      'Data;Descrição;Valor;Saldo\n25/11/2026;PIX;100,00;1.100,00\n31/02/2026;ERRO;5,00;1.105,00\n26/11/2026;SEM VALOR;;1.105,00\n27/11/2026;Saldo do dia;1.105,00;1.105,00\n';
    const summary = await imported(conta.id, 'erros.csv', csv);
    expect(summary).toMatchObject({ imported: 1, refused: 3 });
    expect(summary.rows.map((row) => [row.row, row.status, row.reason])).toEqual([
      [2, 'imported', null],
      [3, 'refused', 'data ilegível: “31/02/2026”'],
      [4, 'refused', 'sem valor'],
      [5, 'refused', 'linha de saldo, não é um lançamento'],
    ]);
  });

  it('credit and debit columns instead of one amount', async () => {
    const conta = await account('Conta crédito/débito');
    const csv =
      'Data;Histórico;Crédito;Débito;Saldo\n25/11/2026;DEPÓSITO;250,00;;1.250,00\n26/11/2026;TARIFA;;12,50;1.237,50\n';
    const shown = await preview(conta.id, 'cd.csv', csv);
    if (shown.format !== 'csv') throw new Error('expected a CSV preview');
    expect(shown.mapping).toMatchObject({ amountColumn: null, creditColumn: 2, debitColumn: 3 });
    await imported(conta.id, 'cd.csv', csv, shown.mapping);
    expect(await stored(conta.id)).toEqual(['2026-11-25 250.00 DEPÓSITO', '2026-11-26 -12.50 TARIFA']);
  });

  it('refuses a file without an account, a binary file and an unknown account, in PT-BR', async () => {
    const conta = await account('Conta recusas');
    const noAccount = new FormData();
    noAccount.set('file', new File(['x'], 'a.csv'));
    const missing = await t.request('/api/payments/statement', {
      as: 'financeiro',
      method: 'POST',
      body: noAccount,
    });
    expect(missing.status).toBe(422);
    expect((await json<ApiErrorBody>(missing)).error.fields?.accountId).toBe('Escolha a conta bancária');
    const binary = await upload(conta.id, 'extrato.pdf', new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 1, 2]));
    expect(binary.status).toBe(415);
    const unknown = await upload('00000000-0000-4000-8000-000000000000', 'a.csv', 'Data;Valor\n');
    expect(unknown.status).toBe(422);
    expect((await json<ApiErrorBody>(unknown)).error.message).toBe('Conta bancária não encontrada');
  });
});
