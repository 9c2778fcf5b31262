/**
 * Issue 29, second round: readers by sentence structure (not phrase lists), short answers followed by a
 * question or a filler, and the typo correction's common-word guard. Each case failed before the change.
 */
import { describe, expect, it } from 'vitest';
import { canonicalize, correctTypo } from './canon';
import { extractFacts } from './extract';
import { companyFromAnswer } from './slots/company';
import { nameFromAnswer } from './slots/name';

const facts = (text: string) => extractFacts(text, { now: new Date('2026-11-26T15:00:00Z') });

describe('company from the structure of the clause', () => {
  it.each([
    ['eu e meu marido temos a Doces da Vovó, fazemos bolo caseiro', 'Doces da Vovó'],
    ['minha esposa e eu abrimos a Cantinho do Açaí ano passado', 'Cantinho do Açaí'],
    ['me chamo Tiago, tenho a TS Informática', 'TS Informática'],
    ['Sou o Henrique e toco a Henrique & Filhos Materiais', 'Henrique & Filhos Materiais'],
    ['Nós da Verde Vida Orgânicos queremos vender online', 'Verde Vida Orgânicos'],
    ['a gente da casa & jardim quer um e-commerce', 'Casa & Jardim'],
    ['sou do financeiro da Metalúrgica São Jorge', 'Metalúrgica São Jorge'],
    ['oi to precisando de um site pra minha loja, Casa das Tintas', 'Casa das Tintas'],
    ['o nome da loja é mundo kids', 'Mundo Kids'],
    ['tô aqui pela Distribuidora Sol Nascente', 'Distribuidora Sol Nascente'],
    ['Sou o Felipe, trabalho com TI na Grupo Alfa', 'Grupo Alfa'],
    ['Olá, sou Helena, responsável pelo marketing da Clínica Vida', 'Clínica Vida'],
    ['A Doce Encanto é uma confeitaria aqui de Recife', 'Doce Encanto'],
    ['Bicho Solto é o nome da minha loja de ração', 'Bicho Solto'],
    ['sou voluntária numa ONG, a Amigos do Bem', 'Amigos do Bem'],
    ['trabalho de recepcionista na clínica Bem Estar', 'clínica Bem Estar'],
    // 'ouro' is a word, not a typo of 'outro'.
    ['Oi, sou sócio da barbearia Navalha de Ouro', 'barbearia Navalha de Ouro'],
  ])('%s → %s', (text, company) => {
    const found = facts(text).company;
    expect(found?.value).toBe(company);
    expect(found?.confidence ?? 0).toBeGreaterThanOrEqual(0.75);
  });

  it.each([
    'tenho a impressão que meu site tá lento demais',
    'na minha loja, que é de roupa, o movimento caiu',
    'tenho o mesmo problema que vocês',
    'A Padaria é uma delícia',
    'o Joao é um amigo',
  ])('no company in %s', (text) => {
    expect(facts(text).company).toBeUndefined();
  });

  it('a plain one-word name after the possessive is confirmed, not stored', () => {
    expect(facts('pra minha loja, Kipling').company?.confidence).toBeLessThan(0.75);
  });
});

describe('names from the structure of the clause', () => {
  it.each([
    ['bom dia, aqui é o seu Tião da Serralheria Tião', 'Tião'],
    ['oii, me chamam de Duda, sou da Duda Bolos', 'Duda'],
    ['Meu nome: Eduardo. Empresa: Eduardo Reformas', 'Eduardo'],
  ])('%s → %s', (text, name) => {
    expect(facts(text).name?.value).toBe(name);
  });
});

describe('short answers', () => {
  it.each([
    ['Larissa. Quanto custa um site?', 'Larissa'],
    ['larissa, e vc?', 'Larissa'],
    ['Pode ser Lari', 'Lari'],
    ['Rafa mesmo', 'Rafa'],
    ['Rafa mdsmo', 'Rafa'],
  ])('name: %s → %s', (text, name) => {
    expect(nameFromAnswer(text)?.value).toBe(name);
  });

  it.each(['opa, corrigindo: preciso em 1 mês', 'quanto custa?', 'Larissa?'])('no name in %s', (text) => {
    expect(nameFromAnswer(text)).toBeNull();
  });

  it.each([
    ['Padaria Pão Quente. vcs fazem site?', 'Padaria Pão Quente'],
    ['é a patas & cia, fica em curitiba, vcs atendem aqui?', 'Patas & Cia'],
    ['se chama Sabor Caseiro e fica no centro', 'Sabor Caseiro'],
  ])('company: %s → %s', (text, company) => {
    expect(companyFromAnswer(text)?.value).toBe(company);
  });

  it('a question is not an answer', () => {
    expect(companyFromAnswer('Padaria Pão Quente?')).toBeUndefined();
  });
});

describe('typo correction on the cue words, with a common-word guard', () => {
  it('leaves words of the language alone', () => {
    for (const word of ['ouro', 'tinta', 'rodas', 'artes', 'lento', 'demais'])
      expect(correctTypo(word)).toBeNull();
    expect(facts('meu site tá lento demais').budget).toBeUndefined();
  });

  it('corrects a neighbouring key pressed with a short keyword and a mistyped hyphenated keyword', () => {
    expect(correctTypo('sitwe')).toBe('site');
    expect(correctTypo('marcio')).toBeNull();
    expect(canonicalize('queria um e-commrrce').text).toBe('queria um ecommerce');
    expect(facts('queria um e-commrrce, tenho uns 7 mil').need?.value).toBe('sites');
  });

  it('a short verb mistyped inside is the verb, not a name', () => {
    expect(facts('spmos da Ótica Bom Olhar e queremos tráfego pago').name).toBeUndefined();
    expect(facts('Nanda aqui, da Patas & Cia').name?.value).toBe('Nanda');
  });
});

describe('a business signing the message, and more structures', () => {
  it.each([
    ['Padaria Pão Quente aqui, boa tarde', 'Padaria Pão Quente'],
    ['Oi! Loja Bella Moda, quero um site', 'Loja Bella Moda'],
    ['Somos uma agência de viagens, a Mundo Afora', 'Mundo Afora'],
    ['moro em Santos e tenho a Santos Pescados', 'Santos Pescados'],
    ['A gente é da Sorveteria Gelato Mio', 'Sorveteria Gelato Mio'],
    ['sou dona da lojinha Encanto Kids no centro', 'Encanto Kids'],
  ])('%s → %s', (text, company) => {
    expect(facts(text).company?.value).toBe(company);
  });

  it("'falo' is a verb, not a name", () => {
    const found = facts('falo aqui da Vidraçaria Luz');
    expect(found.name).toBeUndefined();
    expect(found.company?.value).toBe('Vidraçaria Luz');
  });
});
