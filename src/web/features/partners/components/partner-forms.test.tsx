// @vitest-environment jsdom
/**
 * The partner programme's forms on the kit: each shows the shared schema's PT-BR message under its
 * field before anything is sent, and the server's field message under the field it names.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { PartnerDocumentItem } from '@shared/partners/schemas';
import { Dialog } from '@web/components/ui/dialog';
import { refused, renderWithServer, type Sent } from '@web/test/render-with-server';
import { AgreementDialog } from './agreement-dialog';
import { CreateLinkDialog } from './create-link-dialog';
import { UploadDocumentDialog } from './document-dialogs';
import { PartnerDialog } from './partner-dialog';
import { PayCommissionsDialog } from './pay-commissions-dialog';
import { SignatureDialog } from './signature-dialog';

const PARTNER = {
  id: '5b0f3c1e-8a43-4d8e-9a57-0c2f7d6b1a20',
  name: 'Agência Sul Digital',
  code: 'PARC1',
  status: 'ativo',
};
const COMMISSION = '0d7a4f52-1c3b-4e6f-8a9d-2b5c7e1f3a40';

/** Renders with the partner list answered; `answer` stands in for the rest of the server. */
const renderWith = (ui: ReactNode, answer: (sent: Sent) => Response) =>
  renderWithServer(ui, answer, { reads: { '/api/partners': { items: [PARTNER], nextCursor: null } } });
const description = (label: string, text: string) =>
  waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(text));

describe('PartnerDialog', () => {
  it('checks the CNPJ digits, then shows the server message under the code', async () => {
    const sent = renderWith(<PartnerDialog partner={null} open onOpenChange={() => undefined} />, () =>
      refused({ code: 'Já existe um parceiro com este código.' }, 409),
    );
    await userEvent.type(screen.getByLabelText('Nome'), 'Agência Norte');
    await userEvent.type(screen.getByLabelText('CNPJ'), '11.222.333/0001-00');
    await userEvent.type(screen.getByLabelText('Código de indicação'), 'parc9');
    await userEvent.type(screen.getByLabelText('Contato'), 'Rita');
    await userEvent.type(screen.getByLabelText('E-mail'), 'rita@norte.example');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await description('CNPJ', 'CNPJ inválido. Confira os dígitos.');
    expect(sent).toEqual([]);

    await userEvent.clear(screen.getByLabelText('CNPJ'));
    await userEvent.type(screen.getByLabelText('CNPJ'), '11.222.333/0001-81');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await description('Código de indicação', 'Já existe um parceiro com este código.');
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/partners',
      body: { document: '11222333000181', code: 'PARC9', personType: 'pj' },
    });
  });
});

describe('AgreementDialog', () => {
  it('asks for the fixed amount of a fixed agreement, then shows the server message under the partner', async () => {
    const sent = renderWith(
      <AgreementDialog agreement={null} partnerId="" open onOpenChange={() => undefined} />,
      () => refused({ partnerId: 'Este parceiro já tem um acordo ativo.' }, 409),
    );
    await screen.findByRole('option', { name: 'Agência Sul Digital (PARC1)' });
    await userEvent.selectOptions(screen.getByLabelText('Parceiro'), PARTNER.id);
    await userEvent.selectOptions(screen.getByLabelText('Tipo de comissão'), 'fixo');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await description('Valor por negócio ganho (R$)', 'Informe o valor fixo.');
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText('Valor por negócio ganho (R$)'), '800,00');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await description('Parceiro', 'Este parceiro já tem um acordo ativo.');
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/partners/agreements',
      body: { partnerId: PARTNER.id, kind: 'fixo', fixedAmount: '800.00', percent: null },
    });
  });
});

describe('CreateLinkDialog', () => {
  it('asks for the partner and a validity of 1 to 90 days, then shows the server message', async () => {
    const sent = renderWith(
      <Dialog open>
        <CreateLinkDialog partnerId="" />
      </Dialog>,
      () => refused({ partnerId: 'O parceiro está inativo: ative-o antes de gerar um link.' }, 409),
    );
    await userEvent.clear(screen.getByLabelText('Validade (dias)'));
    await userEvent.type(screen.getByLabelText('Validade (dias)'), '120');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar link' }));
    await description('Parceiro', 'Escolha o parceiro.');
    await description('Validade (dias)', 'No máximo 90 dias.');
    expect(sent).toEqual([]);

    await screen.findByRole('option', { name: 'Agência Sul Digital (PARC1)' });
    await userEvent.selectOptions(screen.getByLabelText('Parceiro'), PARTNER.id);
    await userEvent.clear(screen.getByLabelText('Validade (dias)'));
    await userEvent.type(screen.getByLabelText('Validade (dias)'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar link' }));
    await description('Parceiro', 'O parceiro está inativo: ative-o antes de gerar um link.');
    expect(sent[0]).toMatchObject({ body: { partnerId: PARTNER.id, expiresInDays: 7 } });
  });
});

describe('PayCommissionsDialog', () => {
  it('asks for the day, then shows the server message under the PIX reference', async () => {
    const sent = renderWith(
      <PayCommissionsDialog
        ids={[COMMISSION]}
        amounts={['120.00']}
        open
        onOpenChange={() => undefined}
        onPaid={() => undefined}
      />,
      () => refused({ pixReference: 'Use no máximo 200 caracteres.' }),
    );
    expect(screen.getByText(/^1 comissão aprovada, total R\$\s120,00\.$/)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Data do pagamento'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    await description('Data do pagamento', 'Informe a data do pagamento.');
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText('Data do pagamento'), '2026-11-20');
    await userEvent.type(screen.getByLabelText('Referência do PIX'), 'E123');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    await description('Referência do PIX', 'Use no máximo 200 caracteres.');
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/partners/commissions/pay',
      body: { ids: [COMMISSION], paidOn: '2026-11-20', pixReference: 'E123' },
    });
  });
});

describe('SignatureDialog', () => {
  const document: PartnerDocumentItem = {
    id: COMMISSION,
    partnerId: PARTNER.id,
    partnerName: PARTNER.name,
    title: 'Contrato de parceria',
    signatureStatus: 'pendente',
    sentAt: null,
    signedAt: null,
    refusedAt: null,
    createdAt: '2026-11-01T12:00:00.000Z',
    versions: [],
  };

  it('asks for the day once the status is not pendente, and shows the server message under the status', async () => {
    const sent = renderWith(<SignatureDialog document={document} open onOpenChange={() => undefined} />, () =>
      refused({ signatureStatus: 'Situação da assinatura inválida.' }),
    );
    expect(screen.queryByLabelText('Data')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Situação'), 'assinado');
    await userEvent.clear(screen.getByLabelText('Data'));
    await userEvent.type(screen.getByLabelText('Data'), '2026-11-20');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await description('Situação', 'Situação da assinatura inválida.');
    expect(sent[0]).toMatchObject({
      method: 'PATCH',
      url: `/api/partners/documents/${COMMISSION}/signature`,
      body: { signatureStatus: 'assinado', date: '2026-11-20' },
    });
  });
});

describe('UploadDocumentDialog', () => {
  it('asks for the file, sends it with the partner and title as multipart, shows the server message under it', async () => {
    const sent = renderWith(
      <UploadDocumentDialog partnerId={PARTNER.id} open onOpenChange={() => undefined} />,
      () => refused({ file: 'Formato não suportado. Envie um PDF ou uma imagem.' }, 415),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await description('Arquivo', 'Selecione um arquivo (PDF ou imagem).');
    expect(sent).toEqual([]);

    await screen.findByRole('option', { name: 'Agência Sul Digital (PARC1)' });
    const pdf = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'contrato.pdf', {
      type: 'application/pdf',
    });
    expect(screen.getByLabelText('Parceiro')).toHaveValue(PARTNER.id);
    await userEvent.upload(screen.getByLabelText('Arquivo'), pdf);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await description('Arquivo', 'Formato não suportado. Envie um PDF ou uma imagem.');
    const body = sent[0]!.body as FormData;
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/partners/documents' });
    expect(body.get('partnerId')).toBe(PARTNER.id);
    expect(body.get('title')).toBe('Contrato de parceria');
    expect((body.get('file') as File).name).toBe('contrato.pdf');
  });
});
