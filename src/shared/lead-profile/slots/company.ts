/**
 * The visitor's company: 'minha empresa é X', 'trabalho na X', 'sou dono da X', 'CEO da X',
 * 'minha loja se chama X', 'tenho uma loja de roupas em Curitiba, a X', 'da clínica X'.
 */
import { normalizeText } from '../normalize';
import { findName } from './name';
import { ROLE_WORDS } from './role';
import { BUSINESS_NOUNS, type Found, LOWERCASE_WORD, type Token, titleCase, tokenize, words } from './text';

const ROLE_AT = `(?:${ROLE_WORDS.map((word) => word.replace('proprietari', 'propriet[áa]ri').replace('socio', 's[óo]cio').replace('socia', 's[óo]cia')).join('|')})`;
const BUSINESS = `(?:${BUSINESS_NOUNS.map((noun) =>
  noun
    .replace('clinica', 'cl[íi]nica')
    .replace('otica', '[óo]tica')
    .replace('imobiliaria', 'imobili[áa]ria')
    .replace('farmacia', 'farm[áa]cia')
    .replace('escritorio', 'escrit[óo]rio')
    .replace('consultorio', 'consult[óo]rio')
    .replace('salao', 'sal[ãa]o')
    .replace('industria', 'ind[úu]stria')
    .replace('fabrica', 'f[áa]brica')
    .replace('grafica', 'gr[áa]fica')
    .replace('estudio', 'est[úu]dio')
    .replace('agencia', 'ag[êe]ncia'),
).join('|')})`;
const COMPANY_TRIGGER = new RegExp(
  [
    'minha empresa (?:[ée]|se chama|chama-se)',
    'empresa (?:chamada|se chama)',
    'nome da (?:minha )?empresa [ée]',
    `(?:minha|meu|nossa|nosso|a|o) ${BUSINESS}(?: [\\p{L}]+)? (?:[ée]|se chama|chama|chamada|chamado|vai se chamar|vai chamar)`,
    '(?:minha|nossa) marca [ée]',
    'empresa',
    'trabalho (?:na|no|em|para|pra)',
    'sou (?:da|do)',
    'somos (?:a|o)',
    'represento (?:a|o)',
    `${ROLE_AT}(?: (?:d[eao] )?\\p{L}+)? (?:da|do|na|no|de)`,
  ]
    .map((phrase) => `(?<!\\p{L})${phrase}(?!\\p{L})`)
    .join('|'),
  'giu',
);
/** 'tenho uma loja de roupas em Curitiba, a Moda Sul': a business noun, then ', a X'. */
const APPOSITIVE = new RegExp(`(?<!\\p{L})${BUSINESS}s?(?!\\p{L})[^.!?,]{0,50},\\s+(?:a|o)\\s+`, 'giu');
/** 'É a Clínica Vida Plena': a sentence that starts by naming the business. */
const NAMES_BUSINESS = new RegExp(`^\\s*(?:[ée]|somos)\\s+(?:a|o)\\s+(?=${BUSINESS}\\s)`, 'iu');

const COMPANY_FILLERS = new Set(['é', 'e', 'a', 'o', 'se', 'chama', 'chama-se', 'chamada', 'chamado']);
const COMPANY_CONNECTORS = new Set(['de', 'da', 'do', 'dos', 'das', 'e', '&']);
const COMPANY_START = /^[\p{Lu}\p{N}]/u;
/** Places that follow 'sou da', 'trabalho em' and are not companies (normalised first word). */
const PLACES = new Set(
  words(
    'sao rio belo brasilia curitiba porto salvador recife fortaleza manaus goiania campinas florianopolis brasil bahia minas parana pernambuco ceara goias sp rj mg bh capital zona',
  ),
);
/** Lowercase words that end a lowercase company name ('da clinica sorriso, preciso'). */
const NOT_IN_NAME = new Set(
  words('e que para pra com em no na de do da preciso quero queria tenho temos sou somos mas porque'),
);

function isCompanyWord(word: string): boolean {
  return COMPANY_START.test(word) && !ROLE_WORDS.includes(normalizeText(word));
}

/**
 * Up to four significant capitalised words (connectors inside). `lowercase`: the visitor wrote the name
 * in lower case after a business noun ('clinica sorriso'): taken as is, in title case.
 */
export function readCompany(tokens: Token[], { lowercase = false } = {}): string | undefined {
  let i = 0;
  while (tokens[i] && !tokens[i]!.end && COMPANY_FILLERS.has(tokens[i]!.word)) i += 1;
  const first = tokens[i];
  if (!first || PLACES.has(normalizeText(first.word))) return undefined;
  if (!isCompanyWord(first.word)) {
    const business = BUSINESS_NOUNS.includes(normalizeText(first.word));
    if (!lowercase || !business || !LOWERCASE_WORD.test(first.word)) return undefined;
    const parts = [first.word];
    for (let j = i + 1; j < tokens.length && parts.length < 3 && !tokens[j - 1]!.end; j += 1) {
      const word = tokens[j]!.word;
      if (!LOWERCASE_WORD.test(word) || NOT_IN_NAME.has(normalizeText(word))) break;
      parts.push(word);
    }
    return parts.length > 1 ? parts.map(titleCase).join(' ') : undefined;
  }
  const parts = [first.word];
  let significant = 1;
  let last = first;
  i += 1;
  while (!last.end && significant < 4 && tokens[i]) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    if (isCompanyWord(token.word)) {
      parts.push(token.word);
      last = token;
      i += 1;
    } else if (COMPANY_CONNECTORS.has(token.word) && !token.end && next && isCompanyWord(next.word)) {
      parts.push(token.word, next.word);
      last = next;
      i += 2;
    } else break;
    significant += 1;
  }
  return parts.join(' ');
}

export function findCompany(text: string): Found | undefined {
  const start = NAMES_BUSINESS.exec(text);
  if (start) {
    const company = readCompany(tokenize(text.slice(start[0].length)));
    if (company) return { value: company, evidence: company };
  }
  for (const match of text.matchAll(COMPANY_TRIGGER)) {
    const company = readCompany(tokenize(text.slice(match.index + match[0].length)));
    if (company) return { value: company, evidence: `${match[0]} ${company}` };
  }
  for (const match of text.matchAll(APPOSITIVE)) {
    const company = readCompany(tokenize(text.slice(match.index + match[0].length)));
    if (company) return { value: company, evidence: `${match[0]}${company}` };
  }
  const rest = findName(text)?.rest ?? '';
  const tail = /^\s+d[ao]\s+/u.exec(rest);
  if (!tail) return undefined;
  const company = readCompany(tokenize(rest.slice(tail[0].length)), { lowercase: true });
  return company ? { value: company, evidence: `${tail[0].trim()} ${company}` } : undefined;
}

/** Company after 'empresa', 'trabalho na/no/em', 'sou da', 'minha empresa é/se chama' or 'sou o João da X'. */
export function extractCompany(text: string): string | undefined {
  return findCompany(text)?.value;
}

/** A short answer to 'Qual é o nome da sua empresa?': 'Auto Peças Central', 'padaria do zé'. */
export function companyFromAnswer(text: string): Found | undefined {
  const trimmed = text.trim().replace(/[.!]+$/, '');
  if (!trimmed || /[?\d@]/.test(trimmed) || trimmed.split(/\s+/).length > 5) return undefined;
  if (NOT_IN_NAME.has(normalizeText(trimmed.split(/\s+/)[0]!))) return undefined;
  const company = readCompany(tokenize(trimmed), { lowercase: true });
  return company ? { value: company, evidence: trimmed } : undefined;
}
