import { describe, expect, it } from 'vitest';
import { platforms } from '@shared/content/platforms';
import { buildKnowledge, findKnowledge, knowledgeIndex } from './knowledge';
import { entryShare, knownShare, MIN_ENTRY_SHARE, MIN_KNOWN_SHARE, stem, tokenize } from './retrieval';

/** A visitor's question and the knowledge entry that must come first. */
const QUESTIONS: [string, string][] = [
  ['Quanto tempo demora para o site ficar pronto?', 'faq:prazo'],
  ['Em quantos dias vocês entregam?', 'topic:prazos'],
  ['Quanto custa um site?', 'faq:preco'],
  ['Vocês aceitam parcelamento?', 'faq:preco'],
  ['A consulta é gratuita mesmo?', 'faq:consulta'],
  ['Como faço para agendar uma reunião?', 'faq:consulta'],
  ['O que é um agente GPT?', 'faq:agente-gpt'],
  ['Como funciona o suporte depois que o projeto é entregue?', 'faq:suporte'],
  ['Ainda tem vagas este mês?', 'faq:vagas'],
  ['O que acontece depois que eu preencho o questionário?', 'faq:questionario'],
  ['Preciso de uma loja virtual para vender meus produtos', 'service:sites'],
  ['Vocês criam landing page?', 'service:sites'],
  ['Vocês fazem chatbot com inteligência artificial para atender no WhatsApp?', 'service:agentes-gpt'],
  ['Quero criar um logotipo novo para minha marca', 'service:branding'],
  ['Vocês fazem gestão de tráfego pago e anúncios no Google?', 'service:marketing'],
  ['Quero integrar meu ERP com as planilhas e automatizar tarefas repetitivas', 'service:automacao'],
  ['Preciso de uma consultoria para adotar IA na empresa', 'service:consultoria'],
  ['O que é o WildGo?', 'platform:wildgo'],
  ['Vocês têm alguma plataforma de investimentos?', 'platform:velozinvest-br'],
  ['Tem sistema com prontuário eletrônico para clínicas e consultórios?', 'platform:drbusiness'],
  ['Como participar de licitações públicas com menos esforço?', 'platform:licitaai'],
  ['Quero aprender programação do zero', 'platform:masterdeveloperpro'],
  ['Loja online de materiais de construção', 'platform:comprefast-construcao'],
  ['Uma rede social privada para a família', 'platform:famnet'],
  ['Dá para vender em transmissões ao vivo?', 'platform:looplive'],
  ['Existe uma comunidade para motociclistas e motoclubes?', 'platform:harleyhub'],
  ['App para criar hábitos e dormir melhor', 'platform:neurohabits'],
  ['Roteiros de ecoturismo e trilhas', 'platform:wildgo'],
  ['Qual o telefone ou WhatsApp de vocês para falar com um atendente?', 'site:contato'],
  ['Quantos clientes vocês já atenderam?', 'site:sobre'],
  ['Quais plataformas próprias vocês têm?', 'site:plataformas'],
  ['Quais são as etapas do processo de trabalho?', 'site:como-funciona'],
  ['Tem algum desconto ou promoção?', 'site:condicao-especial'],
  ['Tenho receio de contratar, que garantia vocês dão?', 'site:garantias'],
  ['Vocês integram com Mercado Livre?', 'integration:mercado-livre'],
  ['Funciona com a minha loja Shopify?', 'integration:shopify'],
  ['Vocês integram com WhatsApp Business?', 'integration:whatsapp'],
  ['Dá pra receber pix e cartao no site?', 'integration:pagamentos'],
  ['O domínio e a hospedagem ficam por conta de quem?', 'topic:dominio-hospedagem'],
  ['Vocês fazem manutenção depois de entregar o site?', 'topic:manutencao'],
  ['Vocês seguem a LGPD?', 'topic:lgpd'],
  ['Tem portfólio? Queria ver trabalhos de vocês', 'topic:portfolio'],
  ['Quanto tempo leva pra fazer uma landing page?', 'topic:prazos'],
];

/** Questions the knowledge does not cover: below the confidence threshold, nothing is returned. */
const OFF_KNOWLEDGE = [
  'Vocês aceitam bitcoin?',
  'Vocês emitem nota fiscal?',
  'Vocês têm escritório em Portugal?',
  'Qual a capital da França?',
  'Vocês fazem manutenção de computador?',
  'Me recomenda um filme?',
  'Quem ganhou o jogo ontem?',
  'Vocês vendem hospedagem de e-mail corporativo?',
  'e aplicativo para iPhone, vocês fazem?',
];

describe('knowledge retrieval', () => {
  it('covers at least 20 questions', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(QUESTIONS)('%s → %s', (question, expected) => {
    const hits = findKnowledge(question);
    expect(hits[0]?.entry.id, JSON.stringify(hits.map((hit) => [hit.entry.id, hit.score]))).toBe(expected);
  });

  it.each(['bom dia, tudo bem?', 'oi', 'ok, obrigado!', '   '])(
    'finds nothing for small talk: %s',
    (text) => {
      expect(findKnowledge(text)).toEqual([]);
    },
  );

  it.each(OFF_KNOWLEDGE)('finds nothing it could answer honestly: %s', (question) => {
    expect(findKnowledge(question)).toEqual([]);
  });

  it('refuses on unknown words, and on known words no single entry covers', () => {
    expect(knownShare(knowledgeIndex(), 'Vocês aceitam bitcoin?')).toBeLessThan(MIN_KNOWN_SHARE);
    const hosting = 'Vocês vendem hospedagem de e-mail corporativo?';
    expect(knownShare(knowledgeIndex(), hosting)).toBeGreaterThanOrEqual(MIN_KNOWN_SHARE);
    expect(entryShare(knowledgeIndex(), hosting, 'topic:dominio-hospedagem')).toBeLessThan(MIN_ENTRY_SHARE);
  });

  it('answers the question of a message, not its statements', () => {
    const hits = findKnowledge(
      'Quanto custa mais ou menos? Tenho uma loja de roupas em Curitiba, a Moda Sul.',
    );
    expect(hits[0]?.entry.id).toBe('faq:preco');
  });

  it('builds every service, the 11 platforms, the 7 FAQ entries and the site claims', () => {
    const entries = buildKnowledge();
    expect(entries.filter((entry) => entry.kind === 'service')).toHaveLength(6);
    expect(entries.filter((entry) => entry.kind === 'platform')).toHaveLength(platforms.length);
    expect(platforms).toHaveLength(11);
    expect(entries.filter((entry) => entry.kind === 'faq')).toHaveLength(7);
    const claims = entries.map((entry) => entry.answer).join(' ');
    expect(claims).toContain('até 15 dias');
    expect(claims).toContain('5 novos projetos por mês');
    expect(claims).toContain('30 minutos');
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  });

  it('returns at most the requested number of hits, best first', () => {
    const hits = findKnowledge('site loja virtual landing page e-commerce', 2);
    expect(hits).toHaveLength(2);
    expect(hits[0]!.score).toBeGreaterThanOrEqual(hits[1]!.score);
  });
});

describe('PT-BR tokens', () => {
  it('folds accents, case, stop words and plurals', () => {
    expect(tokenize('Quais são as INTEGRAÇÕES de vocês?')).toEqual(['integr']);
    expect(tokenize('Preciso de sites e lojas virtuais')).toEqual(['site', 'loja', 'virtual']);
  });

  it('lets related forms meet', () => {
    expect(stem('integracao')).toBe(stem('integrar'));
    expect(stem('investimento')).toBe(stem('investir'));
    expect(stem('gratuita')).toBe(stem('gratuito'));
    expect(stem('consulta')).not.toBe(stem('consultoria'));
  });
});
