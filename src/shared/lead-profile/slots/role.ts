/**
 * The visitor's own role ('sou o dono', 'Larissa, sócia', 'somos sócios da X', 'gerente de marketing'),
 * in its canonical masculine singular form. A role that belongs to someone else ('meu gerente', 'minha
 * sócia, a Larissa', 'preciso de um designer') is left alone. A profession alone is not a role.
 */
import { type Canon, canonicalize } from '../canon';
import { ROLE_WORDS } from '../lexicon';
import { aboutSomeoneElse } from './scope';
import { type Found, words } from './text';

export { ROLE_WORDS };

const ROLE_CANONICAL: Record<string, string> = {
  ceo: 'CEO',
  cto: 'CTO',
  cfo: 'CFO',
  coo: 'COO',
  diretora: 'diretor',
  diretores: 'diretor',
  gerentes: 'gerente',
  coordenadora: 'coordenador',
  desenvolvedora: 'desenvolvedor',
  empreendedora: 'empreendedor',
  proprietario: 'proprietário',
  proprietaria: 'proprietário',
  proprietarios: 'proprietário',
  dona: 'dono',
  donos: 'dono',
  donas: 'dono',
  socio: 'sócio',
  socia: 'sócio',
  socios: 'sócio',
  socias: 'sócio',
  fundadora: 'fundador',
  fundadores: 'fundador',
  cofundador: 'fundador',
  cofundadora: 'fundador',
  supervisora: 'supervisor',
  secretaria: 'secretário',
  secretario: 'secretário',
  voluntario: 'voluntário',
  voluntaria: 'voluntário',
  voluntarios: 'voluntário',
  voluntarias: 'voluntário',
  funcionario: 'funcionário',
  funcionaria: 'funcionário',
  estagiario: 'estagiário',
  estagiaria: 'estagiário',
  administradora: 'administrador',
  encarregada: 'encarregado',
  responsavel: 'responsável',
  lider: 'líder',
};

/** Not roles on their own: 'vice' needs what follows, 'head' is English for many things, 'responsavel' is vague. */
const NOT_ALONE = new Set([
  'vice',
  'head',
  'responsavel',
  'lider',
  'assistente',
  'encarregado',
  'encarregada',
]);

/** Areas kept with the role: 'gerente de marketing', 'diretor comercial'. */
const AREAS = words(
  'marketing vendas ti tecnologia operacoes rh compras produto produtos projetos comunicacao atendimento ecommerce financas logistica inovacao dados',
);
const AREA_ADJECTIVES = words(
  'comercial financeiro financeira executivo executiva geral administrativo administrativa tecnico tecnica operacional',
);
const ROLES_WITH_AREA = new Set(['diretor', 'gerente', 'coordenador', 'analista', 'supervisor']);

const ROLE_RE = new RegExp(`\\b(${[...ROLE_WORDS].join('|')})\\b`, 'g');
/** 'preciso de um designer', 'meu gerente', 'o diretor' talk about someone else. */
const OTHER_PERSON = new Set(
  words('um uma o a os as meu minha meus minhas nosso nossa seu sua do da dos das'),
);
const SELF_REFERENCE = new Set(['sou', 'como', 'sendo', 'e', 'somos', 'eu']);
const HIRING = new Set([
  'contratar',
  'procuro',
  'procurando',
  'preciso',
  'falei',
  'com',
  'falar',
  'quero',
  'buscando',
]);

function isSelfRole(text: string, index: number): boolean {
  const before = text
    .slice(0, index)
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const previous = before.at(-1);
  if (!previous) return true;
  if (HIRING.has(previous)) return false;
  if (!OTHER_PERSON.has(previous)) return true;
  // 'sou a dona', 'eu sou o sócio': the article follows the visitor's own 'sou'.
  return SELF_REFERENCE.has(before.at(-2) ?? '');
}

/** The area after the role, as the visitor wrote it ('de TI', 'comercial'), or ''. */
function areaAfter(canon: Canon, end: number): { label: string; length: number } {
  const rest = canon.text.slice(end);
  const area = /^ (de|do|da) ([a-z]+)/.exec(rest);
  if (area && AREAS.includes(area[2]!)) {
    const from = end + area[1]!.length + 2;
    const original = canon.source.slice(canon.spans[from]![0], canon.spans[from + area[2]!.length - 1]![1]);
    const word =
      original === original.toUpperCase() && original.length <= 3 ? original : original.toLowerCase();
    return { label: ` de ${word}`, length: area[0].length };
  }
  const adjective = /^ ([a-z]+)/.exec(rest);
  if (adjective && AREA_ADJECTIVES.includes(adjective[1]!)) {
    return { label: ` ${adjective[1]}`, length: adjective[0].length };
  }
  return { label: '', length: 0 };
}

export function findRole(input: string | Canon): Found | undefined {
  const canon = typeof input === 'string' ? canonicalize(input) : input;
  const { text } = canon;
  for (const match of text.matchAll(ROLE_RE)) {
    const role = match[1]!;
    if (NOT_ALONE.has(role)) continue;
    if (!isSelfRole(text, match.index) || aboutSomeoneElse(canon, match.index)) continue;
    const canonical = ROLE_CANONICAL[role] ?? role;
    const end = match.index + match[0].length;
    const area = ROLES_WITH_AREA.has(canonical) ? areaAfter(canon, end) : { label: '', length: 0 };
    const from = canon.spans[match.index]![0];
    const to = canon.spans[end + area.length - 1]![1];
    return { value: `${canonical}${area.label}`, evidence: canon.source.slice(from, to), confidence: 0.9 };
  }
  return undefined;
}

/** Role from the fixed list, feminine and plural forms mapped to the masculine singular. */
export function extractRole(text: string): string | undefined {
  return findRole(text)?.value;
}
