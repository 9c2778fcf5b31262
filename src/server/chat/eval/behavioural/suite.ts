/**
 * The behavioural suite (issue 29; CheckList, Ribeiro et al. 2020): templates × fillers, generated in
 * code, each case stating the value it must leave in the profile (MFT: minimum functionality) or that
 * a slot must stay empty because the words are about someone else (NEG). Seeded sampling keeps the
 * suite the same on every run and small enough for CI.
 */
import type { EvalSlot } from '../run-eval';
import { parseCivil } from './calendar';
import {
  articleOf,
  BUDGET_FORMS,
  BUSINESSES,
  type Business,
  de,
  deadlineForms,
  em,
  holidayForms,
  NO_RUSH,
  NON_PROFITS,
  PEOPLE,
  type Person,
  ROLES,
  type Role,
  roleText,
  UNKNOWN_BUDGET,
  URGENT,
} from './fillers';

export type BehaviouralCase = {
  id: string;
  /** What the case exercises, e.g. 'nome sem "me chamo"'. */
  capability: string;
  kind: 'MFT' | 'NEG';
  /** The clock (ISO instant); relative deadlines are computed from its day in São Paulo. */
  now: string;
  messages: string[];
  /** The value each listed slot must hold at the end; null: it must stay empty. */
  expected: Partial<Record<EvalSlot, string | null>>;
};

/** Clocks across the year, so holidays and 'next month' fall in different places. */
export const BEHAVIOURAL_NOWS = [
  '2026-11-26T12:00:00-03:00',
  '2027-01-12T15:00:00-03:00',
  '2027-04-05T10:00:00-03:00',
  '2027-07-20T09:00:00-03:00',
];
const NOW = BEHAVIOURAL_NOWS[0]!;

/** mulberry32: a small seeded generator, so the sample is the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function hash(text: string): number {
  let h = 2_166_136_261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16_777_619);
  return h >>> 0;
}

/** `count` items of a list, chosen without repetition by a generator seeded with `key`. */
export function sample<T>(items: readonly T[], count: number, key: string): T[] {
  const next = random(hash(key));
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, Math.min(count, pool.length));
}

const PER_TEMPLATE = 10;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Filler = { person: Person; business: Business; role: Role };

/** People × businesses × roles, sampled per template. */
function fillers(key: string, count = PER_TEMPLATE): Filler[] {
  const people = sample(PEOPLE, count, `${key}:people`);
  const businesses = sample(BUSINESSES, count, `${key}:businesses`);
  const roles = sample([...ROLES, ...ROLES], count, `${key}:roles`);
  return people.map((person, index) => ({
    person,
    business: businesses[index % businesses.length]!,
    role: roles[index % roles.length]!,
  }));
}

type Template = {
  id: string;
  capability: string;
  kind: 'MFT' | 'NEG';
  build: (filler: Filler) => { messages: string[]; expected: BehaviouralCase['expected'] };
};

const one = (message: string, expected: BehaviouralCase['expected']) => ({ messages: [message], expected });

const PEOPLE_TEMPLATES: Template[] = [
  {
    id: 'me-chamo',
    capability: 'nome com "me chamo"',
    kind: 'MFT',
    build: ({ person }) => one(`oi, me chamo ${person.name}`, { name: person.name }),
  },
  {
    id: 'meu-nome-e',
    capability: 'nome com "meu nome é"',
    kind: 'MFT',
    build: ({ person }) =>
      one(`boa tarde! meu nome é ${person.name} e queria um orçamento`, { name: person.name }),
  },
  {
    id: 'nome-virgula-cargo',
    capability: 'nome sem "me chamo"',
    kind: 'MFT',
    build: ({ person, role }) =>
      one(`${capitalise(person.name)}, ${roleText(role, person.gender)}.`, {
        name: person.name,
        role: role.stored,
      }),
  },
  {
    id: 'sou-cargo-virgula-nome',
    capability: 'nome sem "me chamo"',
    kind: 'MFT',
    build: ({ person, role }) =>
      one(`sou ${articleOf(person.gender)} ${roleText(role, person.gender)}, ${person.name}`, {
        name: person.name,
        role: role.stored,
      }),
  },
  {
    id: 'nome-aqui',
    capability: 'nome sem "me chamo"',
    kind: 'MFT',
    build: ({ person }) => one(`${person.name} aqui, tudo bem?`, { name: person.name }),
  },
  {
    id: 'aqui-e',
    capability: 'nome sem "me chamo"',
    kind: 'MFT',
    build: ({ person }) =>
      one(`olá, aqui é ${articleOf(person.gender)} ${person.name}`, { name: person.name }),
  },
  {
    id: 'quem-fala',
    capability: 'nome sem "me chamo"',
    kind: 'MFT',
    build: ({ person }) =>
      one(`quem fala é ${articleOf(person.gender)} ${person.name}`, { name: person.name }),
  },
  {
    id: 'prazer',
    capability: 'nome sem "me chamo"',
    kind: 'MFT',
    build: ({ person }) => one(`prazer, ${person.name}!`, { name: person.name }),
  },
  {
    id: 'nome-da-empresa-falando',
    capability: 'nome e empresa juntos',
    kind: 'MFT',
    build: ({ person, business }) =>
      one(`oi, ${person.name} ${de(business)} ${business.name} falando`, {
        name: person.name,
        company: business.name,
      }),
  },
  {
    id: 'sou-nome-cargo-da-empresa',
    capability: 'nome, cargo e empresa numa frase',
    kind: 'MFT',
    build: ({ person, business, role }) =>
      one(
        `Sou ${articleOf(person.gender)} ${person.name}, ${roleText(role, person.gender)} ${de(business)} ${business.name}.`,
        { name: person.name, role: role.stored, company: business.name },
      ),
  },
  {
    id: 'socio-nao-e-o-visitante',
    capability: 'nome de outra pessoa não é do visitante',
    kind: 'NEG',
    build: ({ person }) =>
      one(
        `${person.gender === 'f' ? 'minha sócia, a' : 'meu sócio, o'} ${person.name}, pediu pra eu ver um site`,
        { name: null },
      ),
  },
  {
    id: 'chefe-nao-e-o-visitante',
    capability: 'nome de outra pessoa não é do visitante',
    kind: 'NEG',
    build: ({ person }) =>
      one(`${person.gender === 'f' ? 'minha chefe, a' : 'meu chefe, o'} ${person.name}, quer um site novo`, {
        name: null,
      }),
  },
  {
    id: 'indicacao-nao-e-o-visitante',
    capability: 'nome de outra pessoa não é do visitante',
    kind: 'NEG',
    build: ({ person }) =>
      one(`quem me indicou vcs foi ${articleOf(person.gender)} ${person.name}`, { name: null }),
  },
];

const COMPANY_TEMPLATES: Template[] = [
  {
    id: 'trabalho-na',
    capability: 'empresa com "trabalho na"',
    kind: 'MFT',
    build: ({ business }) => one(`trabalho ${em(business)} ${business.name}`, { company: business.name }),
  },
  {
    id: 'aqui-na',
    capability: 'empresa sem "empresa"',
    kind: 'MFT',
    build: ({ business }) =>
      one(`aqui ${em(business)} ${business.name} a gente precisa de um site novo`, {
        company: business.name,
      }),
  },
  {
    id: 'socios-da',
    capability: 'empresa sem "empresa"',
    kind: 'MFT',
    build: ({ business }) =>
      one(`somos sócios ${de(business)} ${business.name}`, { company: business.name, role: 'sócio' }),
  },
  {
    id: 'voluntaria-na',
    capability: 'empresa sem "empresa"',
    kind: 'MFT',
    build: ({ person }) => {
      const ngo = NON_PROFITS[hash(person.name) % NON_PROFITS.length]!;
      return one(`sou voluntári${articleOf(person.gender)} ${em(ngo)} ${ngo.name}`, {
        company: ngo.name,
        role: 'voluntário',
      });
    },
  },
  {
    id: 'minha-empresa-e',
    capability: 'empresa com "empresa"',
    kind: 'MFT',
    build: ({ business }) =>
      one(`minha empresa é ${business.article} ${business.name}`, { company: business.name }),
  },
  {
    id: 'tenho-um-tipo-a-nome',
    capability: 'empresa sem "empresa"',
    kind: 'MFT',
    build: ({ business }) =>
      one(`tenho ${business.kindArticle} ${business.kind}, ${business.article} ${business.name}`, {
        company: business.name,
      }),
  },
  {
    id: 'represento',
    capability: 'empresa sem "empresa"',
    kind: 'MFT',
    build: ({ business }) =>
      one(`Boa tarde, represento ${business.article} ${business.name}.`, { company: business.name }),
  },
  {
    id: 'nome-virgula-da-empresa',
    capability: 'nome e empresa juntos',
    kind: 'MFT',
    build: ({ business, person }) =>
      one(`${capitalise(person.name)}, ${de(business)} ${business.name}`, {
        name: person.name,
        company: business.name,
      }),
  },
  {
    id: 'sujeito-da-frase',
    capability: 'empresa sem "empresa"',
    kind: 'MFT',
    build: ({ business }) =>
      one(`${capitalise(business.article)} ${business.name} quer vender pela internet`, {
        company: business.name,
      }),
  },
  {
    id: 'se-chama',
    capability: 'empresa com "se chama"',
    kind: 'MFT',
    build: ({ business }) => one(`o negócio se chama ${business.name}`, { company: business.name }),
  },
  {
    id: 'concorrente-nao-e-a-empresa',
    capability: 'empresa de outra pessoa não é do visitante',
    kind: 'NEG',
    build: ({ business }) =>
      one(`meu concorrente, ${business.article} ${business.name}, tem um site ótimo`, { company: null }),
  },
  {
    id: 'agencia-anterior-nao-e-a-empresa',
    capability: 'empresa de outra pessoa não é do visitante',
    kind: 'NEG',
    build: ({ business }) =>
      one(`a agência que fez nosso site antigo foi ${business.article} ${business.name}, e sumiram`, {
        company: null,
      }),
  },
  {
    id: 'amigo-nao-e-a-empresa',
    capability: 'empresa de outra pessoa não é do visitante',
    kind: 'NEG',
    build: ({ business }) =>
      one(`um amigo ${de(business)} ${business.name} me indicou vcs`, { company: null }),
  },
];

const BUDGET_TEMPLATES = [
  'tenho {x}',
  'consigo investir {x}',
  'posso pagar {x}',
  'a verba é {x}',
  'orçamento: {x}',
  'pro projeto tenho {x}',
  '{x} tá bom?',
];

function budgetCases(): BehaviouralCase[] {
  const cases: BehaviouralCase[] = [];
  // Every form, each in two of the templates (rotating), so slang, ranges and monthly amounts all count.
  const kindLabel = { amount: 'valor', monthly: 'mensal', range: 'faixa' } as const;
  BUDGET_FORMS.forEach((form, index) => {
    for (const offset of [0, 3]) {
      const template = BUDGET_TEMPLATES[(index + offset) % BUDGET_TEMPLATES.length]!;
      cases.push({
        id: `budget:${template}:${form.text}`,
        capability: `orçamento (${kindLabel[form.kind]})`,
        kind: 'MFT',
        now: NOW,
        messages: [template.replace('{x}', form.text)],
        expected: { budget: form.stored },
      });
    }
  });
  for (const text of UNKNOWN_BUDGET) {
    cases.push({
      id: `budget:unknown:${text}`,
      capability: 'orçamento a definir',
      kind: 'MFT',
      now: NOW,
      messages: [`sobre o valor, ${text}`],
      expected: { budget: 'a definir' },
    });
  }
  const someoneElse = [
    'meu concorrente pagou {x} no site dele',
    'a agência antiga cobrava {x}',
    'o site do meu primo custou {x}',
    'me cobraram {x} em outra agência, achei caro',
  ];
  for (const template of someoneElse) {
    for (const form of sample(
      BUDGET_FORMS.filter((item) => item.kind === 'amount'),
      6,
      `budget-neg:${template}`,
    )) {
      cases.push({
        id: `budget-neg:${template}:${form.text}`,
        capability: 'valor de outra pessoa não é orçamento',
        kind: 'NEG',
        now: NOW,
        messages: [template.replace('{x}', form.text)],
        expected: { budget: null },
      });
    }
  }
  for (const text of [
    'faturamos 80 mil por mês',
    'temos 12 mil seguidores no insta',
    'a loja vende uns 5 mil por dia',
  ]) {
    cases.push({
      id: `budget-neg:${text}`,
      capability: 'faturamento e seguidores não são orçamento',
      kind: 'NEG',
      now: NOW,
      messages: [text],
      expected: { budget: null },
    });
  }
  return cases;
}

const DEADLINE_TEMPLATES = [
  'preciso do site {x}',
  'tem q estar pronto {x}',
  'prazo: {x}',
  'queremos lançar {x}',
  '{x}, dá tempo?',
];

function timelineCases(): BehaviouralCase[] {
  const cases: BehaviouralCase[] = [];
  for (const now of BEHAVIOURAL_NOWS) {
    const today = parseCivil(now);
    const forms = [...deadlineForms(today), ...holidayForms(today)];
    forms.forEach((form, index) => {
      const template = DEADLINE_TEMPLATES[(index + hashIndex(now)) % DEADLINE_TEMPLATES.length]!;
      cases.push({
        id: `timeline:${now.slice(0, 10)}:${form.text}`,
        capability: `prazo: ${form.form}`,
        kind: 'MFT',
        now,
        messages: [template.replace('{x}', form.text)],
        expected: { timeline: form.stored },
      });
    });
  }
  for (const text of URGENT) {
    cases.push({
      id: `timeline:urgent:${text}`,
      capability: 'prazo: urgente',
      kind: 'MFT',
      now: NOW,
      messages: [`preciso de um site novo, ${text}`],
      expected: { timeline: 'urgente' },
    });
  }
  for (const text of NO_RUSH) {
    cases.push({
      id: `timeline:no-rush:${text}`,
      capability: 'prazo: sem pressa',
      kind: 'MFT',
      now: NOW,
      messages: [`quero um site, ${text}`],
      expected: { timeline: 'sem pressa' },
    });
  }
  const notDeadlines = [
    'o carnaval é a nossa época mais forte',
    'moro em tiradentes, cidade histórica',
    'a empresa abriu em 2019',
    'temos 15 anos de mercado',
    'nosso café se chama Café 13 de Maio',
    'atendemos das 8h às 18h de segunda a sexta',
  ];
  for (const text of notDeadlines) {
    cases.push({
      id: `timeline-neg:${text}`,
      capability: 'data que não é prazo',
      kind: 'NEG',
      now: NOW,
      messages: [text],
      expected: { timeline: null },
    });
  }
  return cases;
}

const hashIndex = (text: string) => hash(text) % 97;

function templateCases(templates: Template[]): BehaviouralCase[] {
  return templates.flatMap((template) =>
    fillers(template.id).map((filler, index) => {
      const { messages, expected } = template.build(filler);
      return {
        id: `${template.id}:${index + 1}`,
        capability: template.capability,
        kind: template.kind,
        now: NOW,
        messages,
        expected,
      };
    }),
  );
}

/** The whole suite, in a stable order. */
export function behaviouralSuite(): BehaviouralCase[] {
  return [
    ...templateCases(PEOPLE_TEMPLATES),
    ...templateCases(COMPANY_TEMPLATES),
    ...budgetCases(),
    ...timelineCases(),
  ];
}
