/**
 * Demo data for the asset library (docs/product/assets.md): a handful of small generated images and a
 * PDF with tags (one with two versions, licences expired, expiring and fine) and a video link. Fixed
 * values, dates relative to now.
 */
import { files } from '@server/db/schema';
import type { SeedContext } from '@server/module';
import { zonedDay } from '@shared/time';
import { kindOf } from './assets';
import { solidPng, tinyPdf } from './demo-files';
import { assets, assetVersions } from './schema';

const DAY = 86_400_000;

export async function seedAssets({ db, ids, now }: SeedContext): Promise<void> {
  const mkt = ids['mkt@coders.example'] ?? null;
  const library: {
    title: string;
    filename: string;
    data: Buffer;
    mimeType: string;
    tags: string[];
    campaignSlug?: string;
    licenceDays?: number;
    versions?: Buffer[];
  }[] = [
    {
      title: 'Logotipo Coders — fundo azul',
      filename: 'logo-coders-azul.png',
      data: solidPng(160, 90, [37, 99, 235]),
      mimeType: 'image/png',
      tags: ['marca', 'logotipo'],
      versions: [solidPng(160, 90, [29, 78, 216])],
    },
    {
      title: 'Banner Black Friday 2026',
      filename: 'banner-black-friday.png',
      data: solidPng(320, 120, [17, 24, 39]),
      mimeType: 'image/png',
      tags: ['campanha', 'banner'],
      campaignSlug: 'black-friday-2026',
      licenceDays: 12,
    },
    {
      title: 'Foto da equipe (banco de imagens)',
      filename: 'equipe.png',
      data: solidPng(200, 130, [234, 179, 8]),
      mimeType: 'image/png',
      tags: ['equipe', 'foto'],
      licenceDays: -5,
    },
    {
      title: 'Capa — agentes de IA',
      filename: 'capa-agentes-ia.png',
      data: solidPng(320, 180, [16, 185, 129]),
      mimeType: 'image/png',
      tags: ['blog', 'ia'],
      licenceDays: 200,
    },
    {
      title: 'Manual da marca',
      filename: 'manual-da-marca.pdf',
      data: tinyPdf('Manual da marca Coders'),
      mimeType: 'application/pdf',
      tags: ['marca', 'manual'],
    },
  ];
  for (const [index, item] of library.entries()) {
    const created = new Date(now - (30 - index * 5) * DAY);
    const versions = [item.data, ...(item.versions ?? [])];
    const stored = await db
      .insert(files)
      .values(
        versions.map((data, v) => ({
          filename: item.filename,
          mimeType: item.mimeType,
          size: data.length,
          data,
          createdBy: mkt,
          createdAt: new Date(created.getTime() + v * DAY),
        })),
      )
      .returning({ id: files.id, size: files.size });
    const current = stored.at(-1)!;
    const [asset] = await db
      .insert(assets)
      .values({
        kind: kindOf(item.mimeType),
        title: item.title,
        tags: item.tags,
        campaignSlug: item.campaignSlug ?? null,
        licenceExpiresOn:
          item.licenceDays === undefined ? null : zonedDay(new Date(now + item.licenceDays * DAY)),
        fileId: current.id,
        mimeType: item.mimeType,
        size: current.size,
        version: stored.length,
        createdBy: mkt,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: assets.id });
    await db.insert(assetVersions).values(
      stored.map((file, v) => ({
        assetId: asset!.id,
        version: v + 1,
        fileId: file.id,
        filename: item.filename,
        mimeType: item.mimeType,
        size: file.size,
        createdBy: mkt,
        createdAt: new Date(created.getTime() + v * DAY),
      })),
    );
  }
  const [video] = await db
    .insert(assets)
    .values({
      kind: 'video_link',
      title: 'Vídeo institucional 2026',
      tags: ['institucional', 'vídeo'],
      url: 'https://www.youtube.com/watch?v=coders2026',
      createdBy: mkt,
      createdAt: new Date(now - 2 * DAY),
      updatedAt: new Date(now - 2 * DAY),
    })
    .returning({ id: assets.id });
  await db.insert(assetVersions).values({
    assetId: video!.id,
    version: 1,
    url: 'https://www.youtube.com/watch?v=coders2026',
    createdBy: mkt,
  });
}
