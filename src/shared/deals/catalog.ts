/**
 * Deals (docs/product/companies-and-deals.md): the pipeline's stages in board order, each with the
 * default probability its weighted sum uses, and the reasons a deal is lost. PT-BR labels; the
 * tables' columns are typed and checked from these.
 */
export const dealStages = [
  { value: 'prospeccao', label: 'Prospecção', probability: 10, open: true },
  { value: 'qualificacao', label: 'Qualificação', probability: 25, open: true },
  { value: 'proposta', label: 'Proposta enviada', probability: 50, open: true },
  { value: 'negociacao', label: 'Negociação', probability: 75, open: true },
  { value: 'ganho', label: 'Ganho', probability: 100, open: false },
  { value: 'perdido', label: 'Perdido', probability: 0, open: false },
] as const;
export type DealStage = (typeof dealStages)[number]['value'];

export const OPEN_DEAL_STAGES = dealStages.filter((stage) => stage.open).map((stage) => stage.value);

/** The default probability (0–100) of a stage. */
export const stageProbability = (stage: string): number =>
  dealStages.find((entry) => entry.value === stage)?.probability ?? 0;

export const dealLossReasons = [
  { value: 'preco', label: 'Preço' },
  { value: 'concorrente', label: 'Fechou com a concorrência' },
  { value: 'sem_orcamento', label: 'Sem orçamento' },
  { value: 'sem_resposta', label: 'Cliente parou de responder' },
  { value: 'momento', label: 'Não é o momento' },
  { value: 'escopo', label: 'Escopo não atendido' },
  { value: 'outro', label: 'Outro motivo' },
] as const;
export type DealLossReason = (typeof dealLossReasons)[number]['value'];
