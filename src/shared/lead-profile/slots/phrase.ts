/**
 * Reading a person's or a business's name from the words of a clause (issue 29): the phrase starts where
 * a pattern says a name comes ('sou a …', 'trabalho na …', 'Larissa, sócia') and ends where the sentence
 * structure says it does: punctuation, a verb, a function word, a role, an adjective. Nothing here
 * depends on capital letters, so 'patas & cia' and 'Patas & Cia' read the same, and nothing here lists
 * anyone's name.
 */
import type { Canon, Word } from '../canon';
import {
  ADJECTIVES,
  BUSINESS_NOUNS,
  DOMAIN_WORDS,
  FUNCTION_WORDS,
  GREETINGS,
  INSULTS,
  INTERJECTIONS,
  LEGAL_SUFFIXES,
  MONTHS,
  NOT_COMPANY,
  NUMBER_WORDS,
  OTHER_PARTY,
  PLACES,
  PROFESSIONS,
  ROLE_WORDS,
  TITLES,
  VERBS,
} from '../lexicon';
import { titleCase, words } from './text';

/** The phrase ends after this word (comma, full stop, '?', ':', ...). */
export const closes = (word: Word) => /[,.;:!?()"|–-]/.test(word.punct);
export const endsSentence = (word: Word) => /[.;!?]/.test(word.punct);

const NAME_PARTICLES = new Set(['de', 'da', 'do', 'dos', 'das', 'e']);

function isWordClass(word: string): boolean {
  return (
    FUNCTION_WORDS.has(word) ||
    VERBS.has(word) ||
    ROLE_WORDS.has(word) ||
    PROFESSIONS.has(word) ||
    BUSINESS_NOUNS.has(word) ||
    GREETINGS.has(word) ||
    DOMAIN_WORDS.has(word) ||
    ADJECTIVES.has(word) ||
    OTHER_PARTY.has(word) ||
    INTERJECTIONS.has(word) ||
    INSULTS.has(word) ||
    word in NUMBER_WORDS ||
    MONTHS.includes(word)
  );
}

/** A word that can be part of a person's name: letters only, and of no word class of the language. */
export function nameLike(word: Word | undefined): boolean {
  if (!word || !/^[\p{L}][\p{L}'’-]*$/u.test(word.raw) || word.norm.length < 2) return false;
  if (isWordClass(word.norm) || word.norm.split('-').some((part) => isWordClass(part))) return false;
  if (/(ista|logo|loga|terapeuta|iatra)$/.test(word.norm)) return false;
  if (word.word === word.norm) return true;
  // An abbreviation ('to' is 'estou') or a typo of a role ('propietaria') is that word. A name one key
  // from a verb stays a name ('Nanda' is not 'manda').
  if (word.norm.length <= 3 || FUNCTION_WORDS.has(word.word)) return !isWordClass(word.word);
  // A name one key from a short verb stays a name ('Nanda' is not 'manda'); a long verb is the verb.
  // Unless one key inside the word was hit instead of another: 'spmos' is still 'somos' ('Tina' is not
  // 'tinha': a dropped letter).
  const keyInside = word.word.length === word.norm.length && word.word[0] === word.norm[0];
  const shortVerb = VERBS.has(word.word) && word.word.length < 6 && !keyInside;
  return !(isWordClass(word.word) && !shortVerb);
}

/**
 * Surnames joined by a particle stay in the name when the particle is plural or 'de' ('das Graças',
 * 'de Souza'), or with 'da/do' before the commonest surnames ('Maria da Silva'); otherwise 'da X' after
 * a name introduces a business ('a Ju da Clínica Sorriso').
 */
const SURNAME_PARTICLES = new Set(['de', 'dos', 'das']);
const COMMON_SURNAMES = new Set(
  words(
    'silva souza sousa santos oliveira costa pereira lima carvalho ferreira rodrigues almeida nascimento araujo ribeiro rocha cruz conceicao paula luz cunha fonseca freitas rosa moura mota gama paz',
  ),
);

export type Phrase = { value: string; first: Word; last: Word };

/** 'da Silva e Filhos Ltda' goes on as a business's name, not as a surname. */
function namesBusiness(words: Word[], start: number): boolean {
  const phrase = readCompanyName(words, start);
  return Boolean(phrase?.marked && phrase.words.length > 1);
}

/**
 * A person's name from `start`: an optional article and title, then one to three name words, with
 * 'de/dos/das' + surname inside ('Maria das Graças', 'Ana de Souza'). Case is kept as written.
 */
export function readPersonName(words: Word[], start: number): Phrase | null {
  let i = start;
  if (words[i] && (words[i]!.word === 'o' || words[i]!.word === 'a') && !closes(words[i]!)) i += 1;
  if (words[i] && TITLES.has(words[i]!.norm) && words[i + 1]) i += 1;
  // 'o seu Jorge', 'aqui é seu Tião': the courtesy 'seu' before a name.
  else if (words[i]?.norm === 'seu' && !closes(words[i]!) && nameLike(words[i + 1])) i += 1;
  const parts: Word[] = [];
  while (i < words.length && parts.filter((word) => !NAME_PARTICLES.has(word.norm)).length < 3) {
    const word = words[i]!;
    const next = words[i + 1];
    if (nameLike(word)) {
      parts.push(word);
      i += 1;
      if (closes(word)) break;
    } else if (
      parts.length > 0 &&
      (SURNAME_PARTICLES.has(word.norm) ||
        (['da', 'do'].includes(word.norm) &&
          COMMON_SURNAMES.has(next?.norm ?? '') &&
          !namesBusiness(words, i + 1))) &&
      !closes(word) &&
      nameLike(next) &&
      !closes(parts.at(-1)!)
    ) {
      parts.push(word, next!);
      i += 2;
      if (closes(next!)) break;
    } else break;
  }
  if (!parts.length) return null;
  return {
    value: parts
      .map((word) =>
        word.raw === word.raw.toLowerCase() && !NAME_PARTICLES.has(word.norm)
          ? titleCase(word.raw)
          : word.raw,
      )
      .join(' '),
    first: parts[0]!,
    last: parts.at(-1)!,
  };
}

/** A word that can be part of a business's name. */
function companyWord(word: Word | undefined): boolean {
  if (!word) return false;
  if (/^\d+$/.test(word.raw) || word.raw === '&') return true;
  const norm = word.norm;
  if (LEGAL_SUFFIXES.has(norm) || BUSINESS_NOUNS.has(norm)) return true;
  // 'q' is 'que'; 'falsndo' is 'falando': an abbreviation or a typo of a clause word ends the name.
  if (word.word !== norm && (norm.length <= 3 || word.word.length >= 6) && clauseWord(word)) return false;
  if (FUNCTION_WORDS.has(norm) || VERBS.has(norm) || GREETINGS.has(norm) || INSULTS.has(norm)) return false;
  if (ROLE_WORDS.has(norm) || PROFESSIONS.has(norm) || TIME_WORDS.has(norm)) return false;
  return /[\p{L}\p{N}]/u.test(word.raw);
}

/** 'abrimos a Cantinho do Açaí ano passado': when something happened is not part of the name. */
const TIME_WORDS = new Set(words('ano anos mes meses semana semanas passado passada atras retrasado'));
const CONNECTORS = new Set(['de', 'da', 'do', 'dos', 'das', 'e', '&']);
/** A verb or a function word, as written or as its typo stands for ('ppsso' → 'posso'). */
const clauseWord = (word: Word) =>
  VERBS.has(word.norm) ||
  FUNCTION_WORDS.has(word.norm) ||
  VERBS.has(word.word) ||
  FUNCTION_WORDS.has(word.word);
/** Words inside business names before another name word ('Ótica Bom Olhar', 'Lar São Vicente', 'Casa Nova Móveis'). */
const NAME_ADJECTIVES = new Set([
  'sao',
  'bom',
  'boa',
  'bons',
  'boas',
  'nova',
  'novo',
  'grande',
  'bela',
  'belo',
  'alta',
  'alto',
  'santa',
  'santo',
  'feliz',
  'real',
  'doce',
  'mais',
  'bem',
]);
/** Function words that end a name when nothing of the clause follows them ('Sorrir Mais', 'Pão Nosso'). */
const LAST_WORDS = new Set([
  'mais',
  'nosso',
  'nossa',
  'bem',
  'sempre',
  'tudo',
  'feliz',
  'ja',
  'agora',
  'la',
  'ai',
]);
/** After the last word of a name: the end of the clause, or a verb. */
const endsHere = (word: Word, next: Word | undefined) =>
  closes(word) ||
  !next ||
  VERBS.has(next.norm) ||
  ['a', 'o', 'e', 'que', 'em', 'no', 'na', 'pra', 'para', 'com'].includes(next.norm);

export type CompanyPhrase = Phrase & {
  /** Signals that the phrase names a business: '&', digits, a legal suffix, a business noun + name. */
  marked: boolean;
  words: Word[];
};

/**
 * A business's name from `start`: an optional article, then up to five words, with 'de/da/do/e/&'
 * inside when a name word follows ('Bar do Mané', 'Silva e Filhos Ltda', 'Patas & Cia'). A legal
 * suffix ends it. A lone common noun ('trabalho na área') or a place ('sou da Bahia') is not a name.
 */
export function readCompanyName(
  words: Word[],
  start: number,
  options: { named?: boolean } = {},
): CompanyPhrase | null {
  let i = start;
  while (words[i] && ['a', 'o', 'as', 'os'].includes(words[i]!.word) && !closes(words[i]!)) i += 1;
  const first = words[i];
  if (!first || !companyWord(first) || first.raw === '&' || ADJECTIVES.has(first.norm)) return null;
  if (DOMAIN_WORDS.has(first.norm) && !BUSINESS_NOUNS.has(first.norm)) return null;
  if (PLACES.has(first.norm) || NOT_COMPANY.has(first.norm)) {
    // 'empresa X' and 'loja X' are fine; 'trabalho na empresa' or 'sou da Bahia' are not names. After an
    // explicit naming ('o nome da loja é mundo kids') a common noun may open a name of several words.
    const opensName = BUSINESS_NOUNS.has(first.norm) || options.named;
    if (!opensName || closes(first) || !companyWord(words[i + 1])) return null;
  }
  const parts: Word[] = [first];
  let significant = 1;
  i += 1;
  while (!closes(parts.at(-1)!) && significant < 5 && words[i]) {
    const word = words[i]!;
    const next = words[i + 1];
    if (LEGAL_SUFFIXES.has(parts.at(-1)!.norm) && parts.length > 1) break;
    if (NAME_ADJECTIVES.has(word.norm) && companyWord(next) && !ADJECTIVES.has(next!.norm)) {
      parts.push(word);
      i += 1;
      continue;
    }
    if (
      ['de', 'da', 'do'].includes(word.norm) &&
      !closes(word) &&
      next &&
      LAST_WORDS.has(next.norm) &&
      endsHere(next, words[i + 2])
    ) {
      // 'Amigos do Bem', 'Casa do Sempre': a function word that closes the name after its particle.
      parts.push(word, next);
      break;
    }
    if (CONNECTORS.has(word.norm) && !closes(word) && companyWord(next) && next!.raw !== '&') {
      // 'e' joins names ('Silva e Filhos'), not clauses ('Moda Sul e quero…').
      const after = words[i + 2];
      if (
        word.norm === 'e' &&
        (clauseWord(next!) ||
          (after && !closes(next!) && (clauseWord(after) || /^[a-z]{4,}(ar|er|ir)$/.test(after.word))))
      )
        break;
      parts.push(word, next!);
      i += 2;
      significant += 1;
      continue;
    }
    if (word.raw === '&' && next && companyWord(next)) {
      parts.push(word, next);
      i += 2;
      significant += 1;
      continue;
    }
    if (LAST_WORDS.has(word.norm) && endsHere(word, next)) {
      parts.push(word);
      break;
    }
    if (!companyWord(word)) break;
    parts.push(word);
    i += 1;
    significant += 1;
  }
  const last = parts.at(-1)!;
  const nouns = parts.filter((word) => BUSINESS_NOUNS.has(word.norm)).length;
  if (parts.length === 1 && (BUSINESS_NOUNS.has(first.norm) || NOT_COMPANY.has(first.norm))) return null;
  // '2,5 mil reais' is an amount, not a name.
  if (parts.every((word) => /^\d+$/.test(word.raw) || DOMAIN_WORDS.has(word.word))) return null;
  const marked =
    parts.some((word) => word.raw === '&' || /\d/.test(word.raw) || LEGAL_SUFFIXES.has(word.norm)) ||
    (nouns > 0 && parts.length > nouns);
  const lowercase = parts.every((word) => word.raw === word.raw.toLowerCase());
  const value = parts
    .map((word) => (lowercase && !CONNECTORS.has(word.norm) ? titleCase(word.raw) : word.raw))
    .join(' ')
    .replace(/ & /g, ' & ');
  return { value: joinAmpersands(parts, value), first, last, marked, words: parts };
}

/** 'M&M' was written without spaces: keep it so. */
function joinAmpersands(parts: Word[], value: string): string {
  let out = '';
  parts.forEach((word, index) => {
    const text =
      word.raw === word.raw.toLowerCase() &&
      !CONNECTORS.has(word.norm) &&
      parts.every((p) => p.raw === p.raw.toLowerCase())
        ? titleCase(word.raw)
        : word.raw;
    const previous = parts[index - 1];
    const glued = previous && previous.end === word.start;
    out += index === 0 ? text : glued ? text : ` ${text}`;
  });
  return out || value;
}

/** The word whose source span starts at or after a canonical index. */
export function wordIndexAt(canon: Canon, index: number): number {
  const sourceIndex = canon.spans[index]?.[0];
  if (sourceIndex === undefined) return canon.words.length;
  const found = canon.words.findIndex((word) => word.start >= sourceIndex);
  return found === -1 ? canon.words.length : found;
}
