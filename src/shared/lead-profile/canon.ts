/**
 * The canonical form of a visitor's message, which every slot reader works on (issue 29): lower case,
 * without accents, chat abbreviations spelt out ('vc' → 'voce', 'q' → 'que', 'pq' → 'porque') and a
 * misspelt keyword mapped back to the vocabulary ('orcamnto' → 'orcamento', 'semnas' → 'semanas')
 * when it is one edit away from exactly one keyword (a bounded edit distance). Every canonical character
 * remembers the span of the visitor's words it came from, so evidence and names are quoted as written.
 */
import {
  ADJECTIVES,
  BUSINESS_NOUNS,
  COMMON_WORDS,
  DOMAIN_WORDS,
  FUNCTION_WORDS,
  GREETINGS,
  INSULTS,
  INTERJECTIONS,
  MONTHS,
  NOT_COMPANY,
  NUMBER_WORDS,
  OTHER_PARTY,
  PLACES,
  PROFESSIONS,
  ROLE_WORDS,
  VERBS,
} from './lexicon';
import { normalizeText } from './normalize';
import { words } from './slots/text';

/** Chat abbreviations, in canonical form. */
const ABBREVIATIONS: Record<string, string> = {
  vc: 'voce',
  vcs: 'voces',
  ce: 'voce',
  pq: 'porque',
  porq: 'porque',
  tb: 'tambem',
  tbm: 'tambem',
  tmb: 'tambem',
  q: 'que',
  oq: 'o que',
  qto: 'quanto',
  qnto: 'quanto',
  qt: 'quanto',
  qdo: 'quando',
  qnd: 'quando',
  td: 'tudo',
  tds: 'todos',
  msm: 'mesmo',
  mto: 'muito',
  mt: 'muito',
  mtos: 'muitos',
  n: 'nao',
  naum: 'nao',
  nn: 'nao',
  hj: 'hoje',
  amn: 'amanha',
  dps: 'depois',
  vlw: 'valeu',
  blz: 'beleza',
  obg: 'obrigado',
  brigado: 'obrigado',
  brigada: 'obrigada',
  cmg: 'comigo',
  ta: 'esta',
  tao: 'estao',
  tamo: 'estamos',
  tamos: 'estamos',
  to: 'estou',
  pfv: 'por favor',
  pfvr: 'por favor',
  ngm: 'ninguem',
  agr: 'agora',
  sdds: 'saudades',
  fds: 'fim de semana',
  prox: 'proximo',
  whats: 'whatsapp',
  wpp: 'whatsapp',
  insta: 'instagram',
  qq: 'qualquer',
  qlq: 'qualquer',
  vdd: 'verdade',
  p: 'para',
  c: 'com',
};

/**
 * Keywords a typo is corrected to. Function words are left out on purpose: at one edit from each other
 * ('esta', 'este', 'essa'), they would be 'corrected' into one another.
 */
const KEYWORDS = [
  ...ROLE_WORDS,
  ...BUSINESS_NOUNS,
  ...PROFESSIONS,
  ...MONTHS,
  ...INSULTS,
  ...[...FUNCTION_WORDS, ...VERBS, ...INTERJECTIONS, ...GREETINGS].filter((word) => word.length >= 5),
  ...Object.keys(NUMBER_WORDS).filter((word) => word.length >= 5),
  ...words(
    `chamo chamar chama chamada chamado nome empresa trabalho trabalhamos trabalha trabalhar represento
    somos falando prazer aqui sobre
    semana semanas proxima proximo trimestre semestre daqui meses dias urgente urgencia pressa ontem rapido
    possivel antes final prazo pronto pronta lancar lancamento entregar entrega inaugurar inauguracao
    carnaval natal pascoa reveillon namorados criancas maes pais finados tiradentes independencia
    consciencia negra trabalhador corpus christi black friday blackfriday virada feriado santa
    orcamento orcamentos investimento investir verba reais mensal mensais mensalidade milhao milhoes
    definido definida definir ideia valor valores gastar pagar faturamos faturamento faturo seguidores
    preciso precisamos precisava precisaria precisa queria quero queremos gostaria gostariamos tenho temos
    concorrente agencia anterior antiga amigo amiga indicou cobraram cobrava cobrou pagou custou
    marketing trafego automacao automatizar integracao integrar integram instagram whatsapp google chatbot
    agente agentes identidade visual logotipo logomarca consultoria landing portal ecommerce virtual online
    site sites loja lojas logo atendimento automatico responder vender vendas anuncios redes sociais estrategia
    processos sistema sistemas planilha planilhas financeiro comercial vendas operacoes tecnologia
    robo humano pessoa assistente endereco cidade escritorio presencial portfolio trabalhos exemplos
    parcelar parcelamento pagamento boleto cartao quanto custa demora tempo obrigado obrigada tchau
    certo correto exato exatamente isso mesmo escreve escrevo escrevendo ecommerce website websites pagina
    paginas engajamento seguidores anuncio logomarca rebranding chatgpt inteligencia artificial
    agendamento agendar consultas aplicativo aberto abertura adotar aparece apelido atenciosamente atuamos
    automacoes automatica comeco contrato correndo correria definimos demorado depende entregue
    estrategica estrategico estrear estreia experiencia fantasia fatura faturam fechamos fechei fechou festa
    festas flexivel funcionando gastamos gastei gastou implantar imediata imediatamente imediato inicio
    integracoes investiu junina juninas mensalmente meados passado passaram prefiro procurando procuro
    prontos quarto rodando seguinte terceiro segundo primeiro tranquilo urgentissimo urgentissima vendendo
    virtuais trimestre semestre quinze internet sexta feira dizer informar revelar`,
  ),
];
const KEYWORD_SET = new Set(KEYWORDS);
/** Words never corrected: known words of the language that sit one edit from a keyword. */
const KNOWN = new Set([
  ...KEYWORDS,
  ...FUNCTION_WORDS,
  ...VERBS,
  ...GREETINGS,
  ...DOMAIN_WORDS,
  ...ADJECTIVES,
  ...NOT_COMPANY,
  ...PLACES,
  ...OTHER_PARTY,
  ...COMMON_WORDS,
  ...Object.values(ABBREVIATIONS),
  ...words(
    'fala falo vejo acho cara caro casa coisa hora dias anos mesa vida pode sabe fica nome logo loja site zapp',
  ),
]);

/** True when `a` becomes `b` with one insertion, deletion, substitution or swap of neighbours. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i += 1;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const byLength = new Map<number, string[]>();
for (const keyword of KEYWORD_SET) {
  const list = byLength.get(keyword.length) ?? [];
  list.push(keyword);
  byLength.set(keyword.length, list);
}

/** Neighbouring keys on the Brazilian ABNT2 keyboard: a substitution between them is the likeliest typo. */
const NEIGHBOURS: Record<string, string> = {
  q: 'wa',
  w: 'qesa',
  e: 'wrds',
  r: 'etfd',
  t: 'rygf',
  y: 'tuhg',
  u: 'yijh',
  i: 'uokj',
  o: 'iplk',
  p: 'olc',
  a: 'qwsz',
  s: 'adwezx',
  d: 'sferxc',
  f: 'dgrtcv',
  g: 'fhtyvb',
  h: 'gjyubn',
  j: 'hkuinm',
  k: 'jliom',
  l: 'kopc',
  z: 'asx',
  x: 'zcsd',
  c: 'xvdflp',
  v: 'cbfg',
  b: 'vngh',
  n: 'bmhj',
  m: 'njk',
};

/** How likely `word` is a typo of `keyword` (lower is likelier): a neighbouring key, a dropped letter, else. */
function typoCost(word: string, keyword: string): number {
  if (word.length > keyword.length) {
    // An extra letter counts only when doubled ('sitee'): 'sertao' is not 'serão' mistyped.
    const at = [...keyword].findIndex((char, index) => char !== word[index]);
    const index = at === -1 ? keyword.length : at;
    if (word[index] === word[index - 1] || word[index] === word[index + 1]) return 1;
    // A neighbouring key pressed with the right one ('sitwe'), only towards a short keyword ('site',
    // 'loja'): a longer word one letter over is likelier a word of its own ('Marcio' is not 'marco').
    const beside = [word[index - 1], word[index + 1]].filter(Boolean) as string[];
    return keyword.length <= 4 && beside.some((char) => NEIGHBOURS[char]?.includes(word[index]!)) ? 1 : 2;
  }
  if (word.length !== keyword.length) return 1;
  for (let i = 0; i < word.length; i += 1) {
    if (word[i] === keyword[i]) continue;
    if (word[i] === keyword[i + 1] && word[i + 1] === keyword[i]) return 1;
    return NEIGHBOURS[keyword[i]!]?.includes(word[i]!) ? 0 : 2;
  }
  return 2;
}

const corrections = new Map<string, string | null>();

/**
 * The keyword a misspelt word stands for: one edit away from exactly one keyword (ties broken by the
 * same first letter). Words of 4 letters or fewer, known words and numbers are left alone.
 */
export function correctTypo(word: string): string | null {
  if (word.length < 4 || KNOWN.has(word) || /\d/.test(word)) return null;
  const cached = corrections.get(word);
  if (cached !== undefined) return cached;
  const candidates = [word.length - 1, word.length, word.length + 1]
    .flatMap((length) => byLength.get(length) ?? [])
    .filter((keyword) => (keyword.length >= 5 || word.length >= 5) && oneEditApart(word, keyword));
  // A typo is a neighbouring key, a dropped or doubled letter or two swapped letters; 'Wender' is a name.
  const ranked = candidates
    .filter((keyword) => typoCost(word, keyword) <= 1)
    .sort(
      (a, b) =>
        typoCost(word, a) - typoCost(word, b) ||
        Number(b[0] === word[0]) - Number(a[0] === word[0]) ||
        a.localeCompare(b),
    );
  const result = ranked[0] ?? null;
  corrections.set(word, result);
  return result;
}

/** One word of the message: as written, canonical, and where it is (in the source and the canonical text). */
export type Word = {
  /** As the visitor wrote it. */
  raw: string;
  /** Canonical: lower case, no accents, abbreviation spelt out, typo corrected. */
  word: string;
  /** Lower case without accents, not corrected (names are checked on this). */
  norm: string;
  start: number;
  end: number;
  /** Punctuation between this word and the next ('', ',', '.', '?', ...). */
  punct: string;
  index: number;
};

export type Canon = {
  source: string;
  /** The canonical text: canonical words separated as in the source. */
  text: string;
  /** For each character of `text`, the span of the source it stands for. */
  spans: [number, number][];
  words: Word[];
};

/** Letters, digits and the joiners inside a word ('Tech4You', 'e-commerce', 'D'Ávila', 'R$'). */
const WORD = /[rR]\$|[sS]\/[aA](?![\p{L}])|[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*|&/gu;

/** The canonical form of a message (see the module comment). */
export function canonicalize(source: string): Canon {
  const text: string[] = [];
  const spans: [number, number][] = [];
  const list: Word[] = [];
  let cursor = 0;
  const push = (chunk: string, span: [number, number]) => {
    for (const char of chunk) {
      text.push(char);
      spans.push(span);
    }
  };
  for (const match of source.matchAll(WORD)) {
    const start = match.index;
    const end = start + match[0].length;
    const between = source.slice(cursor, start);
    for (let i = 0; i < between.length; i += 1) push(between[i]!.toLowerCase(), [cursor + i, cursor + i + 1]);
    if (list.length) list.at(-1)!.punct = between.replace(/\s+/g, '');
    const norm = normalizeText(match[0].normalize('NFKD'));
    const word =
      ABBREVIATIONS[norm] ??
      (norm.includes('-')
        ? // 'e-commrrce': a hyphenated keyword mistyped is corrected without its hyphen.
          (correctTypo(norm.replace(/-/g, '')) ??
          norm
            .split('-')
            .map((part) => correctTypo(part) ?? part)
            .join('-'))
        : (correctTypo(norm) ?? norm));
    push(word, [start, end]);
    list.push({ raw: match[0], word, norm, start, end, punct: '', index: list.length });
    cursor = end;
  }
  const tail = source.slice(cursor);
  for (let i = 0; i < tail.length; i += 1) push(tail[i]!.toLowerCase(), [cursor + i, cursor + i + 1]);
  if (list.length) list.at(-1)!.punct = tail.replace(/\s+/g, '');
  return { source, text: text.join(''), spans, words: list };
}

/** The visitor's own words behind canonical characters [from, to). */
export function sourceOf(canon: Canon, from: number, to: number): string {
  if (to <= from || !canon.spans[from]) return '';
  const start = canon.spans[from]![0];
  const end = canon.spans[Math.min(to, canon.spans.length) - 1]![1];
  return canon.source.slice(start, end).trim();
}

/** The words of the source between two words (inclusive), as written. */
export function rawSpan(canon: Canon, first: Word, last: Word): string {
  return canon.source.slice(first.start, last.end);
}

/** Canonical characters [from, to) hold which words (by index)? */
export function wordsIn(canon: Canon, from: number, to: number): Word[] {
  if (to <= from) return [];
  const start = canon.spans[from]?.[0] ?? 0;
  const end = canon.spans[to - 1]?.[1] ?? canon.source.length;
  return canon.words.filter((word) => word.start < end && word.end > start);
}

/** The word that starts at or after a canonical index. */
export function wordAt(canon: Canon, index: number): Word | undefined {
  const sourceIndex = canon.spans[index]?.[0];
  if (sourceIndex === undefined) return undefined;
  return canon.words.find((word) => word.end > sourceIndex);
}
