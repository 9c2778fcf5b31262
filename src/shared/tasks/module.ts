/**
 * Tasks (docs/product/tasks-and-timesheet.md): every staff role works on tasks — who may delete one
 * (its creator or adm) is refined in the domain.
 */
import { ANY_STAFF } from '@shared/catalog/access-rules';
import { defineModule } from '@shared/module';

export const manifest = defineModule({
  name: 'tasks',
  permissions: [{ key: 'tasks', label: 'Tarefas', description: 'Tarefas dos projetos, com comentários.' }],
  api: [{ pattern: '/api/tasks/**', access: ANY_STAFF, permission: 'tasks' }],
  pages: [
    {
      section: 'colaboradores',
      slug: 'tarefas',
      title: 'Tarefas',
      description: 'As tarefas de cada projeto, com responsáveis, prazo, situação e comentários.',
      order: 20,
      access: ANY_STAFF,
      permission: 'tasks',
    },
  ],
});
