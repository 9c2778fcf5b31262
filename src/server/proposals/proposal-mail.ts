/**
 * 'Enviar por e-mail' of a proposal (docs/product/proposals.md, issue 27): a draft is sent (status
 * 'enviada'), a sent one gets a new link (the old one stops working, as with 'Gerar novo link'), and
 * the message with that link and the proposal's PDF goes to the outbox — all in one transaction
 * holding the proposal's row lock. The same `requestId` again answers 'already queued' and changes
 * nothing.
 */
import { eq } from 'drizzle-orm';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { leads } from '@server/db/schema';
import { type Actor, recordAudit } from '@server/lib/audit';
import { conflict, notFound } from '@server/lib/http';
import { alreadyQueued, queueDocumentMail, requireSmtp, templateFor } from '@server/mail/document-mail';
import { proposals } from '@server/proposals/schema';
import { getSettings } from '@server/settings/settings';
import { formatDate, formatMoney } from '@shared/format';
import {
  type DocumentMailData,
  type DocumentMailDraft,
  type DocumentMailQueued,
  fillTemplate,
} from '@shared/mail/document-mail';
import { PROPOSAL_NOT_FOUND, type ProposalDetails } from '@shared/proposals/schemas';
import { proposalPdfName, renderProposalPdf } from './proposal-pdf';
import { readProposal } from './read-proposals';
import { regenerateLink, sendProposal } from './save-proposal';

const valuesOf = (proposal: ProposalDetails) => ({
  cliente: proposal.clientName,
  numero: proposal.number,
  valor: formatMoney(proposal.totals.total),
  vencimento: formatDate(proposal.validUntil),
});

export async function proposalMailDraft(
  db: Db,
  config: Pick<Config, 'SMTP_URL'>,
  id: string,
): Promise<DocumentMailDraft> {
  const proposal = await readProposal(db, id);
  if (!proposal) throw notFound(PROPOSAL_NOT_FOUND);
  const [lead] = await db.select({ phone: leads.phone }).from(leads).where(eq(leads.id, proposal.leadId));
  const values = valuesOf(proposal);
  const template = await templateFor(db, 'proposal');
  return {
    to: proposal.billingProfile?.billingEmail || proposal.clientEmail,
    subject: fillTemplate(template.subject, values),
    message: fillTemplate(template.message, values),
    phone: lead?.phone ?? null,
    values,
    smtpConfigured: Boolean(config.SMTP_URL),
  };
}

export async function emailProposal(
  db: Db,
  config: Pick<Config, 'SMTP_URL' | 'SMTP_FROM' | 'baseUrl'>,
  actor: Actor,
  id: string,
  input: DocumentMailData,
): Promise<DocumentMailQueued> {
  requireSmtp(config);
  const key = `proposta:${id}:${input.requestId}`;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: proposals.status, cancelledAt: proposals.cancelledAt, leadId: proposals.leadId })
      .from(proposals)
      .where(eq(proposals.id, id))
      .for('update')
      .limit(1);
    if (!row) throw notFound(PROPOSAL_NOT_FOUND);
    if (await alreadyQueued(tx, key)) return;
    if (row.cancelledAt || row.status === 'aceita' || row.status === 'recusada') {
      throw conflict(
        'Só propostas em rascunho ou enviadas podem ser enviadas por e-mail. Baixe o PDF para arquivar.',
      );
    }
    const { url } =
      row.status === 'rascunho'
        ? await sendProposal(tx, actor, id, config.baseUrl)
        : await regenerateLink(tx, actor, id, config.baseUrl);
    const proposal = (await readProposal(tx, id))!;
    const settings = await getSettings(tx);
    const values = { ...valuesOf(proposal), link: url };
    await queueDocumentMail(tx, config, {
      kind: 'proposal',
      key,
      to: input.to,
      subject: fillTemplate(input.subject, values),
      message: fillTemplate(input.message, values),
      url,
      leadId: row.leadId,
      proposalId: id,
      pdf: {
        filename: proposalPdfName(proposal.number),
        data: await renderProposalPdf(proposal, settings.siteName),
      },
    });
    await recordAudit(tx, actor, {
      action: 'email',
      entity: 'proposal',
      entityId: id,
      after: { to: input.to, subject: input.subject, attachment: proposalPdfName(proposal.number) },
    });
  });
  return { queued: true, message: `Proposta na fila de envio para ${input.to}.` };
}
