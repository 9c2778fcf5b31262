/**
 * Deals (docs/product/companies-and-deals.md): the form, the stage move, the loss, the list query and
 * the board's figures. Money is exact decimal text (decision 053).
 */
import { z } from 'zod';
import { valuesOf } from '@shared/catalog/entries';
import { fromCents, percentOf, toCents } from '@shared/money';
import { moneyField } from '@shared/schemas/money';
import {
  type DealLossReason,
  type DealStage,
  dealLossReasons,
  dealStages,
  stageProbability,
} from './catalog';

export const DEAL_NOT_FOUND = 'Negócio não encontrado';
export const DEAL_CLOSED = 'Este negócio já foi encerrado.';
export const LOSS_REASON_REQUIRED = 'Informe o motivo da perda';
/** The largest deal value: what numeric(14,2) holds. */
export const DEAL_MAX_CENTS = 999_999_999_999n;

const dayField = z
  .union([z.iso.date({ error: 'Data inválida' }), z.literal('')], { error: 'Data inválida' })
  .nullish()
  .transform((value) => value || null);

export const dealFormSchema = z.object({
  title: z
    .string({ error: 'Título é obrigatório' })
    .trim()
    .min(1, 'Título é obrigatório')
    .max(200, 'Título muito longo (máximo de 200 caracteres)'),
  companyId: z
    .union([z.uuid({ error: 'Empresa inválida' }), z.literal('')], { error: 'Empresa inválida' })
    .nullish()
    .transform((value) => value || null),
  leadId: z
    .union([z.uuid({ error: 'Pessoa inválida' }), z.literal('')], { error: 'Pessoa inválida' })
    .nullish()
    .transform((value) => value || null),
  ownerId: z
    .union([z.uuid({ error: 'Responsável inválido' }), z.literal('')], { error: 'Responsável inválido' })
    .nullish()
    .transform((value) => value || null),
  value: moneyField('Valor', 'nonNegative', DEAL_MAX_CENTS),
  expectedCloseDate: dayField,
});
export type DealFormInput = z.input<typeof dealFormSchema>;
export type DealData = z.output<typeof dealFormSchema>;

/**
 * Move a deal to a stage. Lost needs a reason from the catalog (and takes a free note); the check
 * runs here so the form, the keyboard menu and the API refuse alike.
 */
export const dealMoveSchema = z
  .object({
    stage: z.enum(valuesOf(dealStages), { error: 'Etapa inválida' }),
    lossReason: z
      .union([z.enum(valuesOf(dealLossReasons), { error: 'Motivo inválido' }), z.literal('')], {
        error: 'Motivo inválido',
      })
      .nullish()
      .transform((value) => value || null),
    lossNote: z
      .string({ error: 'Observação inválida' })
      .trim()
      .max(1000, 'Observação muito longa (máximo de 1000 caracteres)')
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((value, context) => {
    if (value.stage === 'perdido' && !value.lossReason) {
      context.addIssue({ code: 'custom', path: ['lossReason'], message: LOSS_REASON_REQUIRED });
    }
  });
export type DealMoveInput = z.input<typeof dealMoveSchema>;
export type DealMove = z.output<typeof dealMoveSchema>;

export const dealListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  stage: z.enum(valuesOf(dealStages)).optional(),
  companyId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

export type Deal = {
  id: string;
  title: string;
  companyId: string | null;
  companyName: string | null;
  leadId: string | null;
  leadName: string | null;
  ownerId: string | null;
  ownerName: string | null;
  stage: DealStage;
  /** The stage's default probability (0–100). */
  probability: number;
  value: string;
  expectedCloseDate: string | null;
  lossReason: DealLossReason | null;
  lossNote: string | null;
  wonAt: string | null;
  lostAt: string | null;
  createdAt: string;
  updatedAt: string;
};
export type DealProposal = { id: string; number: string; title: string; status: string; total: string };
export type DealDetail = Deal & { proposals: DealProposal[] };

export type StageSummary = { stage: DealStage; count: number; sum: string; weighted: string };
/** A Kanban card: the deal and its next open activity (null: 'Sem próxima atividade'). */
export type BoardDeal = Deal & { nextActivity: { title: string; dueAt: string } | null };
export type DealBoard = { items: BoardDeal[]; stages: StageSummary[] };

/** value × probability ÷ 100, rounded half up to the cent. */
export const weightedValue = (value: string, probability: number): string => percentOf(value, probability);

/** Count, sum and weighted sum per stage, in board order (every stage, also the empty ones). */
export function summarizeStages(deals: readonly Pick<Deal, 'stage' | 'value'>[]): StageSummary[] {
  return dealStages.map(({ value: stage }) => {
    const rows = deals.filter((deal) => deal.stage === stage);
    const sum = rows.reduce((total, deal) => total + toCents(deal.value), 0n);
    const weighted = rows.reduce(
      (total, deal) => total + toCents(weightedValue(deal.value, stageProbability(stage))),
      0n,
    );
    return { stage, count: rows.length, sum: fromCents(sum), weighted: fromCents(weighted) };
  });
}
