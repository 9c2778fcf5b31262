/** POST /api/public/questionnaire: sends the answers; a 422 carries PT-BR field errors. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { StoredReferral } from '@web/lib/referral';
import type { VisitOrigin } from '@web/lib/utm';
import type { QuestionnaireDraft } from '../questionnaire-draft';

export type QuestionnaireRequest = {
  answers: QuestionnaireDraft;
  consent: { purpose: boolean; marketing: boolean };
  website: string;
  /** The signed token the server issued when the form was served. */
  formToken: string;
  utm?: VisitOrigin;
  ref?: StoredReferral;
};

export const submitQuestionnaire = (body: QuestionnaireRequest) =>
  api.post<{ ok: true }>('/api/public/questionnaire', body);

export function useSubmitQuestionnaire() {
  return useMutation({ mutationFn: submitQuestionnaire });
}
