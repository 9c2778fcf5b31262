/**
 * A local PSP speaking the Banco Central's API Pix (decision 071), on 127.0.0.1 over plain HTTP:
 * - `POST /oauth/token` (client credentials, HTTP Basic) → a bearer token;
 * - `PUT /v2/cobv/{txid}` (creates; a second PUT of an existing txid answers 409 like a PSP refusing a
 *   duplicate), `GET /v2/cobv/{txid}`, `GET /v2/cob/{txid}` (404: we use cobv only);
 * - `PUT /v2/cobv/{txid}/boleto` (boleto híbrido: linha digitável + the cobv; not in the BCB standard);
 * - controls for tests: `pay()` turns a charge CONCLUIDA with its `pix` entry, `fireWebhook()` posts
 *   the API Pix callback body to our server, `delayMs` slows every answer (timeouts), `failNext`
 *   refuses the next calls; and `POST /__mock/pay/{txid}` (the e2e journey: pays and fires the webhook).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type MockCharge = {
  txid: string;
  status: string;
  revisao: number;
  body: Record<string, unknown>;
  locId: number;
  pix: { endToEndId: string; txid: string; valor: string; horario: string }[];
  boleto: string | null;
};

export type MockPsp = {
  url: string;
  clientId: string;
  clientSecret: string;
  charges: Map<string, MockCharge>;
  calls: { method: string; path: string }[];
  tokensIssued: number;
  delayMs: number;
  /** Delay only this method's answers (e.g. 'PUT': the charge is created, its answer comes late). */
  delayMethod: string | null;
  failNext: { status: number; count: number } | null;
  /** Where `/__mock/pay` fires the webhook (our `<webhookUrl>/pix`). */
  webhookUrl: string | null;
  pay(txid: string, options?: { valor?: string; endToEndId?: string }): MockCharge['pix'][number];
  fireWebhook(
    body: unknown,
    url?: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
};

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

export const endToEndIdOf = () => `E00000000${Date.now()}${randomBytes(4).toString('hex')}`.slice(0, 32);

export async function startMockPsp(
  options: { clientId?: string; clientSecret?: string; port?: number } = {},
): Promise<MockPsp> {
  const token = randomBytes(12).toString('hex');
  let nextLoc = 1;
  const psp: MockPsp = {
    url: '',
    clientId: options.clientId ?? 'cliente-teste',
    clientSecret: options.clientSecret ?? 'segredo-teste',
    charges: new Map(),
    calls: [],
    tokensIssued: 0,
    delayMs: 0,
    delayMethod: null,
    failNext: null,
    webhookUrl: null,
    pay(txid, { valor, endToEndId } = {}) {
      const charge = psp.charges.get(txid);
      if (!charge) throw new Error(`cobrança ${txid} não existe no PSP`);
      const original = String((charge.body.valor as { original?: string } | undefined)?.original ?? '0.00');
      const pix = {
        endToEndId: endToEndId ?? endToEndIdOf(),
        txid,
        valor: valor ?? original,
        horario: new Date().toISOString(),
      };
      charge.status = 'CONCLUIDA';
      charge.pix.push(pix);
      return pix;
    },
    async fireWebhook(body, url, headers = {}) {
      const target = url ?? psp.webhookUrl;
      if (!target) throw new Error('webhookUrl não definido');
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {}
      return { status: response.status, body: parsed };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const view = (charge: MockCharge) => ({
    ...charge.body,
    txid: charge.txid,
    revisao: charge.revisao,
    status: charge.status,
    loc: {
      id: charge.locId,
      location: `pix.example/qr/v2/cobv/${charge.locId}${charge.txid.slice(0, 6)}`,
      tipoCob: 'cobv',
    },
    ...(charge.pix.length ? { pix: charge.pix } : {}),
  });
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const text = await read(request);
    psp.calls.push({ method: request.method ?? '', path: url.pathname });
    const answer = (status: number, body: unknown) => {
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (psp.delayMs && (!psp.delayMethod || psp.delayMethod === request.method))
        setTimeout(send, psp.delayMs);
      else send();
    };
    if (url.pathname.startsWith('/__mock/pay/') && request.method === 'POST') {
      const txid = url.pathname.slice('/__mock/pay/'.length);
      if (!psp.charges.has(txid)) return answer(404, { title: 'Cobrança não encontrada' });
      const pix = psp.pay(txid);
      const fired = await psp.fireWebhook({ pix: [pix] });
      return answer(200, { pix, webhook: fired });
    }
    if (url.pathname === '/__mock/charges') return answer(200, [...psp.charges.values()].map(view));
    if (psp.failNext && psp.failNext.count > 0) {
      psp.failNext.count--;
      return answer(psp.failNext.status, {
        title: 'Serviço indisponível',
        detail: 'Falha simulada pelo PSP de teste',
      });
    }
    if (url.pathname === '/oauth/token' && request.method === 'POST') {
      const basic = Buffer.from(`${psp.clientId}:${psp.clientSecret}`).toString('base64');
      if (
        request.headers.authorization !== `Basic ${basic}` ||
        !text.includes('grant_type=client_credentials')
      )
        return answer(401, { title: 'Não autorizado', detail: 'Credenciais inválidas' });
      psp.tokensIssued++;
      return answer(200, {
        access_token: token,
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'cobv.write cobv.read',
      });
    }
    if (request.headers.authorization !== `Bearer ${token}`) return answer(401, { title: 'Não autorizado' });
    const match = url.pathname.match(/^\/v2\/(cobv?)\/([A-Za-z0-9]+)(\/boleto)?$/);
    if (!match) return answer(404, { title: 'Não encontrado' });
    const [, kind, txid, boleto] = match as unknown as [string, string, string, string | undefined];
    if (!/^[a-zA-Z0-9]{26,35}$/.test(txid))
      return answer(400, { title: 'Cobrança inválida', detail: 'txid fora do padrão' });
    if (kind === 'cob') return answer(404, { title: 'Cobrança não encontrada' });
    if (request.method === 'GET') {
      const charge = psp.charges.get(txid);
      return charge ? answer(200, view(charge)) : answer(404, { title: 'Cobrança não encontrada' });
    }
    if (request.method === 'PUT') {
      if (psp.charges.has(txid))
        return answer(409, { title: 'Cobrança já existe', detail: `txid ${txid} já usado` });
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(text);
      } catch {
        return answer(400, { title: 'JSON inválido' });
      }
      const calendario = body.calendario as { dataDeVencimento?: string } | undefined;
      const valor = body.valor as { original?: string } | undefined;
      const devedor = body.devedor as { cpf?: string; cnpj?: string; nome?: string } | undefined;
      if (
        !calendario?.dataDeVencimento ||
        !valor?.original ||
        !devedor?.nome ||
        !(devedor.cpf || devedor.cnpj) ||
        !body.chave
      )
        return answer(400, { title: 'Cobrança inválida', detail: 'Campos obrigatórios ausentes' });
      const charge: MockCharge = {
        txid,
        status: 'ATIVA',
        revisao: 0,
        body,
        locId: nextLoc++,
        pix: [],
        boleto: boleto
          ? `23790.00009 ${String(Date.now()).slice(-5)}.000000 00000.000000 1 ${String(valor.original).replace('.', '').padStart(14, '0')}`
          : null,
      };
      psp.charges.set(txid, charge);
      return answer(201, boleto ? { linhaDigitavel: charge.boleto, cobv: view(charge) } : view(charge));
    }
    return answer(405, { title: 'Método não permitido' });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  psp.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return psp;
}
