/**
 * The visitor's company, from the roles of words in the clause (issue 29): the object of 'minha empresa
 * é', 'a loja se chama', 'trabalho na', 'aqui na', 'sou sócia da', 'voluntária na', 'represento a',
 * 'somos a'; the appositive of a business ('tenho um pet shop, a Patas & Cia'); the company after the
 * visitor's name ('sou a Ju da Clínica Sorriso'); the subject of a clause about the business ('A Patas &
 * Cia quer vender pela internet'). Names with '&', 'Ltda', 'ME', digits and in lower case read the same
 * way. A company in a clause about someone else (competitor, previous agency, friend) is left alone.
 */
import { type Canon, canonicalize } from '../canon';
import { BUSINESS_NOUNS, COMMON_WORDS, DOMAIN_WORDS, GREETINGS, ROLE_WORDS, VERBS } from '../lexicon';
import { findName } from './name';
import { type CompanyPhrase, closes, readCompanyName, wordIndexAt } from './phrase';
import { aboutSomeoneElse } from './scope';
import type { Found } from './text';

/** Nouns that introduce a business's name ('minha loja é X'); 'projeto' names one ('Projeto Sorriso') but 'meu projeto é um site' does not. */
const BUSINESS = [...BUSINESS_NOUNS].filter((noun) => noun !== 'projeto').join('|');
/** 'a agência antiga', 'a outra loja': a business described as someone else's, not named. */
const FORMER = new Set([
  'antiga',
  'antigo',
  'anterior',
  'outra',
  'outro',
  'concorrente',
  'concorrentes',
  'ex',
]);
const ROLE = [...ROLE_WORDS].join('|');
const AREAS =
  'marketing|vendas|ti|tecnologia|operacoes|rh|compras|produto|produtos|projetos|comunicacao|atendimento|ecommerce|financas|logistica|inovacao|dados|recursos humanos|financeiro|comercial|administrativo|juridico|suporte|design|criacao|expansao|qualidade';
/** Verbs of owning or founding a business: 'temos a Doces da Vovó', 'abrimos a Cantinho do Açaí'. */
const OWNING =
  'tenho|temos|abri|abrimos|montei|montamos|fundei|fundamos|criei|criamos|comando|comandamos|administro|administramos|toco|tocamos';

/**
 * `weakWhenUnmarked`: the confidence when the name is one plain word ('sou da Lapa': a place or a company?).
 * `markedOnly`: only a marked name counts. `severalWords`: an unmarked name counts when it has two words
 * or more and ends the clause ('temos a Doces da Vovó,' but not 'tenho a impressão que…').
 * `named`: the pattern names the business explicitly, so a common noun may open its name.
 */
type Trigger = {
  pattern: RegExp;
  confidence: number;
  weakWhenUnmarked?: number;
  markedOnly?: boolean;
  severalWords?: boolean;
  named?: boolean;
};

/** Patterns that end where the company's name starts, with how sure each reading is. */
const TRIGGERS: Trigger[] = [
  {
    pattern: /\b(?:o )?nome d[ao] (?:minha |nossa )?(?:empresa|loja|marca|negocio) (?:e|eh)\s+/g,
    confidence: 0.95,
    named: true,
  },
  {
    pattern: /\b(?:minha|nossa) (?:empresa|marca)(?: (?:e|eh|se chama|chama|chamada|chama-se))\s+/g,
    confidence: 0.95,
  },
  {
    // 'nós da Verde Vida', 'a gente da Casa & Jardim', 'o pessoal da X': the visitor's team speaking.
    pattern:
      /\b(?:nos|a gente|o pessoal|a equipe|o time|a galera)(?: e| somos)? (?:da|do|aqui da|aqui do)\s+/g,
    confidence: 0.85,
    weakWhenUnmarked: 0.6,
  },
  {
    // 'sou do financeiro da Metalúrgica São Jorge', 'trabalho no comercial da X'.
    pattern: new RegExp(
      `\\b(?:sou|somos|trabalho|trabalhamos|estou|to)(?: aqui)? (?:do|no|da|na) (?:setor |departamento |area |time )?(?:de |do |da )?(?:${AREAS}) (?:da|do|na|no)\\s+`,
      'g',
    ),
    confidence: 0.85,
  },
  {
    // 'pra minha loja, Casa das Tintas', 'tenho uma pizzaria: Forno do Zé': the noun, then its name.
    pattern: new RegExp(
      `\\b(?:minha|meu|nossa|nosso) (?:${BUSINESS})\\s*[,:]\\s+|\\b(?:um|uma) (?:${BUSINESS})(?: de [a-z]+)?\\s*:\\s+`,
      'g',
    ),
    confidence: 0.8,
    weakWhenUnmarked: 0.6,
  },
  {
    pattern: new RegExp(`\\b(?:${OWNING}) (?:a|o)\\s+`, 'g'),
    confidence: 0.8,
    severalWords: true,
  },
  {
    pattern: new RegExp(
      `\\b(?:minha|meu|nossa|nosso|a|o|esse|essa|este|esta) (?:${BUSINESS})(?: [a-z]+)?(?: [a-z]+)? (?:e|eh|se chama|chama|chamada|chamado|chama-se|vai se chamar|vai chamar|tem o nome de|tem nome de)\\s+|\\b(?:minha|meu|nossa|nosso)? ?(?:empresa|marca|${BUSINESS})\\s*:\\s*`,
      'g',
    ),
    confidence: 0.9,
  },
  {
    pattern: new RegExp(
      `\\b(?:um|uma) (?:${BUSINESS})(?: [a-z]+)?(?: [a-z]+)? (?:chamada|chamado|que se chama|que chama|com o nome de)\\s+`,
      'g',
    ),
    confidence: 0.9,
  },
  { pattern: /\b(?:nome fantasia|razao social)(?: e| eh|:)?\s+/g, confidence: 0.9 },
  {
    pattern: new RegExp(
      `\\b(?:gerencio|administro|coordeno|toco|cuido d[ao]) (?:a|o)\\s+(?=(?:${BUSINESS})\\b)`,
      'g',
    ),
    confidence: 0.85,
  },
  {
    pattern: new RegExp(
      `\\b(?:empresa|marca|negocio|${BUSINESS})\\b[^.!?;]{0,40}?\\b(?:se chama|chama|chamada|chamado|chama-se)\\s+`,
      'g',
    ),
    confidence: 0.85,
  },
  {
    pattern:
      /\b(?:cuido|cuida|coordeno|gerencio|administro|toco|respondo pelo|respondo pela)(?: d[oa])?(?: [a-z]+)? (?:da|do|na|no)\s+/g,
    confidence: 0.8,
  },
  {
    pattern: /\b(?:orcamento|site|proposta|projeto|loja|sistema|agente|chatbot) (?:para|pra|pro) (?:a|o)\s+/g,
    confidence: 0.8,
    markedOnly: true,
  },
  {
    pattern: new RegExp(`\\b(?:minha|meu|nossa|nosso) (?:${BUSINESS})\\s+(?!de\\b|da\\b|do\\b)`, 'g'),
    confidence: 0.8,
    markedOnly: true,
  },
  { pattern: /\bempresa (?:chamada|se chama|chama)\s+/g, confidence: 0.9 },
  { pattern: /\b(?:represento|representamos) (?:a|o)\s+/g, confidence: 0.9 },
  {
    pattern: new RegExp(`(?:^|[.!?]\\s*)(?:e|eh|somos|aqui e) (?:a|o)\\s+(?=(?:${BUSINESS})\\b)`, 'g'),
    confidence: 0.85,
  },
  { pattern: /\bsomos (?:a|o)\s+/g, confidence: 0.85 },
  {
    pattern: new RegExp(
      `\\b(?:${ROLE})(?: de (?:${AREAS})| (?:pelo|pela) (?:${AREAS}|site|loja|parte [a-z]+))?(?: (?!(?:da|do|de|na|no)\\b)[a-z]+)? (?:da|do|na|no|de|desta|dessa|deste|desse)\\s+`,
      'g',
    ),
    confidence: 0.85,
  },
  {
    pattern:
      /\b(?:trabalho|trabalhamos|trabalha|atuo|atuamos|estou|estamos|to)(?: aqui)?(?: (?:de|como|com) [a-z]+(?: de [a-z]+)?)? (?:na|no|pela|pelo|para a|para o|pra)\s+/g,
    confidence: 0.85,
  },
  { pattern: /\b(?:aqui|ca) (?:na|no|da|do)\s+/g, confidence: 0.85 },
  {
    pattern:
      /\b(?:falo|escrevo|falamos|escrevemos|contato|escrevendo|falando) (?:da|do|pela|pelo|em nome da|em nome do)\s+/g,
    confidence: 0.85,
  },
  { pattern: /\b(?:sou|somos|aqui e|aqui eh|falo) (?:da|do)\s+/g, confidence: 0.8, weakWhenUnmarked: 0.6 },
  { pattern: /\b(?:tenho|temos) (?:a|o)\s+/g, confidence: 0.8, markedOnly: true },
  { pattern: /\bempresa:?\s+/g, confidence: 0.8, weakWhenUnmarked: 0.7 },
];

/** 'tenho um pet shop em Curitiba, a Patas & Cia': a business noun, then ', a X' in the same clause. */
const APPOSITIVE = new RegExp(
  `\\b(?:${BUSINESS})s?\\b[^.!?,;()]{0,50}(?:,\\s+|\\s*\\(\\s*)((?:a|o)\\s+)?`,
  'g',
);

/** 'empresa Patas' names the business 'Patas': the generic word is not part of the name. */
const GENERIC_LEAD = /^\S+\s+/;
const GENERIC_WORDS = new Set(['empresa', 'firma', 'lojinha', 'empresinha']);

/**
 * 'da empresa Patas & Cia' names 'Patas & Cia'; 'da Empresa Falsa' is a name in itself: the generic word
 * is dropped only when what follows is a name on its own (marked, or more than one word).
 */
function withoutGenericLead(phrase: CompanyPhrase): string {
  // On the canonical word, so 'lojinh Encanto Kids' (a typo) reads as 'lojinha Encanto Kids'.
  if (!GENERIC_WORDS.has(phrase.words[0]?.word ?? '')) return phrase.value;
  const rest = phrase.words.slice(1);
  const standsAlone = rest.length > 1 || rest.some((word) => word.raw === '&' || /\d/.test(word.raw));
  return standsAlone ? phrase.value.replace(GENERIC_LEAD, '') : phrase.value;
}

function found(canon: Canon, phrase: CompanyPhrase, from: number, confidence: number): Found {
  return {
    value: withoutGenericLead(phrase),
    evidence: canon.source.slice(from, phrase.last.end).trim(),
    confidence,
  };
}

/** An unmarked name of two words or more, the first not an everyday word, ending its clause or before a verb. */
function endsClauseWith(canon: Canon, phrase: CompanyPhrase): boolean {
  const significant = phrase.words.filter(
    (word) => !['de', 'da', 'do', 'dos', 'das', 'e'].includes(word.norm),
  );
  if (significant.length < 2 || COMMON_WORDS.has(phrase.first.norm)) return false;
  const next = canon.words[phrase.last.index + 1];
  return (
    closes(phrase.last) ||
    !next ||
    VERBS.has(next.norm) ||
    ['e', 'que', 'em', 'no', 'na', 'pra', 'para', 'com', 'ano', 'mes', 'semana', 'ha', 'faz'].includes(
      next.norm,
    )
  );
}

function fromTriggers(canon: Canon): Found | undefined {
  for (const trigger of TRIGGERS) {
    for (const match of canon.text.matchAll(trigger.pattern)) {
      const end = match.index + match[0].length;
      const phrase = readCompanyName(canon.words, wordIndexAt(canon, end), {
        named: trigger.named || trigger.severalWords,
      });
      if (!phrase || (trigger.markedOnly && !phrase.marked)) continue;
      if (trigger.severalWords && !phrase.marked && !endsClauseWith(canon, phrase)) continue;
      if (phrase.words.some((word) => FORMER.has(word.word))) continue;
      if (aboutSomeoneElse(canon, end)) continue;
      const from = canon.spans[match.index]?.[0] ?? phrase.first.start;
      const plain = !phrase.marked && phrase.words.length === 1;
      return found(
        canon,
        phrase,
        from,
        plain ? (trigger.weakWhenUnmarked ?? trigger.confidence) : trigger.confidence,
      );
    }
  }
  return undefined;
}

function fromAppositive(canon: Canon): Found | undefined {
  for (const match of canon.text.matchAll(APPOSITIVE)) {
    // ', a Mundo Afora': the article after the comma names the business, so a common noun may open it.
    const phrase = readCompanyName(canon.words, wordIndexAt(canon, match.index + match[0].length), {
      named: Boolean(match[1]),
    });
    if (!phrase || aboutSomeoneElse(canon, match.index + match[0].length)) continue;
    // Without an article (', Patas & Cia,') only a marked name counts.
    if (!match[1] && !phrase.marked && !match[0].includes('(')) continue;
    return found(canon, phrase, canon.spans[match.index]?.[0] ?? phrase.first.start, 0.85);
  }
  return undefined;
}

/** 'sou a Ju da Clínica Sorriso', 'Larissa, da Patas & Cia', 'Thiago do Bar do Mané falando'. */
function afterName(canon: Canon): Found | undefined {
  const name = findName(canon);
  if (!name?.next) return undefined;
  let i = name.next;
  // 'Jéssica aqui, da Papelaria Criativa': skip 'aqui', 'falando' and the comma.
  while (
    canon.words[i] &&
    ['aqui', 'falando'].includes(canon.words[i]!.norm) &&
    !/[.!?;]/.test(canon.words[i]!.punct)
  )
    i += 1;
  const word = canon.words[i];
  const dashed = /^[-–|]$/.test(canon.words[name.next - 1]?.punct ?? '');
  if (dashed && word) {
    // 'Camila Rocha - Rocha Imóveis': the business after a dash.
    const phrase = readCompanyName(canon.words, i);
    return phrase ? found(canon, phrase, word.start, 0.8) : undefined;
  }
  if (!word || !['da', 'do', 'de'].includes(word.norm) || closes(word)) return undefined;
  i += 1;
  const phrase = readCompanyName(canon.words, i);
  if (!phrase) return undefined;
  return found(canon, phrase, word.start, phrase.marked ? 0.85 : 0.8);
}

/** 'A Patas & Cia quer vender pela internet': a marked business name as the subject of the clause. */
function subject(canon: Canon): Found | undefined {
  const { words } = canon;
  const starts = [0, ...words.filter((word) => /[.!?;]/.test(word.punct)).map((word) => word.index + 1)];
  for (const start of starts) {
    const article = words[start];
    if (!article || !['a', 'o'].includes(article.norm)) continue;
    const phrase = readCompanyName(words, start);
    if (!phrase?.marked || closes(phrase.last) || phrase.words.some((word) => FORMER.has(word.word)))
      continue;
    const verb = words[phrase.last.index + 1];
    if (!verb || !VERBS.has(verb.norm)) continue;
    return found(canon, phrase, article.start, 0.8);
  }
  return undefined;
}

/** 'Padaria Pão Quente aqui, boa tarde', 'Loja Bella Moda, quero um site': a business signing the message. */
function signing(canon: Canon): Found | undefined {
  const { words } = canon;
  let start = 0;
  while (words[start] && GREETINGS.has(words[start]!.norm)) start += 1;
  const phrase = readCompanyName(words, start);
  if (!phrase?.marked || phrase.first.index !== start) return undefined;
  const next = words[phrase.last.index + 1];
  const signs = next && ['aqui', 'falando'].includes(next.norm) && !closes(phrase.last);
  if (!signs && !phrase.last.punct.includes(',')) return undefined;
  return found(canon, phrase, phrase.first.start, 0.8);
}

/**
 * The name as the subject of a clause that says what it is: 'A Doce Encanto é uma confeitaria', 'Doce
 * Encanto é o nome da minha loja'.
 */
const DEFINES = new RegExp(
  `^(?:e|eh) (?:(?:um|uma) (?:${BUSINESS})\\b|o nome d[ao] (?:minha|nossa|meu|nosso) (?:empresa|marca|negocio|${BUSINESS})\\b)`,
);
function defined(canon: Canon): Found | undefined {
  const { words } = canon;
  const starts = [0, ...words.filter((word) => /[.!?;]/.test(word.punct)).map((word) => word.index + 1)];
  for (const start of starts) {
    const phrase = readCompanyName(words, start);
    if (!phrase || closes(phrase.last) || phrase.words.some((word) => FORMER.has(word.word))) continue;
    const next = words[phrase.last.index + 1];
    if (!next) continue;
    const rest = words
      .slice(next.index, next.index + 8)
      .map((word) => word.word)
      .join(' ');
    if (!DEFINES.test(rest)) continue;
    return found(canon, phrase, words[start]!.start, 0.85);
  }
  return undefined;
}

export function findCompany(input: string | Canon): Found | undefined {
  const canon = typeof input === 'string' ? canonicalize(input) : input;
  return (
    fromTriggers(canon) ??
    fromAppositive(canon) ??
    afterName(canon) ??
    subject(canon) ??
    defined(canon) ??
    signing(canon)
  );
}

/** The visitor's company, or undefined. */
export function extractCompany(text: string): string | undefined {
  return findCompany(text)?.value;
}

/** A short answer to 'Qual é o nome da sua empresa?': 'Auto Peças Central', 'padaria do zé'. */
export function companyFromAnswer(input: string | Canon): Found | undefined {
  const canon = typeof input === 'string' ? canonicalize(input) : input;
  const trimmed = canon.source.trim();
  if (!trimmed || canon.words.length > 25) return undefined;
  // 'é a Patas & Cia', 'se chama Patas & Cia', 'o nome é Patas & Cia': the answer after its lead-in.
  const lead =
    /^(?:(?:o )?nome (?:e|eh|:)\s*|(?:ela |ele |a empresa |a loja )?(?:se )?chama\s+|(?:e|eh)\s+)/.exec(
      canon.text.trim(),
    );
  const start = lead ? wordIndexAt(canon, canon.text.indexOf(lead[0]) + lead[0].length) : 0;
  if (DOMAIN_WORDS.has(canon.words[start]?.word ?? '')) return undefined;
  const phrase = readCompanyName(canon.words, start);
  if (!phrase) return undefined;
  // The answer is the first clause ('Padaria Pão Quente. vcs fazem site?'), not a question itself.
  const said = canon.source.slice(0, phrase.last.end + phrase.last.punct.length);
  if (/[?@]/.test(said)) return undefined;
  // The name, possibly followed by where the business is ('Patas & Cia, em Curitiba') or what it does
  // after a lead-in ('se chama Sabor Caseiro e fica no centro').
  const next = canon.words[phrase.last.index + 1];
  const follows = ['em', 'no', 'na', 'aqui', 'de', ...(lead ? ['e', 'mas'] : [])];
  if (next && !closes(phrase.last) && !follows.includes(next.norm)) return undefined;
  return {
    value: withoutGenericLead(phrase),
    evidence: canon.source.slice(canon.words[start]?.start ?? 0, phrase.last.end),
    confidence: 0.85,
  };
}
