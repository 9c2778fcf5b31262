/**
 * The PSP behind PIX charges (decision 071): one interface, the calls of the Banco Central's API Pix
 * that we use — an OAuth2 token, `PUT /v2/cobv/{txid}` and `GET /v2/cobv/{txid}` (`GET /v2/cob/{txid}`
 * for an immediate charge) — and, where the PSP offers it, the boleto híbrido (linha digitável + PIX),
 * which is not part of the BCB standard and so sits behind `capabilities.boleto`. The HTTP
 * implementation is bcb-provider.ts; tests/support/mock-psp.ts answers the same calls on 127.0.0.1.
 */
import type { ReceivedPix } from '@shared/pix-charges/schemas';

/** What `PUT /v2/cobv/{txid}` is given, in our words (bcb-provider.ts maps it to the API's fields). */
export type CobvRequest = {
  txid: string;
  /** yyyy-MM-dd (calendario.dataDeVencimento). */
  dueDate: string;
  /** Days after the due date the code can still be paid (calendario.validadeAposVencimento). */
  validDaysAfterDue: number;
  debtor: { document: string; name: string };
  /** valor.original, exact decimal text. */
  amount: string;
  /** Fine (%) once after the due date, and monthly interest (%, calendar days): '0.00' = none. */
  finePercent: string;
  monthlyInterestPercent: string;
  pixKey: string;
  /** solicitacaoPagador. */
  message: string;
};

/** A charge as the PSP shows it. */
export type CobvState = {
  txid: string;
  /** ATIVA, CONCLUIDA, REMOVIDA_PELO_USUARIO_RECEBEDOR, REMOVIDA_PELO_PSP (and VENCIDA at some PSPs). */
  status: string;
  revision: number;
  /** loc.location: the URL the dynamic BR Code points at (without or with the scheme). */
  location: string | null;
  amount: string;
  /** The PIX received for it (present once CONCLUIDA). */
  pix: ReceivedPix[];
};

export type BoletoState = { line: string; cobv: CobvState };

export type PixProvider = {
  capabilities: { boleto: boolean };
  /** Fetches (or reuses) an access token: 'Testar conexão'. */
  token(signal?: AbortSignal): Promise<string>;
  createCobv(request: CobvRequest, signal?: AbortSignal): Promise<CobvState>;
  /** null when the PSP has no charge with this txid (404). */
  getCobv(txid: string, signal?: AbortSignal): Promise<CobvState | null>;
  getCob(txid: string, signal?: AbortSignal): Promise<CobvState | null>;
  /** Boleto híbrido for the same charge (only when capabilities.boleto). */
  boleto?(request: CobvRequest, signal?: AbortSignal): Promise<BoletoState>;
};

/**
 * A failed call, with its PT-BR message for the screen. `retry`: whether trying again later can help
 * (timeouts, 5xx, 429) — a 400 for our payload will not.
 */
export class PixProviderError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'PixProviderError';
  }
}
