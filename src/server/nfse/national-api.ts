/**
 * The national NFS-e API (SEFIN Nacional) as this module calls it: POST /nfse with the signed DPS
 * gzipped and base64'd in JSON (answers the NFS-e XML and its chave de acesso, or a list of
 * rejections with codes), GET /dps/{id} (the chave of a DPS already turned into a note), GET
 * /nfse/{chave}, and POST /nfse/{chave}/eventos (cancellation). Over HTTPS the company's A1
 * certificate is the client certificate (mTLS). Every call has a time limit; a network failure,
 * a time-out or a 5xx throws NfseUnavailable (the job retries it), a 4xx answers the rejections.
 */
import http from 'node:http';
import https from 'node:https';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { NfseRejection } from '@shared/nfse/schemas';

/** The code the API answers for a DPS (série + número) that already became a note. */
export const DPS_ALREADY_ISSUED = 'E0014';

export class NfseUnavailable extends Error {}

export type ApiClient = {
  baseUrl: string;
  /** The PFX and its password, for mTLS over https. */
  pfx: Buffer;
  passphrase: string;
  timeoutMs: number;
  signal?: AbortSignal;
};

type Answer = { status: number; body: Record<string, unknown> };

export const packXml = (xml: string) => gzipSync(Buffer.from(xml, 'utf8')).toString('base64');
export const unpackXml = (b64: string) => gunzipSync(Buffer.from(b64, 'base64')).toString('utf8');

function send(client: ApiClient, method: 'GET' | 'POST', path: string, payload?: unknown): Promise<Answer> {
  const url = new URL(client.baseUrl.replace(/\/+$/, '') + path);
  const body = payload === undefined ? undefined : Buffer.from(JSON.stringify(payload));
  const secure = url.protocol === 'https:';
  const signals = [AbortSignal.timeout(client.timeoutMs), ...(client.signal ? [client.signal] : [])];
  const signal = AbortSignal.any(signals);
  return new Promise<Answer>((resolve, reject) => {
    const options: https.RequestOptions = {
      method,
      headers: {
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
      },
      signal,
      ...(secure ? { pfx: client.pfx, passphrase: client.passphrase } : {}),
    };
    const request = (secure ? https : http).request(url, options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: Record<string, unknown> = {};
        try {
          parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        } catch {
          parsed = { raw: text.slice(0, 300) };
        }
        resolve({ status: response.statusCode ?? 0, body: parsed });
      });
    });
    request.on('error', (error) => {
      const timedOut = signal.aborted && !client.signal?.aborted;
      reject(
        new NfseUnavailable(
          timedOut
            ? `A API nacional da NFS-e não respondeu em ${Math.round(client.timeoutMs / 1000)} s.`
            : `Não foi possível falar com a API nacional da NFS-e (${(error as NodeJS.ErrnoException).code ?? error.message}).`,
        ),
      );
    });
    request.end(body);
  });
}

function unavailableIfServerError(answer: Answer) {
  if (answer.status >= 500 || answer.status === 429 || answer.status === 0) {
    throw new NfseUnavailable(`A API nacional da NFS-e está indisponível (HTTP ${answer.status}).`);
  }
}

/** The API's error list (`erros: [{ Codigo, Descricao, Complemento }]`) in our shape. */
export function rejectionsOf(body: Record<string, unknown>, status: number): NfseRejection[] {
  const list = (body.erros ?? body.erro ?? []) as unknown;
  const items = Array.isArray(list) ? list : [list];
  const rejections = items
    .filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object')
    .map((item) => ({
      code: String(item.Codigo ?? item.codigo ?? ''),
      message: [item.Descricao ?? item.descricao, item.Complemento ?? item.complemento]
        .filter((part) => typeof part === 'string' && part.trim())
        .join(' — '),
    }))
    .filter((item) => item.code || item.message);
  return rejections.length
    ? rejections
    : [{ code: `HTTP ${status}`, message: 'A API nacional recusou o pedido sem dizer o motivo.' }];
}

export type Issued = { kind: 'issued'; accessKey: string; nfseXml: string };
export type Rejected = { kind: 'rejected'; rejections: NfseRejection[] };

function issuedFrom(body: Record<string, unknown>): Issued | null {
  const accessKey = typeof body.chaveAcesso === 'string' ? body.chaveAcesso : null;
  const packed = typeof body.nfseXmlGZipB64 === 'string' ? body.nfseXmlGZipB64 : null;
  if (!accessKey || !packed) return null;
  return { kind: 'issued', accessKey, nfseXml: unpackXml(packed) };
}

export async function postDps(client: ApiClient, signedDps: string): Promise<Issued | Rejected> {
  const answer = await send(client, 'POST', '/nfse', { dpsXmlGZipB64: packXml(signedDps) });
  unavailableIfServerError(answer);
  if (answer.status < 300) {
    const issued = issuedFrom(answer.body);
    if (!issued) throw new NfseUnavailable('A API nacional respondeu sem a chave de acesso da NFS-e.');
    return issued;
  }
  return { kind: 'rejected', rejections: rejectionsOf(answer.body, answer.status) };
}

/** The note a DPS became (after the API said it already exists): its chave, then its XML. */
export async function fetchByDps(client: ApiClient, dpsId: string): Promise<Issued | null> {
  const byDps = await send(client, 'GET', `/dps/${encodeURIComponent(dpsId)}`);
  unavailableIfServerError(byDps);
  if (byDps.status === 404) return null;
  const accessKey = typeof byDps.body.chaveAcesso === 'string' ? byDps.body.chaveAcesso : null;
  if (!accessKey) return null;
  return fetchNfse(client, accessKey);
}

export async function fetchNfse(client: ApiClient, accessKey: string): Promise<Issued | null> {
  const answer = await send(client, 'GET', `/nfse/${encodeURIComponent(accessKey)}`);
  unavailableIfServerError(answer);
  if (answer.status >= 300) return null;
  return issuedFrom(answer.body);
}

export async function postCancelEvent(
  client: ApiClient,
  accessKey: string,
  signedEvent: string,
): Promise<{ kind: 'registered'; eventXml: string } | Rejected> {
  const answer = await send(client, 'POST', `/nfse/${encodeURIComponent(accessKey)}/eventos`, {
    pedidoRegistroEventoXmlGZipB64: packXml(signedEvent),
  });
  unavailableIfServerError(answer);
  if (answer.status < 300) {
    const packed = typeof answer.body.eventoXmlGZipB64 === 'string' ? answer.body.eventoXmlGZipB64 : null;
    return { kind: 'registered', eventXml: packed ? unpackXml(packed) : '' };
  }
  return { kind: 'rejected', rejections: rejectionsOf(answer.body, answer.status) };
}

/** The note's number (nNFSe) in its XML. */
export const nfseNumberOf = (xml: string) => /<nNFSe>\s*([0-9]+)\s*<\/nNFSe>/.exec(xml)?.[1] ?? null;
