/** The visitor's name: after 'sou', 'me chamo', 'meu nome é', 'pode me chamar de', 'aqui é'. */
import { normalizeText } from '../normalize';
import { ROLE_WORDS } from './role';
import { CAPITALISED, type Found, LOWERCASE_WORD, type Token, titleCase, tokenize, words } from './text';

const PARTICLES = new Set(['da', 'de', 'do', 'dos', 'das']);

/** Words after 'sou' that are not names (normalised). */
const NAME_STOPWORDS = new Set([
  ...ROLE_WORDS,
  ...words(
    `empresa cliente responsavel eu um uma muito bem novo nova interessado interessada aqui brasileiro
    brasileira favor contra pessoa mesma mesmo unica unico primeira primeiro cara moca moco gente
    daqui dai de da do que quem apenas so meio bastante super curioso curiosa autonomo autonoma
    freelancer freela mae pai dona dono socio socia fundador fundadora medico medica advogado advogada
    dentista professor professora estudante aluno aluna`,
  ),
]);

/** Surnames kept inside a name after a particle ('Maria da Silva'); any other word is a company. */
const SURNAMES = new Set(
  words(
    'silva souza sousa santos oliveira costa pereira lima carvalho ferreira rodrigues almeida nascimento araujo ribeiro rocha cruz conceicao paula luz cunha fonseca freitas rosa moura mota gama paz',
  ),
);

const NAME_TRIGGER = /(?<!\p{L})(me chamo|meu nome [ée]|pode me chamar de|aqui [ée]|sou)(?!\p{L})/giu;
/** 'a Dra. Helena' → 'Helena': an article and a courtesy title before the name are dropped. */
const TITLE_PREFIX = /^\s*(?:(?:o|a)\s+)?(?:dr|dra|sr|sra|prof|profa)\.?\s+/iu;

/** `rest`: the text after the name, when the name was not closed by a full stop, '!' or '?'. */
export type NameMatch = Found & { rest: string };

function isNameWord(word: string): boolean {
  return CAPITALISED.test(word) && word !== word.toUpperCase() && !NAME_STOPWORDS.has(normalizeText(word));
}

function isLowercaseName(token: Token | undefined): boolean {
  return Boolean(
    token &&
      LOWERCASE_WORD.test(token.word) &&
      token.word.length >= 2 &&
      !NAME_STOPWORDS.has(normalizeText(token.word)),
  );
}

/**
 * `explicit`: after 'me chamo', 'meu nome é' a lowercase word is a name. After 'sou o/a' it is one
 * only when the phrase ends there or continues with 'da/do' ('sou a ju da clínica sorriso').
 */
function readName(tokens: Token[], explicit: boolean): { name: string; last: Token } | null {
  const article = tokens[0] && !tokens[0].end && (tokens[0].word === 'o' || tokens[0].word === 'a');
  let i = article ? 1 : 0;
  const parts: string[] = [];
  let capitalised = 0;
  while (i < tokens.length && capitalised < 3) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    if (isNameWord(token.word)) {
      parts.push(token.word);
      capitalised += 1;
      i += 1;
    } else if (
      capitalised > 0 &&
      PARTICLES.has(token.word) &&
      !token.end &&
      next &&
      CAPITALISED.test(next.word) &&
      SURNAMES.has(normalizeText(next.word))
    ) {
      parts.push(token.word, next.word);
      capitalised += 1;
      i += 2;
    } else break;
    if (tokens[i - 1]!.end) break;
  }
  if (parts.length > 0) return { name: parts.join(' '), last: tokens[i - 1]! };
  const first = tokens[i];
  if (!isLowercaseName(first)) return null;
  const next = tokens[i + 1];
  const closes = first!.end || !next || next.word === 'da' || next.word === 'do' || next.word === 'e';
  if (explicit || (article && closes)) return { name: titleCase(first!.word), last: first! };
  return null;
}

export function findName(text: string, { explicit = false } = {}): NameMatch | null {
  for (const match of text.matchAll(NAME_TRIGGER)) {
    const trigger = normalizeText(match[1]!);
    const isExplicit = explicit || (trigger !== 'sou' && !trigger.startsWith('aqui'));
    const after = text.slice(match.index + match[0].length).replace(TITLE_PREFIX, ' ');
    const found = readName(tokenize(after), isExplicit);
    if (!found) continue;
    const open = found.last.punct === '' || found.last.punct === ',';
    return {
      value: found.name,
      evidence: `${match[0]} ${found.name}`,
      rest: open ? after.slice(found.last.offset) : '',
    };
  }
  return null;
}

/** Name after 'sou', 'me chamo', 'meu nome é' (1–3 capitalised words). */
export function extractName(text: string): string | undefined {
  return findName(text)?.value;
}

/** Words that open a message but are not a name ('Opa, ...', 'Quero um site'). Normalised. */
const NOT_A_NAME = new Set(
  words(
    `sou meu minha me eu opa oi oii ola ei quero queria preciso precisamos temos tenho voces vcs vc o a os as
    um uma sim nao ok okay idiota burro obrigado obrigada valeu tchau site sites orcamento prazo trabalho
    legal beleza certo pode claro depois agora talvez bom boa tudo so ja e mas entao haha kkk pois
    olha veja bem boa noite tarde dia loja empresa ninguem nada prefiro corrigindo`,
  ),
);

/**
 * A short answer to 'Como posso te chamar?': 'Fernando', 'rafaela', 'Rafaela, da Studio X'. The part
 * before the first comma must be one to three words that are not everyday words.
 */
export function nameFromAnswer(text: string): NameMatch | null {
  const trimmed = text.trim();
  if (/[?\d@]/.test(trimmed)) return null;
  const head = trimmed
    .split(',')[0]!
    .trim()
    .replace(/[.!]+$/, '');
  const parts = head.split(/\s+/);
  if (
    parts.length > 3 ||
    parts.some((part) => !/^\p{L}+$/u.test(part) || NOT_A_NAME.has(normalizeText(part)))
  ) {
    return null;
  }
  const found = findName(`sou ${trimmed}`, { explicit: true });
  return found ? { ...found, evidence: head } : null;
}
