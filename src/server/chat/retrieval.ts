/**
 * Knowledge retrieval for the chat: BM25 over accent-folded, stop-word-free, lightly stemmed PT-BR
 * tokens, with titles and keywords weighted above body text and a bonus for whole keyword phrases.
 * Deterministic and dependency-free, so the local assistant is testable.
 */
import { normalizeText } from '@shared/lead-profile/normalize';
import type { KnowledgeEntry, KnowledgeHit } from './types';

/** Common PT-BR words that carry no topic (accent-folded). Greetings and fillers included. */
const STOPWORDS = new Set(
  `a o os as um uma uns umas de do da dos das d em no na nos nas num numa por pelo pela pelos pelas
  para pra pro pras pros com sem sob sobre ate ao aos que qual quais quanto quanta quantos quantas
  quem onde quando porque porq pq e ou mas se nao sim ja tambem so mais menos muito muita muitos muitas
  pouco bem mal tudo todo toda todos todas algo algum alguma alguns algumas nenhum nenhuma outro outra
  eu me mim meu minha meus minhas tu te ti teu tua voce voces vc vcs seu sua seus suas ele ela eles elas
  nos nosso nossa nossos nossas lhe lhes isso isto esse essa esses essas este esta estes estas aquele
  aquela aquilo aqui ai la ser sou somos sao era foi fui seja estar estou esta estamos estao estava ter
  tenho tem temos tinha ha haver fazer faz fazem faco fazendo fiz poder pode podem posso podemos poderia
  ir vou vai vamos queria quero queremos gostaria gostariamos preciso precisamos precisa precisaria
  saber sei dizer diz ver vi oi ola ole opa hey bom boa bons boas dia tarde noite tudo beleza
  obrigado obrigada valeu por favor ok okay certo entao agora assim la como coisa coisas gente cara tipo
  algum existe existem tipo favor legal show top duvida duvidas pergunta perguntas informacao
  informacoes ajuda ajudar dar dao da ta haha kkk kk rs mesmo mesma menos sabe fala ne ai hein`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Light PT-BR stemmer: folds plurals, gender and a few noun/verb endings so 'integrações',
 * 'integração' and 'integrar', or 'investimento' and 'investir', meet. Short words stay as they are.
 */
const PLURALS: [RegExp, string][] = [
  [/(a|i)coes$/, '$1c'],
  [/(a|i)cao$/, '$1c'],
  [/oes$/, 'ao'],
  [/aes$/, 'ao'],
  [/ais$/, 'al'],
  [/eis$/, 'el'],
  [/ns$/, 'm'],
  [/(r|z)es$/, '$1'],
  [/s$/, ''],
];

export function stem(word: string): string {
  if (word.length <= 3) return word;
  const plural = PLURALS.find(([pattern]) => pattern.test(word));
  let root = plural ? word.replace(plural[0], plural[1]) : word;
  if (root.length > 5) {
    root = /(a|e|i)mento$/.test(root)
      ? root.replace(/(a|e|i)mento$/, '')
      : root.replace(/(aram|eram|iram|avam|ando|endo|indo|amos|emos|imos|ar|er|ir|am|em)$/, '');
    root = root.replace(/(ac|ic)$/, '');
    if (root.length > 5) root = root.replace(/[ao]$/, '');
  }
  return root;
}

/** Normalised, stop-word-free, stemmed tokens of a text. */
export function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !STOPWORDS.has(word))
    .map(stem);
}

/** Plain normalised text with single spaces, for phrase matching. */
function phraseText(text: string): string {
  return ` ${normalizeText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

type IndexedEntry = {
  entry: KnowledgeEntry;
  weights: Map<string, number>;
  length: number;
  phrases: string[];
};

export type KnowledgeIndex = {
  entries: IndexedEntry[];
  idf: Map<string, number>;
  averageLength: number;
};

const TITLE_WEIGHT = 3;
const KEYWORD_WEIGHT = 3;
const BODY_WEIGHT = 1;
const DETAILS_WEIGHT = 0.5;
const PHRASE_BONUS = 2.5;
const K1 = 1.2;
const B = 0.6;

function addTokens(weights: Map<string, number>, text: string, weight: number) {
  for (const token of tokenize(text)) weights.set(token, (weights.get(token) ?? 0) + weight);
}

export function buildIndex(entries: KnowledgeEntry[]): KnowledgeIndex {
  const indexed = entries.map((entry) => {
    const weights = new Map<string, number>();
    addTokens(weights, entry.title, TITLE_WEIGHT);
    for (const keyword of entry.keywords) addTokens(weights, keyword, KEYWORD_WEIGHT);
    addTokens(weights, entry.answer, BODY_WEIGHT);
    if (entry.details) addTokens(weights, entry.details, DETAILS_WEIGHT);
    const length = [...weights.values()].reduce((sum, value) => sum + value, 0);
    const phrases = entry.keywords
      .filter((keyword) => keyword.trim().includes(' '))
      .map((keyword) => phraseText(keyword));
    return { entry, weights, length, phrases };
  });
  const documentFrequency = new Map<string, number>();
  for (const item of indexed) {
    for (const token of item.weights.keys()) {
      documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1);
    }
  }
  const total = indexed.length;
  const idf = new Map<string, number>();
  for (const [token, frequency] of documentFrequency) {
    idf.set(token, Math.log(1 + (total - frequency + 0.5) / (frequency + 0.5)));
  }
  const averageLength = indexed.reduce((sum, item) => sum + item.length, 0) / Math.max(1, total);
  return { entries: indexed, idf, averageLength };
}

/** Below this a match is noise (one common word shared with a long entry). */
export const MIN_SCORE = 2.5;
/**
 * Confidence threshold (decision 014): the share of the question's weight (idf; words the knowledge
 * never uses weigh as much as the rarest word) carried by words the knowledge knows. 'Vocês aceitam
 * bitcoin?' shares 'aceitam' with an entry but 'bitcoin' is unknown: below the threshold, so the
 * honest fallback answers instead of the nearest blurb.
 */
export const MIN_KNOWN_SHARE = 0.6;

/**
 * The second half of the threshold: the share of the question's weight the chosen entry itself
 * covers. 'Vocês vendem hospedagem de e-mail corporativo?' uses known words, but no one entry speaks
 * of e-mail hosting.
 */
export const MIN_ENTRY_SHARE = 0.45;

/** The share of the query's weight carried by the words `covers` accepts, 0..1 (1 for no topic words). */
function weightedShare(index: KnowledgeIndex, query: string, covers: (term: string) => boolean): number {
  const terms = [...new Set(tokenize(query))];
  if (terms.length === 0) return 1;
  const maxIdf = Math.max(0, ...index.idf.values());
  let known = 0;
  let total = 0;
  for (const term of terms) {
    const weight = index.idf.get(term) ?? maxIdf;
    total += weight;
    if (covers(term)) known += weight;
  }
  return total === 0 ? 1 : known / total;
}

/** How much of the question the knowledge speaks about, 0..1 (1 for a query without topic words). */
export function knownShare(index: KnowledgeIndex, query: string): number {
  return weightedShare(index, query, (term) => index.idf.has(term));
}

/** How much of the question one entry speaks about, 0..1. */
export function entryShare(index: KnowledgeIndex, query: string, entryId: string): number {
  const item = index.entries.find((candidate) => candidate.entry.id === entryId);
  return item ? weightedShare(index, query, (term) => item.weights.has(term)) : 0;
}

/** The entries that best answer `query`, best first; ties keep catalogue order. */
export function search(index: KnowledgeIndex, query: string, limit = 3): KnowledgeHit[] {
  const terms = [...new Set(tokenize(query))];
  if (terms.length === 0) return [];
  const queryPhrase = phraseText(query);
  const hits: KnowledgeHit[] = [];
  for (const item of index.entries) {
    let score = 0;
    for (const term of terms) {
      const tf = item.weights.get(term);
      if (!tf) continue;
      const norm = K1 * (1 - B + (B * item.length) / index.averageLength);
      score += (index.idf.get(term) ?? 0) * ((tf * (K1 + 1)) / (tf + norm));
    }
    for (const phrase of item.phrases) if (queryPhrase.includes(phrase)) score += PHRASE_BONUS;
    if (score >= MIN_SCORE) hits.push({ entry: item.entry, score: Math.round(score * 1000) / 1000 });
  }
  return hits.sort((a, b) => b.score - a.score).slice(0, limit);
}
