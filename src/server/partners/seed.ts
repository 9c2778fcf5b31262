/**
 * Demo data for CODERS parceiros (docs/product/partners.md): two partners (PARC1 with a % agreement,
 * PARC2 with a fixed amount per deal won), referred demo leads, an invoice paid in two parts and a
 * partial refund for PARC1's client (numbered through nextDocumentNumber, so FAT numbers stay gapless
 * beside the finance demo data), the commissions accrued from them in each status, and contracts.
 * Dates are relative to `now`, so the pages look alive on any day.
 */
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { files, leads } from '@server/db/schema';
import { nextDocumentNumber } from '@server/finance/numbering';
import { invoices } from '@server/invoices/schema';
import type { SeedContext } from '@server/module';
import { paymentAllocations, payments } from '@server/payments/schema';
import { saoPauloDay } from '@shared/format';
import { accrueCommissions } from './commissions';
import {
  partnerAgreements,
  partnerCommissions,
  partnerDocuments,
  partnerDocumentVersions,
  partners,
} from './schema';

const DAY = 86_400_000;

/** A one-page PDF saying `text` (enough for a viewer to open). */
function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 14 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export async function seedPartners({ db, ids, now }: SeedContext) {
  const adminId = ids['adm@coders.example'] ?? null;
  const day = (offset: number) => saoPauloDay(new Date(now + offset * DAY));
  const [sul, marina] = await db
    .insert(partners)
    .values([
      {
        name: 'Agência Sul Digital',
        personType: 'pj',
        document: '11222333000181',
        contactName: 'Rafael Menezes',
        email: 'rafael@suldigital.example',
        phone: '(51) 99876-1234',
        pixKey: '11.222.333/0001-81',
        code: 'PARC1',
        notes: 'Indica clientes de e-commerce do Rio Grande do Sul.',
        createdAt: new Date(now - 200 * DAY),
      },
      {
        name: 'Marina Costa',
        personType: 'pf',
        document: '52998224725',
        contactName: 'Marina Costa',
        email: 'marina.costa@exemplo.com.br',
        phone: '(11) 98123-4567',
        pixKey: 'marina.costa@exemplo.com.br',
        code: 'PARC2',
        notes: 'Consultora de marketing; indica clientes de serviços.',
        createdAt: new Date(now - 150 * DAY),
      },
    ])
    .returning({ id: partners.id });
  await db.insert(partnerAgreements).values([
    {
      partnerId: sul!.id,
      kind: 'percentual',
      percent: '10.00',
      recurringMonths: 12,
      attributionDays: 60,
      validFrom: day(-200),
      notes: '10% do valor recebido por 12 meses a partir do primeiro pagamento.',
    },
    {
      partnerId: marina!.id,
      kind: 'fixo',
      fixedAmount: '800.00',
      recurringMonths: 1,
      attributionDays: 30,
      validFrom: day(-150),
      notes: 'R$ 800 por negócio fechado.',
    },
  ]);

  // Referred leads: won and open demo leads (the oldest first, so the picks are stable).
  const won = await db
    .select({ id: leads.id, createdAt: leads.createdAt })
    .from(leads)
    .where(and(eq(leads.status, 'won'), isNull(leads.partnerId)))
    .orderBy(asc(leads.createdAt))
    .limit(2);
  const open = await db
    .select({ id: leads.id, createdAt: leads.createdAt })
    .from(leads)
    .where(and(ne(leads.status, 'won'), ne(leads.status, 'lost'), isNull(leads.partnerId)))
    .orderBy(asc(leads.createdAt))
    .limit(4);
  const credit = async (lead: { id: string; createdAt: Date } | undefined, partnerId: string) => {
    if (!lead) return;
    await db
      .update(leads)
      .set({ partnerId, referredAt: new Date(lead.createdAt.getTime() - 2 * DAY) })
      .where(eq(leads.id, lead.id));
  };
  await credit(won[0], sul!.id);
  await credit(won[1], marina!.id);
  await credit(open[0], sul!.id);
  await credit(open[1], sul!.id);
  await credit(open[2], marina!.id);
  await credit(open[3], marina!.id);

  // PARC1's client paid an invoice in two parts and got a partial refund.
  const client = won[0];
  if (client) {
    await db.transaction(async (tx) => {
      const issued = new Date(now - 60 * DAY);
      const number = await nextDocumentNumber(tx, 'FAT', Number(day(-60).slice(0, 4)));
      const [invoice] = await tx
        .insert(invoices)
        .values({
          number,
          leadId: client.id,
          description: 'Loja virtual — indicação Agência Sul Digital',
          competence: `${day(-60).slice(0, 7)}-01`,
          dueDate: day(-50),
          total: '12000.00',
          issuedAt: issued,
          createdBy: adminId,
          createdAt: issued,
          updatedAt: issued,
        })
        .returning({ id: invoices.id });
      let refundOf: string | null = null;
      let reverses: string | null = null;
      for (const [amount, offset] of [
        ['6000.00', -55],
        ['6000.00', -20],
        ['-500.00', -3],
      ] as const) {
        const refund = amount.startsWith('-');
        const [payment]: { id: string }[] = await tx
          .insert(payments)
          .values({
            receivedOn: day(offset),
            amount,
            method: 'pix',
            leadId: client.id,
            note: refund ? 'Estorno parcial (item cancelado)' : null,
            refundOf: refund ? refundOf : null,
            createdBy: adminId,
          })
          .returning({ id: payments.id });
        refundOf = payment!.id;
        // The refund gives back part of the second payment's allocation (its reversal).
        const [allocation]: { id: string }[] = await tx
          .insert(paymentAllocations)
          .values({
            paymentId: payment!.id,
            invoiceId: invoice!.id,
            amount,
            reversesId: refund ? reverses : null,
          })
          .returning({ id: paymentAllocations.id });
        reverses = allocation!.id;
      }
    });
  }
  // PARC2's referral was won: the fixed amount.
  await accrueCommissions(db, new Date(now));
  // One entry in each status: the oldest paid, the next approved, the rest pending.
  const entries = await db
    .select({ id: partnerCommissions.id, amount: partnerCommissions.amount })
    .from(partnerCommissions)
    .where(eq(partnerCommissions.partnerId, sul!.id))
    .orderBy(asc(partnerCommissions.statementMonth), sql`${partnerCommissions.amount} desc`);
  const positive = entries.filter((entry) => !entry.amount.startsWith('-'));
  if (positive[0]) {
    await db
      .update(partnerCommissions)
      .set({
        status: 'paga',
        approvedAt: new Date(now - 40 * DAY),
        approvedBy: adminId,
        paidOn: day(-38),
        pixReference: 'E18236120202611261200s0123456789',
      })
      .where(eq(partnerCommissions.id, positive[0].id));
  }
  if (positive[1]) {
    await db
      .update(partnerCommissions)
      .set({ status: 'aprovada', approvedAt: new Date(now - 5 * DAY), approvedBy: adminId })
      .where(eq(partnerCommissions.id, positive[1].id));
  }

  // Contracts: PARC1's signed (two versions), PARC2's sent for signature.
  const contract = async (
    partnerId: string,
    title: string,
    versions: string[],
    signature: 'assinado' | 'enviado',
  ) => {
    const [document] = await db
      .insert(partnerDocuments)
      .values({
        partnerId,
        title,
        signatureStatus: signature,
        sentAt: new Date(now - 30 * DAY),
        signedAt: signature === 'assinado' ? new Date(now - 28 * DAY) : null,
        createdBy: adminId,
        createdAt: new Date(now - 35 * DAY),
      })
      .returning({ id: partnerDocuments.id });
    for (const [index, text] of versions.entries()) {
      const data = tinyPdf(text);
      const [file] = await db
        .insert(files)
        .values({
          filename: `contrato-parceria-v${index + 1}.pdf`,
          mimeType: 'application/pdf',
          size: data.length,
          data,
          createdBy: adminId,
        })
        .returning({ id: files.id });
      await db.insert(partnerDocumentVersions).values({
        documentId: document!.id,
        version: index + 1,
        fileId: file!.id,
        uploadedBy: adminId,
        createdAt: new Date(now - (35 - index * 4) * DAY),
      });
    }
  };
  await contract(
    sul!.id,
    'Contrato de parceria comercial',
    ['Contrato de parceria - Agencia Sul Digital - v1', 'Contrato de parceria - Agencia Sul Digital - v2'],
    'assinado',
  );
  await contract(marina!.id, 'Contrato de indicação', ['Contrato de indicacao - Marina Costa'], 'enviado');
}
