/**
 * The proposal as a PDF (docs/product/proposals.md 'PDF', decision 059): the same content as the
 * client's page — intro, items (options marked), totals, payment plan, scope and terms — and, once
 * accepted, who accepted, when and the acceptance hash the product stored.
 */
import type { Db } from '@server/db/client';
import { renderPdf } from '@server/lib/pdf';
import { getSettings } from '@server/settings/settings';
import { formatDate, formatDateTime, formatMoney } from '@shared/format';
import type { ProposalDetails } from '@shared/proposals/schemas';
import { readProposal } from './read-proposals';

const quantity = (value: string) => value.replace(/\.00$/, '').replace('.', ',');

export function proposalPdfName(number: string): string {
  return `proposta-${number}.pdf`;
}

function planLines(proposal: ProposalDetails): string[] {
  const plan = proposal.paymentPlan;
  if (plan.kind === 'retainer') {
    return [
      `Mensalidade de ${formatMoney(proposal.totals.total)} por ${plan.months} meses, com vencimento todo dia ${plan.dayOfMonth}.`,
    ];
  }
  return plan.instalments.map((instalment) => {
    const value = instalment.amount
      ? formatMoney(instalment.amount)
      : `${String(instalment.percent ?? 0).replace('.', ',')}%`;
    const due = instalment.dueInDays === 0 ? 'no aceite' : `${instalment.dueInDays} dias após o aceite`;
    return `${instalment.label}: ${value} — ${due}`;
  });
}

export async function renderProposalPdf(proposal: ProposalDetails, agencyName: string): Promise<Buffer> {
  const retainer = proposal.paymentPlan.kind === 'retainer';
  const blocks: Parameters<typeof renderPdf>[0]['blocks'] = [
    {
      kind: 'facts',
      items: [
        [
          'Cliente',
          proposal.clientCompany ? `${proposal.clientName} — ${proposal.clientCompany}` : proposal.clientName,
        ],
        ['Proposta', `${proposal.number} (versão ${proposal.version})`],
        ['Válida até', formatDate(proposal.validUntil)],
      ],
    },
  ];
  if (proposal.intro.trim()) blocks.push({ kind: 'paragraph', text: proposal.intro.trim() });
  blocks.push(
    { kind: 'heading', text: 'Itens' },
    {
      kind: 'table',
      table: {
        columns: [
          { label: 'Descrição', width: 46 },
          { label: 'Qtd.', width: 9, align: 'right' },
          { label: 'Valor unitário', width: 16, align: 'right' },
          { label: 'Desconto', width: 13, align: 'right' },
          { label: 'Total', width: 16, align: 'right' },
        ],
        rows: proposal.items.map((item) => [
          item.optional
            ? `${item.description} (opcional${item.selected ? ', incluído' : ', não incluído'})`
            : item.description,
          quantity(item.quantity),
          formatMoney(item.unitPrice),
          item.discount === '0.00' ? '—' : formatMoney(item.discount),
          formatMoney(item.lineTotal),
        ]),
      },
    },
    {
      kind: 'totals',
      items: [
        ['Subtotal', formatMoney(proposal.totals.subtotal)],
        ['Descontos', formatMoney(proposal.totals.discount)],
        [retainer ? 'Total por mês' : 'Total', formatMoney(proposal.totals.total), true],
      ],
    },
    { kind: 'heading', text: 'Forma de pagamento' },
    ...planLines(proposal).map((text) => ({ kind: 'paragraph' as const, text })),
  );
  if (proposal.scope.trim()) {
    blocks.push({ kind: 'heading', text: 'Escopo' }, { kind: 'paragraph', text: proposal.scope.trim() });
  }
  if (proposal.terms.trim()) {
    blocks.push({ kind: 'heading', text: 'Condições' }, { kind: 'paragraph', text: proposal.terms.trim() });
  }
  if (proposal.acceptedAt && proposal.acceptedHash) {
    blocks.push({
      kind: 'box',
      title: 'Aceite eletrônico',
      lines: [
        `Aceita por ${proposal.acceptedName ?? '—'} em ${formatDateTime(proposal.acceptedAt)} (horário de Brasília).`,
        ...(proposal.acceptedTotal ? [`Valor aceito: ${formatMoney(proposal.acceptedTotal)}`] : []),
        'Código de verificação do aceite (SHA-256):',
        proposal.acceptedHash,
      ],
    });
  } else if (proposal.cancelledAt) {
    blocks.push({ kind: 'paragraph', text: 'Esta proposta foi cancelada.', muted: true });
  }
  return renderPdf({
    title: `Proposta ${proposal.number}`,
    issuer: agencyName,
    subtitle: proposal.title,
    blocks,
    footer: `${agencyName} — Proposta ${proposal.number}`,
  });
}

/** The PDF of proposal `id`, or null when there is none. */
export async function proposalPdf(db: Db, id: string): Promise<{ filename: string; data: Buffer } | null> {
  const proposal = await readProposal(db, id);
  if (!proposal) return null;
  const settings = await getSettings(db);
  return {
    filename: proposalPdfName(proposal.number),
    data: await renderProposalPdf(proposal, settings.siteName),
  };
}
