import { describe, expect, it } from 'vitest';
import { chatProfileRows } from './chat-profile';

/** A chat profile as secure-chat stores it on the lead. */
const stored = {
  name: 'Rafael',
  company: 'Moda Sul',
  role: 'dono',
  need: 'sites',
  budget: 'R$ 8 mil',
  timeline: 'antes do Natal',
  deadline: '2026-12-24',
  phone: '41998765432',
  painPoints: ['poucas vendas'],
  personality: 'impulsive',
  conversationStage: 'closing',
  leadScore: 85,
  evidence: { company: 'dono da Moda Sul', timeline: 'pra antes do Natal' },
  confidence: { company: 0.85, timeline: 0.9 },
  pending: { slot: 'name', value: 'Bia', evidence: 'sou Bia', confidence: 0.6 },
  rejected: ['company:lapa'],
  somethingInternal: 'x',
};

describe('chat profile rows for staff (issue 29)', () => {
  const rows = chatProfileRows(stored);
  const text = rows.map((row) => `${row.label}: ${row.value}`).join('\n');

  it('labels every field in PT-BR and formats its value as a person would say it', () => {
    expect(Object.fromEntries(rows.map((row) => [row.label, row.value]))).toMatchObject({
      Nome: 'Rafael',
      Necessidade: 'Sites e Landing Pages',
      Prazo: 'antes do Natal',
      'Data do prazo': '24/12/2026',
      Telefone: '(41) 99876-5432',
      Perfil: 'Impulsivo',
      'Etapa da conversa': 'Fechamento',
      Pontuação: '85 de 100',
      Evidência: 'Empresa: “dono da Moda Sul”; Prazo: “pra antes do Natal”',
      Confiança: 'Empresa: 85 %; Prazo: 90 %',
      'A confirmar': 'Nome: Bia (confiança 60 %)',
      'Recusado pelo visitante': 'Empresa: lapa',
    });
  });

  it('never shows an internal key or an English word', () => {
    for (const word of [
      'deadline',
      'evidence',
      'confidence',
      'closing',
      'impulsive',
      'company',
      'pending',
      'somethingInternal',
      'sites',
    ])
      expect(text).not.toMatch(new RegExp(`\\b${word}\\b`));
  });
});
