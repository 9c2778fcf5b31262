// @vitest-environment jsdom
/**
 * The asset library's forms on the kit: each shows the shared schema's PT-BR message under its field
 * before anything is sent, and the server's field message under the field it names; an upload sends
 * the file and the metadata as multipart, tags as the text typed.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { AssetDetail } from '@shared/assets/schemas';
import { refused, renderWithServer, type Sent } from '@web/test/render-with-server';
import { AssetDetailsForm } from './asset-details-form';
import { UploadDialog } from './upload-dialog';
import { VersionDialog } from './version-dialog';
import { VideoLinkDialog } from './video-link-dialog';

const CLIENT = { id: '5b0f3c1e-8a43-4d8e-9a57-0c2f7d6b1a20', name: 'Padaria Pão Quente' };

/** Renders with the clients list answered; `answer` stands in for the rest of the server. */
const renderWith = (ui: ReactNode, answer: (sent: Sent) => Response) =>
  renderWithServer(ui, answer, { reads: { '/api/assets/clients': [CLIENT] } });

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

const asset: AssetDetail = {
  id: '0d7a4f52-1c3b-4e6f-8a9d-2b5c7e1f3a40',
  kind: 'pdf',
  title: 'Manual da marca',
  description: null,
  tags: ['marca', 'manual'],
  clientId: null,
  clientName: null,
  campaignSlug: null,
  licenceExpiresOn: null,
  licence: 'none',
  url: null,
  previewUrl: null,
  downloadUrl: '/api/assets/0d7a4f52-1c3b-4e6f-8a9d-2b5c7e1f3a40/download',
  mimeType: 'application/pdf',
  size: 2048,
  version: 1,
  createdAt: '2030-01-01T12:00:00.000Z',
  updatedAt: '2030-01-01T12:00:00.000Z',
  versions: [],
};

describe('UploadDialog', () => {
  it('asks for a file, sends file and metadata as multipart, shows the server message under the file', async () => {
    const sent = renderWith(<UploadDialog open onOpenChange={() => undefined} />, () =>
      refused({ file: 'Formato não suportado. Envie uma imagem PNG, JPEG, WebP, GIF ou um PDF.' }, 415),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByLabelText('Arquivo')).toHaveAccessibleDescription('Selecione um arquivo.');
    expect(sent).toEqual([]);

    await userEvent.upload(screen.getByLabelText('Arquivo'), png());
    await userEvent.type(screen.getByLabelText('Tags'), 'Marca, banner ,');
    await screen.findByRole('option', { name: CLIENT.name });
    await userEvent.selectOptions(screen.getByLabelText('Cliente'), CLIENT.name);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Arquivo')).toHaveAccessibleDescription(
        'Formato não suportado. Envie uma imagem PNG, JPEG, WebP, GIF ou um PDF.',
      ),
    );
    const body = sent[0]!.body as FormData;
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/assets' });
    expect((body.get('file') as File).name).toBe('logo.png');
    expect(body.get('tags')).toBe('marca,banner');
    expect(body.get('clientId')).toBe(CLIENT.id);
    // Left empty: not sent (the server uses the file's name as the title).
    expect(body.has('title')).toBe(false);
    expect(body.has('licenceExpiresOn')).toBe(false);
  });
});

describe('VideoLinkDialog', () => {
  it('asks for an https link, then shows the server message under the client', async () => {
    const sent = renderWith(<VideoLinkDialog open onOpenChange={() => undefined} />, () =>
      refused({ clientId: 'Cliente não encontrado' }),
    );
    await userEvent.type(screen.getByLabelText('Link (https)'), 'http://video.example/x');
    await userEvent.type(screen.getByLabelText('Título'), 'Vídeo institucional');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar link' }));
    expect(screen.getByLabelText('Link (https)')).toHaveAccessibleDescription('Informe um link https válido');
    expect(sent).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Link (https)'));
    await userEvent.type(screen.getByLabelText('Link (https)'), 'https://video.example/x');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar link' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Cliente')).toHaveAccessibleDescription('Cliente não encontrado'),
    );
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/assets/links',
      body: { url: 'https://video.example/x', title: 'Vídeo institucional', tags: [], clientId: null },
    });
  });
});

describe('VersionDialog', () => {
  it("asks for a file, then shows the server's refusal of its kind under the file", async () => {
    const sent = renderWith(<VersionDialog asset={asset} open onOpenChange={() => undefined} />, () =>
      refused({ file: 'A nova versão deve ser um PDF.' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar versão' }));
    const field = screen.getByLabelText('Arquivo da nova versão');
    expect(field).toHaveAccessibleDescription('Selecione um arquivo.');
    expect(field).toHaveAttribute('accept', 'application/pdf');
    expect(sent).toEqual([]);

    await userEvent.upload(field, new File(['%PDF-1.4'], 'manual-v2.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar versão' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('A nova versão deve ser um PDF.'));
    expect(sent[0]).toMatchObject({ method: 'POST', url: `/api/assets/${asset.id}/versions` });
  });
});

describe('AssetDetailsForm', () => {
  it('checks title and tags by the schema, sends the edit, shows the server message under the campaign', async () => {
    const sent = renderWith(<AssetDetailsForm asset={asset} />, () =>
      refused({ campaignSlug: 'Campanha: use letras minúsculas, números e hífens' }),
    );
    expect(screen.getByLabelText('Tags')).toHaveValue('marca, manual');
    await userEvent.clear(screen.getByLabelText('Título'));
    await userEvent.type(screen.getByLabelText('Tags'), ', a/b');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(screen.getByLabelText('Título')).toHaveAccessibleDescription('Título é obrigatório');
    expect(screen.getByLabelText('Tags')).toHaveAccessibleDescription(
      'Use letras, números, espaço, - ou _ nas tags',
    );
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText('Título'), 'Manual da marca 2031');
    await userEvent.clear(screen.getByLabelText('Tags'));
    await userEvent.type(screen.getByLabelText('Tags'), 'marca, manual, 2031');
    await userEvent.type(screen.getByLabelText('Campanha (utm_campaign)'), 'natal');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Campanha (utm_campaign)')).toHaveAccessibleDescription(
        'Campanha: use letras minúsculas, números e hífens',
      ),
    );
    expect(sent[0]).toMatchObject({
      method: 'PATCH',
      url: `/api/assets/${asset.id}`,
      body: { title: 'Manual da marca 2031', tags: ['marca', 'manual', '2031'], campaignSlug: 'natal' },
    });
  });
});
