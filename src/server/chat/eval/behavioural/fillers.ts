/**
 * Fillers for the behavioural suite (CheckList, Ribeiro et al. 2020): Brazilian people, businesses,
 * roles, budgets and deadlines as visitors write them, each with the value a careful annotator would
 * store (the conventions of tests/eval/chat/held-out/README.md). Dates are computed from the
 * conversation's clock with ./calendar, never typed.
 */
import {
  addDays,
  addMonths,
  type CivilDate,
  civil,
  compareCivil,
  HOLIDAYS,
  isoDate,
  lastDayOfMonth,
  nextHoliday,
} from './calendar';

export type Gender = 'f' | 'm';
export type Person = { name: string; gender: Gender; region: string };

/** First names (some with a surname, some lower case) from every region. */
export const PEOPLE: Person[] = [
  { name: 'Francisca', gender: 'f', region: 'Nordeste' },
  { name: 'Raimundo', gender: 'm', region: 'Nordeste' },
  { name: 'Josefa', gender: 'f', region: 'Nordeste' },
  { name: 'Cícero', gender: 'm', region: 'Nordeste' },
  { name: 'Damiana', gender: 'f', region: 'Nordeste' },
  { name: 'Maria das Graças', gender: 'f', region: 'Nordeste' },
  { name: 'Railson', gender: 'm', region: 'Norte' },
  { name: 'Keila', gender: 'f', region: 'Norte' },
  { name: 'Iracema', gender: 'f', region: 'Norte' },
  { name: 'Jander Monteiro', gender: 'm', region: 'Norte' },
  { name: 'Wender', gender: 'm', region: 'Centro-Oeste' },
  { name: 'Lorrany', gender: 'f', region: 'Centro-Oeste' },
  { name: 'Divino', gender: 'm', region: 'Centro-Oeste' },
  { name: 'Kênia Rocha', gender: 'f', region: 'Centro-Oeste' },
  { name: 'Larissa', gender: 'f', region: 'Sudeste' },
  { name: 'Thiago', gender: 'm', region: 'Sudeste' },
  { name: 'Renata Moraes', gender: 'f', region: 'Sudeste' },
  { name: 'Beto', gender: 'm', region: 'Sudeste' },
  { name: 'Heloísa', gender: 'f', region: 'Sul' },
  { name: 'Guilherme Schmitt', gender: 'm', region: 'Sul' },
  { name: 'Gabriele', gender: 'f', region: 'Sul' },
  { name: 'Lauro', gender: 'm', region: 'Sul' },
  { name: 'maria eduarda', gender: 'f', region: 'Sul' },
  { name: 'joão pedro', gender: 'm', region: 'Sudeste' },
  { name: 'rosangela', gender: 'f', region: 'Sudeste' },
  { name: 'zé', gender: 'm', region: 'Nordeste' },
  { name: 'Vitória', gender: 'f', region: 'Nordeste' },
  { name: 'Clara', gender: 'f', region: 'Sul' },
];

export type Business = { name: string; article: 'a' | 'o'; kind: string; kindArticle: 'uma' | 'um' };

/** Businesses as their owners write them: '&', 'Ltda', 'ME', 'EIRELI', digits, lower case. */
export const BUSINESSES: Business[] = [
  { name: 'Patas & Cia', article: 'a', kind: 'pet shop', kindArticle: 'um' },
  { name: 'Silva e Filhos Ltda', article: 'a', kind: 'loja de material de construção', kindArticle: 'uma' },
  { name: 'oficina do zé', article: 'a', kind: 'oficina mecânica', kindArticle: 'uma' },
  { name: 'Studio 7 Pilates ME', article: 'o', kind: 'studio de pilates', kindArticle: 'um' },
  { name: 'Ferragens Souza EIRELI', article: 'a', kind: 'loja de ferragens', kindArticle: 'uma' },
  { name: 'M&M Contabilidade', article: 'a', kind: 'contabilidade', kindArticle: 'uma' },
  { name: 'Bar do Mané', article: 'o', kind: 'bar', kindArticle: 'um' },
  { name: '3 Irmãos Materiais de Construção', article: 'a', kind: 'loja', kindArticle: 'uma' },
  { name: 'casa da esfiha', article: 'a', kind: 'lanchonete', kindArticle: 'uma' },
  { name: 'JR Transportes Ltda', article: 'a', kind: 'transportadora', kindArticle: 'uma' },
  { name: 'Clínica Sorrir Mais', article: 'a', kind: 'clínica odontológica', kindArticle: 'uma' },
  { name: 'Açaí 10', article: 'o', kind: 'açaiteria', kindArticle: 'uma' },
  { name: 'Moura & Lima Advogados', article: 'a', kind: 'escritório de advocacia', kindArticle: 'um' },
  { name: 'Instituto Criança Feliz', article: 'o', kind: 'ONG', kindArticle: 'uma' },
  { name: 'Academia Corpo & Mente', article: 'a', kind: 'academia', kindArticle: 'uma' },
  { name: 'Restaurante Sabor do Sertão', article: 'o', kind: 'restaurante', kindArticle: 'um' },
  { name: 'padaria pão nosso', article: 'a', kind: 'padaria', kindArticle: 'uma' },
  { name: 'Auto Peças Nordeste ME', article: 'a', kind: 'loja de autopeças', kindArticle: 'uma' },
  { name: 'Tech4You Soluções', article: 'a', kind: 'empresa de TI', kindArticle: 'uma' },
  { name: 'Farmácia Vida & Saúde', article: 'a', kind: 'farmácia', kindArticle: 'uma' },
  { name: 'Café 13 de Maio', article: 'o', kind: 'cafeteria', kindArticle: 'uma' },
  { name: 'Barbearia do Careca', article: 'a', kind: 'barbearia', kindArticle: 'uma' },
  { name: 'ateliê da nanda', article: 'o', kind: 'ateliê de costura', kindArticle: 'um' },
  { name: 'Escola Pequenos Gênios', article: 'a', kind: 'escola infantil', kindArticle: 'uma' },
];

/** Non-profits, where visitors are volunteers. */
export const NON_PROFITS: Business[] = [
  { name: 'Instituto Criança Feliz', article: 'o', kind: 'ONG', kindArticle: 'uma' },
  { name: 'ONG Amigos dos Bichos', article: 'a', kind: 'ONG', kindArticle: 'uma' },
  { name: 'Associação Mãos Dadas', article: 'a', kind: 'associação', kindArticle: 'uma' },
  { name: 'Projeto Sorriso Solidário', article: 'o', kind: 'projeto social', kindArticle: 'um' },
  { name: 'casa de apoio esperança', article: 'a', kind: 'casa de apoio', kindArticle: 'uma' },
  { name: 'Lar São Vicente de Paulo', article: 'o', kind: 'asilo', kindArticle: 'um' },
  { name: 'Banco de Alimentos 2 Irmãos', article: 'o', kind: 'ONG', kindArticle: 'uma' },
];

export type Role = { f: string; m: string; stored: string };

/** Positions in a business; `stored` is the canonical masculine form. */
export const ROLES: Role[] = [
  { f: 'dona', m: 'dono', stored: 'dono' },
  { f: 'sócia', m: 'sócio', stored: 'sócio' },
  { f: 'proprietária', m: 'proprietário', stored: 'proprietário' },
  { f: 'fundadora', m: 'fundador', stored: 'fundador' },
  { f: 'gerente', m: 'gerente', stored: 'gerente' },
  { f: 'diretora comercial', m: 'diretor comercial', stored: 'diretor comercial' },
  { f: 'coordenadora de marketing', m: 'coordenador de marketing', stored: 'coordenador de marketing' },
  { f: 'CEO', m: 'CEO', stored: 'CEO' },
  { f: 'gerente de vendas', m: 'gerente de vendas', stored: 'gerente de vendas' },
  { f: 'presidente', m: 'presidente', stored: 'presidente' },
  { f: 'analista de marketing', m: 'analista de marketing', stored: 'analista de marketing' },
  { f: 'recepcionista', m: 'recepcionista', stored: 'recepcionista' },
];

export const roleText = (role: Role, gender: Gender) => (gender === 'f' ? role.f : role.m);
export const articleOf = (gender: Gender) => (gender === 'f' ? 'a' : 'o');
/** 'da'/'do', 'na'/'no' for a business. */
export const de = (business: Business) => `d${business.article}`;
export const em = (business: Business) => `n${business.article}`;

// ---------------------------------------------------------------- budgets

export type BudgetForm = { text: string; stored: string; kind: 'amount' | 'monthly' | 'range' };

/** Reais as the annotation convention stores them: 'R$ 800', 'R$ 1,5 mil', 'R$ 1,5 milhão'. */
export function storedAmount(reais: number): string {
  const comma = (value: number) => String(Math.round(value * 10) / 10).replace('.', ',');
  if (reais >= 1_000_000)
    return `R$ ${comma(reais / 1_000_000)} ${reais >= 2_000_000 ? 'milhões' : 'milhão'}`;
  if (reais >= 1000) return `R$ ${comma(reais / 1000)} mil`;
  return `R$ ${reais}`;
}

const dotted = (reais: number) => reais.toLocaleString('pt-BR');

/** Ways of writing one amount, from the formal to the slang. */
function amountForms(reais: number): string[] {
  const thousands = reais / 1000;
  const forms = [`R$ ${dotted(reais)}`, `R$ ${dotted(reais)},00`, `${reais} reais`, `R$${reais}`];
  if (reais >= 1000) {
    const k = String(thousands).replace('.', ',');
    forms.push(`${k} mil`, `${k}k`, `uns ${k} mil`, `${k} mil reais`);
    if (Number.isInteger(thousands)) forms.push(`${thousands} pau`, `uns ${thousands} pau`, `${thousands}K`);
  }
  return forms;
}

const SPELLED: [string, number][] = [
  ['quinhentos reais', 500],
  ['mil reais', 1000],
  ['mil e duzentos', 1200],
  ['mil e quinhentos', 1500],
  ['dois mil e quinhentos', 2500],
  ['três mil', 3000],
  ['três mil e quinhentos', 3500],
  ['cinco mil', 5000],
  ['dez mil', 10_000],
  ['doze mil', 12_000],
  ['vinte mil', 20_000],
  ['cinquenta mil', 50_000],
];

export const BUDGET_FORMS: BudgetForm[] = [
  ...[800, 1200, 2500, 5000, 8000, 10_000, 12_500, 15_000, 40_000].flatMap((reais) =>
    amountForms(reais).map((text) => ({ text, stored: storedAmount(reais), kind: 'amount' as const })),
  ),
  ...SPELLED.map(([text, reais]) => ({ text, stored: storedAmount(reais), kind: 'amount' as const })),
  { text: 'até 6 mil', stored: 'R$ 6 mil', kind: 'amount' },
  { text: 'no máximo 4 mil', stored: 'R$ 4 mil', kind: 'amount' },
  { text: 'uns 3 mil e pouco', stored: 'R$ 3 mil', kind: 'amount' },
  { text: 'meio milhão', stored: 'R$ 500 mil', kind: 'amount' },
  { text: '1,5 milhão', stored: 'R$ 1,5 milhão', kind: 'amount' },
  { text: 'mil e quinhentos por mês', stored: 'R$ 1,5 mil por mês', kind: 'monthly' },
  { text: '300 por mês', stored: 'R$ 300 por mês', kind: 'monthly' },
  { text: 'uns 2 mil por mês', stored: 'R$ 2 mil por mês', kind: 'monthly' },
  { text: '5 mil mensais', stored: 'R$ 5 mil por mês', kind: 'monthly' },
  { text: 'R$ 500/mês', stored: 'R$ 500 por mês', kind: 'monthly' },
  { text: 'mil e duzentos mensal', stored: 'R$ 1,2 mil por mês', kind: 'monthly' },
  { text: '3k por mês', stored: 'R$ 3 mil por mês', kind: 'monthly' },
  { text: 'entre 3 e 5 mil', stored: 'R$ 3 a 5 mil', kind: 'range' },
  { text: 'de 10 a 15k', stored: 'R$ 10 a 15 mil', kind: 'range' },
  { text: 'entre R$ 4.000 e R$ 6.000', stored: 'R$ 4 a 6 mil', kind: 'range' },
  { text: 'de 20 a 30 mil', stored: 'R$ 20 a 30 mil', kind: 'range' },
  { text: 'uns 8 a 10 pau', stored: 'R$ 8 a 10 mil', kind: 'range' },
];

/** Saying the budget is not known yet: stored as 'a definir'. */
export const UNKNOWN_BUDGET = [
  'não sei ainda',
  'nao sei ainda',
  'ainda não tenho orçamento',
  'orçamento ainda não sei',
  'não tenho ideia de valor ainda',
  'prefiro não falar de valor agora',
  'n sei qto posso gastar ainda',
  'não temos verba definida',
];

// ---------------------------------------------------------------- deadlines

/** `form`: how it is written, the capability the report groups by ('dd/mm', 'feriado: carnaval'). */
export type DeadlineForm = { text: string; stored: string; form: string };

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

const NUMBER_WORDS = ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis'];

/** The next date with this day and month strictly after today. */
function nextDayMonth(today: CivilDate, day: number, month: number): CivilDate {
  const thisYear = civil(today.year, month, day);
  return compareCivil(thisYear, today) > 0 ? thisYear : civil(today.year + 1, month, day);
}

/** The end of the next month called `month` (this month counts). */
function endOfMonthNamed(today: CivilDate, month: number): CivilDate {
  const year = month >= today.month ? today.year : today.year + 1;
  return lastDayOfMonth(year, month);
}

const quarterEnd = (year: number, quarter: number) => lastDayOfMonth(year, quarter * 3);

/** Every way of writing a deadline, relative to `today` (the conversation's day in São Paulo). */
export function deadlineForms(today: CivilDate): DeadlineForm[] {
  const forms: DeadlineForm[] = [];
  const add = (form: string, text: string, date: CivilDate) => {
    // '16/12' is both 'dd/mm' and 'd/m': keep one case per text.
    if (!forms.some((item) => item.text === text)) forms.push({ form, text, stored: isoDate(date) });
  };
  // Explicit days: three targets, 3 weeks, ~2 and ~5 months ahead.
  for (const offset of [20, 62, 150]) {
    const target = addDays(today, offset);
    const { day, month, year } = target;
    const dd = String(day).padStart(2, '0');
    const mm = String(month).padStart(2, '0');
    const date = nextDayMonth(today, day, month);
    add('dd/mm', `até ${dd}/${mm}`, date);
    add('d/m', `até ${day}/${month}`, date);
    add('dia dd/mm', `pro dia ${dd}/${mm}`, date);
    add('dd/mm/aaaa', `até ${dd}/${mm}/${year}`, target);
    add('d de mês', `até ${day} de ${MONTHS[month - 1]}`, date);
    add('dia d de mês', `no dia ${day} de ${MONTHS[month - 1]}`, date);
  }
  // A bare day of the month: this month if still ahead, else next month.
  for (const day of [5, 20, 28]) {
    const thisMonth = civil(today.year, today.month, day);
    const date = day > today.day ? thisMonth : civil(today.year, today.month + 1, day);
    add('dia d', `até o dia ${day}`, date);
  }
  // Months.
  for (const offset of [1, 3]) {
    const month = ((today.month - 1 + offset) % 12) + 1;
    const end = endOfMonthNamed(today, month);
    add('em mês', `em ${MONTHS[month - 1]}`, end);
    add('até mês', `até ${MONTHS[month - 1]}`, end);
    add('fim de mês', `até o fim de ${MONTHS[month - 1]}`, end);
    add('final de mês', `no final de ${MONTHS[month - 1]}`, end);
  }
  const nextMonthEnd = lastDayOfMonth(today.year, today.month + 1);
  add('fim do mês', 'até o fim do mês', lastDayOfMonth(today.year, today.month));
  add('mês que vem', 'pro mês que vem', nextMonthEnd);
  add('mês q vem', 'pro mes q vem', nextMonthEnd);
  add('fim do mês que vem', 'até o fim do mês que vem', nextMonthEnd);
  add('fim do ano', 'até o fim do ano', civil(today.year, 12, 31));
  add('final do ano', 'pro final do ano', civil(today.year, 12, 31));
  // Quarters.
  const quarter = Math.ceil(today.month / 3);
  const nextQuarter = quarter === 4 ? quarterEnd(today.year + 1, 1) : quarterEnd(today.year, quarter + 1);
  add('próximo trimestre', 'no próximo trimestre', nextQuarter);
  add('proximo trimestre', 'pro proximo trimestre', nextQuarter);
  add('fim do trimestre', 'até o fim do trimestre', quarterEnd(today.year, quarter));
  // Relative.
  add('semana que vem', 'pra semana que vem', addDays(today, 7));
  add('semana q vem', 'semana q vem', addDays(today, 7));
  add('próxima semana', 'na próxima semana', addDays(today, 7));
  for (const days of [10, 15, 45]) add('daqui N dias', `daqui ${days} dias`, addDays(today, days));
  for (const weeks of [2, 3]) {
    add('em N semanas', `em ${weeks} semanas`, addDays(today, weeks * 7));
    add('em N semanas (extenso)', `em ${NUMBER_WORDS[weeks]} semanas`, addDays(today, weeks * 7));
  }
  add('daqui 1 mês', 'daqui 1 mês', addMonths(today, 1));
  for (const months of [2, 3, 6]) {
    add('daqui N meses', `daqui ${months} meses`, addMonths(today, months));
    add('em N meses', `em ${months} meses`, addMonths(today, months));
    add('daqui uns N meses', `daqui uns ${months} meses`, addMonths(today, months));
    add('daqui N meses (extenso)', `daqui ${NUMBER_WORDS[months]} meses`, addMonths(today, months));
  }
  return forms;
}

/** Holidays and commercial dates after 'pro', 'até o', 'antes do' ('antes' is the day before). */
export function holidayForms(today: CivilDate): DeadlineForm[] {
  return HOLIDAYS.flatMap((item) => {
    const date = nextHoliday(item.id, today);
    return item.names.flatMap(({ text, article }) => [
      {
        form: `feriado: ${item.id}`,
        text: `${article === 'o' ? 'pro' : 'pra'} ${text}`,
        stored: isoDate(date),
      },
      { form: `feriado: ${item.id}`, text: `até ${article} ${text}`, stored: isoDate(date) },
      {
        form: `feriado: ${item.id}`,
        text: `antes d${article} ${text}`,
        stored: isoDate(addDays(date, -1)),
      },
    ]);
  });
}

export const URGENT = [
  'pra ontem',
  'é urgente',
  'o quanto antes',
  'o mais rápido possível',
  'com urgência',
  'urgentíssimo',
];
export const NO_RUSH = [
  'sem pressa',
  'não tenho pressa',
  'nao tenho pressa nenhuma',
  'sem pressa nenhuma',
  'tranquilo, sem pressa',
];
