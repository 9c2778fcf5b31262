/**
 * NFS-e catalogs (docs/product/nfse.md): the national system's environments and the states of a note
 * issued from an invoice, each with its PT-BR label. The table's columns are typed and checked from these.
 */
export const nfseEnvironments = [
  { value: 'producao_restrita', label: 'Produção restrita (testes)', tpAmb: '2' },
  { value: 'producao', label: 'Produção', tpAmb: '1' },
] as const;
export type NfseEnvironment = (typeof nfseEnvironments)[number]['value'];

/** The national API's published base URLs (SEFIN Nacional), per environment. */
export const NFSE_DEFAULT_BASE_URLS: Record<NfseEnvironment, string> = {
  producao_restrita: 'https://sefin.producaorestrita.nfse.gov.br/SefinNacional',
  producao: 'https://sefin.nfse.gov.br/SefinNacional',
};

export const nfseStatuses = [
  { value: 'processando', label: 'Processando', color: 'amber' },
  { value: 'emitida', label: 'Emitida', color: 'green' },
  { value: 'rejeitada', label: 'Rejeitada', color: 'red' },
  { value: 'cancelada', label: 'Cancelada', color: 'slate' },
] as const;
export type NfseStatus = (typeof nfseStatuses)[number]['value'];

/** Why a note is cancelled (evento e101101, cMotivo). */
export const nfseCancelReasons = [
  { value: '1', label: 'Erro na emissão' },
  { value: '2', label: 'Serviço não prestado' },
  { value: '9', label: 'Outros' },
] as const;
