/**
 * The proposal editor's draft (docs/product/proposals.md): what the form holds as typed, how a saved
 * proposal becomes a draft, the request body, and the live items the totals are computed from.
 * Amounts stay as typed ('1.234,56') and are read by the shared schema with the one money rule.
 */
import { formatMoneyInput, parseMoney } from '@shared/money';
import { type ProposalDetails, type ProposalFormInput, proposalFormSchema } from '@shared/proposals/schemas';
import type { Plan } from '@shared/schemas/proposal-totals';

export type ItemDraft = {
  key: string;
  description: string;
  service: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  optional: boolean;
  selected: boolean;
};
export type InstalmentDraft = {
  key: string;
  label: string;
  mode: 'percent' | 'amount';
  value: string;
  dueInDays: string;
};
export type ProposalDraft = {
  leadId: string;
  /** The deal a new proposal is made for ('?negocio=' on the editor's address). */
  dealId?: string;
  title: string;
  intro: string;
  scope: string;
  terms: string;
  validUntil: string;
  planKind: 'instalments' | 'retainer';
  instalments: InstalmentDraft[];
  months: string;
  dayOfMonth: string;
  items: ItemDraft[];
};

let counter = 0;
const key = () => `k${++counter}`;
const toBrlInput = (value: string) => (value === '0.00' ? '' : formatMoneyInput(value));

export const newInstalment = (position: number): InstalmentDraft => ({
  key: key(),
  label: `Parcela ${position}`,
  mode: 'percent',
  value: '',
  dueInDays: '30',
});

export const emptyItem = (): ItemDraft => ({
  key: key(),
  description: '',
  service: '',
  quantity: '1',
  unitPrice: '',
  discount: '',
  optional: false,
  selected: true,
});

const DEFAULT_TERMS =
  'Prazo de entrega combinado a partir da aceitação e do recebimento dos materiais. Alterações de escopo são orçadas à parte.';

export function newDraft(leadId = '', today = new Date()): ProposalDraft {
  const valid = new Date(today.getTime() + 15 * 86_400_000).toISOString().slice(0, 10);
  return {
    leadId,
    title: '',
    intro: '',
    scope: '',
    terms: DEFAULT_TERMS,
    validUntil: valid,
    planKind: 'instalments',
    instalments: [
      { key: key(), label: '50% na aceitação', mode: 'percent', value: '50', dueInDays: '0' },
      { key: key(), label: '50% na entrega', mode: 'percent', value: '50', dueInDays: '30' },
    ],
    months: '6',
    dayOfMonth: '10',
    items: [emptyItem()],
  };
}

export function draftOf(proposal: ProposalDetails): ProposalDraft {
  const plan = proposal.paymentPlan;
  return {
    leadId: proposal.leadId,
    title: proposal.title,
    intro: proposal.intro,
    scope: proposal.scope,
    terms: proposal.terms,
    validUntil: proposal.validUntil,
    planKind: plan.kind,
    instalments:
      plan.kind === 'instalments'
        ? plan.instalments.map((entry) => ({
            key: key(),
            label: entry.label,
            mode: entry.percent !== undefined && entry.percent !== null ? 'percent' : 'amount',
            value:
              entry.percent !== undefined && entry.percent !== null
                ? String(entry.percent).replace('.', ',')
                : formatMoneyInput(entry.amount ?? ''),
            dueInDays: String(entry.dueInDays),
          }))
        : newDraft().instalments,
    months: plan.kind === 'retainer' ? String(plan.months) : '6',
    dayOfMonth: plan.kind === 'retainer' ? String(plan.dayOfMonth) : '10',
    items: proposal.items.map((item) => ({
      key: key(),
      description: item.description,
      service: item.service ?? '',
      quantity: item.quantity.replace(/\.00$/, '').replace('.', ','),
      unitPrice: toBrlInput(item.unitPrice),
      discount: toBrlInput(item.discount),
      optional: item.optional,
      selected: item.selected,
    })),
  };
}

const quantity = (text: string) => text.trim().replace(',', '.');
const number = (text: string) => Number(text.trim().replace(',', '.'));
const finite = (value: number) => (Number.isFinite(value) ? Math.round(value * 100) / 100 : 0);

export function planOf(draft: ProposalDraft): Plan {
  if (draft.planKind === 'retainer') {
    return { kind: 'retainer', months: Number(draft.months), dayOfMonth: Number(draft.dayOfMonth) };
  }
  return {
    kind: 'instalments',
    instalments: draft.instalments.map((entry) =>
      entry.mode === 'percent'
        ? { label: entry.label, percent: finite(number(entry.value)), dueInDays: Number(entry.dueInDays) }
        : {
            label: entry.label,
            // The typed text: the shared schema reads it with the one money rule (decision 053).
            amount: entry.value,
            dueInDays: Number(entry.dueInDays),
          },
    ),
  };
}

/** The request body as typed: the shared schema reads it here (errors under the fields) and on the server. */
export function toInput(draft: ProposalDraft): ProposalFormInput {
  return {
    leadId: draft.leadId,
    ...(draft.dealId ? { dealId: draft.dealId } : {}),
    title: draft.title,
    intro: draft.intro,
    scope: draft.scope,
    terms: draft.terms,
    validUntil: draft.validUntil,
    paymentPlan: planOf(draft) as ProposalFormInput['paymentPlan'],
    items: draft.items.map((item) => ({
      description: item.description,
      service: item.service || null,
      quantity: quantity(item.quantity),
      unitPrice: item.unitPrice.trim() || '0',
      discount: item.discount,
      optional: item.optional,
      selected: item.optional ? item.selected : true,
    })),
  };
}

const typedMoney = (text: string) => {
  const parsed = parseMoney(text || '0', 'nonNegative');
  return parsed.ok ? parsed.value : '0.00';
};

/** Live totals: a line that does not parse yet counts as zero. */
export function liveItems(draft: ProposalDraft) {
  return draft.items.map((item) => {
    const unitPrice = typedMoney(item.unitPrice);
    const discount = typedMoney(item.discount);
    const qty = Number.isFinite(Number(quantity(item.quantity)))
      ? Number(quantity(item.quantity)).toFixed(2)
      : '0.00';
    return {
      quantity: qty,
      unitPrice,
      discount,
      optional: item.optional,
      selected: item.optional ? item.selected : true,
    };
  });
}

/** The shared schema's field errors for a draft ('items.0.discount' → message), as the server answers them. */
export function draftErrors(draft: ProposalDraft): Record<string, string> {
  const result = proposalFormSchema.safeParse(toInput(draft));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return errors;
}
