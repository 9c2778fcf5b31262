/**
 * The Banco Central's API Pix over HTTPS (decision 071), as every PSP implements it: OAuth2 client
 * credentials (HTTP Basic with the client id and secret, `grant_type=client_credentials`), the token
 * kept until a minute before `expires_in`; mTLS with the PSP's certificate when one is saved (PEM text
 * with the certificate and key, or a PFX in base64). Every call has a time limit (CALL_TIMEOUT_MS, and
 * the job's own signal): a slow bank fails the attempt, and the job engine retries it.
 *
 * Field names are the API's (`calendario.dataDeVencimento`, `devedor.cpf|cnpj`, `valor.original`,
 * `valor.multa` modalidade 2 = percentual, `valor.juros` modalidade 3 = percentual ao mês em dias
 * corridos — our late-fee rule, src/shared/late-fees.ts).
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { fromCents, toCents } from '@shared/money';
import { receivedPixSchema } from '@shared/pix-charges/schemas';
import {
  type BoletoState,
  type CobvRequest,
  type CobvState,
  type PixProvider,
  PixProviderError,
} from './provider';

export const CALL_TIMEOUT_MS = 15_000;

export type BcbConfig = {
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** PEM (certificate + key) or base64 PFX; '' = no client certificate. */
  certificate: string;
  boleto: boolean;
  timeoutMs?: number;
};

type Answer = { status: number; body: unknown };

const tokens = new Map<string, { token: string; until: number }>();

/** Forgets cached tokens (settings saved, tests). */
export const forgetTokens = () => tokens.clear();

function tlsOptions(certificate: string) {
  const text = certificate.trim();
  if (!text) return {};
  if (text.includes('-----BEGIN')) return { cert: text, key: text };
  return { pfx: Buffer.from(text, 'base64') };
}

function send(
  config: BcbConfig,
  method: string,
  url: string,
  headers: Record<string, string>,
  body: string | null,
  signal?: AbortSignal,
): Promise<Answer> {
  const target = new URL(url);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const timeout = config.timeoutMs ?? CALL_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      target,
      {
        method,
        headers: {
          accept: 'application/json',
          ...headers,
          ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
        },
        timeout,
        signal,
        ...(target.protocol === 'https:' ? tlsOptions(config.certificate) : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > 1_000_000)
            outgoing.destroy(new PixProviderError('Resposta do banco grande demais.', false));
          else chunks.push(chunk);
        });
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = null;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            parsed = text;
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
        response.on('error', reject);
      },
    );
    const timer = setTimeout(
      () => outgoing.destroy(new PixProviderError('O banco não respondeu a tempo.', true)),
      timeout,
    );
    outgoing.on('timeout', () =>
      outgoing.destroy(new PixProviderError('O banco não respondeu a tempo.', true)),
    );
    outgoing.on('error', (error) => {
      clearTimeout(timer);
      if (error instanceof PixProviderError) reject(error);
      else if (signal?.aborted)
        reject(new PixProviderError('A chamada ao banco passou do tempo da rotina.', true));
      else
        reject(
          new PixProviderError(
            `Não foi possível conectar ao banco (${(error as NodeJS.ErrnoException).code ?? error.message}).`,
            true,
          ),
        );
    });
    outgoing.on('close', () => clearTimeout(timer));
    if (body) outgoing.write(body);
    outgoing.end();
  });
}

/** The PSP's own words for a refusal (API Pix problem+json: title/detail/violacoes), cut short. */
function refusal(answer: Answer): string {
  const body = answer.body as { title?: unknown; detail?: unknown; mensagem?: unknown } | null;
  const words = [body?.title, body?.detail, body?.mensagem]
    .filter((part) => typeof part === 'string')
    .join(': ');
  return words ? words.slice(0, 300) : `HTTP ${answer.status}`;
}

function failure(what: string, answer: Answer): PixProviderError {
  const retry = answer.status >= 500 || answer.status === 429 || answer.status === 408;
  if (answer.status === 401 || answer.status === 403)
    return new PixProviderError(
      `O banco recusou as credenciais ao ${what} (${refusal(answer)}).`,
      false,
      answer.status,
    );
  return new PixProviderError(`O banco recusou ${what} (${refusal(answer)}).`, retry, answer.status);
}

const percent = (value: string) => fromCents(toCents(value || '0'));

/** The cobv body of the API Pix for `request`. */
export function cobvBody(request: CobvRequest) {
  const document = request.debtor.document.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  const valor: Record<string, unknown> = { original: request.amount };
  if (toCents(request.finePercent || '0') > 0n)
    valor.multa = { modalidade: '2', valorPerc: percent(request.finePercent) };
  if (toCents(request.monthlyInterestPercent || '0') > 0n)
    valor.juros = { modalidade: '3', valorPerc: percent(request.monthlyInterestPercent) };
  return {
    calendario: { dataDeVencimento: request.dueDate, validadeAposVencimento: request.validDaysAfterDue },
    devedor: {
      ...(document.length === 11 ? { cpf: document } : { cnpj: document }),
      nome: request.debtor.name.slice(0, 200),
    },
    valor,
    chave: request.pixKey,
    solicitacaoPagador: request.message.slice(0, 140),
  };
}

/** A charge from the API's answer. */
export function cobvState(body: unknown, txid: string): CobvState {
  const value = (body ?? {}) as {
    txid?: unknown;
    status?: unknown;
    revisao?: unknown;
    loc?: { location?: unknown };
    location?: unknown;
    valor?: { original?: unknown };
    pix?: unknown;
  };
  const location =
    typeof value.loc?.location === 'string'
      ? value.loc.location
      : typeof value.location === 'string'
        ? value.location
        : null;
  const pix = Array.isArray(value.pix)
    ? value.pix.flatMap((entry) => {
        const parsed = receivedPixSchema.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  return {
    txid: typeof value.txid === 'string' ? value.txid : txid,
    status: typeof value.status === 'string' ? value.status : 'DESCONHECIDO',
    revision: typeof value.revisao === 'number' ? value.revisao : 0,
    location,
    amount: typeof value.valor?.original === 'string' ? value.valor.original : '0.00',
    pix,
  };
}

export function bcbProvider(config: BcbConfig): PixProvider {
  const base = config.baseUrl.replace(/\/+$/, '');
  const tokenUrl = config.tokenUrl || `${base}/oauth/token`;
  const cacheKey = `${tokenUrl}|${config.clientId}`;

  async function token(signal?: AbortSignal): Promise<string> {
    const cached = tokens.get(cacheKey);
    if (cached && cached.until > Date.now()) return cached.token;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const answer = await send(
      config,
      'POST',
      tokenUrl,
      { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      'grant_type=client_credentials',
      signal,
    );
    const body = answer.body as { access_token?: unknown; expires_in?: unknown } | null;
    if (answer.status !== 200 || typeof body?.access_token !== 'string')
      throw failure('o pedido de token', answer);
    const seconds = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 300;
    tokens.set(cacheKey, { token: body.access_token, until: Date.now() + Math.max(0, seconds - 60) * 1000 });
    return body.access_token;
  }

  async function call(method: string, path: string, payload: unknown, signal?: AbortSignal): Promise<Answer> {
    const bearer = await token(signal);
    const answer = await send(
      config,
      method,
      `${base}${path}`,
      { authorization: `Bearer ${bearer}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
      payload ? JSON.stringify(payload) : null,
      signal,
    );
    // An expired token refused before its time: forget it, the retry fetches another.
    if (answer.status === 401) tokens.delete(cacheKey);
    return answer;
  }

  const read = (kind: 'cob' | 'cobv') => async (txid: string, signal?: AbortSignal) => {
    const answer = await call('GET', `/v2/${kind}/${encodeURIComponent(txid)}`, null, signal);
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw failure('a consulta da cobrança', answer);
    return cobvState(answer.body, txid);
  };

  const provider: PixProvider = {
    capabilities: { boleto: config.boleto },
    token,
    async createCobv(request, signal) {
      const answer = await call(
        'PUT',
        `/v2/cobv/${encodeURIComponent(request.txid)}`,
        cobvBody(request),
        signal,
      );
      if (answer.status !== 200 && answer.status !== 201) throw failure('a criação da cobrança', answer);
      return cobvState(answer.body, request.txid);
    },
    getCobv: read('cobv'),
    getCob: read('cob'),
  };
  if (config.boleto) {
    // Not in the BCB standard: each PSP names it its own way. This is the shape our mock answers
    // (`PUT /v2/cobv/{txid}/boleto` → linhaDigitavel + the cobv), to adapt per PSP when one is chosen.
    provider.boleto = async (request, signal): Promise<BoletoState> => {
      const answer = await call(
        'PUT',
        `/v2/cobv/${encodeURIComponent(request.txid)}/boleto`,
        cobvBody(request),
        signal,
      );
      const body = answer.body as { linhaDigitavel?: unknown; cobv?: unknown } | null;
      if ((answer.status !== 200 && answer.status !== 201) || typeof body?.linhaDigitavel !== 'string')
        throw failure('a criação do boleto', answer);
      return { line: body.linhaDigitavel, cobv: cobvState(body.cobv, request.txid) };
    };
  }
  return provider;
}
