/**
 * What each role may do, by permission (the access table's named groups, PT-BR only — no paths or
 * keys): a fixed role opens a permission fully, in part (some of its actions) or not at all; a
 * custom role opens exactly the permissions it holds.
 */
import { useQuery } from '@tanstack/react-query';
import { Check, CircleDashed, Minus } from 'lucide-react';
import { useId } from 'react';
import { apiAccess, decide, pageAccess, permissionGroups } from '@shared/catalog/access';
import { type StaffRole, staffRoleLabels, staffRoles } from '@shared/catalog/roles';
import { Card } from '@web/components/ui/card';
import { ScrollTable } from '@web/components/ui/scroll-table';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { rolesQuery } from '../api/roles';

type Reach = 'all' | 'part' | 'none';
const rules = [...pageAccess, ...apiAccess];

/** How much of a permission's rules a fixed role opens by itself. */
export function fixedReach(role: StaffRole, permission: string): Reach {
  const own = rules.filter((rule) => rule.permission === permission);
  const open = own.filter((rule) => decide(rule.access, { signedIn: true, roles: [role] }) === 'allow');
  return open.length === 0 ? 'none' : open.length === own.length ? 'all' : 'part';
}

function Cell({ reach }: { reach: Reach }) {
  if (reach === 'all')
    return (
      <span className="inline-flex text-green-700">
        <Check className="size-4" aria-hidden="true" />
        <span className="sr-only">Permitido</span>
      </span>
    );
  if (reach === 'part')
    return (
      <span className="inline-flex text-amber-700" title="Em parte">
        <CircleDashed className="size-4" aria-hidden="true" />
        <span className="sr-only">Em parte</span>
      </span>
    );
  return (
    <span className="inline-flex text-slate-400">
      <Minus className="size-4" aria-hidden="true" />
      <span className="sr-only">Negado</span>
    </span>
  );
}

export function PermissionsMatrix() {
  const id = useId();
  const custom = useQuery(rolesQuery).data?.custom ?? [];
  return (
    <Card className="min-w-0" role="region" aria-labelledby={id}>
      <div className="p-4 pb-0">
        <h2 id={id} className="font-semibold">
          O que cada papel pode fazer
        </h2>
        <p className="text-sm text-muted-foreground">
          Usuários, papéis, configurações, auditoria, privacidade e rotinas: só Administrador. Minha conta,
          notificações e a lista dos próprios projetos: qualquer pessoa da equipe.
        </p>
      </div>
      <ScrollTable label="Tabela: permissões por papel">
        <caption className="sr-only">Permissões por papel</caption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Permissão</TableHead>
            {staffRoles.map((role) => (
              <TableHead key={role} scope="col" className="text-center">
                {staffRoleLabels[role]}
              </TableHead>
            ))}
            {custom.map((role) => (
              <TableHead key={role.id} scope="col" className="text-center">
                {role.name}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {permissionGroups.map((group) => (
            <TableRow key={group.key}>
              <TableHead scope="row" className="h-auto py-2 font-normal text-foreground">
                <span className="block font-medium">{group.label}</span>
                <span className="block text-xs text-muted-foreground">{group.description}</span>
              </TableHead>
              {staffRoles.map((role) => (
                <TableCell key={role} className="py-2 text-center">
                  <Cell reach={fixedReach(role, group.key)} />
                </TableCell>
              ))}
              {custom.map((role) => (
                <TableCell key={role.id} className="py-2 text-center">
                  <Cell reach={role.permissions.includes(group.key) ? 'all' : 'none'} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
    </Card>
  );
}
