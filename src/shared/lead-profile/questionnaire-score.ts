/**
 * Scores questionnaire answers with the same rules as chat leads (docs/product/chat-assistant.md): the answers are mapped
 * into a lead profile (name, company, role, budget, timeline, pain points) and `leadScore` does the rest.
 */
import { BUDGETS, GOALS, optionLabel, ROLES, TIMELINES } from '@shared/content/questionnaire';
import { type LeadScoreResult, leadScore, type ScorableProfile } from './score';

export type QuestionnaireScoreInput = {
  name?: string;
  company?: string;
  role?: string;
  budget?: string;
  timeline?: string;
  goals?: readonly string[];
};

export function questionnaireProfile(answers: QuestionnaireScoreInput): ScorableProfile {
  const role = ROLES.find((option) => option.value === answers.role)?.scoreRole;
  const timeline = TIMELINES.find((option) => option.value === answers.timeline)?.scoreTimeline;
  // 'Ainda não sei' is not a budget; every range is ('Até R$ 5 mil' … 'Acima de R$ 50 mil').
  const budget = answers.budget && answers.budget !== 'nao-sei' ? optionLabel(BUDGETS, answers.budget) : '';
  return {
    name: answers.name?.trim() || undefined,
    company: answers.company?.trim() || undefined,
    role,
    budget: budget || undefined,
    timeline,
    painPoints: (answers.goals ?? []).map((goal) => optionLabel(GOALS, goal)).filter(Boolean),
  };
}

export function scoreQuestionnaire(answers: QuestionnaireScoreInput): LeadScoreResult {
  return leadScore(questionnaireProfile(answers));
}
