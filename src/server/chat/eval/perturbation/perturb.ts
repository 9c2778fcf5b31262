/**
 * Perturbations that must not change what the assistant understands (CheckList's invariance tests):
 * the same message without accents, in lower case, with a keyboard-neighbour typo, with a letter
 * dropped, and with the chat abbreviations 'vc/vcs/pq/tb/q'. Typos are seeded per message, and never
 * touch the words of the facts themselves (a misspelt name is another name).
 */
import { stripAccents } from '@shared/lead-profile/normalize';

export const PERTURBATIONS = [
  'sem-acentos',
  'minusculas',
  'vizinho-no-teclado',
  'letra-faltando',
  'abreviacoes',
] as const;
export type Perturbation = (typeof PERTURBATIONS)[number];

/** Neighbouring keys on the Brazilian ABNT2 keyboard. */
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
  p: 'olç',
  a: 'qwsz',
  s: 'adwezx',
  d: 'sferxc',
  f: 'dgrtcv',
  g: 'fhtyvb',
  h: 'gjyubn',
  j: 'hkuinm',
  k: 'jliom',
  l: 'kçop',
  ç: 'lp',
  z: 'asx',
  x: 'zcsd',
  c: 'xvdf',
  v: 'cbfg',
  b: 'vngh',
  n: 'bmhj',
  m: 'njk',
};

/** A deterministic generator in [0, 1) seeded by a string (FNV-1a, then xorshift). */
export function seeded(key: string): () => number {
  let state = 2_166_136_261;
  for (const char of key) state = Math.imul(state ^ char.charCodeAt(0), 16_777_619);
  state >>>= 0;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4_294_967_296;
  };
}

const WORD = /[\p{L}]+/gu;

/**
 * Words a typo may touch: letters only, 5 or more (a typo in a shorter word mostly makes another word:
 * 'dias' → 'das', 'dona' → 'dina'), and not part of a protected fact.
 */
function typoCandidates(message: string, protectedWords: Set<string>) {
  return [...message.matchAll(WORD)].filter(
    (match) => match[0].length >= 5 && !protectedWords.has(stripAccents(match[0]).toLowerCase()),
  );
}

function replaceWord(message: string, index: number, length: number, word: string): string {
  return message.slice(0, index) + word + message.slice(index + length);
}

function keyboardTypo(word: string, next: () => number): string {
  const positions = [...word]
    .map((char, index) => ({ char, index }))
    .filter(({ char, index }) => index > 0 && NEIGHBOURS[char.toLowerCase()]);
  if (!positions.length) return word;
  const { char, index } = positions[Math.floor(next() * positions.length)]!;
  const options = NEIGHBOURS[char.toLowerCase()]!;
  const swap = options[Math.floor(next() * options.length)]!;
  const letters = [...word];
  letters[index] = char === char.toLowerCase() ? swap : swap.toUpperCase();
  return letters.join('');
}

function dropLetter(word: string, next: () => number): string {
  const letters = [...word];
  const index = 1 + Math.floor(next() * (letters.length - 1));
  letters.splice(index, 1);
  return letters.join('');
}

const ABBREVIATIONS: [RegExp, string][] = [
  [/(?<![\p{L}\p{N}])(porque|porquê|por que|por quê)(?![\p{L}\p{N}])/giu, 'pq'],
  [/(?<![\p{L}\p{N}])(vocês|voces)(?![\p{L}\p{N}])/giu, 'vcs'],
  [/(?<![\p{L}\p{N}])(você|voce)(?![\p{L}\p{N}])/giu, 'vc'],
  [/(?<![\p{L}\p{N}])(também|tambem)(?![\p{L}\p{N}])/giu, 'tb'],
  [/(?<![\p{L}\p{N}])que(?![\p{L}\p{N}])/giu, 'q'],
];

/**
 * The message under one perturbation. `key` seeds the typo (conversation id and turn);
 * `protectedWords` (lower case, no accents) are the words of the expected facts.
 */
export function perturb(
  message: string,
  kind: Perturbation,
  key: string,
  protectedWords = new Set<string>(),
): string {
  switch (kind) {
    case 'sem-acentos':
      return stripAccents(message);
    case 'minusculas':
      return message.toLowerCase();
    case 'abreviacoes':
      return ABBREVIATIONS.reduce((text, [pattern, short]) => text.replace(pattern, short), message);
    case 'vizinho-no-teclado':
    case 'letra-faltando': {
      const next = seeded(`${key}:${kind}`);
      const candidates = typoCandidates(message, protectedWords);
      if (!candidates.length) return message;
      const match = candidates[Math.floor(next() * candidates.length)]!;
      const typo = kind === 'letra-faltando' ? dropLetter(match[0], next) : keyboardTypo(match[0], next);
      return replaceWord(message, match.index, match[0].length, typo);
    }
  }
}

/** The words of a conversation's facts, which typos leave alone. */
export function factWords(values: (string | undefined)[]): Set<string> {
  return new Set(
    values.flatMap((value) =>
      value
        ? (stripAccents(value)
            .toLowerCase()
            .match(/[a-z]+/g) ?? [])
        : [],
    ),
  );
}
