/**
 * OFX 1.x (SGML: leaf elements never closed, `<MEMO>` may be empty) and 2.x (XML) read by one linear
 * scanner (docs/decisions/050-bank-statement-files.md: the npm parsers evaluated either backtrack
 * exponentially on a hostile `<AAAA…`, fail on an empty element, keep entities encoded or drop the
 * offset of DTPOSTED). A leaf closes at the next tag; a closing tag closes every element opened after
 * its own; entities (`&amp;`, `&#233;`, `&ccedil;`…) are decoded; text outside the `<OFX>` root is
 * the header. The statement's account is BANKACCTFROM (BANKID, BRANCHID, ACCTID) or CCACCTFROM.
 */
import { ofxDay, parseOfxAmount } from '@shared/payments/statement-values';

type Node = { name: string; text: string; children: Node[] };

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};
for (const [letters, marks] of [
  ['a', { acute: 'á', grave: 'à', circ: 'â', tilde: 'ã', uml: 'ä' }],
  ['e', { acute: 'é', grave: 'è', circ: 'ê', uml: 'ë' }],
  ['i', { acute: 'í', grave: 'ì', circ: 'î', uml: 'ï' }],
  ['o', { acute: 'ó', grave: 'ò', circ: 'ô', tilde: 'õ', uml: 'ö' }],
  ['u', { acute: 'ú', grave: 'ù', circ: 'û', uml: 'ü' }],
  ['c', { cedil: 'ç' }],
  ['n', { tilde: 'ñ' }],
] as const) {
  for (const [mark, char] of Object.entries(marks)) {
    NAMED[`${letters}${mark}`] = char;
    NAMED[`${letters.toUpperCase()}${mark}`] = char.toUpperCase();
  }
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED[body] ?? whole;
  });
}

const NAME_CHAR = /[A-Za-z0-9_.]/;

/** Elements that hold others; any other element is a leaf, closed by the next tag even when empty. */
const AGGREGATES = new Set([
  'OFX',
  'SIGNONMSGSRSV1',
  'SONRS',
  'STATUS',
  'FI',
  'BANKMSGSRSV1',
  'STMTTRNRS',
  'STMTRS',
  'BANKACCTFROM',
  'BANKACCTTO',
  'CCACCTFROM',
  'CCACCTTO',
  'BANKTRANLIST',
  'STMTTRN',
  'PAYEE',
  'CURRENCY',
  'ORIGCURRENCY',
  'LEDGERBAL',
  'AVAILBAL',
  'BALLIST',
  'BAL',
  'CREDITCARDMSGSRSV1',
  'CCSTMTTRNRS',
  'CCSTMTRS',
  'INVSTMTMSGSRSV1',
]);

/** Parses the elements from `<OFX>` on into a tree; linear in the length of the text. */
export function parseOfxTree(text: string): Node | null {
  const start = text.search(/<OFX>/i);
  if (start < 0) return null;
  const root: Node = { name: '#root', text: '', children: [] };
  const stack: Node[] = [root];
  let i = start;
  let pendingText = '';
  const top = () => stack[stack.length - 1]!;
  const flushText = () => {
    const value = pendingText.trim();
    pendingText = '';
    if (!value) return;
    const node = top();
    if (node === root) return;
    node.text = node.text ? `${node.text} ${value}` : value;
  };
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    if (lt < 0) {
      pendingText += text.slice(i);
      break;
    }
    pendingText += text.slice(i, lt);
    if (text.startsWith('<!--', lt)) {
      const end = text.indexOf('-->', lt + 4);
      i = end < 0 ? text.length : end + 3;
      continue;
    }
    if (text.startsWith('<?', lt) || text.startsWith('<!', lt)) {
      const end = text.indexOf('>', lt + 2);
      i = end < 0 ? text.length : end + 1;
      continue;
    }
    let j = lt + 1;
    const closing = text[j] === '/';
    if (closing) j += 1;
    const nameStart = j;
    while (j < text.length && j - nameStart < 64 && NAME_CHAR.test(text[j]!)) j += 1;
    let end = j;
    while (end < text.length && end - j < 8 && (text[end] === ' ' || text[end] === '\t')) end += 1;
    const selfClosing = !closing && text[end] === '/' && text[end + 1] === '>';
    if (selfClosing) end += 1;
    if (j === nameStart || text[end] !== '>') {
      // A '<' that starts no tag is text (SGML files do carry them in memos).
      pendingText += '<';
      i = lt + 1;
      continue;
    }
    const name = text.slice(nameStart, j).toUpperCase();
    i = end + 1;
    flushText();
    if (closing) {
      const at = stack.findLastIndex((node) => node.name === name);
      if (at > 0) stack.length = at;
      continue;
    }
    // A leaf is closed by the next tag (SGML), with or without text.
    if (top() !== root && (top().text || !AGGREGATES.has(top().name))) stack.pop();
    const node: Node = { name, text: '', children: [] };
    top().children.push(node);
    if (!selfClosing) stack.push(node);
  }
  flushText();
  return root;
}

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const child of node.children) yield* walk(child);
}

const child = (node: Node | undefined, name: string) => node?.children.find((item) => item.name === name);
const leaf = (node: Node | undefined, name: string) => {
  const value = child(node, name)?.text;
  return value === undefined ? '' : decodeEntities(value).replace(/\s+/g, ' ').trim();
};

export type OfxAccount = { bankId: string; branchId: string; acctId: string; kind: 'bank' | 'card' };
export type OfxTransaction = {
  /** Position in the file (1-based), for the summary. */
  row: number;
  fitid: string;
  postedOn: string | null;
  amount: string | null;
  rawDate: string;
  rawAmount: string;
  description: string;
  type: string;
};
export type OfxStatement = {
  header: Record<string, string>;
  accounts: OfxAccount[];
  transactions: OfxTransaction[];
};

const DEBIT_TYPES = new Set([
  'DEBIT',
  'PAYMENT',
  'FEE',
  'SRVCHG',
  'ATM',
  'POS',
  'CHECK',
  'DIRECTDEBIT',
  'CASH',
]);

/** Header lines 'KEY:VALUE' (1.x) or the attributes of `<?OFX …?>` (2.x). */
function headerOf(text: string): Record<string, string> {
  const head = text.slice(0, Math.max(0, text.search(/<OFX>/i)));
  const header: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const match = /^\s*([A-Z]+)\s*:\s*(.*?)\s*$/i.exec(line);
    if (match) header[match[1]!.toUpperCase()] = match[2]!;
  }
  const pi = /<\?OFX([^?]*)\?>/i.exec(head)?.[1] ?? '';
  for (const match of pi.matchAll(/([A-Z]+)\s*=\s*"([^"]*)"/gi)) header[match[1]!.toUpperCase()] = match[2]!;
  return header;
}

export function looksLikeOfx(filename: string, text: string): boolean {
  return (
    /\.(ofx|qfx)$/i.test(filename) ||
    /^\s*(\uFEFF)?(OFXHEADER|<\?xml[^>]*>\s*<\?OFX)/i.test(text) ||
    /<OFX>/i.test(text.slice(0, 4096))
  );
}

export function parseOfx(text: string): OfxStatement | null {
  const tree = parseOfxTree(text);
  if (!tree) return null;
  const accounts: OfxAccount[] = [];
  const transactions: OfxTransaction[] = [];
  let row = 0;
  for (const node of walk(tree)) {
    if (node.name !== 'STMTRS' && node.name !== 'CCSTMTRS') continue;
    const bank = child(node, 'BANKACCTFROM');
    const card = child(node, 'CCACCTFROM');
    const from = bank ?? card;
    if (from) {
      accounts.push({
        bankId: leaf(from, 'BANKID'),
        branchId: leaf(from, 'BRANCHID'),
        acctId: leaf(from, 'ACCTID'),
        kind: bank ? 'bank' : 'card',
      });
    }
    const list = child(node, 'BANKTRANLIST');
    for (const item of list?.children ?? []) {
      if (item.name !== 'STMTTRN') continue;
      row += 1;
      const type = leaf(item, 'TRNTYPE').toUpperCase();
      const rawAmount = leaf(item, 'TRNAMT');
      let amount = parseOfxAmount(rawAmount);
      // Some exports write every amount positive and say the direction in TRNTYPE.
      if (amount && DEBIT_TYPES.has(type) && !amount.startsWith('-') && amount !== '0.00')
        amount = `-${amount}`;
      const rawDate = leaf(item, 'DTPOSTED') || leaf(item, 'DTUSER');
      const name = leaf(item, 'NAME') || leaf(child(item, 'PAYEE'), 'NAME');
      const memo = leaf(item, 'MEMO');
      const description = name && memo && name !== memo ? `${name} ${memo}` : name || memo;
      transactions.push({
        row,
        fitid: leaf(item, 'FITID'),
        postedOn: ofxDay(rawDate),
        amount,
        rawDate,
        rawAmount,
        description: description.slice(0, 500),
        type,
      });
    }
  }
  return { header: headerOf(text), accounts, transactions };
}

/** The account's key as stored: the bank's 3-digit code and the account id without punctuation. */
export function ofxAccountKey(account: OfxAccount): { bank: string; account: string } {
  const digits = account.bankId.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  const bank = account.kind === 'card' && !digits ? 'cartao' : digits.padStart(3, '0');
  return { bank, account: account.acctId.toUpperCase().replace(/[^0-9A-Z]/g, '') };
}
