/** Pain points from a fixed vocabulary, as canonical PT-BR phrases. */
import { normalizeText } from '../normalize';

const PAIN_POINTS: [string, RegExp][] = [
  [
    'poucas vendas',
    /\b(poucas vendas|vend(o|emos|e|em) pouco|vendas (baixas|fracas|caindo|cairam)|queda (nas|de) vendas|nao (estou|estamos|esta) vendendo|vendas (\w+ )?(cairam|caiu))\b/,
  ],
  ['poucos clientes', /\b(poucos clientes|falta de clientes|sem clientes|poucos leads)\b/],
  ['sem tempo', /\b(sem tempo|falta de tempo|(nao|nem) (tenho|temos) tempo)\b/],
  [
    'atendimento lento',
    /\b(atendimento (lento|demorado|ruim)|demora no atendimento|demora(mos)? (muito )?(para|pra) (atender|responder))\b/,
  ],
  [
    'processos manuais',
    /\b(processos? manua(l|is)|tudo (e )?manual|trabalho manual|muito manual|planilhas?)\b/,
  ],
  [
    'baixa conversão',
    /\b(baixa conversao|conversao baixa|pouca conversao|nao convert(e|em)|convert(e|em) pouco)\b/,
  ],
  ['site antigo', /\bsite (atual )?(e |esta |muito )*(antigo|desatualizado|velho|ultrapassado|lento)\b/],
  ['sem presença online', /\b((nao|nem) (tenho|temos) site|sem site|sem presenca (online|digital))\b/],
  [
    'não aparece no google',
    /\b(nao aparec(e|o|emos|em) no google|ninguem (me|nos) (acha|encontra)|(pouca|sem) visibilidade)\b/,
  ],
  [
    'custo alto',
    /\b(custos? (muito )?altos?|muito caro|caro demais|gastos? (muito )?altos?|gast(o|amos) muito)\b/,
  ],
];

export function extractPainPoints(text: string): string[] {
  const norm = normalizeText(text);
  return PAIN_POINTS.filter(([, pattern]) => pattern.test(norm)).map(([label]) => label);
}
