/**
 * LGPD catalog (docs/product/privacy-lgpd.md): the art. 18 rights a person asks for on /meus-dados,
 * the statuses of the adm queue, and the kinds of one-time link, with their PT-BR labels (the
 * tables' typed columns and checks use them).
 */
export const PRIVACY_REQUEST_TYPES = [
  'confirmacao',
  'acesso',
  'correcao',
  'portabilidade',
  'eliminacao',
  'revogacao',
  'oposicao',
  'informacao',
] as const;
export type PrivacyRequestType = (typeof PRIVACY_REQUEST_TYPES)[number];

export const PRIVACY_REQUEST_TYPE_LABELS: Record<PrivacyRequestType, string> = {
  confirmacao: 'Confirmação de tratamento',
  acesso: 'Acesso aos dados',
  correcao: 'Correção de dados',
  portabilidade: 'Portabilidade',
  eliminacao: 'Eliminação (anonimização)',
  revogacao: 'Revogação do consentimento',
  oposicao: 'Oposição ao tratamento',
  informacao: 'Informação sobre compartilhamento',
};

/** What each option means, in the words of the rights page. */
export const PRIVACY_REQUEST_TYPE_HINTS: Record<PrivacyRequestType, string> = {
  confirmacao: 'Saber se a Coders trata dados pessoais seus.',
  acesso: 'Receber uma cópia dos dados que guardamos sobre você.',
  correcao: 'Corrigir dados incompletos, inexatos ou desatualizados.',
  portabilidade: 'Receber os seus dados em formato estruturado (JSON e CSV).',
  eliminacao: 'Apagar os seus dados pessoais (mantemos só números sem identificação).',
  revogacao: 'Deixar de receber comunicações de marketing. Vale na hora.',
  oposicao: 'Opor-se a um tratamento feito sem o seu consentimento.',
  informacao: 'Saber com quem compartilhamos os seus dados.',
};

export const PRIVACY_REQUEST_STATUSES = [
  'nao_verificada',
  'aberta',
  'em_andamento',
  'concluida',
  'recusada',
] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];
export const PRIVACY_REQUEST_STATUS_LABELS: Record<PrivacyRequestStatus, string> = {
  nao_verificada: 'Não verificada',
  aberta: 'Verificada (aberta)',
  em_andamento: 'Em andamento',
  concluida: 'Concluída',
  recusada: 'Recusada',
};
export const OPEN_PRIVACY_STATUSES: readonly PrivacyRequestStatus[] = [
  'nao_verificada',
  'aberta',
  'em_andamento',
];

/**
 * 'verify' (one-time link of a request), 'unsubscribe' (marketing withdrawal, reusable) or 'consent'
 * (one-time: confirm or undo a withdrawal typed on /meus-dados).
 */
export const PRIVACY_TOKEN_KINDS = ['verify', 'unsubscribe', 'consent'] as const;
export type PrivacyTokenKind = (typeof PRIVACY_TOKEN_KINDS)[number];
