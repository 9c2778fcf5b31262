/**
 * CODERS adm → Papéis e Permissões (decision 065): the custom roles, each person's roles, and what
 * each role may do by permission — all from the one access table, in PT-BR words only.
 */
import { CustomRolesCard } from './components/custom-roles-card';
import { PeopleRoles } from './components/people-roles';
import { PermissionsMatrix } from './components/permissions-matrix';

export function RolesPage() {
  return (
    <div className="space-y-6">
      <CustomRolesCard />
      <PeopleRoles />
      <PermissionsMatrix />
    </div>
  );
}

export default RolesPage;
