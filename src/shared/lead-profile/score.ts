/** Lead score, colour band and personality label (docs/product/chat-assistant.md). */

import { normalizeText } from './normalize';
import type { LeadProfile, Personality } from './types';

/** `detail`: what the visitor said that earned the points ('dono', 'R$ 8 mil', 'até 24/12/2026'). */
export type ScoreReason = { label: string; points: number; detail?: string };
export type LeadScoreResult = { score: number; reasons: ScoreReason[] };
export type ScoreColor = 'green' | 'yellow' | 'orange' | 'red';

export type ScorableProfile = Pick<
  LeadProfile,
  'name' | 'company' | 'role' | 'budget' | 'timeline' | 'painPoints'
> &
  Partial<Pick<LeadProfile, 'deadline'>>;

export const MAX_LEAD_SCORE = 100;

/** Spec: CEO/diretor/proprietário/empreendedor; dono, sócio and fundador decide the same way. */
const DECISION_ROLES = [
  'ceo',
  'diretor',
  'diretora',
  'proprietario',
  'proprietaria',
  'empreendedor',
  'empreendedora',
  'dono',
  'dona',
  'socio',
  'socia',
  'fundador',
  'fundadora',
];
const MANAGEMENT_ROLES = ['gerente', 'coordenador', 'coordenadora'];
/** A deadline this close counts like the spec's 'urgente/mês/semana' (six months). */
const NEAR_DEADLINE_DAYS = 183;

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
  // 'gerente de marketing' is a gerente.
  const key = normalizeText(role.trim()).split(/\s+/)[0] ?? '';
  if (DECISION_ROLES.includes(key)) return { label: `Cargo de decisão (${role.trim()})`, points: 25 };
  if (MANAGEMENT_ROLES.includes(key)) return { label: `Cargo de gestão (${role.trim()})`, points: 15 };
  return null;
}

function daysUntil(deadline: string, now: Date): number {
  return (Date.parse(`${deadline}T23:59:59-03:00`) - now.getTime()) / 86_400_000;
}

/** Spec: urgente/mês/semana; a deadline date within six months (e.g. 'antes do Natal') counts too. */
function timelineCounts(profile: ScorableProfile, now: Date): boolean {
  if (profile.timeline && TIMELINE_SIGNAL.test(normalizeText(profile.timeline))) return true;
  if (!profile.deadline) return false;
  const days = daysUntil(profile.deadline, now);
  return days >= 0 && days <= NEAR_DEADLINE_DAYS;
}

function formatDeadline(deadline: string): string {
  const [year, month, day] = deadline.split('-');
  return `até ${day}/${month}/${year}`;
}

/**
 * The score and the reasons behind each point (shown to staff). `now` dates a deadline; the points
 * and caps are the spec's (§9).
 */
export function leadScore(profile: ScorableProfile, now: Date = new Date()): LeadScoreResult {
  const reasons: ScoreReason[] = [];
  const name = profile.name?.trim();
  if (name) reasons.push({ label: 'Nome informado', points: 10, detail: name });
  const company = profile.company?.trim();
  if (company) reasons.push({ label: 'Empresa informada', points: 15, detail: company });
  const role = roleReason(profile.role);
  if (role) reasons.push(role);
  if (profile.budget && BUDGET_SIGNAL.test(normalizeText(profile.budget))) {
    reasons.push({ label: 'Orçamento informado', points: 20, detail: profile.budget });
  }
  if (timelineCounts(profile, now)) {
    const detail = profile.deadline
      ? `${profile.timeline ?? 'prazo'} (${formatDeadline(profile.deadline)})`
      : profile.timeline;
    reasons.push({ label: 'Prazo definido', points: 15, ...(detail ? { detail } : {}) });
  }
  if (profile.painPoints.length > 0) {
    reasons.push({ label: 'Dores identificadas', points: 10, detail: profile.painPoints.join(', ') });
  }
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
