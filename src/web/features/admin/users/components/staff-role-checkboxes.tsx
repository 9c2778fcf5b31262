import { type StaffRole, staffRoleLabels, staffRoles } from '@shared/catalog/roles';
import { Label } from '@web/components/ui/label';
import { Checkbox } from '@web/components/ui/switch';

const hints: Record<StaffRole, string> = {
  adm: 'Acesso total ao painel administrativo',
  comercial: 'Leads, projetos, agendamentos e dashboard comercial',
  financeiro: 'Dashboard e área financeira',
  mkt: 'Blog, campanhas e dashboard de marketing',
  colaborador: 'Tarefas, timesheet, OKRs, onboarding e os projetos de que participa',
};

/** The staff roles (adm, comercial, financeiro, mkt, colaborador) as checkboxes; an administrator always holds adm. */
export function StaffRoleCheckboxes({
  idPrefix,
  value,
  onChange,
  admImplied = false,
  disabled = false,
}: {
  idPrefix: string;
  value: StaffRole[];
  onChange: (next: StaffRole[]) => void;
  admImplied?: boolean;
  disabled?: boolean;
}) {
  const toggle = (role: StaffRole, checked: boolean) =>
    onChange(checked ? [...new Set([...value, role])] : value.filter((item) => item !== role));

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Papéis da equipe</legend>
      {staffRoles.map((role) => {
        const id = `${idPrefix}-role-${role}`;
        const implied = role === 'adm' && admImplied;
        return (
          <div key={role} className="flex items-start gap-3">
            <Checkbox
              id={id}
              className="mt-0.5"
              checked={implied || value.includes(role)}
              disabled={disabled || implied}
              onCheckedChange={(checked) => toggle(role, checked === true)}
              aria-describedby={`${id}-hint`}
            />
            <div className="grid gap-0.5">
              <Label htmlFor={id} className="cursor-pointer">
                {staffRoleLabels[role]}
              </Label>
              <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                {implied ? 'Incluído pela função Administrador' : hints[role]}
              </p>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
