// @vitest-environment jsdom
/**
 * Configurações → NFS-e on the form kit: the shared schema's PT-BR messages under their fields before
 * anything is sent (ISS rate between 2% and 5%); the certificate's refusal from the server lands
 * under its field, and the password is never shown back.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NfseSettingsView } from '@shared/nfse/schemas';
import { json, renderWithServer } from '@web/test/render-with-server';
import { NfseCertificateForm } from './nfse-certificate-form';
import { NfseSettingsForm } from './nfse-settings-form';

const view: NfseSettingsView = {
  enabled: true,
  environment: 'producao_restrita',
  baseUrl: 'https://sefin.producaorestrita.nfse.gov.br/SefinNacional',
  municipalRegistration: '1234567',
  municipalityCode: '3550308',
  serviceItem: '17.06',
  nationalTaxCode: '170601',
  nbsCode: '115021000',
  issRate: '2.00',
  simplesNacional: true,
  configured: true,
  certificate: null,
  series: '1',
};

describe('NfseSettingsForm', () => {
  it('shows the schema messages under the fields and sends nothing', async () => {
    const sent = renderWithServer(<NfseSettingsForm view={view} />, () => json(view));
    await userEvent.clear(screen.getByLabelText('Alíquota do ISS (%)'));
    await userEvent.type(screen.getByLabelText('Alíquota do ISS (%)'), '7');
    await userEvent.clear(screen.getByLabelText('Código do município (IBGE)'));
    await userEvent.type(screen.getByLabelText('Código do município (IBGE)'), '355');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar NFS-e' }));
    expect(screen.getByLabelText('Alíquota do ISS (%)')).toHaveAccessibleDescription(
      'A alíquota do ISS vai de 2% a 5% (LC 116/2003)',
    );
    expect(screen.getByLabelText('Código do município (IBGE)')).toHaveAccessibleDescription(
      expect.stringContaining('7 dígitos'),
    );
    expect(sent).toEqual([]);
  });
});

describe('NfseCertificateForm', () => {
  it("shows the server's refusal under the file field", async () => {
    const message = 'Certificado vencido em 04/03/2021: envie um certificado A1 válido.';
    const sent = renderWithServer(<NfseCertificateForm hasCertificate={false} />, () =>
      json({ error: { code: 'validation', message, fields: { pfxBase64: message } } }, 422),
    );
    const file = new File([new Uint8Array([48, 130, 1, 2])], 'empresa.pfx', { type: 'application/x-pkcs12' });
    await userEvent.upload(screen.getByLabelText('Arquivo do certificado A1 (.pfx ou .p12)'), file);
    await userEvent.type(screen.getByLabelText('Senha do certificado'), 'segredo');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar certificado' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(screen.getByLabelText('Senha do certificado')).toHaveValue('segredo');
  });
});
