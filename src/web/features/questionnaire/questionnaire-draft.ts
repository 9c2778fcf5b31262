/**
 * The answers in progress, kept in sessionStorage so a reload mid-way restores them (and closing the
 * tab forgets them: personal data does not linger in the browser). Cleared after a successful send.
 * Consent boxes are never restored: consent is given again, explicitly.
 */
export const DRAFT_KEY = 'coders_questionnaire';

export type QuestionnaireDraft = {
  company: string;
  segment: string;
  segmentOther: string;
  companySize: string;
  role: string;
  services: string[];
  hasSite: string;
  siteUrl: string;
  gptChannels: string[];
  hasLogo: string;
  automationTools: string;
  goals: string[];
  details: string;
  budget: string;
  timeline: string;
  name: string;
  email: string;
  phone: string;
  contactPreference: string;
};

export type StoredDraft = { answers: QuestionnaireDraft; step: number; startedAt: number };

export function emptyDraft(): QuestionnaireDraft {
  return {
    company: '',
    segment: '',
    segmentOther: '',
    companySize: '',
    role: '',
    services: [],
    hasSite: '',
    siteUrl: '',
    gptChannels: [],
    hasLogo: '',
    automationTools: '',
    goals: [],
    details: '',
    budget: '',
    timeline: '',
    name: '',
    email: '',
    phone: '',
    contactPreference: 'whatsapp',
  };
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Reads the stored draft, keeping only well-typed known fields; null when there is none. */
export function loadDraft(stepCount: number): StoredDraft | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Record<keyof StoredDraft, unknown>>;
    const source = (stored.answers ?? {}) as Record<string, unknown>;
    const answers = emptyDraft();
    for (const key of Object.keys(answers) as (keyof QuestionnaireDraft)[]) {
      const value = source[key];
      const current = answers[key];
      if (Array.isArray(current) ? isStringList(value) : typeof value === 'string') {
        (answers as Record<string, unknown>)[key] = value;
      }
    }
    const step = Number.isInteger(stored.step)
      ? Math.min(Math.max(stored.step as number, 0), stepCount - 1)
      : 0;
    const startedAt = typeof stored.startedAt === 'number' ? stored.startedAt : Date.now();
    return { answers, step, startedAt };
  } catch {
    return null;
  }
}

export function saveDraft(draft: StoredDraft): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage blocked or full: the questionnaire still works, only without restore.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}
