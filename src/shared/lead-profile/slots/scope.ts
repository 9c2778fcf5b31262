/**
 * Whose fact is it (issue 29)? A name, a company or an amount said about someone else — a competitor,
 * a previous agency, a friend, a boss, a client — is not the visitor's. The scope is the clause: a
 * someone-else marker before the fact makes it someone else's, unless the visitor speaks of themself
 * again in between ('meu amigo me indicou, e eu tenho a Patas & Cia').
 */
import type { Canon } from '../canon';
import { BUSINESS_NOUNS, OTHER_PARTY } from '../lexicon';

const SELF = new RegExp(
  `\\b(?:sou|somos|trabalho|trabalhamos|tenho|temos|eu|(?:minha|meu|nossa|nosso) (?:${[...BUSINESS_NOUNS].join('|')}))\\b`,
  'g',
);
const MARKER = new RegExp(`\\b(?:${[...OTHER_PARTY].join('|')})\\b`, 'g');

/** Past prices: what was charged or paid elsewhere, never the visitor's budget. */
export const PAST_PRICE =
  /\b(cobrou|cobraram|cobrava|cobravam|cobra|cobram|pagou|pagaram|pagava|paguei|pagamos|custou|custaram|gastou|gastei|gastamos|orcaram|orcou|saiu por|sai por|fechou por|fechei por|me passaram|passaram|investiu|investiram|faturam|fatura|fechou|fechamos|fechei|contratei|contratamos|contratou|ano passado)\b/;

/** The clause around a canonical index: from the last sentence break before it to the next after it. */
export function clauseBounds(text: string, index: number): [number, number] {
  const before = text.slice(0, index);
  const breaks = [...before.matchAll(/[.!?;\n]|\bmas\b|\bporem\b/g)];
  const start = breaks.length ? breaks.at(-1)!.index + breaks.at(-1)![0].length : 0;
  const rest = /[.!?;\n]|\bmas\b|\bporem\b/.exec(text.slice(index));
  return [start, rest ? index + rest.index : text.length];
}

/** True when the words before `index`, in its clause, put the fact in someone else's mouth. */
export function aboutSomeoneElse(canon: Canon, index: number): boolean {
  const { text } = canon;
  const [start] = clauseBounds(text, index);
  const before = text.slice(start, index);
  const markers = [...before.matchAll(MARKER)];
  if (!markers.length) return false;
  const lastMarker = markers.at(-1)!.index;
  return ![...before.matchAll(SELF)].some((self) => self.index > lastMarker);
}

/** True when the amount at `index` is a price paid or charged elsewhere, or someone else's. */
export function someoneElsesAmount(canon: Canon, index: number): boolean {
  const [start, end] = clauseBounds(canon.text, index);
  return PAST_PRICE.test(canon.text.slice(start, end)) || aboutSomeoneElse(canon, index);
}
