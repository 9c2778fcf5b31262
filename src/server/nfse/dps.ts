/**
 * The DPS (Declaração de Prestação de Serviço, leiaute 1.00 of the Sistema Nacional NFS-e) built from
 * an invoice and the client's billing profile, and the XMLDSig enveloped signature (RSA-SHA256, C14N,
 * the reference pointing at the infDPS Id) with the company's A1 certificate; the cancellation event
 * (pedRegEvento e101101) is signed the same way. Layout checked against the published leiaute as
 * described in docs/product/nfse.md (what was checked where).
 */
import { SignedXml } from 'xml-crypto';
import { percentOf } from '@shared/money';
import { zonedLocal, zoneOffsetMs } from '@shared/time';
import type { A1Certificate } from './certificate';

export const NFSE_NAMESPACE = 'http://www.sped.fazenda.gov.br/nfse';
export const DPS_VERSION = '1.00';
export const APP_VERSION = 'Coders-1.0';

const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';

export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Text as the leiaute takes it: no control characters, single spaces, trimmed, at most `max`. */
function clean(text: string, max: number): string {
  return text
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

const element = (name: string, value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : `<${name}>${xmlEscape(value)}</${name}>`;

/** 'yyyy-MM-ddTHH:mm:ss-03:00' in São Paulo. */
export function dateTimeWithOffset(instant: Date): string {
  const offsetMinutes = Math.round(zoneOffsetMs(instant) / 60_000);
  const sign = offsetMinutes <= 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const seconds = String(Math.floor((instant.getTime() / 1000) % 60)).padStart(2, '0');
  return `${zonedLocal(instant)}:${seconds}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export type DpsInput = {
  tpAmb: '1' | '2';
  issuedAt: Date;
  series: string;
  number: number;
  /** 'yyyy-MM-dd': the invoice's competence. */
  competence: string;
  municipalityCode: string;
  provider: { cnpj: string; municipalRegistration: string; simplesNacional: boolean };
  taker: {
    personType: 'pf' | 'pj';
    document: string;
    name: string;
    email: string | null;
  };
  service: {
    nationalTaxCode: string;
    nbsCode: string;
    description: string;
    amount: string;
    issRate: string;
  };
};

/** DPS + cLocEmi (7) + tipo de inscrição (1 = CPF, 2 = CNPJ) + inscrição (14) + série (5) + número (15). */
export function dpsIdOf(
  input: Pick<DpsInput, 'municipalityCode' | 'provider' | 'series' | 'number'>,
): string {
  return `DPS${input.municipalityCode}2${input.provider.cnpj.padStart(14, '0')}${input.series.padStart(5, '0')}${String(input.number).padStart(15, '0')}`;
}

export function issAmountOf(amount: string, rate: string): string {
  return percentOf(amount, rate);
}

/** The unsigned DPS XML. */
export function buildDps(input: DpsInput): { id: string; xml: string } {
  const id = dpsIdOf(input);
  const taker = input.taker;
  const takerDocument =
    taker.personType === 'pf' ? element('CPF', taker.document) : element('CNPJ', taker.document);
  // Simples Nacional: 3 = ME/EPP, apurado pelo Simples (regApTribSN 1); otherwise 1 = não optante.
  const regTrib = input.provider.simplesNacional
    ? '<regTrib><opSimpNac>3</opSimpNac><regApTribSN>1</regApTribSN><regEspTrib>0</regEspTrib></regTrib>'
    : '<regTrib><opSimpNac>1</opSimpNac><regEspTrib>0</regEspTrib></regTrib>';
  const xml =
    `<DPS xmlns="${NFSE_NAMESPACE}" versao="${DPS_VERSION}">` +
    `<infDPS Id="${id}">` +
    element('tpAmb', input.tpAmb) +
    element('dhEmi', dateTimeWithOffset(input.issuedAt)) +
    element('verAplic', APP_VERSION) +
    element('serie', input.series) +
    element('nDPS', String(input.number)) +
    element('dCompet', input.competence) +
    element('tpEmit', '1') +
    element('cLocEmi', input.municipalityCode) +
    // The issuer is the provider: name and address come from the national registry (not informed).
    `<prest>${element('CNPJ', input.provider.cnpj)}${element('IM', input.provider.municipalRegistration)}${regTrib}</prest>` +
    `<toma>${takerDocument}${element('xNome', clean(taker.name, 300))}${element('email', taker.email ? clean(taker.email, 80) : null)}</toma>` +
    '<serv>' +
    `<locPrest>${element('cLocPrestacao', input.municipalityCode)}</locPrest>` +
    `<cServ>${element('cTribNac', input.service.nationalTaxCode)}${element('xDescServ', clean(input.service.description, 2000))}${element('cNBS', input.service.nbsCode)}</cServ>` +
    '</serv>' +
    '<valores>' +
    `<vServPrest>${element('vServ', input.service.amount)}</vServPrest>` +
    '<trib>' +
    `<tribMun>${element('tribISSQN', '1')}${element('tpRetISSQN', '1')}${element('pAliq', input.service.issRate)}</tribMun>` +
    `<totTrib>${element('indTotTrib', '0')}</totTrib>` +
    '</trib>' +
    '</valores>' +
    '</infDPS>' +
    '</DPS>';
  return { id, xml };
}

/** Signs `xml` (enveloped, after the element whose Id is `id`, named `elementName`). */
export function signXml(xml: string, elementName: string, certificate: A1Certificate): string {
  const signature = new SignedXml({
    privateKey: certificate.privateKeyPem,
    publicCert: certificate.certificatePem,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: C14N,
  });
  signature.addReference({
    xpath: `//*[local-name(.)='${elementName}']`,
    transforms: [ENVELOPED, C14N],
    digestAlgorithm: SHA256,
  });
  signature.computeSignature(xml, {
    location: { reference: `//*[local-name(.)='${elementName}']`, action: 'after' },
  });
  return signature.getSignedXml();
}

export function signDps(xml: string, certificate: A1Certificate): string {
  return signXml(xml, 'infDPS', certificate);
}

/** The signed cancellation event (e101101) of the note `accessKey`. */
export function buildCancelEvent(input: {
  tpAmb: '1' | '2';
  accessKey: string;
  cnpj: string;
  reason: string;
  at: Date;
  certificate: A1Certificate;
}): string {
  const id = `PRE${input.accessKey}101101001`;
  const xml =
    `<pedRegEvento xmlns="${NFSE_NAMESPACE}" versao="${DPS_VERSION}">` +
    `<infPedReg Id="${id}">` +
    element('tpAmb', input.tpAmb) +
    element('verAplic', APP_VERSION) +
    element('dhEvento', dateTimeWithOffset(input.at)) +
    element('CNPJAutor', input.cnpj) +
    element('chNFSe', input.accessKey) +
    element('nPedRegEvento', '1') +
    `<e101101>${element('xDesc', 'Cancelamento de NFS-e')}${element('cMotivo', '9')}${element('xMotivo', clean(input.reason, 255))}</e101101>` +
    '</infPedReg>' +
    '</pedRegEvento>';
  return signXml(xml, 'infPedReg', input.certificate);
}
