/**
 * A questionnaire answered on /questionario: a new e-mail becomes a lead (source 'questionario'),
 * scored with the shared rules, with the visit's origin, flagged when it looks like another lead
 * (decision 056); a known e-mail keeps its lead as staff left it and gets the answers on its timeline,
 * with any differing contact data as a suggestion (decision 012). Either way the consent is appended to the history, the team is notified and, for a new lead,
 * the creation is audited — all in one transaction.
 */

import type { Db } from '@server/db/client';
import { duplicateNotice } from '@server/leads/duplicates';
import { recordPublicSubmission } from '@server/leads/public-submission';
import { recordAudit } from '@server/lib/audit';
import { notifyStaff } from '@server/lib/notify';
import { scoreQuestionnaire } from '@shared/lead-profile/questionnaire-score';
import type { QuestionnaireSubmission } from '@shared/schemas/questionnaire';
import { leadUtm } from './form-guard';
import { serviceTitles, summarizeQuestionnaire } from './summary';

export async function submitQuestionnaire(
  db: Db,
  submission: QuestionnaireSubmission,
  context: { ip: string | null; userAgent: string | null; now: Date },
) {
  const { answers } = submission;
  const { score, reasons } = scoreQuestionnaire(answers);
  const serviceInterest = serviceTitles(answers.services);
  const message = summarizeQuestionnaire(answers);
  const utm = leadUtm(submission.utm);

  return db.transaction(async (tx) => {
    const { lead, created, changes, duplicates } = await recordPublicSubmission(tx, {
      channel: 'questionnaire',
      contact: { name: answers.name, email: answers.email, phone: answers.phone, company: answers.company },
      lead: {
        source: 'questionario',
        serviceInterest,
        message,
        score,
        scoreReasons: reasons,
        // Namespaced so a chat profile on the same lead (role, budget, timeline…) is not overwritten.
        profile: { questionnaire: { ...answers, submittedAt: context.now.toISOString() } },
        utm,
        referral: submission.ref ?? null,
      },
      details: { answers, summary: message, serviceInterest, score, scoreReasons: reasons, utm },
      consent: { contato: submission.consent.purpose, marketing: submission.consent.marketing },
      context,
    });
    const who = answers.company ? `${answers.name} (${answers.company})` : answers.name;
    const suggestion = Object.keys(changes).length ? ' Há dados de contato diferentes para revisar.' : '';
    // A new e-mail is a new lead, even when its phone or name is another lead's (decision 056): the
    // team hears of a new lead with a possible duplicate, never that someone else answered again.
    await notifyStaff(tx, {
      title: created ? 'Novo lead do questionário' : 'Questionário respondido por um lead',
      message: `${who} ${created ? 'respondeu' : 'respondeu novamente'} o questionário: ${serviceInterest}. Pontuação ${score}.${suggestion}${duplicateNotice(lead.id, duplicates)}`,
      type: 'info',
      priority: 'medium',
      target: { job: 'leads', params: { lead: lead.id } },
      roles: ['comercial'],
    });
    if (created) {
      await recordAudit(tx, null, {
        action: 'create',
        entity: 'lead',
        entityId: lead.id,
        after: { source: lead.source, status: lead.status, score: lead.score, via: 'questionario' },
      });
    }
    return { lead, created };
  });
}
