/**
 * /api/proposals (comercial, adm; docs/product/proposals.md): list, create, read, edit, delete a draft,
 * cancel, send and the public link (regenerate, revoke); the PDF, 'Enviar por e-mail' (the draft the
 * dialog opens with, the send) and the document's delivery log (issue 27).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppDeps, type AppEnv, actorOf } from '@server/context';
import { json, query } from '@server/http/validate';
import { notFound } from '@server/lib/http';
import { pdfHeaders } from '@server/lib/pdf';
import { documentDeliveries } from '@server/mail/document-mail';
import { emailProposal, proposalMailDraft } from '@server/proposals/proposal-mail';
import { proposalPdf } from '@server/proposals/proposal-pdf';
import { listProposals, readProposal } from '@server/proposals/read-proposals';
import {
  cancelProposal,
  createProposal,
  deleteProposal,
  regenerateLink,
  revokeLink,
  sendProposal,
  updateProposal,
} from '@server/proposals/save-proposal';
import { documentMailSchema } from '@shared/mail/document-mail';
import {
  PROPOSAL_NOT_FOUND,
  proposalCancelSchema,
  proposalFormSchema,
  proposalListQuerySchema,
} from '@shared/schemas/proposal';

const uuid = z.uuid();
function idParam(value: string): string {
  if (!uuid.safeParse(value).success) throw notFound(PROPOSAL_NOT_FOUND);
  return value;
}

export function proposalRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const details = async (id: string) => {
    const proposal = await readProposal(db, id);
    if (!proposal) throw notFound(PROPOSAL_NOT_FOUND);
    return proposal;
  };
  return new Hono<AppEnv>()
    .get('/', query(proposalListQuerySchema), async (c) =>
      c.json(await listProposals(db, c.req.valid('query'))),
    )
    .post('/', json(proposalFormSchema), async (c) => {
      const id = await createProposal(db, actorOf(c.get('viewer')), c.req.valid('json'));
      return c.json(await details(id), 201);
    })
    .get('/:id', async (c) => c.json(await details(idParam(c.req.param('id')))))
    .put('/:id', json(proposalFormSchema), async (c) => {
      const id = idParam(c.req.param('id'));
      await updateProposal(db, actorOf(c.get('viewer')), id, c.req.valid('json'));
      return c.json(await details(id));
    })
    .delete('/:id', async (c) => {
      await deleteProposal(db, actorOf(c.get('viewer')), idParam(c.req.param('id')));
      return c.body(null, 204);
    })
    .post('/:id/cancel', json(proposalCancelSchema), async (c) => {
      const id = idParam(c.req.param('id'));
      await cancelProposal(db, actorOf(c.get('viewer')), id, c.req.valid('json').reason);
      return c.json(await details(id));
    })
    .post('/:id/send', async (c) => {
      const id = idParam(c.req.param('id'));
      const link = await sendProposal(db, actorOf(c.get('viewer')), id, config.baseUrl);
      return c.json({ ...link, proposal: await details(id) });
    })
    .post('/:id/link', async (c) => {
      const id = idParam(c.req.param('id'));
      const link = await regenerateLink(db, actorOf(c.get('viewer')), id, config.baseUrl);
      return c.json({ ...link, proposal: await details(id) });
    })
    .get('/:id/pdf', async (c) => {
      const pdf = await proposalPdf(db, idParam(c.req.param('id')));
      if (!pdf) throw notFound(PROPOSAL_NOT_FOUND);
      return c.body(new Uint8Array(pdf.data), 200, pdfHeaders(pdf.filename, pdf.data.length));
    })
    .get('/:id/email', async (c) => c.json(await proposalMailDraft(db, config, idParam(c.req.param('id')))))
    .post('/:id/email', json(documentMailSchema), async (c) => {
      const id = idParam(c.req.param('id'));
      const queued = await emailProposal(db, config, actorOf(c.get('viewer')), id, c.req.valid('json'));
      return c.json(queued, 202);
    })
    .get('/:id/emails', async (c) => {
      const id = idParam(c.req.param('id'));
      await details(id);
      return c.json({ items: await documentDeliveries(db, { proposalId: id }) });
    })
    .delete('/:id/link', async (c) => {
      const id = idParam(c.req.param('id'));
      await revokeLink(db, actorOf(c.get('viewer')), id);
      return c.json(await details(id));
    });
}
