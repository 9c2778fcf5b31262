/**
 * Proposals, invoices and receipts sent as real PDFs through the outbox (issue 27), against a real SMTP
 * server on 127.0.0.1: the attachment is a PDF whose text (not an image) carries the document's number
 * and, for the invoice, the very PIX code the screen shows; the link in the message opens the
 * document; one request queues one message however often it is repeated, and a retry of a sent
 * message sends nothing; a token only ever gives its own document's PDF; a payment that settles an
 * invoice sends the receipt; every message is in the document's delivery log.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leads } from '@server/db/schema';
import { billingProfiles } from '@server/db/schema-finance';
import { deliverMail } from '@server/mail/outbox';
import { mailDeliveries } from '@server/mail/schema';
import { saveSettings } from '@server/settings/settings';
import type { InvoiceDetail } from '@shared/invoices/schemas';
import type { DocumentDelivery, DocumentMailDraft } from '@shared/mail/document-mail';
import type { ProposalDetails, PublicProposal } from '@shared/proposals/schemas';
import { pdfAttachment, pdfText } from '../support/pdf-text';
import { linkIn, startSmtp } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let leadId: string;
const BILLING = 'financeiro.cliente.pdf@exemplo.com.br';

const json = async <T>(response: Response) => (await response.json()) as T;
const day = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('tempo esgotado');
    await sleep(150);
  }
}

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: '1' }, { jobs: true });
  const [lead] = await t.db
    .insert(leads)
    .values({
      name: 'Cliente PDF Ltda',
      email: 'contato.cliente.pdf@exemplo.com.br',
      phone: '(11) 98765-4321',
      source: 'manual',
      status: 'proposal',
    })
    .returning();
  leadId = lead!.id;
  await t.db.insert(billingProfiles).values({
    leadId,
    personType: 'pj',
    document: '11222333000181',
    legalName: 'Cliente PDF Ltda',
    billingEmail: BILLING,
  });
  await saveSettings(
    t.db,
    { pixKey: 'financeiro@coders.example', pixReceiverName: 'Coders Agência Digital', pixCity: 'São Paulo' },
    null,
  );
  await t.cookieFor('comercial');
  await t.cookieFor('financeiro');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function newProposal(): Promise<ProposalDetails> {
  const response = await t.request('/api/proposals', {
    as: 'comercial',
    json: {
      leadId,
      title: 'Loja virtual com integração',
      intro: 'Proposta para a loja.',
      scope: 'Loja completa, com pagamento.',
      terms: 'Pagamento conforme o plano.',
      validUntil: '2099-12-31',
      paymentPlan: { kind: 'instalments', instalments: [{ label: 'À vista', percent: 100, dueInDays: 0 }] },
      items: [{ description: 'Desenvolvimento da loja', quantity: 1, unitPrice: '12500.00' }],
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<ProposalDetails>(response);
}

async function issuedInvoice(): Promise<InvoiceDetail> {
  const created = await t.request('/api/invoices', {
    as: 'financeiro',
    json: {
      leadId,
      description: 'Manutenção mensal',
      competence: day(0).slice(0, 7),
      dueDate: day(10),
      items: [{ description: 'Manutenção do site', quantity: 1, unitPrice: '1500.00' }],
    },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const draft = await json<InvoiceDetail>(created);
  const issued = await t.request(`/api/invoices/${draft.id}/issue`, { as: 'financeiro', method: 'POST' });
  expect(issued.status).toBe(200);
  return json<InvoiceDetail>(issued);
}

const mailBody = (draft: DocumentMailDraft) => ({
  to: draft.to,
  subject: draft.subject,
  message: draft.message,
  requestId: crypto.randomUUID(),
});

describe('a proposal by e-mail', () => {
  it('goes with its link and its PDF, once per request, and shows in its delivery log', async () => {
    const proposal = await newProposal();
    const draft = await json<DocumentMailDraft>(
      await t.request(`/api/proposals/${proposal.id}/email`, { as: 'comercial' }),
    );
    expect(draft).toMatchObject({ to: BILLING, phone: '(11) 98765-4321', smtpConfigured: true });
    expect(draft.subject).toContain(proposal.number);
    expect(draft.message).toContain('R$');
    expect(draft.message).toContain('{link}');

    const body = mailBody(draft);
    const first = await t.request(`/api/proposals/${proposal.id}/email`, { as: 'comercial', json: body });
    expect(first.status, await first.clone().text()).toBe(202);
    // The same request again (a double click, a retried POST): nothing new, no second link.
    const again = await t.request(`/api/proposals/${proposal.id}/email`, { as: 'comercial', json: body });
    expect(again.status).toBe(202);

    const mail = await smtp.mailTo(BILLING, 30_000);
    const attachment = pdfAttachment(mail.raw);
    expect(attachment?.filename).toBe(`proposta-${proposal.number}.pdf`);
    expect(attachment!.data.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(attachment!.data);
    expect(text).toContain(`Proposta ${proposal.number}`);
    expect(text).toContain('Desenvolvimento da loja');
    expect(text).toContain('R$');

    const url = linkIn(mail);
    expect(url).toMatch(/\/proposta\/[A-Za-z0-9_-]{43}$/);
    const token = url.split('/proposta/')[1]!;
    const page = await t.request(`/api/public/proposals/${token}`, {
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(page.status).toBe(200);
    expect((await json<PublicProposal>(page)).number).toBe(proposal.number);

    await waitFor(async () => {
      const [row] = await t.db
        .select()
        .from(mailDeliveries)
        .where(eq(mailDeliveries.proposalId, proposal.id));
      return row?.status === 'sent';
    });
    await sleep(1500);
    expect(smtp.inbox.filter((item) => item.to.includes(BILLING))).toHaveLength(0);
    const rows = await t.db.select().from(mailDeliveries).where(eq(mailDeliveries.proposalId, proposal.id));
    expect(rows).toHaveLength(1);
    // Sent: the body and the PDF's bytes are dropped, the file name stays in the log.
    expect(rows[0]).toMatchObject({ status: 'sent', bodyText: null, attachmentData: null });

    const log = await json<{ items: DocumentDelivery[] }>(
      await t.request(`/api/proposals/${proposal.id}/emails`, { as: 'comercial' }),
    );
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({
      kind: 'proposal',
      to: BILLING,
      status: 'sent',
      attachmentName: `proposta-${proposal.number}.pdf`,
    });
    expect(log.items[0]!.answer).toMatch(/^250/);

    // The draft was sent by the e-mail, and the client has opened its link since.
    const sent = await json<ProposalDetails>(
      await t.request(`/api/proposals/${proposal.id}`, { as: 'comercial' }),
    );
    expect(sent.status).toBe('visualizada');
    expect(sent.sentAt).not.toBeNull();
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, proposal.id), eq(auditLog.action, 'email')));
    expect(audit).toHaveLength(1);
  });

  it('a retry of a message already sent sends nothing', async () => {
    const proposal = await newProposal();
    const draft = await json<DocumentMailDraft>(
      await t.request(`/api/proposals/${proposal.id}/email`, { as: 'comercial' }),
    );
    const to = 'retentativa.pdf@exemplo.com.br';
    await t.request(`/api/proposals/${proposal.id}/email`, {
      as: 'comercial',
      json: { ...mailBody(draft), to },
    });
    await smtp.mailTo(to, 30_000);
    const row = await waitFor(async () => {
      const [found] = await t.db.select().from(mailDeliveries).where(eq(mailDeliveries.toAddress, to));
      return found?.status === 'sent' ? found : null;
    });
    // pg-boss running the job again after it finished (a retry, a second instance): the claim finds
    // the message sent and nothing goes out.
    expect(await deliverMail(t.deps, row!.id, false)).toMatch(/Já tinha sido enviado/);
    await sleep(1000);
    expect(smtp.inbox.filter((item) => item.to.includes(to))).toHaveLength(0);
  });

  it('refuses a bad address with the field named, and a stranger', async () => {
    const proposal = await newProposal();
    const bad = await t.request(`/api/proposals/${proposal.id}/email`, {
      as: 'comercial',
      json: { to: 'não é e-mail', subject: 'x', message: 'y', requestId: crypto.randomUUID() },
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toContain('E-mail inválido');
    expect((await t.request(`/api/proposals/${proposal.id}/pdf`, { as: 'mkt' })).status).toBe(403);
    expect((await t.request(`/api/proposals/${proposal.id}/pdf`)).status).toBe(401);
  });

  it("the accepted proposal's PDF carries the acceptance hash; a token gives only its own proposal", async () => {
    const proposal = await newProposal();
    const other = await newProposal();
    const send = async (id: string) =>
      (
        await json<{ url: string }>(
          await t.request(`/api/proposals/${id}/send`, { as: 'comercial', method: 'POST' }),
        )
      ).url.split('/proposta/')[1]!;
    const token = await send(proposal.id);
    await send(other.id);
    const from = { 'x-forwarded-for': '198.51.100.20', 'user-agent': 'Teste/1.0' };
    const view = await json<PublicProposal>(
      await t.request(`/api/public/proposals/${token}`, { headers: from }),
    );
    const accepted = await t.request(`/api/public/proposals/${token}/accept`, {
      headers: from,
      json: {
        name: 'Maria Cliente',
        cpf: '529.982.247-25',
        agree: true,
        selectedOptionalItemIds: [],
        version: view.version,
        contentHash: view.contentHash,
      },
    });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    const { acceptedHash } = await json<{ acceptedHash: string }>(accepted);

    const publicPdf = await t.request(`/api/public/proposals/${token}/pdf`, { headers: from });
    expect(publicPdf.status).toBe(200);
    expect(publicPdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await publicPdf.arrayBuffer()));
    expect(text).toContain(acceptedHash);
    expect(text).toContain(proposal.number);
    expect(text).not.toContain(other.number);

    const staffPdf = await t.request(`/api/proposals/${proposal.id}/pdf`, { as: 'comercial' });
    expect(staffPdf.status).toBe(200);
    expect(pdfText(Buffer.from(await staffPdf.arrayBuffer()))).toContain(acceptedHash);

    // A made-up token of the right shape, and a malformed one: nothing.
    expect((await t.request(`/api/public/proposals/${'A'.repeat(43)}/pdf`, { headers: from })).status).toBe(
      404,
    );
    expect((await t.request('/api/public/proposals/x/pdf', { headers: from })).status).toBe(404);
  });
});

describe('an invoice by e-mail, and its receipt', () => {
  it('carries the PDF with the PIX code the screen shows; the link opens only this invoice', async () => {
    const invoice = await issuedInvoice();
    const other = await issuedInvoice();
    expect(invoice.pix?.code).toMatch(/^000201/);
    const draft = await json<DocumentMailDraft>(
      await t.request(`/api/invoices/${invoice.id}/email`, { as: 'financeiro' }),
    );
    expect(draft.to).toBe(BILLING);
    expect(draft.subject).toContain(invoice.number!);
    const sent = await t.request(`/api/invoices/${invoice.id}/email`, {
      as: 'financeiro',
      json: mailBody(draft),
    });
    expect(sent.status, await sent.clone().text()).toBe(202);

    const mail = await smtp.mailTo(BILLING, 30_000);
    const attachment = pdfAttachment(mail.raw)!;
    expect(attachment.filename).toBe(`fatura-${invoice.number}.pdf`);
    expect(attachment.data.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(attachment.data);
    expect(text).toContain(`Fatura ${invoice.number}`);
    // The BR Code printed beside the QR is the screen's, character for character (wrapped lines joined).
    expect(text.replace(/\s/g, '')).toContain(invoice.pix!.code.replace(/\s/g, ''));

    const token = linkIn(mail).split('/fatura/')[1]!;
    const from = { 'x-forwarded-for': '198.51.100.30' };
    const publicPdf = await t.request(`/api/public/invoices/${token}/pdf`, { headers: from });
    expect(publicPdf.status).toBe(200);
    const publicText = pdfText(Buffer.from(await publicPdf.arrayBuffer()));
    expect(publicText).toContain(invoice.number!);
    expect(publicText).not.toContain(other.number!);
    // No receipt before a payment; a stranger's token gets nothing.
    expect((await t.request(`/api/public/invoices/${token}/receipt`, { headers: from })).status).toBe(404);
    expect((await t.request(`/api/public/invoices/${'B'.repeat(43)}/pdf`, { headers: from })).status).toBe(
      404,
    );
    expect((await t.request(`/api/invoices/${invoice.id}/pdf`, { as: 'comercial' })).status).toBe(403);

    const paid = await t.request('/api/payments', {
      as: 'financeiro',
      json: {
        receivedOn: day(0),
        amount: '1500.00',
        method: 'pix',
        allocations: [{ invoiceId: invoice.id, amount: '1500.00' }],
      },
    });
    expect(paid.status, await paid.clone().text()).toBe(201);
    const receipt = await smtp.mailTo(BILLING, 30_000);
    const receiptPdf = pdfAttachment(receipt.raw)!;
    expect(receiptPdf.filename).toBe(`recibo-${invoice.number}.pdf`);
    const receiptText = pdfText(receiptPdf.data);
    expect(receiptText).toContain(`Recibo da fatura ${invoice.number}`);
    expect(receiptText).toContain('R$');

    const log = await waitFor(async () => {
      const page = await json<{ items: DocumentDelivery[] }>(
        await t.request(`/api/invoices/${invoice.id}/emails`, { as: 'financeiro' }),
      );
      return page.items.every((item) => item.status === 'sent') ? page : null;
    });
    expect(log.items.map((item) => item.kind).sort()).toEqual(['invoice', 'receipt']);
    const audited = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, invoice.id));
    expect(audited.map((row) => row.action)).toEqual(expect.arrayContaining(['email', 'receipt']));
    // The client's link now also gives the receipt.
    expect((await t.request(`/api/public/invoices/${token}/receipt`, { headers: from })).status).toBe(200);
  });

  it('a partial payment sends no receipt', async () => {
    const invoice = await issuedInvoice();
    const paid = await t.request('/api/payments', {
      as: 'financeiro',
      json: {
        receivedOn: day(0),
        amount: '500.00',
        method: 'pix',
        allocations: [{ invoiceId: invoice.id, amount: '500.00' }],
      },
    });
    expect(paid.status).toBe(201);
    await sleep(1000);
    const rows = await t.db.select().from(mailDeliveries).where(eq(mailDeliveries.invoiceId, invoice.id));
    expect(rows).toHaveLength(0);
  });
});
