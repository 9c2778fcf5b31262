/**
 * What the public forms need from the privacy policy, kept apart from the policy text so the
 * landing page's booking form does not download the whole policy.
 */

/** ISO date of the version in force; stored with every consent (proof of what the person accepted). */
export const PRIVACY_POLICY_VERSION = '2026-11-01';
export const PRIVACY_POLICY_UPDATED_LABEL = '1º de novembro de 2026';
export const PRIVACY_PATH = '/privacidade';

/** Checkbox texts of the public forms (the purpose one is required and starts unticked); the prefix is
 * followed by a link on 'Política de Privacidade'. */
export const CONSENT_PURPOSE_PREFIX =
  'Autorizo a Coders a usar os dados informados para responder à minha solicitação, conforme a';
export const CONSENT_PURPOSE_TEXT = `${CONSENT_PURPOSE_PREFIX} Política de Privacidade.`;
export const CONSENT_MARKETING_TEXT =
  'Quero receber novidades, conteúdos e ofertas da Coders por e-mail ou WhatsApp (opcional).';
export const CONSENT_REQUIRED_MESSAGE =
  'É necessário aceitar o uso dos dados para responder sua solicitação.';

/** Defaults of the LGPD settings (the adm changes them; docs/product/privacy-lgpd.md). */
export const DEFAULT_DPO = { name: 'Ana Ribeiro', email: 'privacidade@coders.example' } as const;
export const DEFAULT_RETENTION_MONTHS = { leads: 24, chat: 12 } as const;
export const RIGHTS_PATH = '/meus-dados';
