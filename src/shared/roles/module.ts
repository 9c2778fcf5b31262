/**
 * Roles (docs/product/users-and-roles.md, decision 065): the fixed staff roles and the custom roles
 * made in Papéis from the permissions of the access table. Managing them, like every other
 * identity change, is adm's; the role list with PT-BR labels (`GET /api/roles`) serves every
 * settings screen.
 */
import { ADM } from '@shared/catalog/access-rules';
import { defineModule } from '@shared/module';

export const manifest = defineModule({
  name: 'roles',
  api: [{ pattern: '/api/roles/**', access: ADM }],
  pages: [
    {
      section: 'adm',
      slug: 'papeis',
      title: 'Papéis e Permissões',
      description:
        'Os papéis da equipe e os personalizados, o que cada um pode fazer e os papéis de cada pessoa.',
      order: 20,
      access: ADM,
    },
  ],
});
