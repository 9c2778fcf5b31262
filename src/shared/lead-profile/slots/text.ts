/** Helpers shared by the slot extractors: tokens of the original text, word lists, evidence. */
import { normalizeText } from '../normalize';

/**
 * A value found in a message, the words it came from (explainable extraction) and how sure the reading
 * is, 0 to 1 (issue 29: below CONFIDENCE_THRESHOLD it is confirmed with the visitor before it is stored).
 */
export type Found<T = string> = { value: T; evidence: string; confidence?: number };

/** `end`: punctuation follows the word and closes the phrase; `offset`: input index just after it. */
export type Token = { word: string; end: boolean; punct: string; offset: number };

/** A word followed by optional punctuation; punctuation ends the phrase. */
const TOKEN = /^[\s,:]*([\p{L}\p{N}][\p{L}\p{N}&'’.-]*?)([.,;:!?)]*)(?=\s|$)/u;

export function tokenize(text: string, max = 10): Token[] {
  const tokens: Token[] = [];
  let offset = 0;
  while (tokens.length < max) {
    const match = TOKEN.exec(text.slice(offset));
    if (!match) break;
    offset += match[0].length;
    const end = match[2].length > 0;
    tokens.push({ word: match[1], end, punct: match[2], offset });
    if (end) break;
  }
  return tokens;
}

/** Space-separated word list (keeps long vocabularies compact). */
export function words(list: string): string[] {
  return list.split(/\s+/).filter(Boolean);
}

export const CAPITALISED = /^\p{Lu}[\p{Ll}\p{Lu}]*(?:[-'’]\p{L}+)*$/u;
export const LOWERCASE_WORD = /^\p{Ll}+$/u;

export function titleCase(word: string): string {
  return word.charAt(0).toLocaleUpperCase('pt-BR') + word.slice(1);
}

/**
 * The original words behind a match found in the normalised text. normalizeText keeps the length of
 * NFC text, so indices carry over; otherwise the normalised words are the evidence.
 */
export function evidenceOf(text: string, index: number, length: number): string {
  const nfc = text.normalize('NFC');
  const source = normalizeText(nfc).length === nfc.length ? nfc : normalizeText(nfc);
  return source.slice(index, index + length).trim();
}

/** Businesses people name their company after ('minha loja, a X', 'da clínica X'). Normalised. */
export const BUSINESS_NOUNS = words(
  `empresa loja clinica consultorio padaria confeitaria cafeteria pizzaria restaurante lanchonete bar
  academia escola escritorio agencia imobiliaria farmacia farmacias rede marca startup fabrica industria
  oficina salao barbearia studio estudio boutique otica floricultura construtora transportadora
  distribuidora loja petshop pousada hotel mercado mercearia acougue hamburgueria sorveteria doceria
  livraria papelaria grafica igreja ong instituto associacao cooperativa`,
);
