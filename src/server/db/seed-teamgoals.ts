/**
 * Demo data for onboarding and the asset library (docs/product/okrs-and-onboarding.md,
 * docs/product/assets.md): the four onboarding templates, Marina (mkt) halfway through
 * her onboarding, and a handful of small generated images and a PDF with tags. Fixed values, dates
 * relative to now.
 */
import { crc32, deflateSync } from 'node:zlib';
import { LGPD_TERM_TITLE } from '@shared/catalog/teamgoals';
import { zonedDay } from '@shared/time';
import type { Db } from './client';
import { files } from './schema';
import {
  assets,
  assetVersions,
  onboardingActivities,
  onboardings,
  onboardingTemplateActivities,
  onboardingTemplates,
} from './schema-teamgoals';

const DAY = 86_400_000;

/** A solid-colour PNG (valid, tiny): the asset library needs real image bytes to preview. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF with a line of text. */
export function tinyPdf(text: string): Buffer {
  const content = `BT /F1 18 Tf 40 760 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

type Ids = Record<string, string | undefined>;

export const demoTemplates = {
  clt: {
    name: 'Integração CLT',
    isDefault: true,
    activities: [
      ['Enviar documentos para o registro (CTPS, RG, CPF, comprovante de residência)', 'new_person', 0],
      ['Cadastrar no eSocial e agendar o exame admissional', 'financeiro', 1],
      ['Criar e-mail, acesso ao CODERS e às ferramentas', 'adm', 0],
      ['Apresentar a equipe e o método de trabalho', 'adm', 1],
      ['Ler o manual da marca e os últimos cases', 'new_person', 3],
      ['Acompanhar uma reunião com cliente', 'comercial', 7],
      ['Conversa de 30 dias com a liderança', 'adm', 30],
    ],
  },
  pj: {
    name: 'Integração PJ',
    isDefault: false,
    activities: [
      ['Enviar contrato social e dados para nota fiscal', 'new_person', 0],
      ['Assinar o contrato de prestação de serviços', 'financeiro', 1],
      ['Criar acessos às ferramentas do projeto', 'adm', 1],
      ['Alinhar escopo e entregas do primeiro mês', 'adm', 3],
    ],
  },
  estagio: {
    name: 'Integração de estágio',
    isDefault: false,
    activities: [
      ['Assinar o termo de compromisso de estágio com a instituição', 'new_person', 0],
      ['Contratar o seguro contra acidentes pessoais', 'financeiro', 2],
      ['Definir supervisor e plano de atividades', 'adm', 2],
      ['Criar e-mail e acesso ao CODERS', 'adm', 1],
      ['Primeira avaliação de desempenho', 'adm', 30],
    ],
  },
  freelancer: {
    name: 'Integração de freelancer',
    isDefault: false,
    activities: [
      ['Enviar dados para pagamento (PIX e documento)', 'new_person', 0],
      ['Dar acesso à pasta do projeto', 'mkt', 1],
      ['Briefing da primeira entrega', 'mkt', 1],
    ],
  },
} as const;

export async function seedTeamGoals(db: Db, ids: Ids, now = Date.now()): Promise<void> {
  const adm = ids['adm@coders.example'] ?? null;
  const comercial = ids['comercial@coders.example'] ?? null;
  const financeiro = ids['financeiro@coders.example'] ?? null;
  const mkt = ids['mkt@coders.example'] ?? null;

  // ---- onboarding templates
  const templateIds: Record<string, string> = {};
  for (const [contractType, template] of Object.entries(demoTemplates)) {
    const [row] = await db
      .insert(onboardingTemplates)
      .values({ contractType, name: template.name, isDefault: template.isDefault })
      .returning({ id: onboardingTemplates.id });
    templateIds[contractType] = row!.id;
    await db.insert(onboardingTemplateActivities).values([
      {
        templateId: row!.id,
        kind: 'lgpd_term',
        title: LGPD_TERM_TITLE,
        ownerRole: 'new_person',
        dayOffset: 0,
        position: 0,
      },
      ...template.activities.map(([title, ownerRole, dayOffset], index) => ({
        templateId: row!.id,
        kind: 'task',
        title,
        ownerRole,
        dayOffset,
        position: index + 1,
      })),
    ]);
  }

  // ---- Marina (mkt) is halfway through the CLT onboarding: started 6 days ago.
  if (mkt) {
    const start = zonedDay(new Date(now - 6 * DAY));
    const [onboarding] = await db
      .insert(onboardings)
      .values({
        userId: mkt,
        contractType: 'clt',
        startDate: start,
        startedBy: adm,
        createdAt: new Date(now - 6 * DAY),
      })
      .returning({ id: onboardings.id });
    const plan = [
      { kind: 'lgpd_term', title: LGPD_TERM_TITLE, ownerRole: 'new_person', dayOffset: 0 },
      ...demoTemplates.clt.activities.map(([title, ownerRole, dayOffset]) => ({
        kind: 'task',
        title,
        ownerRole,
        dayOffset,
      })),
    ];
    const doneBy: Record<string, string | null> = { new_person: mkt, adm, financeiro, comercial, mkt };
    await db.insert(onboardingActivities).values(
      plan.map((activity, position) => {
        const due = new Date(`${start}T12:00:00Z`);
        due.setUTCDate(due.getUTCDate() + activity.dayOffset);
        // The LGPD term, the documents, the accesses and the team introduction are done; the rest is open.
        const done = position <= 1 || position === 3 || position === 4;
        return {
          onboardingId: onboarding!.id,
          kind: activity.kind,
          title: activity.title,
          ownerRole: activity.ownerRole,
          dueDate: due.toISOString().slice(0, 10),
          position,
          completedAt: done
            ? new Date(now - (6 - Math.min(activity.dayOffset, 5)) * DAY + 5 * 3_600_000)
            : null,
          completedBy: done ? (doneBy[activity.ownerRole] ?? adm) : null,
        };
      }),
    );
  }

  // ---- asset library
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
        kind: item.mimeType === 'application/pdf' ? 'pdf' : 'image',
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
