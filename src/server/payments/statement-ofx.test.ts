import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeStatement } from './statement-decode';
import { decodeEntities, parseOfx } from './statement-ofx';

const sgml = (body: string) =>
  `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nCHARSET:1252\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKACCTFROM><BANKID>0341<ACCTID>1-1</BANKACCTFROM><BANKTRANLIST>${body}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

describe('the OFX scanner', () => {
  it('closes an empty SGML leaf at the next tag (<MEMO> with nothing after it)', () => {
    const statement = parseOfx(
      sgml('<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261126<TRNAMT>-5,00<MEMO>\n<FITID>A1</STMTTRN>'),
    );
    expect(statement?.transactions).toMatchObject([
      { fitid: 'A1', amount: '-5.00', description: '', postedOn: '2026-11-26' },
    ]);
  });

  it('keeps a raw “&” and a stray “<” of an SGML memo as text; decodes entities', () => {
    const statement = parseOfx(
      sgml(
        '<STMTTRN><DTPOSTED>20261126<TRNAMT>1.00<FITID>A<MEMO>MARTINS & COSTA <ÇÃO> &amp;&#233;&ccedil;</STMTTRN>',
      ),
    );
    expect(statement?.transactions[0]?.description).toBe('MARTINS & COSTA <ÇÃO> &éç');
    expect(decodeEntities('&lt;&gt;&quot;&apos;&#x41;&unknown;')).toBe(`<>"'A&unknown;`);
  });

  it('reads a DEBIT written as a positive amount as money out', () => {
    const statement = parseOfx(
      sgml('<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261126<TRNAMT>150.00<FITID>A</STMTTRN>'),
    );
    expect(statement?.transactions[0]?.amount).toBe('-150.00');
  });

  it('stays linear on hostile input (the npm parsers took 5 s on 28 characters)', () => {
    const hostile = `OFXHEADER:100\n<OFX>${'<'.repeat(200_000)}${'<AAAAAAAAAAAAAAAAAAAAAAAAAAAA'.repeat(20_000)}<!--${'x'.repeat(100_000)}`;
    const started = performance.now();
    parseOfx(hostile);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('decoding the bytes', () => {
  it('honours CHARSET:1252, and reads UTF-8 bytes under a 1252 header as UTF-8', () => {
    const text = 'OFXHEADER:100\nCHARSET:1252\n\n<OFX><MEMO>SERVIÇOS AÇÃO</OFX>';
    expect(decodeStatement(iconv.encode(text, 'win1252'))).toMatchObject({ encoding: 'windows-1252', text });
    expect(decodeStatement(Buffer.from(text, 'utf8'))).toMatchObject({ encoding: 'utf-8', text });
    expect(decodeStatement(Buffer.from(`\uFEFF${text}`, 'utf8')).text).toBe(text);
    expect(decodeStatement(iconv.encode('Data;Histórico', 'latin1')).text).toBe('Data;Histórico');
  });
});
