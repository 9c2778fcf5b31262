/**
 * Our DANFSe-like PDF of an issued note (the national API's own DANFSe is served by the ADN, outside
 * the emission API): the chave de acesso, number, parties, service and ISS, on the shared PDF writer.
 */
import { renderPdf } from '@server/lib/pdf';
import { formatDate, formatMoney } from '@shared/format';
import { nfseEnvironments } from '@shared/nfse/catalog';

export type DanfseInput = {
  agencyName: string;
  providerCnpj: string;
  municipalRegistration: string;
  environment: (typeof nfseEnvironments)[number]['value'];
  number: string;
  accessKey: string;
  issuedAt: Date;
  competence: string;
  dpsSeries: string;
  dpsNumber: number;
  taker: { name: string; document: string; email: string | null };
  service: { nationalTaxCode: string; serviceItem: string; nbsCode: string; description: string };
  amount: string;
  issRate: string;
  issAmount: string;
  invoiceNumber: string;
};

const groupKey = (key: string) => key.replace(/(.{5})/g, '$1 ').trim();
const cnpjText = (value: string) =>
  value.length === 14 ? value.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5') : value;
const cpfText = (value: string) =>
  value.length === 11 ? value.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4') : value;

export const danfseName = (number: string) => `danfse-${number}.pdf`;
export const nfseXmlName = (number: string) => `nfse-${number}.xml`;

export function renderDanfse(input: DanfseInput): Promise<Buffer> {
  const environment = nfseEnvironments.find((entry) => entry.value === input.environment)?.label ?? '';
  return renderPdf({
    title: `DANFSe — NFS-e nº ${input.number}`,
    issuer: input.agencyName,
    subtitle: `Documento auxiliar da NFS-e emitida em ${formatDate(input.issuedAt.toISOString().slice(0, 10))} · ${environment}`,
    blocks: [
      { kind: 'box', title: 'Chave de acesso', lines: [groupKey(input.accessKey)] },
      {
        kind: 'facts',
        items: [
          ['Número da NFS-e', input.number],
          ['Competência', `${input.competence.slice(5, 7)}/${input.competence.slice(0, 4)}`],
          ['DPS', `série ${input.dpsSeries}, nº ${input.dpsNumber}`],
          ['Fatura', input.invoiceNumber],
        ],
      },
      { kind: 'heading', text: 'Prestador' },
      {
        kind: 'facts',
        items: [
          ['Nome', input.agencyName],
          ['CNPJ', cnpjText(input.providerCnpj)],
          ['Inscrição municipal', input.municipalRegistration || '—'],
        ],
      },
      { kind: 'heading', text: 'Tomador' },
      {
        kind: 'facts',
        items: [
          ['Nome', input.taker.name],
          [
            input.taker.document.length === 11 ? 'CPF' : 'CNPJ',
            input.taker.document.length === 11
              ? cpfText(input.taker.document)
              : cnpjText(input.taker.document),
          ],
          ['E-mail', input.taker.email ?? '—'],
        ],
      },
      { kind: 'heading', text: 'Serviço' },
      {
        kind: 'facts',
        items: [
          ['Código de tributação nacional', input.service.nationalTaxCode],
          ['Item da lista (LC 116)', input.service.serviceItem || '—'],
          ['NBS', input.service.nbsCode],
        ],
      },
      { kind: 'paragraph', text: input.service.description },
      {
        kind: 'totals',
        items: [
          ['Valor do serviço', formatMoney(input.amount)],
          [`ISS (${input.issRate.replace('.', ',')}%)`, formatMoney(input.issAmount)],
          ['Valor líquido', formatMoney(input.amount), true],
        ],
      },
      {
        kind: 'paragraph',
        muted: true,
        size: 8,
        text: 'A autenticidade desta NFS-e pode ser consultada pela chave de acesso no portal nacional da NFS-e (www.nfse.gov.br).',
      },
    ],
    footer: `NFS-e ${input.number} · chave ${input.accessKey}`,
  });
}
