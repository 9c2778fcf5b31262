/** The asset library (docs/product/assets.md): marketing's and adm's brand files and video links. */
import { MARKETING } from '@shared/catalog/access-rules';
import { defineModule } from '@shared/module';

export const manifest = defineModule({
  name: 'assets',
  permissions: [{ key: 'assets', label: 'Assets', description: 'A biblioteca de arquivos da marca.' }],
  api: [{ pattern: '/api/assets/**', access: MARKETING, permission: 'assets' }],
  pages: [
    {
      section: 'mkt',
      slug: 'assets',
      title: 'Assets',
      description: 'A biblioteca da marca: imagens, PDFs e vídeos com tags, versões e validade da licença.',
      order: 30,
      access: MARKETING,
      permission: 'assets',
    },
  ],
});
