/**
 * The visitor's name, from the roles of words in the clause (issue 29): after 'me chamo', 'meu nome é',
 * 'pode me chamar de', 'aqui é', 'quem fala é', 'sou o/a'; as the subject of 'X aqui', 'X falando',
 * 'prazer, X'; in an appositive at the start of the message ('Larissa, sócia.', 'Larissa, da Patas &
 * Cia') or after the visitor's role ('sou a dona, Rosangela'). Someone else's name ('minha sócia, a
 * Larissa') is left alone. Each reading carries a confidence.
 */
import { type Canon, canonicalize, type Word } from '../canon';
import { BUSINESS_NOUNS, GREETINGS, PROFESSIONS, ROLE_WORDS } from '../lexicon';
import { closes, nameLike, type Phrase, readCompanyName, readPersonName, wordIndexAt } from './phrase';
import { aboutSomeoneElse } from './scope';
import type { Found } from './text';

/** `rest`: where the words after the name start (a company may follow: 'sou a Ju da Clínica Sorriso'). */
export type NameMatch = Found & { next?: number };

/** `notBusiness`: the words after it may name a business instead ('é a Patas & Cia'). */
type Trigger = { pattern: RegExp; confidence: number; notBusiness?: boolean };

/** Patterns that end where a name starts. */
const TRIGGERS: Trigger[] = [
  {
    pattern:
      /\b(?:me chamo|me chama(?: de)?|me chamam(?: de)?|meu nome e|meu nome eh|meu nome:|nome:|(?:pode|podem|pode me) (?:me )?chamar de|meu apelido e)\s+/g,
    confidence: 0.95,
  },
  {
    pattern:
      /\b(?:aqui e|aqui eh|aqui quem fala e|aqui quem escreve e|quem fala e|quem escreve e|quem esta falando e|fala aqui)\s+(?:o |a )?(?!da\b|do\b)/g,
    confidence: 0.9,
  },
  { pattern: /\b(?:eu )?sou (?:o|a)\s+/g, confidence: 0.85 },
  { pattern: /\bprazer,?\s+(?:sou (?:o |a )?)?/g, confidence: 0.85 },
  { pattern: /\b(?:eu )?sou\s+(?!o\b|a\b)/g, confidence: 0.8 },
  {
    // 'Oi, é a Renata de novo' (not 'é a Clínica Vida Plena', a business).
    pattern: new RegExp(
      `(?:^|[.!?,]\\s*)(?:e|eh) (?:o|a)\\s+(?!(?:${[...BUSINESS_NOUNS].join('|')})\\b)`,
      'g',
    ),
    confidence: 0.8,
    notBusiness: true,
  },
];

function fromTrigger(
  canon: Canon,
  trigger: Trigger,
  match: RegExpExecArray | RegExpMatchArray,
): NameMatch | null {
  const start = wordIndexAt(canon, match.index! + match[0].length);
  const found = readPersonName(canon.words, start);
  if (!found) return null;
  if (aboutSomeoneElse(canon, match.index!)) return null;
  // 'é a Patas & Cia' names a business.
  if (trigger.notBusiness && readCompanyName(canon.words, start)?.marked) return null;
  return result(
    canon,
    found,
    canon.source.slice(canon.words[start - 1]?.start ?? found.first.start, found.last.end),
    trigger.confidence,
  );
}

function result(canon: Canon, phrase: Phrase, evidence: string, confidence: number): NameMatch {
  const next = closes(phrase.last) && /[.!?;]/.test(phrase.last.punct) ? undefined : phrase.last.index + 1;
  void canon;
  return { value: phrase.value, evidence: evidence.trim(), confidence, next };
}

/** Index of the first word after greetings at the start of the message ('oi, boa tarde! Larissa, …'). */
function afterGreeting(words: Word[]): number {
  let i = 0;
  while (
    words[i] &&
    (GREETINGS.has(words[i]!.norm) || ['tudo', 'bem', 'pessoal', 'gente'].includes(words[i]!.norm))
  )
    i += 1;
  return i;
}

/** 'Larissa, sócia.', 'Thiago aqui', 'Thiago da Patas & Cia falando', 'Larissa, da Patas & Cia'. */
function opening(canon: Canon): NameMatch | null {
  const { words } = canon;
  const start = afterGreeting(words);
  const phrase = readPersonName(words, start);
  if (!phrase || phrase.first.index !== start) return null;
  const after = words[phrase.last.index + 1];
  const evidence = canon.source.slice(phrase.first.start, (after ?? phrase.last).end);
  if (after && /^[-–|]$/.test(phrase.last.punct) && readCompanyName(words, after.index)) {
    // 'Camila Rocha - Rocha Imóveis': a signature line, name then business.
    return result(canon, phrase, canon.source.slice(phrase.first.start, phrase.last.end), 0.8);
  }
  if (after && (after.norm === 'aqui' || after.norm === 'falando') && !/[.!?]/.test(phrase.last.punct)) {
    return result(canon, phrase, evidence, 0.85);
  }
  if (!phrase.last.punct.includes(',') || !after) {
    // 'Thiago da Patas & Cia falando'
    const falando = words.findIndex((word, index) => index > phrase.last.index && word.norm === 'falando');
    if (falando > 0 && after && ['da', 'do', 'de'].includes(after.norm) && falando - phrase.last.index <= 7)
      return result(canon, phrase, canon.source.slice(phrase.first.start, words[falando]!.end), 0.85);
    // 'Oi! Larissa da Patas & Cia': a name, then a business's name.
    if (after && ['da', 'do'].includes(after.norm) && !closes(phrase.last)) {
      const company = readCompanyName(words, after.index + 1);
      if (company?.marked)
        return result(canon, phrase, canon.source.slice(phrase.first.start, company.last.end), 0.8);
    }
    return null;
  }
  // 'Larissa, sócia.' / 'Larissa, gerente de vendas' / 'Larissa, da Patas & Cia'
  const role = after.norm === 'a' || after.norm === 'o' ? words[after.index + 1] : after;
  if (role && (ROLE_WORDS.has(role.norm) || ROLE_WORDS.has(role.word) || PROFESSIONS.has(role.norm)))
    return result(canon, phrase, evidence, 0.85);
  if (['da', 'do'].includes(after.norm)) return result(canon, phrase, evidence, 0.8);
  return null;
}

/** 'sou a dona, Rosangela', 'sou o gerente aqui, Thiago': the name after the visitor's role. */
function afterRole(canon: Canon): NameMatch | null {
  const pattern = new RegExp(
    `\\bsou (?:o |a )?(?:${[...ROLE_WORDS].join('|')})(?: (?:de|do|da) [a-z]+| [a-z]+)?,\\s*`,
    'g',
  );
  for (const match of canon.text.matchAll(pattern)) {
    const start = wordIndexAt(canon, match.index + match[0].length);
    const phrase = readPersonName(canon.words, start);
    if (!phrase || !nameLike(canon.words[start])) continue;
    const following = canon.words[phrase.last.index + 1];
    // 'sou a dona, Rosangela' ends there; 'sou dono, Patas & Cia' is not a person.
    if (following && !closes(phrase.last) && !['e', 'da', 'do', 'aqui'].includes(following.norm)) continue;
    return result(canon, phrase, canon.source.slice(canon.words[start]!.start, phrase.last.end), 0.85);
  }
  return null;
}

/** 'att, Larissa' or 'obrigada, Larissa' closing the message: a signature. */
function signature(canon: Canon): NameMatch | null {
  const pattern =
    /\b(?:att|atenciosamente|abs|abraco|abracos|bjs|beijos|grata|grato|obrigada|obrigado)[,.!]?\s+/g;
  for (const match of canon.text.matchAll(pattern)) {
    const start = wordIndexAt(canon, match.index + match[0].length);
    const phrase = readPersonName(canon.words, start);
    if (!phrase || phrase.last.index !== canon.words.length - 1) continue;
    return result(canon, phrase, canon.source.slice(canon.spans[match.index]![0], phrase.last.end), 0.8);
  }
  return null;
}

export function findName(input: string | Canon): NameMatch | null {
  const canon = typeof input === 'string' ? canonicalize(input) : input;
  const found: NameMatch[] = [];
  for (const trigger of TRIGGERS) {
    for (const match of canon.text.matchAll(trigger.pattern)) {
      const name = fromTrigger(canon, trigger, match);
      if (name) {
        found.push(name);
        break;
      }
    }
    if (found.length) break;
  }
  if (found[0]) return found[0];
  return afterRole(canon) ?? opening(canon) ?? signature(canon);
}

/** The visitor's name, or undefined. */
export function extractName(text: string): string | undefined {
  return findName(text)?.value;
}

/** Words that open a short answer but are not a name ('sim', 'quero um site'). */
function answerIsName(words: Word[]): boolean {
  return words.length > 0 && words.length <= 3 && words.every((word) => nameLike(word));
}

/**
 * A short answer to 'Como posso te chamar?': 'Fernando', 'rafaela', 'Rafaela, da Studio X'. The part
 * before the first comma must be one to three name words.
 */
export function nameFromAnswer(input: string | Canon): NameMatch | null {
  const canon = typeof input === 'string' ? canonicalize(input) : input;
  const words = canon.words.slice(afterGreeting(canon.words));
  const head: Word[] = [];
  for (const word of words) {
    head.push(word);
    if (closes(word)) break;
  }
  // The answer is the first clause: 'Larissa. Quanto custa um site?' answers, then asks.
  const last = head.at(-1);
  // 'corrigindo: preciso em 1 mês' introduces what follows, it does not answer.
  if (!last || /[?:]/.test(last.punct) || /[@\d]/.test(canon.source.slice(0, last.end))) return null;
  // 'é Lucas', 'sou o Lucas', 'pode ser Lari', 'me chama de Lari': the lead-in is not part of the name.
  const lead = /^(?:(?:pode ser|pode me chamar de|me chama de|me chamam de|e|eh|sou|eu sou|eu|o|a)\s+)+/.exec(
    head.map((word) => word.norm).join(' '),
  );
  if (lead) {
    let skip = lead[0].trim().split(/\s+/).length;
    while (skip-- > 0 && head.length > 1) head.shift();
  }
  // 'Rafa mesmo', 'Lari rs': a filler after the name is not part of it.
  while (head.length > 1 && AFTER_ANSWER.has(head.at(-1)!.word)) head.pop();
  if (!answerIsName(head)) return null;
  const phrase = readPersonName(canon.words, head[0]!.index);
  if (!phrase) return null;
  return result(canon, phrase, canon.source.slice(phrase.first.start, phrase.last.end), 0.85);
}

/** Fillers after a name given as an answer ('Rafa mesmo', 'Lari rs', 'Ana, prazer'). */
const AFTER_ANSWER = new Set([
  'mesmo',
  'mesma',
  'rs',
  'rsrs',
  'kkk',
  'kkkk',
  'haha',
  'prazer',
  'aqui',
  'ta',
  'ok',
]);
