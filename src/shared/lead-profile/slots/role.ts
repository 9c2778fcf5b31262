/** The visitor's own role ('sou o dono', 'gerente de marketing'), from a fixed vocabulary (docs/product/chat-assistant.md, extended). */
import { normalizeText } from '../normalize';
import { evidenceOf, type Found, words } from './text';

/** Normalised role words, feminine forms included (also used to tell names and companies apart). */
export const ROLE_WORDS = words(
  `ceo diretor diretora gerente coordenador coordenadora analista desenvolvedor desenvolvedora designer
  empreendedor empreendedora proprietario proprietaria dono dona socio socia fundador fundadora cofundador cofundadora`,
);

const ROLE_CANONICAL: Record<string, string> = {
  ceo: 'CEO',
  diretora: 'diretor',
  coordenadora: 'coordenador',
  desenvolvedora: 'desenvolvedor',
  empreendedora: 'empreendedor',
  proprietario: 'proprietário',
  proprietaria: 'proprietário',
  dona: 'dono',
  socio: 'sócio',
  socia: 'sócio',
  fundadora: 'fundador',
  cofundador: 'fundador',
  cofundadora: 'fundador',
};

/** Areas kept with the role: 'gerente de marketing', 'diretor comercial'. */
const AREAS = words(
  'marketing vendas ti tecnologia operacoes rh compras produto produtos projetos comunicacao atendimento ecommerce financas logistica inovacao dados',
);
const AREA_ADJECTIVES = words(
  'comercial financeiro financeira executivo executiva geral administrativo administrativa tecnico tecnica operacional',
);
const ROLES_WITH_AREA = new Set(['diretor', 'gerente', 'coordenador', 'analista']);

const ROLE_RE = new RegExp(`\\b(${ROLE_WORDS.join('|')})\\b`, 'g');
/** 'preciso de um designer', 'meu gerente', 'o diretor' talk about someone else. */
const OTHER_PERSON = new Set(words('um uma o a os as meu minha nosso nossa seu sua do da'));
const SELF_REFERENCE = new Set(['sou', 'como', 'sendo', 'e']);
const HIRING = new Set(['contratar', 'procuro', 'procurando', 'preciso', 'falei', 'com']);

function isSelfRole(norm: string, index: number): boolean {
  const before = norm
    .slice(0, index)
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const previous = before.at(-1);
  if (!previous) return true;
  if (HIRING.has(previous)) return false;
  if (!OTHER_PERSON.has(previous)) return true;
  return SELF_REFERENCE.has(before.at(-2) ?? '');
}

/** The area after the role, as the visitor wrote it ('de TI', 'comercial'), or ''. */
function areaAfter(text: string, norm: string, end: number): { label: string; length: number } {
  const rest = norm.slice(end);
  const area = /^ (de|do|da) (\p{L}+)/u.exec(rest);
  if (area && AREAS.includes(area[2]!)) {
    const original = evidenceOf(text, end + area[1]!.length + 2, area[2]!.length);
    const word = original === original.toUpperCase() ? original : original.toLowerCase();
    return { label: ` de ${word}`, length: area[0].length };
  }
  const adjective = /^ (\p{L}+)/u.exec(rest);
  if (adjective && AREA_ADJECTIVES.includes(adjective[1]!)) {
    const original = evidenceOf(text, end + 1, adjective[1]!.length).toLowerCase();
    return { label: ` ${original}`, length: adjective[0].length };
  }
  return { label: '', length: 0 };
}

export function findRole(text: string): Found | undefined {
  const norm = normalizeText(text);
  for (const match of norm.matchAll(ROLE_RE)) {
    if (!isSelfRole(norm, match.index)) continue;
    const canonical = ROLE_CANONICAL[match[1]!] ?? match[1]!;
    const end = match.index + match[0].length;
    const area = ROLES_WITH_AREA.has(canonical) ? areaAfter(text, norm, end) : { label: '', length: 0 };
    return {
      value: `${canonical}${area.label}`,
      evidence: evidenceOf(text, match.index, match[0].length + area.length),
    };
  }
  return undefined;
}

/** Role from the fixed list, feminine forms mapped to the masculine canonical form. */
export function extractRole(text: string): string | undefined {
  return findRole(text)?.value;
}
