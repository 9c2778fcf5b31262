/**
 * A local mock of the national NFS-e API (SEFIN Nacional) on 127.0.0.1, for tests and the e2e server.
 * It answers as the real API does for what this product calls: POST /nfse (DPS gzipped + base64 in
 * JSON → 201 with the chave de acesso and the NFS-e XML, or 400 with `erros: [{ Codigo, Descricao }]`),
 * GET /dps/{id}, GET /nfse/{chave}, POST /nfse/{chave}/eventos (cancellation).
 *
 * It VERIFIES the XMLDSig signature with the certificate embedded in it (and that the signature covers
 * the infDPS / infPedReg it claims, by Id), that the provider's CNPJ is the certificate's, and the
 * required fields. Rejection codes are the mock's own where noted (only E0014, 'DPS already issued',
 * drives behaviour on our side).
 *
 * Knobs: `slowNext(ms)` — the next DPS is issued but the answer comes after `ms` (a time-out on our
 * side); `failNext(n)` — the next n calls answer 503.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { DOMParser } from '@xmldom/xmldom';
import forge from 'node-forge';
import { SignedXml } from 'xml-crypto';

const NS = 'http://www.sped.fazenda.gov.br/nfse';
const DSIG = 'http://www.w3.org/2000/09/xmldsig#';

export type MockNote = {
  accessKey: string;
  number: number;
  dpsId: string;
  dpsXml: string;
  nfseXml: string;
  cancelled: boolean;
  cancelReason: string | null;
};

type ApiError = { Codigo: string; Descricao: string; Complemento?: string };

export type MockNfseApi = {
  url: string;
  notes: Map<string, MockNote>;
  /** Every POST /nfse received (its DPS XML), accepted or not. */
  received: string[];
  slowNext(ms: number): void;
  failNext(times: number): void;
  close(): Promise<void>;
};

const pack = (xml: string) => gzipSync(Buffer.from(xml, 'utf8')).toString('base64');
const unpack = (b64: string) => gunzipSync(Buffer.from(b64, 'base64')).toString('utf8');

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(text);
}

const reject = (response: ServerResponse, errors: ApiError[]) =>
  send(response, 400, {
    tipoAmbiente: 2,
    versaoAplicativo: 'mock-sefin',
    dataHoraProcessamento: new Date().toISOString(),
    erros: errors,
  });

/** The text of the first element `name` (NFS-e namespace) under `parent`. */
function text(parent: Element | undefined, name: string): string | null {
  if (!parent) return null;
  const found = parent.getElementsByTagNameNS(NS, name)[0];
  return found ? (found.textContent ?? '') : null;
}
const child = (parent: Element | undefined, name: string) =>
  parent ? (parent.getElementsByTagNameNS(NS, name)[0] as Element | undefined) : undefined;

/** Checks the enveloped signature of `xml` over the element `signedName`; answers [cnpj, errors]. */
function verifySignature(xml: string, signedName: string): { cnpj: string | null; errors: ApiError[] } {
  let doc: Document;
  try {
    doc = new DOMParser().parseFromString(xml, 'text/xml') as unknown as Document;
  } catch {
    return { cnpj: null, errors: [{ Codigo: 'E0001', Descricao: 'XML mal formado.' }] };
  }
  const signatures = doc.getElementsByTagNameNS(DSIG, 'Signature');
  if (signatures.length !== 1) {
    return { cnpj: null, errors: [{ Codigo: 'E0714', Descricao: 'Documento sem assinatura digital.' }] };
  }
  const certText = doc.getElementsByTagNameNS(DSIG, 'X509Certificate')[0]?.textContent?.replace(/\s+/g, '');
  if (!certText) {
    return {
      cnpj: null,
      errors: [{ Codigo: 'E0714', Descricao: 'Assinatura sem o certificado (X509Certificate).' }],
    };
  }
  const pem = `-----BEGIN CERTIFICATE-----\n${certText.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
  const signed = doc.getElementsByTagNameNS(NS, signedName);
  const id = (signed[0] as Element | undefined)?.getAttribute('Id');
  if (signed.length !== 1 || !id) {
    return {
      cnpj: null,
      errors: [{ Codigo: 'E0002', Descricao: `Elemento ${signedName} ausente ou repetido.` }],
    };
  }
  const verifier = new SignedXml({ publicCert: pem });
  verifier.loadSignature(signatures[0] as unknown as Node);
  let valid = false;
  try {
    valid = verifier.checkSignature(xml);
  } catch {
    valid = false;
  }
  const references = verifier.getReferences();
  const coversElement = references.length === 1 && references[0]!.uri === `#${id}`;
  const algorithm = verifier.signatureAlgorithm === 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
  if (!valid || !coversElement || !algorithm) {
    return {
      cnpj: null,
      errors: [
        {
          Codigo: 'E0714',
          Descricao: 'Assinatura digital inválida: o documento foi alterado depois de assinado.',
        },
      ],
    };
  }
  const cert = forge.pki.certificateFromPem(pem);
  const cn = String(cert.subject.getField('CN')?.value ?? '');
  return { cnpj: /:(\d{14})$/.exec(cn)?.[1] ?? null, errors: [] };
}

/** The required fields of a DPS (leiaute 1.00) this product fills, with the mock's codes. */
function checkDps(doc: Document, certCnpj: string | null): { errors: ApiError[]; infDps?: Element } {
  const errors: ApiError[] = [];
  const infDps = doc.getElementsByTagNameNS(NS, 'infDPS')[0] as Element | undefined;
  const need = (condition: boolean, code: string, message: string) => {
    if (!condition) errors.push({ Codigo: code, Descricao: message });
  };
  const value = (name: string, parent: Element | undefined = infDps) => text(parent, name) ?? '';
  need(Boolean(infDps), 'E0002', 'Grupo infDPS ausente.');
  if (!infDps) return { errors };
  need(['1', '2'].includes(value('tpAmb')), 'E0003', 'tpAmb inválido.');
  need(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/.test(value('dhEmi')),
    'E0004',
    'dhEmi inválida.',
  );
  need(value('verAplic').length > 0, 'E0005', 'verAplic ausente.');
  need(/^\d{1,5}$/.test(value('serie')), 'E0006', 'Série da DPS inválida.');
  need(/^[1-9]\d{0,14}$/.test(value('nDPS')), 'E0007', 'Número da DPS inválido.');
  need(/^\d{4}-\d{2}-\d{2}$/.test(value('dCompet')), 'E0008', 'Data de competência inválida.');
  need(value('tpEmit') === '1', 'E0009', 'tpEmit inválido.');
  need(/^\d{7}$/.test(value('cLocEmi')), 'E0010', 'Código do município emissor inválido.');
  const prest = child(infDps, 'prest');
  const cnpj = value('CNPJ', prest);
  need(/^\d{14}$/.test(cnpj), 'E0120', 'CNPJ do prestador inválido.');
  need(cnpj === certCnpj, 'E0121', 'O CNPJ do prestador não é o do certificado que assinou a DPS.');
  need(['1', '2', '3'].includes(value('opSimpNac', prest)), 'E0160', 'Situação no Simples Nacional ausente.');
  const toma = child(infDps, 'toma');
  need(Boolean(toma), 'E0200', 'Tomador ausente.');
  const takerCpf = value('CPF', toma);
  const takerCnpj = value('CNPJ', toma);
  need(
    /^\d{11}$/.test(takerCpf) || /^[0-9A-Z]{12}\d{2}$/.test(takerCnpj),
    'E0202',
    'CPF/CNPJ do tomador inválido.',
  );
  need(value('xNome', toma).trim().length > 0, 'E0206', 'Nome do tomador ausente.');
  const serv = child(infDps, 'serv');
  need(/^\d{7}$/.test(value('cLocPrestacao', serv)), 'E0300', 'Local da prestação inválido.');
  need(/^\d{6}$/.test(value('cTribNac', serv)), 'E0310', 'Código de tributação nacional inválido.');
  need(value('xDescServ', serv).trim().length > 0, 'E0312', 'Descrição do serviço ausente.');
  need(/^\d{9}$/.test(value('cNBS', serv)), 'E0316', 'Código NBS inválido.');
  const valores = child(infDps, 'valores');
  const vServ = value('vServ', valores);
  need(/^\d{1,13}\.\d{2}$/.test(vServ) && Number(vServ) > 0, 'E0400', 'Valor do serviço inválido.');
  need(['1', '2', '3', '4'].includes(value('tribISSQN', valores)), 'E0410', 'Tributação do ISSQN ausente.');
  need(['1', '2', '3'].includes(value('tpRetISSQN', valores)), 'E0412', 'Tipo de retenção do ISSQN ausente.');
  const rate = value('pAliq', valores);
  need(
    rate === '' || (Number(rate) >= 2 && Number(rate) <= 5),
    'E0420',
    'Alíquota do ISSQN fora de 2% a 5%.',
  );
  const expectedId = `DPS${value('cLocEmi')}2${cnpj.padStart(14, '0')}${value('serie').padStart(5, '0')}${value('nDPS').padStart(15, '0')}`;
  need(infDps.getAttribute('Id') === expectedId, 'E0011', 'Id da DPS não confere com os seus campos.');
  return { errors, infDps };
}

/** `port`: a fixed port (the e2e journey derives one from its E2E port); 0, any free one. */
export async function startMockNfseApi(options: { port?: number } = {}): Promise<MockNfseApi> {
  const notes = new Map<string, MockNote>();
  const byDps = new Map<string, string>();
  const received: string[] = [];
  let slowMs = 0;
  let failures = 0;
  let nextNumber = 1;

  async function issue(request: IncomingMessage, response: ServerResponse) {
    const body = JSON.parse(await readBody(request)) as { dpsXmlGZipB64?: string };
    if (typeof body.dpsXmlGZipB64 !== 'string') {
      return reject(response, [{ Codigo: 'E0000', Descricao: 'dpsXmlGZipB64 ausente.' }]);
    }
    const xml = unpack(body.dpsXmlGZipB64);
    received.push(xml);
    const signature = verifySignature(xml, 'infDPS');
    if (signature.errors.length) return reject(response, signature.errors);
    const doc = new DOMParser().parseFromString(xml, 'text/xml') as unknown as Document;
    const { errors, infDps } = checkDps(doc, signature.cnpj);
    if (errors.length || !infDps) return reject(response, errors);
    const dpsId = infDps.getAttribute('Id')!;
    if (byDps.has(dpsId)) {
      return reject(response, [
        {
          Codigo: 'E0014',
          Descricao: 'Conjunto de série e número da DPS já existe em uma NFS-e gerada.',
          Complemento: `Chave de acesso: ${byDps.get(dpsId)}`,
        },
      ]);
    }
    const number = nextNumber++;
    const cMun = text(infDps, 'cLocEmi')!;
    const cnpj = text(child(infDps, 'prest'), 'CNPJ')!;
    const tpAmb = text(infDps, 'tpAmb')!;
    const yymm = (text(infDps, 'dCompet') ?? '').slice(2, 7).replace('-', '');
    const body50 = `${cMun}${tpAmb}2${cnpj}${String(number).padStart(13, '0')}${yymm}${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const accessKey = `${body50}${body50.split('').reduce((sum, digit) => sum + Number(digit), 0) % 10}`;
    const dpsInner = xml.replace(/^<\?xml[^>]*>/, '');
    const nfseXml = `<NFSe xmlns="${NS}" versao="1.00"><infNFSe Id="NFS${accessKey}"><xLocEmi>Mock</xLocEmi><nNFSe>${number}</nNFSe><cLocIncid>${cMun}</cLocIncid><dhProc>${new Date().toISOString()}</dhProc>${dpsInner}</infNFSe></NFSe>`;
    notes.set(accessKey, {
      accessKey,
      number,
      dpsId,
      dpsXml: xml,
      nfseXml,
      cancelled: false,
      cancelReason: null,
    });
    byDps.set(dpsId, accessKey);
    const answer = {
      tipoAmbiente: Number(tpAmb),
      versaoAplicativo: 'mock-sefin',
      dataHoraProcessamento: new Date().toISOString(),
      idDps: dpsId,
      chaveAcesso: accessKey,
      nfseXmlGZipB64: pack(nfseXml),
      alertas: [],
    };
    if (slowMs) {
      const wait = slowMs;
      slowMs = 0;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    if (!response.destroyed) send(response, 201, answer);
  }

  async function cancel(request: IncomingMessage, response: ServerResponse, accessKey: string) {
    const note = notes.get(accessKey);
    if (!note)
      return send(response, 404, { erros: [{ Codigo: 'E1801', Descricao: 'NFS-e não encontrada.' }] });
    const body = JSON.parse(await readBody(request)) as { pedidoRegistroEventoXmlGZipB64?: string };
    const xml = unpack(String(body.pedidoRegistroEventoXmlGZipB64 ?? ''));
    const signature = verifySignature(xml, 'infPedReg');
    if (signature.errors.length) return reject(response, signature.errors);
    const doc = new DOMParser().parseFromString(xml, 'text/xml') as unknown as Document;
    const inf = doc.getElementsByTagNameNS(NS, 'infPedReg')[0] as Element;
    const reason = text(inf, 'xMotivo') ?? '';
    const errors: ApiError[] = [];
    if (text(inf, 'chNFSe') !== accessKey)
      errors.push({ Codigo: 'E1830', Descricao: 'Chave da NFS-e do evento não confere.' });
    if (text(inf, 'CNPJAutor') !== signature.cnpj)
      errors.push({ Codigo: 'E1835', Descricao: 'Autor do evento não é o certificado.' });
    if (reason.trim().length < 15)
      errors.push({ Codigo: 'E1840', Descricao: 'Motivo do cancelamento com menos de 15 caracteres.' });
    if (note.cancelled) errors.push({ Codigo: 'E1850', Descricao: 'NFS-e já cancelada.' });
    if (errors.length) return reject(response, errors);
    note.cancelled = true;
    note.cancelReason = reason;
    const eventXml = `<evento xmlns="${NS}" versao="1.00"><infEvento Id="EVT${accessKey}101101001"><nSeqEvento>1</nSeqEvento><dhProc>${new Date().toISOString()}</dhProc>${xml}</infEvento></evento>`;
    send(response, 201, { eventoXmlGZipB64: pack(eventXml) });
  }

  const server: Server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const path = url.pathname.replace(/^\/SefinNacional/, '');
      if (failures > 0) {
        failures--;
        return send(response, 503, { erros: [{ Codigo: 'E9999', Descricao: 'Serviço indisponível.' }] });
      }
      if (request.method === 'POST' && path === '/nfse') return await issue(request, response);
      let match = /^\/dps\/([A-Za-z0-9]+)$/.exec(path);
      if (request.method === 'GET' && match) {
        const accessKey = byDps.get(match[1]!);
        return accessKey
          ? send(response, 200, { idDps: match[1], chaveAcesso: accessKey })
          : send(response, 404, { erros: [{ Codigo: 'E1800', Descricao: 'DPS não encontrada.' }] });
      }
      match = /^\/nfse\/([0-9]+)$/.exec(path);
      if (request.method === 'GET' && match) {
        const note = notes.get(match[1]!);
        return note
          ? send(response, 200, { chaveAcesso: note.accessKey, nfseXmlGZipB64: pack(note.nfseXml) })
          : send(response, 404, { erros: [{ Codigo: 'E1801', Descricao: 'NFS-e não encontrada.' }] });
      }
      match = /^\/nfse\/([0-9]+)\/eventos$/.exec(path);
      if (request.method === 'POST' && match) return await cancel(request, response, match[1]!);
      send(response, 404, { erros: [{ Codigo: 'E0404', Descricao: 'Recurso não encontrado.' }] });
    } catch (error) {
      send(response, 400, {
        erros: [{ Codigo: 'E0001', Descricao: `Requisição inválida: ${(error as Error).message}` }],
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/SefinNacional`,
    notes,
    received,
    slowNext: (ms) => {
      slowMs = ms;
    },
    failNext: (times) => {
      failures = times;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
