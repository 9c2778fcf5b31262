import { describe, expect, it } from 'vitest';
import { factWords, perturb } from './perturb';

describe('perturbations of the chat evaluation', () => {
  it('removes accents and lowers case without touching anything else', () => {
    expect(perturb('Orçamento de R$ 5 mil, até março. Sou a Rosângela!', 'sem-acentos', 'k')).toBe(
      'Orcamento de R$ 5 mil, ate marco. Sou a Rosangela!',
    );
    expect(perturb('Sou a Larissa, da Patas & Cia', 'minusculas', 'k')).toBe('sou a larissa, da patas & cia');
  });

  it('writes the chat abbreviations as whole words only', () => {
    expect(
      perturb('Você sabe por que vocês também querem que eu pague? Porque sim', 'abreviacoes', 'k'),
    ).toBe('vc sabe pq vcs tb querem q eu pague? pq sim');
    expect(perturb('quero um orçamento que caiba', 'abreviacoes', 'k')).toBe('quero um orçamento q caiba');
    expect(perturb('a quebra de sequência', 'abreviacoes', 'k')).toBe('a quebra de sequência');
  });

  it('makes one seeded typo per message, never in the words of a fact', () => {
    const message = 'sou a Larissa da Patas e Cia, quero um site para agendamento';
    const protectedWords = factWords(['Larissa', 'Patas e Cia']);
    for (const kind of ['vizinho-no-teclado', 'letra-faltando'] as const) {
      const typo = perturb(message, kind, 'conversa:1', protectedWords);
      expect(typo).not.toBe(message);
      expect(typo).toBe(perturb(message, kind, 'conversa:1', protectedWords));
      expect(typo).toContain('Larissa');
      expect(typo).toContain('Patas e Cia');
      const changed = message.split(' ').filter((word, index) => typo.split(' ')[index] !== word);
      expect(changed).toHaveLength(1);
      if (kind === 'letra-faltando') expect(typo.length).toBe(message.length - 1);
      else expect(typo.length).toBe(message.length);
    }
  });

  it('leaves a message with nothing to misspell as it is', () => {
    expect(perturb('oi, 10k', 'letra-faltando', 'k')).toBe('oi, 10k');
  });
});
