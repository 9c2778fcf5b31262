import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng, tinyPdf } from '@server/assets/demo-files';
import { assets } from '@server/assets/schema';
import { leads } from '@server/db/schema';
import type { Asset, AssetDetail, AssetList } from '@shared/assets/schemas';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PNG = solidPng(8, 8, [255, 0, 0]);
const PDF = tinyPdf('Contrato');

function upload(
  file: Blob | Uint8Array,
  name: string,
  fields: Record<string, string> = {},
  as = 'mkt',
  path = '/api/assets',
) {
  const body = new FormData();
  body.set('file', new File([file as BlobPart], name));
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return t.request(path, { as, method: 'POST', body });
}
async function created(response: Response) {
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as AssetDetail;
}
const list = async (query = '', as = 'mkt') => {
  const response = await t.request(`/api/assets${query}`, { as });
  expect(response.status).toBe(200);
  return (await response.json()) as AssetList;
};

describe('access to /api/assets', () => {
  it('answers 401 signed out and 403 to roles other than mkt and adm on every endpoint', async () => {
    const id = crypto.randomUUID();
    const calls: [string, string][] = [
      ['GET', '/api/assets'],
      ['GET', '/api/assets/tags'],
      ['GET', '/api/assets/clients'],
      ['POST', '/api/assets'],
      ['POST', '/api/assets/links'],
      ['GET', `/api/assets/${id}`],
      ['PATCH', `/api/assets/${id}`],
      ['DELETE', `/api/assets/${id}`],
      ['POST', `/api/assets/${id}/versions`],
      ['GET', `/api/assets/${id}/download`],
    ];
    for (const [method, path] of calls) {
      expect((await t.request(path, { method })).status, `${method} ${path}`).toBe(401);
      for (const as of ['comercial', 'financeiro', 'usuario']) {
        expect((await t.request(path, { method, as })).status, `${as} ${method} ${path}`).toBe(403);
      }
    }
    expect((await t.request('/api/assets', { as: 'adm' })).status).toBe(200);
  });
});

describe('upload', () => {
  it('stores an image with its metadata, typed from its bytes, and lists it with the seeded ones', async () => {
    const asset = await created(
      await upload(PNG, 'Banner Loja.png', {
        title: 'Banner da loja',
        tags: 'Loja, banner ,loja',
        campaignSlug: 'black-friday-2026',
        licenceExpiresOn: '2020-01-01',
      }),
    );
    expect(asset).toMatchObject({
      kind: 'image',
      title: 'Banner da loja',
      tags: ['loja', 'banner'],
      campaignSlug: 'black-friday-2026',
      licence: 'expired',
      mimeType: 'image/png',
      size: PNG.length,
      version: 1,
    });
    expect(asset.previewUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    expect(asset.versions).toHaveLength(1);
    // The preview is the public image address the blog uses.
    const preview = await t.request(asset.previewUrl!);
    expect(preview.headers.get('content-type')).toBe('image/png');

    const all = await list();
    expect(all.items[0]!.id).toBe(asset.id);
    expect(all.items.length).toBeGreaterThanOrEqual(6); // five seeded files and a video link
  });

  it('checks the type by magic bytes, not the name; refuses SVG, HTML and empty files; caps the size', async () => {
    const html = new Blob(['<html><script>alert(1)</script>']);
    const refused = await upload(html, 'foto.png');
    expect(refused.status).toBe(415);
    expect((await refused.json()).error.message).toBe(
      'Formato não suportado. Envie uma imagem PNG, JPEG, WebP, GIF ou um PDF.',
    );
    expect((await upload(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>']), 'logo.svg')).status).toBe(
      415,
    );
    expect((await upload(new Blob([]), 'vazio.png')).status).toBe(422);
    // A PNG named .pdf is an image.
    expect((await created(await upload(PNG, 'engano.pdf'))).mimeType).toBe('image/png');
    // Over the 'Tamanho Máximo de Arquivo' setting (10 MB in the demo).
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG);
    expect((await upload(new Blob([big]), 'grande.png')).status).toBe(413);
    expect((await t.request('/api/assets', { as: 'mkt', method: 'POST', body: new FormData() })).status).toBe(
      422,
    );
  });

  it('refuses bad metadata with 422', async () => {
    expect((await upload(PNG, 'a.png', { tags: '<script>' })).status).toBe(422);
    expect((await upload(PNG, 'a.png', { licenceExpiresOn: '2026-13-01' })).status).toBe(422);
    expect((await upload(PNG, 'a.png', { campaignSlug: 'Black Friday!' })).status).toBe(422);
    expect((await upload(PNG, 'a.png', { clientId: crypto.randomUUID() })).status).toBe(422);
    expect((await t.request('/api/assets?kind=audio', { as: 'mkt' })).status).toBe(422);
    expect((await t.request('/api/assets?cursor=zzz', { as: 'mkt' })).status).toBe(422);
    const link = await t.request('/api/assets/links', {
      as: 'mkt',
      json: { title: 'Vídeo', url: 'javascript:alert(1)' },
    });
    expect(link.status).toBe(422);
    expect((await link.json()).error.fields).toHaveProperty('url');
    const patch = await t.request(`/api/assets/${crypto.randomUUID()}`, {
      as: 'mkt',
      method: 'PATCH',
      json: { title: '' },
    });
    expect(patch.status).toBe(422);
  });
});

describe('safe headers', () => {
  it('serves a PDF as an attachment with its sniffed type, nosniff and a sandbox CSP; images inline', async () => {
    const pdf = await created(await upload(PDF, 'contrato.png', { title: 'Contrato' }));
    expect(pdf.kind).toBe('pdf');
    expect(pdf.previewUrl).toBeNull();
    const download = await t.request(pdf.downloadUrl!, { as: 'mkt' });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-security-policy')).toContain('sandbox');
    expect(download.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''contrato.pdf");
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
    // The public image address never serves the PDF.
    const [row] = await t.db.select().from(assets).where(eq(assets.id, pdf.id));
    expect((await t.request(`/api/uploads/${row!.fileId}`)).status).toBe(404);

    const image = await created(await upload(PNG, 'capa.png'));
    const inline = await t.request(image.downloadUrl!, { as: 'adm' });
    expect(inline.headers.get('content-type')).toBe('image/png');
    expect(inline.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(inline.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('versions', () => {
  it('keeps the history: a new file becomes current and the older one stays downloadable', async () => {
    const asset = await created(await upload(PNG, 'logo.png', { title: 'Logo' }));
    const second = solidPng(4, 4, [0, 0, 255]);
    const updated = await created(
      await upload(second, 'logo-v2.png', {}, 'mkt', `/api/assets/${asset.id}/versions`),
    );
    expect(updated.version).toBe(2);
    expect(updated.versions.map((v) => [v.version, v.filename])).toEqual([
      [2, 'logo-v2.png'],
      [1, 'logo.png'],
    ]);
    expect(updated.previewUrl).not.toBe(asset.previewUrl);
    const current = await t.request(updated.downloadUrl!, { as: 'mkt' });
    expect(Buffer.from(await current.arrayBuffer()).equals(second)).toBe(true);
    const first = await t.request(`/api/assets/${asset.id}/download?version=1`, { as: 'mkt' });
    expect(Buffer.from(await first.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await t.request(`/api/assets/${asset.id}/download?version=9`, { as: 'mkt' })).status).toBe(404);
    expect((await t.request(`/api/assets/${asset.id}/download?version=x`, { as: 'mkt' })).status).toBe(422);
    // A version of another type is refused.
    expect((await upload(PDF, 'logo.pdf', {}, 'mkt', `/api/assets/${asset.id}/versions`)).status).toBe(422);
    expect(
      (await upload(PNG, 'x.png', {}, 'mkt', `/api/assets/${crypto.randomUUID()}/versions`)).status,
    ).toBe(404);
  });
});

describe('metadata, search, filters, links and delete', () => {
  it('edits metadata, filters by search, tag and type, pages by keyset, deletes', async () => {
    const asset = await created(await upload(PNG, 'x.png', { title: 'Peça temporária' }));
    const patched = await t.request(`/api/assets/${asset.id}`, {
      as: 'adm',
      method: 'PATCH',
      json: {
        title: 'Peça do cliente Zeta',
        tags: ['zeta', 'social'],
        campaignSlug: 'natal-2026',
        licenceExpiresOn: null,
      },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      title: 'Peça do cliente Zeta',
      tags: ['zeta', 'social'],
      licence: 'none',
    });

    expect((await list('?q=ZETA')).items.map((item) => item.id)).toEqual([asset.id]);
    expect((await list('?q=natal-2026')).items.map((item) => item.id)).toEqual([asset.id]);
    expect((await list('?tag=zeta')).items.map((item) => item.id)).toEqual([asset.id]);
    expect((await list('?kind=video_link')).items.every((item: Asset) => item.kind === 'video_link')).toBe(
      true,
    );
    expect(await (await t.request('/api/assets/tags', { as: 'mkt' })).json()).toEqual(
      expect.arrayContaining(['zeta', 'marca']),
    );

    const link = await t.request('/api/assets/links', {
      as: 'mkt',
      json: { title: 'Case em vídeo', url: 'https://vimeo.com/123', tags: ['case'] },
    });
    expect(link.status).toBe(201);
    expect(await link.json()).toMatchObject({
      kind: 'video_link',
      url: 'https://vimeo.com/123',
      downloadUrl: null,
    });

    const first = await list('?limit=2');
    expect(first.items).toHaveLength(2);
    const second = await list(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((i) => i.id)).not.toContain(first.items[0]!.id);

    expect((await t.request(`/api/assets/${asset.id}`, { as: 'mkt', method: 'DELETE' })).status).toBe(204);
    expect((await t.request(`/api/assets/${asset.id}`, { as: 'mkt' })).status).toBe(404);
    expect((await t.request(`/api/assets/${asset.id}`, { as: 'mkt', method: 'DELETE' })).status).toBe(404);
  });

  it('ties an asset to a client picked from the won leads', async () => {
    const clients = (await (await t.request('/api/assets/clients', { as: 'mkt' })).json()) as {
      id: string;
      name: string;
    }[];
    expect(clients.length).toBeGreaterThan(0);
    const [won] = await t.db
      .select({ id: leads.id, status: leads.status })
      .from(leads)
      .where(eq(leads.id, clients[0]!.id));
    expect(won!.status).toBe('won');
    const asset = await created(await upload(PNG, 'cliente.png', { clientId: clients[0]!.id }));
    expect(asset).toMatchObject({ clientId: clients[0]!.id, clientName: clients[0]!.name });
  });

  it('flags a licence expiring within 30 days as soon', async () => {
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const asset = await created(await upload(PNG, 'y.png', { licenceExpiresOn: soon }));
    expect(asset.licence).toBe('soon');
  });
});
