/** Lead score, colour band and personality label (docs/product/chat-assistant.md). */

import { normalizeText } from './normalize';
import type { LeadProfile, Personality } from './types';

export type ScoreReason = { label: string; points: number };
export type LeadScoreResult = { score: number; reasons: ScoreReason[] };
export type ScoreColor = 'green' | 'yellow' | 'orange' | 'red';

export type ScorableProfile = Pick<
  LeadProfile,
  'name' | 'company' | 'role' | 'budget' | 'timeline' | 'painPoints'
>;

export const MAX_LEAD_SCORE = 100;

const DECISION_ROLES = [
  'ceo',
  'diretor',
  'diretora',
  'proprietario',
  'proprietaria',
  'empreendedor',
  'empreendedora',
];
const MANAGEMENT_ROLES = ['gerente', 'coordenador', 'coordenadora'];

/**
 * 'mil' (or milhão/milhões) as a word, or 10/20/30/50/100 thousand written as 10k, 10.000 or 10000.
 * Extracted budgets are normalised to 'R$ N mil', so every amount from a thousand up scores.
 */
const BUDGET_SIGNAL = /\bmil(hao|hoes)?\b|(^|[^\d.,])(10|20|30|50|100)(\s*k\b|\.000\b|000\b)/;
/** docs/product/chat-assistant.md: timeline urgente/mês/semana ('meses' and 'semanas' included; 'dias' and 'anos' are not). */
const TIMELINE_SIGNAL = /urgente|\bmes(es)?\b|\bsemanas?\b/;

/** Keeps a score inside 0..100. */
export function clampScore(score: number): number {
  return Math.max(0, Math.min(MAX_LEAD_SCORE, score));
}

function roleReason(role: string | undefined): ScoreReason | null {
  if (!role) return null;
  const key = normalizeText(role.trim());
  if (DECISION_ROLES.includes(key)) return { label: `Cargo de decisão (${role.trim()})`, points: 25 };
  if (MANAGEMENT_ROLES.includes(key)) return { label: `Cargo de gestão (${role.trim()})`, points: 15 };
  return null;
}

export function leadScore(profile: ScorableProfile): LeadScoreResult {
  const reasons: ScoreReason[] = [];
  if (profile.name?.trim()) reasons.push({ label: 'Nome informado', points: 10 });
  if (profile.company?.trim()) reasons.push({ label: 'Empresa informada', points: 15 });
  const role = roleReason(profile.role);
  if (role) reasons.push(role);
  if (profile.budget && BUDGET_SIGNAL.test(normalizeText(profile.budget))) {
    reasons.push({ label: 'Orçamento informado', points: 20 });
  }
  if (profile.timeline && TIMELINE_SIGNAL.test(normalizeText(profile.timeline))) {
    reasons.push({ label: 'Prazo definido', points: 15 });
  }
  if (profile.painPoints.length > 0) reasons.push({ label: 'Dores identificadas', points: 10 });
  const total = reasons.reduce((sum, reason) => sum + reason.points, 0);
  return { score: clampScore(total), reasons };
}

export function scoreColor(score: number): ScoreColor {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  if (score >= 40) return 'orange';
  return 'red';
}

export const PERSONALITY_LABELS: Record<Personality, string> = {
  analytical: 'Analítico',
  emotional: 'Emocional',
  impulsive: 'Impulsivo',
  cautious: 'Cauteloso',
};

export function personalityLabel(personality: Personality): string {
  return PERSONALITY_LABELS[personality];
}
