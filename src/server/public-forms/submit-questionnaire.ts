/**
 * A questionnaire answered on /questionario becomes a lead (source 'questionario'): one per person
 * (same e-mail or phone updates it), scored with the shared rules, with the proof of consent, the
 * visit's origin, a staff notification and an audit entry, all in one transaction.
 */
import { PRIVACY_POLICY_VERSION } from '../../shared/content/privacy';
import { scoreQuestionnaire } from '../../shared/lead-profile/questionnaire-score';
import type { QuestionnaireSubmission } from '../../shared/schemas/questionnaire';
import type { Db } from '../db/client';
import { upsertLeadByContact } from '../leads/upsert-lead';
import { recordAudit } from '../lib/audit';
import { notifyStaff } from '../lib/notify';
import { leadUtm } from './form-guard';
import { serviceTitles, summarizeQuestionnaire } from './summary';

export async function submitQuestionnaire(
  db: Db,
  submission: QuestionnaireSubmission,
  context: { ip: string | null; now: Date },
) {
  const { answers } = submission;
  const { score, reasons } = scoreQuestionnaire(answers);
  const serviceInterest = serviceTitles(answers.services);

  return db.transaction(async (tx) => {
    const { lead, created } = await upsertLeadByContact(tx, {
      name: answers.name,
      email: answers.email,
      phone: answers.phone,
      company: answers.company,
      serviceInterest,
      message: summarizeQuestionnaire(answers),
      source: 'questionario',
      score,
      scoreReasons: reasons,
      // Namespaced so a chat profile on the same lead (role, budget, timeline…) is not overwritten.
      profile: { questionnaire: { ...answers, submittedAt: context.now.toISOString() } },
      utm: leadUtm(submission.utm),
      consent: {
        acceptedAt: context.now.toISOString(),
        policyVersion: PRIVACY_POLICY_VERSION,
        ip: context.ip,
        purpose: true,
        marketing: submission.consent.marketing,
      },
    });
    const who = answers.company ? `${answers.name} (${answers.company})` : answers.name;
    await notifyStaff(tx, {
      title: 'Novo lead do questionário',
      message: `${who} ${created ? 'respondeu' : 'respondeu novamente'} o questionário: ${serviceInterest}. Pontuação ${score}.`,
      type: 'info',
      priority: 'medium',
      target: { job: 'leads', params: { lead: lead.id } },
      roles: ['comercial'],
    });
    await recordAudit(tx, null, {
      action: created ? 'create' : 'update',
      entity: 'lead',
      entityId: lead.id,
      after: { source: lead.source, status: lead.status, score: lead.score, via: 'questionario' },
    });
    return { lead, created };
  });
}
